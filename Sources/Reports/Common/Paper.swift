/// The paper a print pack is made for. A pack's page carries both papers' layouts and shows one
/// (the class `paper-a4` or `paper-letter` on its body, with CSS named pages for each), so a
/// reader can switch on screen; printed without script, it is the paper it was made for.
public enum Paper: String, CaseIterable, Sendable {
    case a4, letter

    public var name: String {
        switch self {
        case .a4: "A4"
        case .letter: "Letter"
        }
    }
}
