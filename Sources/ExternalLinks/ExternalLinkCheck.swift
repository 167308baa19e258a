import Foundation
import Mistakes
import Synchronization

/// Asks other sites whether the links to them lead somewhere, for `sheetgen check --external`:
/// each URL once, at most `connections` at a time; HEAD first, and GET when a server refuses HEAD
/// (405, 501); at most `redirects` redirects followed; no request taking more than `timeout`
/// seconds, redirects included. A 2xx or 3xx answer is fine. A URL's fragment is not sent. So a
/// check takes at most (URLs / connections) × 2 × timeout, and most take one short request a URL.
public struct ExternalLinkCheck: Sendable {
    public var timeout: TimeInterval = 10
    public var connections = 8
    public var redirects = 10

    public init() {}

    /// What each of `urls` led to: from `memory` when it remembers, else asked now (and then
    /// remembered in it, for its owner to save). URLs that differ only in their fragment are
    /// asked about once. Throws when no request can be sent (libcurl is not there).
    public func outcomes(
        of urls: [String], memory: inout ExternalLinkMemory?
    ) throws(UserError) -> [String: LinkOutcome] {
        var addresses: [String: URL] = [:], outcomes: [String: LinkOutcome] = [:]
        for url in Set(urls) {
            if let address = Self.address(url) { addresses[url] = address } else { outcomes[url] = .notAnAddress }
        }
        var known: [URL: LinkOutcome] = [:]
        for address in Set(addresses.values) {
            if let outcome = memory?.outcome(of: address.absoluteString) { known[address] = outcome }
        }
        let unknown = Set(addresses.values).subtracting(known.keys).sorted { $0.absoluteString < $1.absoluteString }
        if !unknown.isEmpty { try LinkRequests.ready() }
        for (address, outcome) in askAll(unknown) {
            known[address] = outcome
            memory?.remember(outcome, of: address.absoluteString)
        }
        for (url, address) in addresses { outcomes[url] = known[address] }
        return outcomes
    }

    /// Asks about every URL, `connections` threads each taking the next one left.
    private func askAll(_ urls: [URL]) -> [URL: LinkOutcome] {
        let next = Atomic(0), outcomes = Mutex<[URL: LinkOutcome]>([:]), done = DispatchGroup()
        for _ in 0..<min(max(1, connections), urls.count) {
            done.enter()
            Thread.detachNewThread {
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < urls.count else { break }
                    let outcome = ask(urls[index])
                    outcomes.withLock { $0[urls[index]] = outcome }
                }
                done.leave()
            }
        }
        done.wait()
        return outcomes.withLock { $0 }
    }

    /// Asks about `url`: HEAD, then GET when the server refuses HEAD.
    private func ask(_ url: URL) -> LinkOutcome {
        let outcome = LinkRequests.ask(url.absoluteString, head: true, timeout: timeout, redirects: redirects)
        guard outcome == .answered(405) || outcome == .answered(501) else { return outcome }
        return LinkRequests.ask(url.absoluteString, head: false, timeout: timeout, redirects: redirects)
    }

    /// `url` as a request sends it: an HTTP(S) address with a host, without its fragment.
    static func address(_ url: String) -> URL? {
        guard var parts = URLComponents(string: url), let scheme = parts.scheme?.lowercased(),
            scheme == "http" || scheme == "https", parts.host?.isEmpty == false
        else { return nil }
        parts.fragment = nil
        return parts.url
    }
}
