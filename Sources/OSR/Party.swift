/// A party for one table: `count` first-level characters, member i made from seed `seed + i`
/// (with class `classes[i % classes.count]` when classes are given) just as
/// `CharacterGenerator.generate` makes it, except that no two members share a name: a member
/// whose drawn name is already taken gets the next free name of the same list, wrapping around
/// (`Names.choices(for:)`). That member is still the character of its seed with that name given.
public enum Party {
    /// `seed + count` must not pass `UInt64.max`.
    public static func generate(seed: UInt64, count: Int, classes: [CharacterClass] = []) throws(PartyError)
        -> [PlayerCharacter]
    {
        var members: [PlayerCharacter] = []
        var taken: Set<String> = []
        for index in 0..<count {
            let memberSeed = seed + UInt64(index)
            var options = CharacterOptions(characterClass: classes.isEmpty ? nil : classes[index % classes.count])
            var member = CharacterGenerator.generate(seed: memberSeed, options: options)
            if taken.contains(member.name) {
                options.name = try freeName(after: member.name, for: member.characterClass, taken: taken)
                member = CharacterGenerator.generate(seed: memberSeed, options: options)
            }
            taken.insert(member.name)
            members.append(member)
        }
        return members
    }

    private static func freeName(after drawn: String, for characterClass: CharacterClass, taken: Set<String>)
        throws(PartyError) -> String
    {
        let names = Names.choices(for: characterClass)
        let start = names.firstIndex(of: drawn) ?? 0
        for step in 1..<names.count {
            let name = names[(start + step) % names.count]
            if !taken.contains(name) { return name }
        }
        let sharing = CharacterClass.allCases.filter { Names.choices(for: $0) == names }.map(\.name)
        throw PartyError(
            "all \(names.count) names for \(sharing.joined(separator: ", ")) characters are taken; ask for fewer "
                + "characters or other classes"
        )
    }
}

/// Why a party cannot be made, in one line.
public struct PartyError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
