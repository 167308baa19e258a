import ArgumentParser
import Foundation
import Site

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract:
            "Build Content/ and the generated sections of sheetgen.yml (or a site made for Hugo or Zola) into a "
            + "static site."
    )

    @OptionGroup var site: SiteOptions
    @OptionGroup var target: SiteOutputOptions
    @Flag(help: "Print nothing but errors.") var quiet = false
    @Flag(help: "Roll the pages' dice afresh, from a seed drawn from the clock (which is told), not the config's.")
    var reroll = false
    @Flag(help: "Tell how long each phase of the build took, even with --quiet.") var timings = false

    func run() throws {
        let rerollSeed = reroll ? clockSeed() : nil
        let started = DispatchTime.now().uptimeNanoseconds
        let inputs = try site.inputs()
        // An output refused is said alone: it is looked at again as the build starts.
        try site.checkOutput(inputs, target: target)
        if !quiet { site.tellOfConfig(inputs) }
        let result = try ProgressReporter("Building pages", quiet: quiet).run { progress in
            try site.build(inputs, into: target.url, progress: progress, seed: rerollSeed, adjust: target.apply)
        }
        if timings { phaseTimings(result).forEach(say) }
        guard !quiet else { return }
        if let rerollSeed {
            say("Rolled with seed \(rerollSeed): put `seed: \(rerollSeed)` in the site config to keep these rolls.")
        }
        brokenLinkWarnings(result).forEach(report)
        say(site.summary(result, output: target.output, seconds: seconds(since: started)))
    }
}

/// One line per phase of a build: how long it took (in milliseconds, right-aligned), and what it is.
func phaseTimings(_ report: BuildReport) -> [String] {
    report.timings.map { phase, duration in
        let milliseconds = String(Int((duration / .milliseconds(1)).rounded()))
        return String(repeating: " ", count: max(0, 6 - milliseconds.count)) + milliseconds + " ms  \(phase)"
    }
}
