/// A value a template may test with `{{#name}}`, given as `false` when there is none rather than
/// left out: inside a list, a name left out would be looked up in the enclosing contexts, so an
/// undated entry would show the listing page's own date.
@propertyWrapper
package struct OrFalse<Value: Encodable>: Encodable {
    package var wrappedValue: Value?

    package init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encode(false) }
    }
}

extension OrFalse: Sendable where Value: Sendable {}

extension OrFalse: DirectTemplateValue {
    package func templateValue() throws -> Any {
        guard let wrappedValue else { return false }
        return try TemplateValues.of(wrappedValue)  // text and numbers as they are
    }
}
