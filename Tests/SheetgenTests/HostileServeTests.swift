import Foundation
import TestSupport
import Testing

/// `sheetgen serve` against hostile and careless clients: every test talks to
/// 127.0.0.1 only, with bounded waits, and ends the server it starts.
@Suite(.tags(.slow), .timeLimit(.minutes(1))) struct HostileServeTests {
    /// A built site served on a free port; `body` gets the server, its port and the folder.
    func withServer(fileLimit: Int? = nil, _ body: (ServeProcess, UInt16, URL) throws -> Void) throws {
        let folder = try SiteCommandTests.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServeProcess(in: folder, fileLimit: fileLimit)
        defer { server.stop() }
        let port = try #require(server.port())
        try body(server, port, folder)
    }

    @Test func symbolicLinksOutOfTheOutputAreNotFollowed() throws {
        try withServer { _, port, folder in
            let output = folder.appendingPathComponent("Output")
            try "SECRET\n".write(to: folder.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(
                atPath: output.path + "/secret.txt", withDestinationPath: folder.path + "/secret.txt")
            try FileManager.default.createSymbolicLink(atPath: output.path + "/up", withDestinationPath: folder.path)
            try FileManager.default.createSymbolicLink(
                atPath: output.path + "/inside.html", withDestinationPath: "index.html")
            let host = "127.0.0.1:\(port)"
            for path in ["/secret.txt", "/up/secret.txt", "/up/Content/notes/hello.md", "/up/", "/up"] {
                let answer = RawHTTP.request(path, host: host, port: port)
                #expect(
                    RawHTTP.status(answer) == 404 && !answer.contains("SECRET") && !answer.contains("First version"),
                    "\(path): \(answer.prefix(80))")
            }
            for path in [
                "/../secret.txt", "/%2e%2e/secret.txt", "/notes/%2E%2E/%2e%2e/secret.txt", "/%2e%2e%2fsecret.txt",
                "/a%00b", "/%zz",
            ] {
                #expect(RawHTTP.status(RawHTTP.request(path, host: host, port: port)) == 400, "\(path)")
            }
            // A link that stays inside the output is served.
            #expect(RawHTTP.status(RawHTTP.request("/inside.html", host: host, port: port)) == 200)
        }
    }

    @Test func onlyThisMachinesNamesAtItsPortAreAnswered() throws {
        try withServer { _, port, _ in
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
                #expect(RawHTTP.status(RawHTTP.request("/", host: host, port: port)) == 200, "\(host)")
            }
            for host in [
                "evil.example:\(port)", "evil.example", "127.0.0.1", "127.0.0.1:\(port &+ 1)",
                "localhost.evil.example:\(port)", "",
            ] {
                #expect(RawHTTP.status(RawHTTP.request("/", host: host, port: port)) == 403, "\(host)")
            }
            #expect(RawHTTP.status(RawHTTP.request("/", host: nil, port: port)) == 403)
            let twice = "Host: 127.0.0.1:\(port)\r\n"
            #expect(RawHTTP.status(RawHTTP.request("/", host: "127.0.0.1:\(port)", port: port, extra: twice)) == 403)
        }
    }

    /// Requests too long are refused, those that have not ended too: the server does not wait for
    /// the rest (it would answer 408 after waiting 5 s for it).
    @Test func aLongRequestLineOrHeaderIsRefusedBeforeItEnds() throws {
        try withServer { _, port, _ in
            let host = "Host: 127.0.0.1:\(port)\r\n"
            for (request, status) in [
                ("GET /" + String(repeating: "a", count: 200_000), 414),
                ("GET /" + String(repeating: "a", count: 8_200) + " HTTP/1.1\r\n" + host, 414),
                ("GET /" + String(repeating: "a", count: 8_200) + " HTTP/1.1\r\n" + host + "\r\n", 414),
                (
                    "GET /" + String(repeating: "a", count: 7_000) + " HTTP/1.1\r\n" + host
                        + "Connection: close\r\n\r\n", 404
                ),
                ("GET / HTTP/1.1\r\n" + host + "X-Long: " + String(repeating: "a", count: 200_000), 431),
                ("GET / HTTP/1.1\r\n" + host + String(repeating: "X-Many: a\r\n", count: 20_000), 431),
            ] {
                let answer = RawHTTP.exchange(request, port: port)
                #expect(RawHTTP.status(answer) == status, "\(answer.prefix(80))")
            }
            #expect(RawHTTP.status(RawHTTP.request("/", host: "127.0.0.1:\(port)", port: port)) == 200)
        }
    }

    /// A connection that sends nothing is closed, one that never finishes its request is answered
    /// 408: the server lets go of both (in 5 s; the client would give up after 15).
    @Test func idleAndTricklingConnectionsAreLetGo() throws {
        try withServer { _, port, _ in
            let idle = try #require(RawHTTP.connect(port: port, timeout: 15))
            defer { close(idle) }
            let trickle = try #require(RawHTTP.connect(port: port, timeout: 15))
            defer { close(trickle) }
            RawHTTP.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n", on: trickle)
            #expect(RawHTTP.isClosedWithoutAnAnswer(idle))
            #expect(RawHTTP.status(RawHTTP.readAll(trickle)) == 408)
        }
    }

    @Test func folderAddressesServeTheirIndexAndBareOnesRedirectOnce() throws {
        try withServer { _, port, folder in
            let tags = folder.appendingPathComponent("Output/extra folder")
            try FileManager.default.createDirectory(at: tags, withIntermediateDirectories: true)
            try "<p>the extra index</p>".write(
                to: tags.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
            let host = "127.0.0.1:\(port)"
            let index = RawHTTP.request("/extra%20folder/", host: host, port: port)
            #expect(RawHTTP.status(index) == 200 && index.contains("the extra index"), "\(index.prefix(80))")
            let bare = RawHTTP.request("/extra%20folder?x=1", host: host, port: port)
            #expect(RawHTTP.status(bare) == 301 && bare.contains("\r\nLocation: /extra%20folder/?x=1\r\n"), "\(bare)")
            // The location is made from the path's parts: `//name` cannot become a link to another host.
            let doubled = RawHTTP.request("//extra%20folder", host: host, port: port)
            #expect(doubled.contains("\r\nLocation: /extra%20folder/\r\n"), "\(doubled)")
            #expect(RawHTTP.status(RawHTTP.request("/", host: host, port: port)) == 200)
        }
    }

    @Test func otherMethodsGet405WithTheAllowedOnes() throws {
        try withServer { _, port, _ in
            for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] {
                let answer = RawHTTP.request(
                    "/", method: method, host: "127.0.0.1:\(port)", port: port, extra: "Content-Length: 3\r\n")
                #expect(
                    RawHTTP.status(answer) == 405 && answer.contains("\r\nAllow: GET, HEAD\r\n"),
                    "\(method): \(answer.prefix(80))")
            }
            let head = RawHTTP.request("/", method: "HEAD", host: "127.0.0.1:\(port)", port: port)
            #expect(RawHTTP.status(head) == 200 && head.hasSuffix("\r\n\r\n"))
        }
    }

    /// A port in use is said before the first build, and serve ends.
    @Test func aPortInUseIsSaidInOneLineBeforeAnyBuild() throws {
        try withServer { _, port, folder in
            let second = try ServeProcess(["--port", "\(port)"], in: folder)
            defer { second.stop() }
            #expect(second.waitForExit(within: 10))
            #expect(second.stderr == "sheetgen: port \(port) is in use; pick another with --port\n")
            #expect(second.process.terminationStatus != 0)
            #expect(second.output.fileHandleForReading.readDataToEndOfFile().isEmpty)
        }
    }

    @Test func serveStopsOnSIGTERMAndSIGINT() throws {
        for signal in [SIGTERM, SIGINT] {
            try withServer { server, _, _ in
                kill(server.process.processIdentifier, signal)
                #expect(server.waitForExit(within: 10), "signal \(signal)")
            }
        }
    }

    @Test func serveStopsWhenItsFolderIsDeleted() throws {
        try withServer { server, _, folder in
            try FileManager.default.removeItem(at: folder)
            #expect(server.waitForExit(within: 10))
            // A build may have started while the folder was half gone, and said what it missed.
            #expect(server.stderr.hasSuffix("sheetgen: the folder serve runs in was deleted; stopping\n"))
        }
    }

    @Test func serveKeepsAnsweringAfterRunningOutOfFileDescriptors() throws {
        try withServer(fileLimit: 64) { server, port, _ in
            var sockets: [Int32] = []
            defer { sockets.forEach { close($0) } }
            for _ in 0..<150 { if let socket = RawHTTP.connect(port: port, timeout: 2) { sockets.append(socket) } }
            // Connections that send nothing hold descriptors until they time out; then they go.
            sockets.forEach { close($0) }
            sockets = []
            var answered = false
            let deadline = Date().addingTimeInterval(20)
            while !answered && Date() < deadline {
                answered = RawHTTP.status(RawHTTP.request("/", host: "127.0.0.1:\(port)", port: port)) == 200
                if !answered { Thread.sleep(forTimeInterval: 0.2) }
            }
            #expect(answered)
            #expect(server.process.isRunning)
        }
    }
}
