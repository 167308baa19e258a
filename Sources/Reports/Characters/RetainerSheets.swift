import OSR

/// Retainers' compact sheets, four to a printed page, which a `party` pack prints after the record
/// sheets of their employers.
public enum RetainerSheets {
    /// How many retainer cards share a page.
    public static let perPage = 4

    /// A printed page of up to `perPage` cards (the `retainer-sheet` partial).
    struct Page: Encodable {
        let retainers: [RetainerCardFields]
    }

    /// The pages of `retainers`' cards, in order, `perPage` to a page.
    static func pages(for retainers: [PlayerCharacter]) -> [Page] {
        stride(from: 0, to: retainers.count, by: perPage).map { start in
            Page(retainers: retainers[start..<min(start + perPage, retainers.count)].map(RetainerCardFields.init))
        }
    }

    /// The retainers among `candidates` of the employers kept as `employerIDs`: each employer's in
    /// the order of `candidates`, employers in the order of `employerIDs`.
    public static func retainers(
        of employerIDs: [Int64], among candidates: [(id: Int64, character: PlayerCharacter)]
    ) -> [PlayerCharacter] {
        employerIDs.flatMap { employer in
            candidates.filter { $0.character.retainer?.employerID == employer }.map(\.character)
        }
    }
}
