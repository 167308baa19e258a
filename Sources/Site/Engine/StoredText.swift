/// A text kept in a `TextStore`: twenty bytes wherever it is held, the bytes themselves in the
/// store's blocks.
package struct StoredText: Sendable {
    private let store: TextStore
    private let reference: TextStore.Reference

    package init(_ text: String, in store: TextStore) {
        self.store = store
        reference = store.append(text)
    }

    init(bytes: [UInt8], in store: TextStore) {
        self.store = store
        reference = store.append(bytes: bytes)
    }

    var text: String { store.text(reference) }

    func bytes<Result>(_ body: (ArraySlice<UInt8>) -> Result) -> Result {
        store.bytes(reference, body)
    }

    /// Lets `body` read this text's bytes and `other`'s, wherever each is kept.
    func bytes<Result>(with other: StoredText, _ body: (ArraySlice<UInt8>, ArraySlice<UInt8>) -> Result) -> Result {
        bytes { mine in other.bytes { body(mine, $0) } }
    }
}
