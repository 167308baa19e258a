@testable import Site
import Testing

@Suite struct NumberedTextsTests {
    @Test func textsAreNumberedAsTheyAreFirstMetAndFoundAgainByTheirBytes() {
        var numbers = NumberedTexts()
        let met = ["rules", "", "lore", "rules", "ünïcödé", "lore", ""].map { numbers.number(of: Array($0.utf8)[...]) }
        #expect(met.map(\.number) == [0, 1, 2, 0, 3, 2, 1])
        #expect(met.map(\.isNew) == [true, true, true, false, true, false, false])
        #expect(numbers.texts == ["rules", "", "lore", "ünïcödé"])
        // Found again from bytes kept anywhere, a slice of a longer array as well.
        let longer = Array("the lore".utf8)
        #expect(numbers.number(of: longer[4...]) == (2, false))
    }

    /// Bytes that are not UTF-8 make the text a string repairs them to: two such spellings of one
    /// text are one number, as they would be one key of a dictionary of strings.
    @Test func bytesThatAreNotUTF8AreTheTextTheyRepairTo() {
        var numbers = NumberedTexts()
        let first = numbers.number(of: [0x61, 0xFF][...]), second = numbers.number(of: [0x61, 0xFE][...])
        #expect(first == (0, true) && second == (0, false))
        #expect(numbers.number(of: [0x61, 0xFE][...]) == (0, false))
        #expect(numbers.texts == ["a\u{FFFD}"])
    }
}
