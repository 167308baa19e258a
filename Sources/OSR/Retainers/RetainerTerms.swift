/// What ties a retainer to the character who hired it (OSE SRD, `Retainers`): whom it serves, how
/// loyal it is, and what it is paid.
public struct RetainerTerms: Hashable, Sendable {
    /// The employer's name, as the sheet shows it.
    public var employer: String
    /// The employer's id in the vault, when both are kept there.
    public var employerID: Int64?
    /// 2d6 at or under it holds the retainer in peril and after an adventure.
    public var loyalty: Int
    /// The fee in gold pieces a day.
    public var wage: Int
    /// The retainer's part of a full share of treasure, in halves: 1 is a half share, 2 a full one.
    public var shareInHalves: Int

    /// "half" or "full", as a character file and the sheets write the share.
    public var share: String { shareInHalves == 2 ? "full" : "half" }

    public init(employer: String, employerID: Int64? = nil, loyalty: Int, wage: Int = 1, shareInHalves: Int = 1) {
        self.employer = employer
        self.employerID = employerID
        self.loyalty = loyalty
        self.wage = wage
        self.shareInHalves = shareInHalves
    }
}
