import Play

/// A console played from a script of typed lines, keeping every byte written in order.
final class ScriptedConsole {
    private var typed: [String]
    /// Everything written: lines with their newline, prompts as they are.
    private(set) var transcript = ""
    /// The prompts alone, in order.
    private(set) var prompts: [String] = []

    init(_ typed: [String]) {
        self.typed = typed
    }

    /// The lines still unread.
    var unread: [String] { typed }

    /// The console; `echoing` as for piped input.
    func console(echoing: Bool = true) -> PlayConsole {
        PlayConsole(
            readLine: { [self] in typed.isEmpty ? nil : typed.removeFirst() },
            writeLine: { [self] in transcript += $0 + "\n" },
            writePrompt: { [self] in
                transcript += $0
                prompts.append($0)
            },
            echoesInput: echoing
        )
    }
}

/// What a store was asked to do, to fail on demand.
struct StoreFailure: Error, Equatable {}
