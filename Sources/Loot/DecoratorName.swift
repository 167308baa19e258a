/// A decorator's part in its item's name, by the original's sticky rule: asked for a prefix, a
/// decorator gives its own unless its suffix is already in use, and then asks the item inside; the
/// same the other way round for the suffix. Once given, a part stays given, so the name is stable.
final class DecoratorName {
    let prefix: String
    let suffix: String
    private var prefixInUse = false, suffixInUse = false

    init(prefix: String, suffix: String) {
        self.prefix = prefix
        self.suffix = suffix
    }

    func takePrefix(else inner: () -> String?) -> String? {
        guard !suffixInUse else { return inner() }
        prefixInUse = true
        return prefix
    }

    func takeSuffix(else inner: () -> String?) -> String? {
        guard !prefixInUse else { return inner() }
        suffixInUse = true
        return suffix
    }

    /// This decorator as reports show it.
    func decoration(value: Int, line: String) -> Decoration {
        Decoration(prefix: prefix, suffix: suffix, value: value, line: line)
    }
}
