import Mistakes
import OSR
import Reports
import Testing

/// A file `character import` and `character check` take: an archive when it has `characters:`,
/// else one character file, each read by its own rules and told at its own lines.
@Suite struct CharacterDocumentTests {
    static func read(_ text: String) -> Result<CharacterDocument, UserErrors> {
        CharacterDocument.read(text, file: "d.yml")
    }

    @Test func aCharacterFileIsOneCharacterWithoutSeedOrRolls() throws {
        let document = try Self.read(CharacterFileTests.legal).get()
        let choices = try CharacterFile.read(CharacterFileTests.legal, file: "d.yml").get()
        #expect(document.characters == [ArchivedCharacter(choices: choices)])
        guard case .file = document else { throw UserError("read as an archive") }
    }

    @Test func anArchiveIsItsCharacters() throws {
        let yaml = try CharacterArchive.yaml([CharacterArchiveTests.brannoc])
        let document = try Self.read(yaml).get()
        #expect(document.characters == [CharacterArchiveTests.brannoc])
        guard case .archive = document else { throw UserError("read as a character file") }
    }

    /// A file's problems are a character file's (no `characters.1.` before them); an archive's entry's are the entry's.
    @Test func eachIsToldItsOwnProblems() {
        let file = CharacterFileTests.legal.replacingOccurrences(of: "class: fighter", with: "class: wizard")
        guard case .failure(let problems) = Self.read(file) else {
            Issue.record("accepted")
            return
        }
        #expect(
            problems.errors.map(\.description) == [
                "d.yml:3: class: 'wizard' is not one of Cleric, Dwarf, Elf, Fighter, Halfling, Magic-User, Thief"
            ])
        guard case .failure(let archived) = Self.read("characters:\n- name: A\n") else {
            Issue.record("accepted")
            return
        }
        #expect(archived.errors.first?.description.hasPrefix("d.yml:2: characters.1.") == true)
    }

    @Test(arguments: ["", "- a list\n", "just text\n"])
    func whatIsNeitherIsOneProblem(text: String) {
        guard case .failure(let problems) = Self.read(text) else {
            Issue.record("accepted")
            return
        }
        #expect(problems.errors.count == 1)
        #expect(
            problems.errors.first?.message.hasPrefix(
                "is neither a character file (name:, class:, rolled: …) nor a character archive") == true)
    }
}
