import Foundation

/// The kinds of value a site's contexts are made of, told by their type alone: comparing a type
/// costs next to nothing, where asking a value whether it conforms to a protocol costs the
/// runtime a search (a thousand instructions and more a value). `other` is everything else,
/// `Optional`s among them, which takes the slower route of protocol casts and `Mirror`.
enum TemplateValueKind {
    case string, int, bool, dictionary, list
    /// One of the site's own `TemplateParent` types: its children come through `child`.
    case parent(child: @Sendable (Any, String) -> Any?)
    /// A type known to be neither a parent nor `NSNull` (lists of the site's values, numbers
    /// with a fraction), otherwise treated as `other`.
    case plain
    case other

    init(_ value: Any) {
        let type = ObjectIdentifier(Swift.type(of: value))
        self =
            if type == Self.stringType { .string } else if type == Self.dictionaryType {
                .dictionary
            } else if type
                == Self.listType
            {
                .list
            } else if type == Self.intType { .int } else if type == Self.boolType { .bool } else {
                Self.siteTypes[type] ?? .other
            }
    }

    private static let stringType = ObjectIdentifier(String.self)
    private static let intType = ObjectIdentifier(Int.self)
    private static let boolType = ObjectIdentifier(Bool.self)
    private static let dictionaryType = ObjectIdentifier([String: Any].self)
    private static let listType = ObjectIdentifier([Any].self)

    /// The types of the site's contexts beyond dictionaries, lists, text and numbers: pages and
    /// listing entries, which templates look into, and the lists and values they give.
    private static let siteTypes: [ObjectIdentifier: TemplateValueKind] = [
        ObjectIdentifier(PageContext.self): .parent { ($0 as! PageContext).child(named: $1) },
        ObjectIdentifier(ListedPage.self): .parent { ($0 as! ListedPage).child(named: $1) },
        ObjectIdentifier([String].self): .plain,
        ObjectIdentifier([Int].self): .plain,
        ObjectIdentifier([ListedPage].self): .plain,
        ObjectIdentifier([PageContext].self): .plain,
        ObjectIdentifier([[String: Any]].self): .plain,
        ObjectIdentifier(Double.self): .plain,
    ]
}

/// A value whose named children a template can look into (`{{page.title}}`), beyond dictionaries
/// and the stored properties `Mirror` sees.
package protocol TemplateParent {
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
enum TemplateLookup {
    /// The value of `name` in `object`: a dictionary's entry, a `TemplateParent`'s child, or else
    /// the property of that name as `Mirror` sees it. Text, numbers, booleans and lists have none.
    static func child(named name: String, of object: Any) -> Any? {
        switch TemplateValueKind(object) {
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
    static func value(at names: ArraySlice<String>, in object: Any) -> Any? {
        var object = object
        for name in names {
            guard let child = child(named: name, of: object) else { return nil }
            object = child
        }
        return object
    }

    /// The value itself; nil for `NSNull`, the null of JSON.
    static func represented(_ value: Any) -> Any? {
        if case .other = TemplateValueKind(value), value is NSNull { return nil }
        return value
    }
}
