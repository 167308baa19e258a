import GameKit
import Testing

/// The one rule for players' names, against input a reader cannot tell apart.
@Suite struct HostilePlayerNameTests {
    @Test func namesAreKeptComposedSoBothSpellingsOfJoseAreOne() throws {
        #expect(try PlayerName.validated("Jose\u{301}").get() == "Jos\u{E9}")
        #expect(try PlayerName.validated(" Jos\u{E9} ").get() == "Jos\u{E9}")
        #expect(PlayerName.normalized("Jose\u{301}") == PlayerName.normalized("Jos\u{E9}"))
    }

    @Test func lengthIsCountedInWhatAReaderSees() throws {
        let decomposed = String(repeating: "e\u{301}", count: 40)  // 80 scalars, 40 characters
        #expect(try PlayerName.validated(decomposed).get().count == 40)
        #expect(PlayerName.validated(decomposed + "e") == .failure(.tooLong(41)))
        #expect((try? PlayerName.validated("👨‍👩‍👧‍👦 Family").get()) != nil)
    }

    /// Bytes that were not UTF-8 arrive as replacement characters: the name is not the one typed.
    @Test func bytesThatAreNotUTF8AreNoName() {
        let typed = String(decoding: [0xFF, 0xFE, UInt8(ascii: "M"), UInt8(ascii: "i")], as: UTF8.self)
        #expect(PlayerName.validated(typed) == .failure(.notUTF8))
    }

    @Test func stackedAccentsCannotHideKilobytesInOneCharacter() {
        #expect(PlayerName.validated("Z" + String(repeating: "\u{301}", count: 30_000)) == .failure(.tooManyMarks))
        #expect((try? PlayerName.validated("Z" + String(repeating: "\u{301}", count: 8)).get()) != nil)
        let heavy = String(repeating: "a" + String(repeating: "\u{301}\u{302}", count: 3), count: 40)
        #expect(PlayerName.validated(heavy) == .failure(.tooManyBytes(heavy.precomposedOrSelf.utf8.count)))
    }
}

private extension String {
    var precomposedOrSelf: String { PlayerName.normalized(self) }
}
