import Testing

@testable import SiteModel

@Suite struct PlainScalarTests {
    @Test(arguments: [
        ("12", MetadataValue.int(12)), ("-3", .int(-3)), ("+7", .int(7)), ("0x1F", .int(31)), ("0o17", .int(15)),
        ("0b101", .int(5)), ("017", .int(15)), ("1_000", .int(1000)), ("1__0", .int(10)), ("-0x10", .int(-16)),
        ("-9223372036854775808", .int(Int.min)), ("1.5", .double(1.5)), ("2e3", .double(2000)), ("+.5", .double(0.5)),
        ("-1.5E2", .double(-150)), ("yes", .bool(true)), ("OFF", .bool(false)), ("08", .string("08")),
        (".5", .string(".5")), ("5.", .string("5.")), ("1e", .string("1e")), ("e", .string("e")),
        ("12abc", .string("12abc")), ("-", .string("-")), ("0x", .string("0x")), ("1.5.2", .string("1.5.2")),
        ("9223372036854775808", .string("9223372036854775808")), ("é1", .string("é1")),
        ("1\u{301}", .string("1\u{301}")),
        ("town", .string("town")),
    ])
    func plainValuesReadAsYAMLTypesThem(_ text: String, _ value: MetadataValue) {
        #expect(PlainScalar.value(of: text) == value)
    }

    @Test func nullsAreNoValue() {
        for text in ["", "~", "null", "Null", "NULL"] { #expect(PlainScalar.value(of: text) == nil) }
    }
}
