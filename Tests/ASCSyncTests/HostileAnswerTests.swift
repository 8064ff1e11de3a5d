import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// App Store Connect's answers are untrusted: an answer too large to hold, a
/// list whose next-page links never end or lead elsewhere, an upload
/// operation that asks for bytes outside the file or for a local file, a
/// server that never answers. Each ends the command with a diagnostic naming
/// the request, through the real binary and its HTTP transport.
@Suite(.serialized, .tags(.process, .simulator), .unlessSkipped(.process, .simulator))
struct HostileAnswerTests {
    /// A game whose three achievements are in the simulator already, so
    /// reading its state lists pages (two items per page).
    static func syncedGame() async throws -> SyncGame {
        let game = try await SyncGame.make()
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        await game.simulator.state.clearRequests()
        return game
    }

    static func listRequests(_ game: SyncGame) async -> Int {
        await game.simulator.state.requests.count { $0.hasPrefix("GET /v1/gameCenterDetails/") }
    }

    @Test("a gibibyte answer is read only up to the 4 MiB limit: the connection is dropped there, memory stays small")
    func oversizedAnswer() async throws {
        let game = try await Self.syncedGame()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.oversizedAnswerBytes = 1 << 30
        await game.simulator.state.setFaults(faults)
        let (plan, peak) = try await game.ascMeasured("plan")
        #expect(plan.status == 1)
        #expect(plan.stdout.contains("catalog.yaml:1:1: error: App Store Connect's answer to GET /v1/apps/1234567890/gameCenterDetail cannot be used: the answer is larger than 4194304 bytes [asc-unexpected-response]\n"), "\(plan.stdout)")
        #expect(peak < 200 << 20, "peak memory \(peak) bytes")
        // The server stopped producing soon after the limit: the connection was dropped, not drained.
        #expect(await game.simulator.state.oversizedBytesSent < 128 << 20)
    }

    @Test("a redirect, to another host or the same, is never followed: the token stays with the API root", arguments: [301, 302, 303, 307, 308])
    func redirectIsRefused(status: Int) async throws {
        let game = try await Self.syncedGame()
        defer { game.simulator.stop() }
        let elsewhere = try await ASCSimulator.start()
        defer { elsewhere.stop() }
        var faults = SimulatorFaults()
        faults.redirect = RedirectFault(status: status, origin: elsewhere.url)
        await game.simulator.state.setFaults(faults)
        let plan = try await game.asc("plan")
        #expect(plan.status == 1)
        #expect(plan.stdout.contains("catalog.yaml:1:1: error: App Store Connect's answer to GET /v1/apps/1234567890/gameCenterDetail cannot be used: it redirects (\(status)) to \(elsewhere.url); redirects are not followed, so the API token never goes to another address [asc-unexpected-response]\n"), "\(plan.stdout)")
        #expect(await elsewhere.state.requests.isEmpty)
        #expect(await game.simulator.state.requests.count == 1)
    }

    @Test("an answer with a flood of header lines is refused once, not retried as a lost connection")
    func headerFlood() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.headerFlood = 5_000
        await game.simulator.state.setFaults(faults)
        let plan = try await game.asc("plan")
        #expect(plan.status == 1)
        #expect(plan.stdout.contains("catalog.yaml:1:1: error: App Store Connect's answer to GET /v1/apps/1234567890/gameCenterDetail cannot be used: the answer has more than 1000 header lines [asc-unexpected-response]\n"), "\(plan.stdout)")
        #expect(await game.simulator.state.requests.count == 1)
    }

    @Test("an answer trickled a byte at a time is cut off at --request-timeout, headers and body together")
    func trickledAnswer() async throws {
        let game = try await Self.syncedGame()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.trickle = .milliseconds(500)
        await game.simulator.state.setFaults(faults)
        let plan = try await game.asc("plan", ["--request-timeout", "2", "--max-attempts", "1"])
        #expect(plan.status == 1)
        #expect(plan.stdout.contains("catalog.yaml:1:1: error: App Store Connect did not answer GET /v1/apps/1234567890/gameCenterDetail after 1 attempt: no answer within 2 s (--request-timeout) [asc-connection]\n"), "\(plan.stdout)")
    }

    @Test("a page larger than the limit asked for ends the read before any request about its items")
    func floodedPage() async throws {
        let game = try await Self.syncedGame()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.floodedList = 5_000
        await game.simulator.state.setFaults(faults)
        let (plan, peak) = try await game.ascMeasured("plan")
        #expect(plan.status == 1)
        #expect(plan.stdout.contains("catalog.yaml:1:1: error: App Store Connect's answer to GET /v1/gameCenterDetails/D1/gameCenterAchievementsV2 cannot be used: a page has 5000 items, more than the 200 asked for [asc-unexpected-response]\n"), "\(plan.stdout)")
        #expect(await !game.simulator.state.requests.contains { $0.contains("/versions") })
        #expect(peak < 200 << 20, "peak memory \(peak) bytes")
    }

    /// Each hostile next-page link, what the command says, and how many list requests it sent.
    static let nextLinks: [(NextLinkFault, String, Int)] = [
        (.repeating, "GET /v1/gameCenterDetails/D1/gameCenterAchievementsV2 cannot be used: the next page's address is not usable or repeats", 2),
        (.endless, "GET /v1/gameCenterDetails/D1/gameCenterAchievementsV2 cannot be used: the list goes on past 1000 pages", 1_000),
        (.otherHost, "GET /v1/gameCenterDetails/D1/gameCenterAchievementsV2 cannot be used: the next page's address is on another server", 1),
    ]

    @Test("a next-page link that repeats a page, never ends or leads to another host ends the listing", arguments: nextLinks)
    func hostileNextLink(fault: NextLinkFault, reason: String, requests: Int) async throws {
        let game = try await Self.syncedGame()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.nextLink = fault
        await game.simulator.state.setFaults(faults)
        let plan = try await game.asc("plan")
        #expect(plan.status == 1)
        #expect(plan.stdout.contains("catalog.yaml:1:1: error: App Store Connect's answer to \(reason) [asc-unexpected-response]\n"), "\(plan.stdout)")
        #expect(await Self.listRequests(game) == requests)
    }

    @Test("an upload operation outside the file, or at a file: address, is refused before any byte is sent")
    func hostileUploadOperations() async throws {
        let size = TestImages.png(width: 512, height: 512, dpi: 72).count
        for (fault, reason) in [(UploadOperationFault.outsideFile, "an upload operation asks for bytes \(size + 1)+16 of a \(size)-byte file"),
                                (.fileAddress, "an upload operation has no usable https address")] {
            let game = try await SyncGame.make()
            defer { game.simulator.stop() }
            var faults = SimulatorFaults()
            faults.uploadOperation = fault
            await game.simulator.state.setFaults(faults)
            let apply = try await game.asc("apply", ["--yes"])
            #expect(apply.status == 1)
            #expect(apply.stdout.contains("""
                \(try game.valuePosition(of: "- key: best_100")): error: 'demo.best.0100': upload-image failed: App Store Connect's answer to \
                POST /v2/gameCenterAchievementImages cannot be used: \(reason) [asc-unexpected-response]\n
                """), "\(apply.stdout)")
            #expect(await !game.simulator.state.requests.contains { $0.contains("/upload/") })
        }
    }

    @Test("a server that does not answer is given up after --request-timeout")
    func silentServer() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.answerDelay = .seconds(20)
        await game.simulator.state.setFaults(faults)
        let plan = try await game.asc("plan", ["--request-timeout", "1", "--max-attempts", "2"])
        #expect(plan.status == 1)
        #expect(plan.stdout.contains("catalog.yaml:1:1: error: App Store Connect did not answer GET /v1/apps/1234567890/gameCenterDetail after 2 attempts: no answer within 1 s (--request-timeout) [asc-connection]\n"), "\(plan.stdout)")
        #expect(await game.simulator.state.requests.count == 2)
    }

    @Test("--request-timeout is 1 to 3600 seconds")
    func requestTimeoutRange() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let plan = try await game.asc("plan", ["--request-timeout", "0"])
        #expect(plan.status == 64)
        #expect(plan.stderr.contains("--request-timeout must be 1 to 3600 seconds"), "\(plan.stderr)")
    }
}
