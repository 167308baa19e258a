import ExternalLinks
import Foundation
import TestSupport
import Testing

/// What other sites answer, asked of a server on the loopback that stands in for them.
@Suite(.tags(.slow), .timeLimit(.minutes(1))) struct ExternalLinkCheckTests {
    static let routes: [String: LoopbackServer.Answer] = [
        "/ok": .status(200), "/missing": .status(404), "/refuses-head": .refusesHead,
        "/moved": .status(301, location: "/ok"), "/moved-far": .status(302, location: "/moved"),
        "/loop": .status(302, location: "/loop"), "/silent": .silence, "/broken": .status(503),
    ]

    private func check(_ urls: [String], connections: Int = 8, timeout: Double = 10) -> [String: LinkOutcome] {
        var check = ExternalLinkCheck()
        check.timeout = timeout
        check.connections = connections
        var memory: ExternalLinkMemory?
        return (try? check.outcomes(of: urls, memory: &memory)) ?? [:]
    }

    @Test func eachAnswerIsToldForWhatItIs() throws {
        try LoopbackServer.serving(Self.routes) { server in
            let paths = ["/ok", "/missing", "/refuses-head", "/moved-far", "/loop", "/broken", "/nowhere"]
            let outcomes = check(paths.map(server.url))
            let told = paths.map { "\($0) \(outcomes[server.url($0)].map(String.init(describing:)) ?? "-")" }
            #expect(
                told == [
                    "/ok 200", "/missing 404", "/refuses-head 200", "/moved-far 200", "/loop too many redirects",
                    "/broken 503", "/nowhere 404",
                ])
            #expect(outcomes.values.filter(\.isFine).count == 3)
            // HEAD first, GET only of the server that refused it; redirects followed, 10 at most.
            #expect(server.requests.filter { $0.hasPrefix("GET") } == ["GET /refuses-head"])
            #expect(server.requests.filter { $0 == "HEAD /loop" }.count == 11)
            #expect(server.requests.filter { $0 == "HEAD /ok" }.count == 2)  // asked, and where redirects end
        }
    }

    @Test func aServerThatSaysNothingIsGivenUpOn() throws {
        try LoopbackServer.serving(Self.routes) { server in
            #expect(check([server.url("/silent")], timeout: 0.5) == [server.url("/silent"): .timedOut])
        }
    }

    @Test func eachURLIsAskedOnceAndItsFragmentIsNotSent() throws {
        try LoopbackServer.serving(Self.routes) { server in
            let outcomes = check([
                server.url("/ok#part"), server.url("/ok#part"), server.url("/ok"), server.url("/ok?q=1#x"),
            ])
            #expect(outcomes.count == 3 && outcomes.values.allSatisfy(\.isFine))
            #expect(server.requests.sorted() == ["HEAD /ok", "HEAD /ok?q=1"])
        }
    }

    @Test func whatCannotBeAskedIsToldSo() throws {
        // A port nothing listens on: one the kernel gave a server that has stopped.
        let closed = try LoopbackServer.serving([:]) { $0.url("/") }
        let outcomes = check([closed, "http://exa mple.org/", "https:///no-host"])
        #expect(outcomes[closed] == .cannotConnect)
        #expect(outcomes["http://exa mple.org/"] == .notAnAddress && outcomes["https:///no-host"] == .notAnAddress)
    }

    /// However many links there are, no more than `connections` requests wait at once.
    @Test func atMostSoManyAreAskedAtOnce() throws {
        try LoopbackServer.serving(["/held": .held]) { server in
            let urls = (1...6).map { server.url("/held?\($0)") }
            let outcomes = Thread.detached { [self] in check(urls, connections: 2) }
            for left in (1...6).reversed() {
                #expect(server.waitUntilHeld(min(2, left)))
                server.releaseOne()
            }
            #expect(outcomes.wait().values.allSatisfy { $0.isFine })
            #expect(server.mostHeldAtOnce == 2)
        }
    }

    /// What a memory knows is not asked again; what it learns is remembered in it.
    @Test func theMemoryIsAskedFirstAndTaught() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-memory-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try LoopbackServer.serving(Self.routes) { server in
            var memory: ExternalLinkMemory? = ExternalLinkMemory(folder: folder, now: Date())
            memory?.remember(.answered(404), of: server.url("/ok"))
            let outcomes = try ExternalLinkCheck().outcomes(
                of: [server.url("/ok"), server.url("/missing")], memory: &memory)
            #expect(outcomes[server.url("/ok")] == .answered(404))
            #expect(server.requests == ["HEAD /missing"])
            #expect(memory?.outcome(of: server.url("/missing")) == .answered(404))
        }
    }
}
