/// The templates, partials and stylesheets of the repository's Templates/ folder, compiled into the
/// binary by the EmbedTemplates build plugin. A user's own Templates/ folder overrides them file by file.
public enum DefaultTemplates {
    /// File contents keyed by their path relative to Templates/, e.g. `"character.mustache"`.
    public static var files: [String: String] { embeddedFiles }
}
