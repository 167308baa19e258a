import Foundation
import Mistakes

/// The generated sections a program offers, by name: the command line builds it once, and a site
/// build asks it for the documents of the sections its config names.
public struct SectionRegistry: Sendable {
    public let sections: [any GeneratedSection]

    /// `sections` by their names, which must differ.
    public init(_ sections: [any GeneratedSection]) {
        precondition(Set(sections.map(\.name)).count == sections.count, "two generated sections share a name")
        self.sections = sections
    }

    /// The names a config may use, in order.
    public var names: [String] { sections.map(\.name).sorted() }

    /// The documents of every section `config` asks for, section by section in name order, as of
    /// `now` (the build's moment).
    public func documents(for config: SiteConfig, now: Date) throws(UserError) -> [Document] {
        var documents: [Document] = []
        let context = SectionContext(config: config, now: now)
        for (section, settings) in try asked(by: config) {
            documents += try section.documents(from: settings, context: context)
        }
        return documents
    }

    /// The files the sections `config` asks for read (none may be overwritten by the build).
    public func inputs(for config: SiteConfig) throws(UserError) -> [String] {
        var inputs: [String] = []
        for (section, settings) in try asked(by: config) {
            inputs += try section.inputs(from: settings)
        }
        return inputs
    }

    /// The sections `config` names, with their settings; an unknown name is an error at its line.
    private func asked(by config: SiteConfig) throws(UserError) -> [(any GeneratedSection, SectionSettings)] {
        var asked: [(any GeneratedSection, SectionSettings)] = []
        for name in config.sections.keys.sorted() {
            guard let settings = config.sections[name] else { continue }
            guard let section = sections.first(where: { $0.name == name }) else {
                throw UserError(
                    "unknown generated section '\(name)' (known: \(names.joined(separator: ", ")))",
                    at: settings.location())
            }
            asked.append((section, settings))
        }
        return asked
    }
}
