import CatalogTestSupport
import Challenges
import Foundation
import Testing

/// A Game Center stand-in: who is signed in, what it took, and how each call ends.
private final class FakeScoreClient: LeaderboardScoreClient, @unchecked Sendable {
    // @unchecked: every stored property is read and written under `lock`.
    private let lock = NSLock()
    private var signedIn: String?
    private var taken: [String] = []
    private var failures: Set<Int64> = []
    private var hangs: Set<Int64> = []
    private var occurrences: [String: DateInterval] = [:]

    init(player: String? = "A") { signedIn = player }

    var isAuthenticated: Bool { lock.withLock { signedIn != nil } }
    var playerID: String? { lock.withLock { signedIn } }
    var submitted: [String] { lock.withLock { taken } }

    func signIn(_ player: String?) { lock.withLock { signedIn = player } }
    func fail(_ score: Int64) { lock.withLock { _ = failures.insert(score) } }
    func heal() { lock.withLock { failures = []; hangs = [] } }
    func hang(_ score: Int64) { lock.withLock { _ = hangs.insert(score) } }
    func recur(_ id: String, _ interval: DateInterval) { lock.withLock { occurrences[id] = interval } }

    func currentOccurrence(of leaderboardID: String) async throws -> DateInterval? {
        lock.withLock { occurrences[leaderboardID] }
    }

    func submit(_ score: Int64, context: Int, to leaderboardID: String) async throws {
        let (fails, hangs) = lock.withLock { (failures.contains(score), self.hangs.contains(score)) }
        if hangs { try await Task.sleep(for: .seconds(3600)) }
        if fails { throw URLError(.notConnectedToInternet) }
        lock.withLock { taken.append("\(leaderboardID)=\(score)") }
    }
}

private func scratch() throws -> URL {
    try TestScratch.folder("scores").appendingPathComponent("scores.json")
}

private let best = LeaderboardReference(id: "ach.board.best")
private let lap = LeaderboardReference(id: "ach.board.lap", order: .lowestFirst)
private let latest = LeaderboardReference(id: "ach.board.latest", submission: .mostRecent)

@Suite("Best scores and the score queue", .quietLogs)
struct LeaderboardScoreTests {
    @Test("the best improves only with a better score, by the leaderboard's order, per player, and survives a restart")
    func bestScores() throws {
        let url = try scratch()
        let store = BestScoreStore(url: url)
        #expect(try store.update(100, on: best))
        #expect(try !store.update(90, on: best))
        #expect(try !store.update(100, on: best))
        #expect(try store.update(120, on: best))
        #expect(try store.update(65_000, on: lap))
        #expect(try store.update(61_500, on: lap))
        #expect(try !store.update(70_000, on: lap))
        #expect(try store.update(10, on: best, player: "B"))
        let reopened = BestScoreStore(url: url)
        #expect(reopened.best(on: best) == 120 && reopened.best(on: lap) == 61_500 && reopened.best(on: best, player: "B") == 10)
    }

    @Test("a torn best-score file falls back to the last good copy, and the damaged bytes are kept")
    func tornBestScores() throws {
        let url = try scratch()
        let store = BestScoreStore(url: url)
        try store.update(100, on: best)
        try Data("{\"version\":1,\"best\":{\"\":{\"ach.bo".utf8).write(to: url)
        #expect(BestScoreStore(url: url).best(on: best) == 100)
        #expect(try BestScoreStore(url: url).update(101, on: best))
        #expect(FileManager.default.fileExists(atPath: url.path + ".damaged.1"))
        // Recovered in place: more reads set nothing else aside.
        _ = BestScoreStore(url: url).best(on: best)
        #expect(!FileManager.default.fileExists(atPath: url.path + ".damaged.2"))
    }

    @Test("scores earned signed out are kept, survive a restart, and go in order once the player signs in")
    func signedOut() async throws {
        let url = try scratch()
        let client = FakeScoreClient(player: nil)
        let reporter = ScoreReporter(queue: ScoreQueue(url: url), client: client)
        for score in [10, 30, 20] as [Int64] { _ = try await reporter.record(score, on: latest) }
        #expect(client.submitted.isEmpty)
        #expect(ScoreQueue(url: url).scores.map(\.score) == [10, 30, 20])
        client.signIn("A")
        let outcome = await ScoreReporter(queue: ScoreQueue(url: url), client: client).flush()
        #expect(outcome == ScoreFlushOutcome(submitted: 3, expired: 0, isIncomplete: false))
        #expect(client.submitted == ["ach.board.latest=10", "ach.board.latest=30", "ach.board.latest=20"])
        #expect(ScoreQueue(url: url).scores.isEmpty)
    }

    @Test("a failed call stops the flush there: what was taken is removed, the rest waits in order, nothing goes twice")
    func failureMidway() async throws {
        let url = try scratch()
        let client = FakeScoreClient()
        client.fail(2)
        let reporter = ScoreReporter(queue: ScoreQueue(url: url), client: client)
        _ = try await reporter.record(1, on: latest)
        let stopped = try await reporter.record(2, on: latest)
        #expect(stopped.isIncomplete)
        _ = try await reporter.record(3, on: latest)
        #expect(client.submitted == ["ach.board.latest=1"])
        #expect(ScoreQueue(url: url).scores.map(\.score) == [2, 3])
        client.heal()
        #expect(await reporter.flush() == ScoreFlushOutcome(submitted: 2, expired: 0, isIncomplete: false))
        #expect(client.submitted == ["ach.board.latest=1", "ach.board.latest=2", "ach.board.latest=3"])
    }

    @Test("a score earned in an occurrence that has ended is dropped, not counted in the next")
    func recurring() async throws {
        let url = try scratch()
        let week = DateInterval(start: Date(timeIntervalSince1970: 1_767_571_200), duration: 7 * 86_400)
        let client = FakeScoreClient(player: nil)
        client.recur("ach.board.weekly", week)
        let weekly = LeaderboardReference(id: "ach.board.weekly")
        let queue = ScoreQueue(url: url)
        try queue.enqueue(50, on: weekly, earnedAt: week.start.addingTimeInterval(-60))
        try queue.enqueue(70, on: weekly, earnedAt: week.start.addingTimeInterval(60))
        client.signIn("A")
        let outcome = await ScoreReporter(queue: queue, client: client).flush()
        #expect(outcome == ScoreFlushOutcome(submitted: 1, expired: 1, isIncomplete: false))
        #expect(client.submitted == ["ach.board.weekly=70"])
    }

    @Test("another player's scores wait until that player signs in again")
    func playerChange() async throws {
        let url = try scratch()
        let client = FakeScoreClient(player: "A")
        client.fail(5)
        let reporter = ScoreReporter(queue: ScoreQueue(url: url), client: client)
        _ = try await reporter.record(5, on: best)
        client.heal()
        client.signIn("B")
        _ = try await reporter.record(7, on: best)
        #expect(client.submitted == ["ach.board.best=7"])
        #expect(ScoreQueue(url: url).scores.map { "\($0.player ?? "-")=\($0.score)" } == ["A=5"])
        client.signIn("A")
        _ = await reporter.flush()
        #expect(client.submitted == ["ach.board.best=7", "ach.board.best=5"])
    }

    @Test("a full queue drops what a new score makes useless before it drops the oldest")
    func bounded() throws {
        let url = try scratch()
        let queue = ScoreQueue(url: url, capacity: 3)
        try queue.enqueue(10, on: best)
        try queue.enqueue(1, on: latest)
        try queue.enqueue(500, on: lap)
        try queue.enqueue(20, on: best)          // replaces the useless 10
        #expect(queue.scores.map(\.score) == [1, 500, 20])
        try queue.enqueue(15, on: best)          // worse than the queued 20: changes nothing
        #expect(queue.scores.map(\.score) == [1, 500, 20])
        try queue.enqueue(2, on: latest)         // the latest replaces the earlier latest
        #expect(queue.scores.map(\.score) == [500, 20, 2])
        try queue.enqueue(400, on: lap)          // a better lap replaces the slower one
        #expect(queue.scores.map(\.score) == [20, 2, 400])
        try queue.enqueue(9, on: LeaderboardReference(id: "ach.board.other"))   // nothing useless: the oldest goes
        #expect(queue.scores.map(\.score) == [2, 400, 9])
    }

    @Test("two reporters over one queue file submit every score exactly once")
    func twoReporters() async throws {
        let url = try scratch()
        let seed = ScoreQueue(url: url)
        for score in 1...40 { try seed.enqueue(Int64(score), on: latest) }
        let client = FakeScoreClient()
        let first = ScoreReporter(queue: ScoreQueue(url: url), client: client)
        let second = ScoreReporter(queue: ScoreQueue(url: url), client: client)
        async let a = first.flush()
        async let b = second.flush()
        let (one, two) = await (a, b)
        #expect(one.submitted + two.submitted == 40)
        #expect(client.submitted.count == 40)
        #expect(Set(client.submitted).count == 40)
        #expect(ScoreQueue(url: url).scores.isEmpty)
    }

    @Test("a call that never answers ends the flush at the limit; the score stays queued and is not handed over again until its claim runs out",
          .timeLimit(.minutes(1)))
    func hangingCall() async throws {
        let url = try scratch()
        let client = FakeScoreClient()
        client.hang(8)
        let clock = MovableClock()
        let reporter = ScoreReporter(queue: ScoreQueue(url: url), client: client, callLimit: .milliseconds(200), now: clock.now)
        // Without the limit the call would hang for an hour (the time limit of the test ends it).
        let outcome = try await reporter.record(8, on: best)
        #expect(outcome.isIncomplete)
        #expect(ScoreQueue(url: url).scores.map(\.attempts) == [1])
        client.heal()
        #expect(await reporter.flush().submitted == 0)     // still claimed by the call that may yet land
        clock.advance(by: 1)
        #expect(await reporter.flush().submitted == 1)
        #expect(client.submitted == ["ach.board.best=8"])
    }

    @Test("a torn queue file falls back to its last good copy; nothing queued before is lost")
    func tornQueue() throws {
        let url = try scratch()
        let queue = ScoreQueue(url: url)
        try queue.enqueue(1, on: best)
        try queue.enqueue(2, on: latest)
        try Data("{\"next\":3,\"scores\":[{\"seq".utf8).write(to: url)
        #expect(ScoreQueue(url: url).scores.map(\.score) == [1, 2])
        try ScoreQueue(url: url).enqueue(3, on: lap)
        #expect(ScoreQueue(url: url).scores.map(\.score) == [1, 2, 3])
        #expect(ScoreQueue(url: url).scores.map(\.sequence) == [1, 2, 3])
    }
}

/// A clock the test moves.
private final class MovableClock: @unchecked Sendable {
    // @unchecked: `lock` guards `offset`.
    private let lock = NSLock()
    private var offset: TimeInterval = 0
    private let base = Date()
    var now: @Sendable () -> Date { { [self] in lock.withLock { base.addingTimeInterval(offset) } } }
    func advance(by seconds: TimeInterval) { lock.withLock { offset += seconds } }
}
