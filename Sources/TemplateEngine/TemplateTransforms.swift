import Foundation

/// What `{{transform(name)}}` does to a value before it is shown or opens a section, beyond the
/// Mustache specification: `{{^empty(pages)}}<ul>…</ul>{{/empty(pages)}}`, `{{count(items)}}`.
///
/// - Text: `empty`, `capitalized`, `lowercased`, `uppercased`, `reversed`.
/// - Lists: `empty`, `count`, `first`, `last`, `reversed`, and `sorted` for lists of text or numbers.
/// - Dictionaries: `empty`, `count`, `enumerated` and `sorted` (their entries as `key` and `value`,
///   by key).
/// - Whole numbers: `equalzero`, `plusone`, `minusone`, `even`, `odd`.
/// - Inside a list section, of no name: `first()`, `last()`, `index()`, `even()`, `odd()`.
protocol TemplateTransformable {
    /// The value transformed; nil when there is no transform of that name for this value.
    func transform(_ name: String) -> Any?
}

extension String: TemplateTransformable {
    func transform(_ name: String) -> Any? {
        switch name {
        case "empty": isEmpty
        case "capitalized": capitalized
        case "lowercased": lowercased()
        case "uppercased": uppercased()
        case "reversed": String(reversed())
        default: nil
        }
    }
}

extension Array: TemplateTransformable {
    func transform(_ name: String) -> Any? {
        switch name {
        case "empty": isEmpty
        case "count": count
        case "first": first
        case "last": last
        case "reversed": Array(reversed())
        case "sorted": (self as? [String])?.sorted() ?? (self as? [Int])?.sorted() ?? (self as? [Double])?.sorted()
        default: nil
        }
    }
}

extension Dictionary: TemplateTransformable where Key == String {
    func transform(_ name: String) -> Any? {
        switch name {
        case "empty": isEmpty
        case "count": count
        case "enumerated": map { ["key": $0.key, "value": $0.value] as [String: Any] }
        case "sorted": sorted { $0.key < $1.key }.map { ["key": $0.key, "value": $0.value] as [String: Any] }
        default: nil
        }
    }
}

extension Int: TemplateTransformable {
    func transform(_ name: String) -> Any? {
        switch name {
        case "equalzero": self == 0
        case "plusone": self &+ 1
        case "minusone": self &- 1
        case "even": self & 1 == 0
        case "odd": self & 1 == 1
        default: nil
        }
    }
}

/// Where a list section's item is in its list: what `first()`, `last()`, `index()`, `even()` and
/// `odd()` show inside it.
struct ListPosition: TemplateTransformable {
    let first: Bool
    let last: Bool
    let index: Int

    func transform(_ name: String) -> Any? {
        switch name {
        case "first": first
        case "last": last
        case "index": index
        case "even": index & 1 == 0
        case "odd": index & 1 == 1
        default: nil
        }
    }
}
