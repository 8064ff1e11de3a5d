import Challenges
import Foundation
import Logging

/// A catalog shaped like RetroRacing's, built by hand so the runtime is tested
/// without the generator.
enum TestCatalog {
    static let overtakes: ChallengeMetric = "overtakes"
    static let tap: ChallengeControlInput = "tap"
    static let swipe: ChallengeControlInput = "swipe"
    static let voiceOver: ChallengeControlInput = "voiceOver"

    static let catalog = ChallengeCatalog(definitions: [
        ChallengeDefinition(id: "run_100", group: "runOvertakes", condition: .bestRun(overtakes, threshold: 100), points: 5, isHidden: false),
        ChallengeDefinition(id: "run_200", group: "runOvertakes", condition: .bestRun(overtakes, threshold: 200), points: 10, isHidden: false),
        ChallengeDefinition(id: "run_500", group: "runOvertakes", condition: .bestRun(overtakes, threshold: 500), points: 20, isHidden: false),
        ChallengeDefinition(id: "total_1k", group: "totalOvertakes", condition: .cumulative(overtakes, threshold: 1_000), points: 10, isHidden: false),
        ChallengeDefinition(id: "total_5k", group: "totalOvertakes", condition: .cumulative(overtakes, threshold: 5_000), points: 15, isHidden: false),
        ChallengeDefinition(id: "control_tap", group: "control", condition: .controlInput(tap), points: 5, isHidden: false),
        ChallengeDefinition(id: "control_swipe", group: "control", condition: .controlInput(swipe), points: 5, isHidden: false),
        ChallengeDefinition(id: "control_voiceover", group: "control", condition: .controlInput(voiceOver), points: 10, isHidden: false),
    ])

    static let mapping = DictionaryChallengeIDMapping([
        "run_100": "ach.run.overtakes.0100", "run_200": "ach.run.overtakes.0200", "run_500": "ach.run.overtakes.0500",
        "total_1k": "ach.total.overtakes.001k", "total_5k": "ach.total.overtakes.005k",
        "control_tap": "ach.control.tap", "control_swipe": "ach.control.swipe", "control_voiceover": "ach.control.voiceover",
    ])

    /// A service over an in-memory store that reports only when asked.
    static func service(
        store: any ChallengeProgressStore = InMemoryChallengeProgressStore(),
        reporter: any ChallengeProgressReporter = NoOpChallengeProgressReporter(),
        log: ChallengeLog = ChallengeLog()
    ) -> LocalChallengeProgressService {
        LocalChallengeProgressService(catalog: catalog, mapping: mapping, store: store, reporter: reporter, reportsAutomatically: false, log: log)
    }

    /// A finished run with `overtakes` and `inputs`.
    static func run(_ recorder: RunTelemetryRecorder = RunTelemetryRecorder(), overtakes: Int, inputs: [ChallengeControlInput] = []) -> CompletedRun {
        let id = recorder.startRun()
        for input in inputs { recorder.record(input) }
        return recorder.finishRun(id, metrics: [TestCatalog.overtakes: overtakes])!
    }
}

extension LocalChallengeProgressService {
    /// One backfill source through the launch call; returns what the launch achieved.
    func backfill(version: Int = 1, metric: ChallengeMetric, bestScores: [String: Int]) async -> Set<ChallengeIdentifier> {
        await launch(backfill: [ChallengeBackfill(version: version, metric: metric, bestScores: bestScores)]).newlyAchieved
    }
}

/// A log handler that keeps every message, to check the label and the prefix.
final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    // @unchecked: `messages` is guarded by `lock`.
    let lock = NSLock()
    private var captured: [(label: String, level: Logger.Level, message: String)] = []
    let label: String
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    init(label: String) { self.label = label }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.lock()
        captured.append((label, event.level, event.message.description))
        lock.unlock()
    }

    var messages: [(label: String, level: Logger.Level, message: String)] {
        lock.lock()
        defer { lock.unlock() }
        return captured
    }
}

/// A reporter that fails every other call, per item, and records what it delivered.
actor FlakyReporter: ChallengeProgressReporter {
    private(set) var delivered: [String] = []
    private var attempts: [String: Int] = [:]

    nonisolated var deliversReports: Bool { true }

    func report(_ items: [ChallengeReportItem]) async throws {
        let item = items[0]
        let attempt = attempts[item.ascAchievementID, default: 0]
        attempts[item.ascAchievementID] = attempt + 1
        if (attempt + item.ascAchievementID.count) % 2 == 0 { throw CocoaError(.featureUnsupported) }
        delivered.append(item.ascAchievementID)
    }
}

/// A reporter that records what it delivered.
actor RecordingReporter: ChallengeProgressReporter {
    private(set) var delivered: [String] = []
    nonisolated var deliversReports: Bool { true }
    func report(_ items: [ChallengeReportItem]) async throws { delivered += items.map(\.ascAchievementID) }
}
