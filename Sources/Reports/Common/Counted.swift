/// A count with its noun, as the report pages say it: "1 game", "2 games", "3 sessions".
package func counted(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
}
