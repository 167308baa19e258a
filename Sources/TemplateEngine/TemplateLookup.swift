import Foundation

/// The kinds of value a site's contexts are made of, told by their type alone: comparing a type
/// costs next to nothing, where asking a value whether it conforms to a protocol costs the
/// runtime a search of its conformance tables. `other` is everything else,
/// `Optional`s among them, which takes the slower route of protocol casts and `Mirror`.
enum TemplateValueKind: Sendable {
    case string, int, bool, dictionary, list
    /// A `TemplateParent` type the library was told of: its children come through `child`.
    case parent(child: @Sendable (Any, String) -> Any?)
    /// A type known to be neither a parent nor `NSNull` (lists of known values, numbers with a
    /// fraction), otherwise treated as `other`.
    case plain
    case other

    init(_ value: Any, known: TemplateTypes) {
        let type = ObjectIdentifier(Swift.type(of: value))
        self =
            if type == Self.stringType {
                .string
            } else if type == Self.dictionaryType {
                .dictionary
            } else if type == Self.listType {
                .list
            } else if type == Self.intType {
                .int
            } else if type == Self.boolType {
                .bool
            } else {
                known.kinds[type] ?? .other
            }
    }

    private static let stringType = ObjectIdentifier(String.self)
    private static let intType = ObjectIdentifier(Int.self)
    private static let boolType = ObjectIdentifier(Bool.self)
    private static let dictionaryType = ObjectIdentifier([String: Any].self)
    private static let listType = ObjectIdentifier([Any].self)
}

/// The types of a library's contexts beyond dictionaries, lists, text and numbers, told to it so
/// that the renderer knows them by their type: the values templates look into (a site's pages
/// and listing entries), and lists of them.
package struct TemplateTypes: Sendable {
    fileprivate var kinds: [ObjectIdentifier: TemplateValueKind] = [
        ObjectIdentifier([String].self): .plain,
        ObjectIdentifier([Int].self): .plain,
        ObjectIdentifier([[String: Any]].self): .plain,
        ObjectIdentifier(Double.self): .plain,
    ]

    package init() {}

    /// These types known too.
    package func adding<Parent: TemplateParent>(_ type: Parent.Type) -> TemplateTypes {
        var known = self
        known.kinds[ObjectIdentifier(type)] = .parent { ($0 as! Parent).child(named: $1) }
        known.kinds[ObjectIdentifier([Parent].self)] = .plain
        return known
    }
}

/// A value whose named children a template can look into (`{{page.title}}`), beyond dictionaries
/// and the stored properties `Mirror` sees.
package protocol TemplateParent: SendableMetatype {
    func child(named name: String) -> Any?
}

/// A value a section shows once for each of its elements.
protocol TemplateList {
    var elements: [Any] { get }
}

extension Array: TemplateList {
    var elements: [Any] { map { $0 } }
}

/// Finding a named value inside another.
struct TemplateLookup {
    let known: TemplateTypes

    /// The value of `name` in `object`: a dictionary's entry, a `TemplateParent`'s child, or else
    /// the property of that name as `Mirror` sees it. Text, numbers, booleans and lists have none.
    func child(named name: String, of object: Any) -> Any? {
        switch TemplateValueKind(object, known: known) {
        case .dictionary: return (object as! [String: Any])[name]
        case .parent(let child): return child(object, name)
        case .string, .int, .bool, .list, .plain: return nil
        case .other: break
        }
        guard let object = represented(object) else { return nil }
        if let parent = object as? any TemplateParent { return parent.child(named: name) }
        if let dictionary = object as? [String: Any] { return dictionary[name] }
        guard let match = Mirror(reflecting: object).children.first(where: { $0.label == name }) else { return nil }
        let mirror = Mirror(reflecting: match.value)
        return mirror.displayStyle == .optional ? mirror.children.first?.value : match.value
    }

    /// The value at the end of `names`, each looked up in the value before; `object` for none.
    func value(at names: ArraySlice<String>, in object: Any) -> Any? {
        var object = object
        for name in names {
            guard let child = child(named: name, of: object) else { return nil }
            object = child
        }
        return object
    }

    /// The value itself; nil for `NSNull`, the null of JSON.
    func represented(_ value: Any) -> Any? {
        if case .other = TemplateValueKind(value, known: known), value is NSNull { return nil }
        return value
    }
}
