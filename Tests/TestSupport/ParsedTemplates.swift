import Site
import Synchronization
import TemplateEngine

/// Renderers whose templates are parsed once for all the tests that render with the same ones:
/// parsing them is most of what a build of a few pages costs, and the tests build thousands of times.
public enum ParsedTemplates {
    private static let renderers = Mutex<[[String: String]: PageRenderer]>([:])

    /// A renderer of `templates` (file texts by path, as `TemplateLibrary(defaults:)` takes them).
    public static func renderer(_ templates: [String: String]) throws -> PageRenderer {
        if let renderer = renderers.withLock({ $0[templates] }) { return renderer }
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: templates))
        renderers.withLock { $0[templates] = renderer }
        return renderer
    }
}
