import GRDB

/// A row of `character`: a kept character's choices, its seed and the rolls of its making. The
/// lists are JSON text (see the v4 migration for why); `Vault+Characters` turns rows into
/// `SavedCharacter`s and back.
struct StoredCharacter: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "character"

    /// Nil until SQLite gives the new row its id.
    var id: Int64?
    var name: String
    var title: String?
    var characterClass: String
    var alignment: String
    var method: String
    var seed: Int64?
    var rolledStrength: Int
    var rolledIntelligence: Int
    var rolledWisdom: Int
    var rolledDexterity: Int
    var rolledConstitution: Int
    var rolledCharisma: Int
    var strength: Int
    var intelligence: Int
    var wisdom: Int
    var dexterity: Int
    var constitution: Int
    var charisma: Int
    var hitPoints: Int
    var startingGold: Int
    var languages: String
    var purchases: String
    var spells: String
    var history: String
    var savedAt: String
    var level: Int
    var experience: Int
    var memorised: String
    var employerID: Int64?
    var retainer: String?

    enum CodingKeys: String, CodingKey {
        case id, name, title, alignment, method, seed
        case characterClass = "class"
        case rolledStrength = "rolled_strength", rolledIntelligence = "rolled_intelligence"
        case rolledWisdom = "rolled_wisdom", rolledDexterity = "rolled_dexterity"
        case rolledConstitution = "rolled_constitution", rolledCharisma = "rolled_charisma"
        case strength, intelligence, wisdom, dexterity, constitution, charisma
        case hitPoints = "hit_points", startingGold = "starting_gold"
        case languages, purchases, spells, history
        case savedAt = "saved_at"
        case level, experience, memorised, retainer
        case employerID = "employer_id"
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let characterClass = Column(CodingKeys.characterClass)
        static let savedAt = Column(CodingKeys.savedAt)
        static let employerID = Column(CodingKeys.employerID)
    }
}
