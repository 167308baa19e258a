import Site
import SiteModel

/// The typed context of a layout: a struct whose stored properties are exactly the keys the
/// layout's template reads from a document's fields (nested structs for its rows and lists), in
/// place of a dictionary spelt out by hand. A key a template reads that no document provides is
/// otherwise a silent blank; `ReportContextTests` holds each of these against its template.
protocol LayoutFields: Encodable {}

extension LayoutFields {
    /// The fields of a document, made by `MetadataEncoder`.
    ///
    /// The encoder fails only for a value that is not keyed at the top, or for a whole number
    /// beyond `Int`. Every `LayoutFields` is a struct encoded by key, holding strings, `Int`s,
    /// `Bool`s, optionals, and lists and structs of those, so it cannot fail here; the
    /// `ReportContextTests` encode each one in full. Hence no `throws` for the document makers.
    var encoded: [String: MetadataValue] {
        do {
            return try MetadataEncoder.fields(self)
        } catch {
            preconditionFailure("\(Self.self) does not encode as a document's fields: \(error)")
        }
    }
}
