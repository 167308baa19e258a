/// Names a character may be given when the player brings none, by the folk the class belongs to.
public enum Names {
    public static func choices(for characterClass: CharacterClass) -> [String] {
        switch characterClass {
        case .dwarf: dwarvish
        case .elf: elvish
        case .halfling: halfling
        case .cleric, .fighter, .magicUser, .thief, .normalHuman: human
        }
    }

    static let human = [
        "Aldric", "Berengar", "Brenna", "Cedric", "Cressida", "Dunstan", "Edda", "Elric", "Fenwick", "Gareth",
        "Gwendolyn", "Hale", "Isolde", "Jorund", "Katrin", "Leofric", "Maud", "Merrick", "Nyssa", "Osric",
        "Perrin", "Quenby", "Rowena", "Sabine", "Tamsin", "Ulric", "Vesna", "Wulfric", "Ysolde", "Zarek",
    ]
    static let dwarvish = [
        "Balin Stonehand", "Borgna Ironbrow", "Dagna Flintbeard", "Durin Deepdelver", "Gimra Coppervein",
        "Hrodi Anvilborn", "Kili Hammerfall", "Morna Goldbraid", "Thrain Oakenshield", "Vondal Greymantle",
    ]
    static let elvish = [
        "Aelar Moonwhisper", "Caelynn Silverleaf", "Erevan Starbloom", "Faelar Dawnsong", "Ilyana Windrunner",
        "Lia Nightbreeze", "Mirthal Greenshade", "Naivara Thistledown", "Soveliss Amberglen", "Thia Brightwater",
    ]
    static let halfling = [
        "Bramble Tealeaf", "Cora Goodbarrel", "Eldon Underbough", "Fenna Brushgather", "Milo Hilltopple",
        "Nedda Thorngage", "Perrin Appleblossom", "Rosie Greenbottle", "Tobold Burrows", "Wellby Tosscobble",
    ]
}
