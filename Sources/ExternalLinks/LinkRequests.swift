import CLibcurl
import Mistakes

/// Single HTTP requests about links, through libcurl, which sheetgen loads only for them
/// (`CLibcurl`). URLSession wraps libcurl too, but linking it would have every command load
/// libcurl and the thirty libraries it needs as it starts: twice the time sheetgen takes to start.
enum LinkRequests {
    /// Whether libcurl is ready: nil when it is, else why not. Loaded once, before any request.
    private static let problem: String? = sheetgen_curl_load().map { String(cString: $0) }

    /// Throws unless requests can be sent.
    static func ready() throws(UserError) {
        if let problem { throw UserError(problem) }
    }

    /// Sends HEAD (`head`) or GET to `url`, following at most `redirects` redirects, within
    /// `timeout` seconds in all; what it led to. Blocks.
    static func ask(_ url: String, head: Bool, timeout: Double, redirects: Int) -> LinkOutcome {
        let answer = sheetgen_curl_ask(url, head ? 1 : 0, Int(timeout * 1000), redirects)
        switch answer.failure {
        case 0: return .answered(answer.status)
        case 1: return .timedOut
        case 2: return .tooManyRedirects
        default: return .cannotConnect
        }
    }
}
