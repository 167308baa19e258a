extension StringProtocol {
    /// The text as a message repeats it: whole up to 60 characters, else its first 60 and "…".
    /// A long value cannot swamp the message, and a number too long for its place still shows
    /// enough of itself to be recognised.
    public var echoed: String {
        count > 60 ? "\(prefix(60))…" : String(self)
    }
}
