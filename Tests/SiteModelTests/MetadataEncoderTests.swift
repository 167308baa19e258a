import SiteModel
import Testing

@Suite struct MetadataEncoderTests {
    struct Row: Encodable {
        var name: String
        var note: String?
    }

    struct Context: Encodable {
        var title: String
        var level: Int
        var seed: UInt64
        var ratio: Double
        var shown: Bool
        var missing: String?
        var rows: [Row]
        var grid: [[Int]]
    }

    @Test func aStructBecomesTheFieldsATemplateSees() throws {
        let context = Context(
            title: "<b>Ann</b>", level: 3, seed: 9_007_199_254_740_993, ratio: 0.5, shown: false, missing: nil,
            rows: [Row(name: "a", note: "n"), Row(name: "b", note: nil)], grid: [[1, 2], []])
        let fields = try MetadataEncoder.fields(context)
        #expect(
            fields == [
                "title": "<b>Ann</b>", "level": 3, "seed": .int(9_007_199_254_740_993), "ratio": .double(0.5),
                "shown": false,
                "rows": [["name": "a", "note": "n"], ["name": "b"]], "grid": [[1, 2], []],
            ])
    }

    @Test func aNumberTooLargeForATemplateIsAnError() {
        #expect(throws: EncodingError.self) { try MetadataEncoder.encode([UInt64.max]) }
    }

    @Test func onlyAKeyedValueMakesFields() {
        #expect(throws: EncodingError.self) { try MetadataEncoder.fields(["a", "b"]) }
        #expect(throws: Never.self) { try MetadataEncoder.fields(Row(name: "x")) }
    }
}
