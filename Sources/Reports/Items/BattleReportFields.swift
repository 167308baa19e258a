/// The `report` layout of a battle report. Its template shows only the title and the body; these
/// are the numbers of the Markdown front matter (`sheetgen battle --format markdown`).
struct BattleReportFields: LayoutFields {
    let seed: String
    /// The fights won.
    let victories: Int
    let fights: Int
}
