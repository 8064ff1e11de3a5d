import Challenges
import Foundation
import KartQuestChallenges

/// Game Center as a stand-in that prints each score it is sent.
struct PrintingLeaderboards: LeaderboardScoreClient {
    var isAuthenticated: Bool { true }
    var playerID: String? { "player-1" }
    func currentOccurrence(of leaderboardID: String) async throws -> DateInterval? { nil }
    func submit(_ score: Int64, context: Int, to leaderboardID: String) async throws {
        print("submitted \(score) to \(leaderboardID)")
    }
}

/// Game Center as a stand-in that prints each activity it is asked to start.
struct PrintingActivities: GameActivityClient {
    func start(definitionID id: String, properties: [String: String], partyCode: String?) async throws -> String? {
        print("started \(id) with", properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
        return partyCode
    }
}

/// Proves the build plugin generated and compiled Kart Quest's code: prints the
/// catalog, records a race, prints what it unlocked, then submits the race's
/// best lap through the generated leaderboard IDs, starts the ghost-race
/// activity and reads a join back as the generated case.
func check() async throws {
    let service = makeKartQuestService(store: InMemoryChallengeProgressStore())
    let recorder = RunTelemetryRecorder()
    let raceID = recorder.startRun()
    recorder.record(.gamepad)
    if let race = recorder.finishRun(raceID, metrics: [.laps: 4, .coins: 120]) {
        let unlocked = await service.recordCompletedRun(race)
        for challenge in KartQuestChallenge.allCases {
            print(challenge.rawValue, KartQuestChallengeIDMapping.ascAchievementID(for: challenge), challenge.localizations["ja"]!.title)
        }
        print("unlocked:", unlocked.map(\.rawValue).sorted().joined(separator: ","))
    }
    print("coins so far:", await service.snapshot().cumulativeCoins)

    for set in KartQuestLeaderboardSet.allCases {
        print("set \(set.ascLeaderboardSetID):", set.leaderboards.map(\.ascLeaderboardID).joined(separator: ","))
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kartquest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bests = BestScoreStore(url: folder.appendingPathComponent("best.json"))
    let scores = ScoreReporter(queue: ScoreQueue(url: folder.appendingPathComponent("scores.json")), client: PrintingLeaderboards())
    let lap = KartQuestLeaderboard.bestLap.reference
    for time: Int64 in [4_210, 3_980, 4_050] {
        _ = try await scores.record(time, on: lap)
        print("lap \(time): best improved \(try bests.update(time, on: lap, player: "player-1"))")
    }

    let activities = ActivityLauncher<KartQuestActivity>(client: PrintingActivities())
    try await activities.start(.ghostRace, properties: ["laps": "5"], partyCode: "KART42")
    if let joined = activities.joined(definitionID: KartQuestActivity.ghostRace.ascActivityID, properties: [:], partyCode: nil) {
        print("joined \(joined.activity.rawValue) on \(joined.property(KartQuestActivity.Property.track) ?? "?")")
    }
    for challenge in KartQuestGameCenterChallenge.allCases {
        print("challenge \(challenge.ascChallengeID) on \(challenge.leaderboard.ascLeaderboardID)")
    }
}

try await check()
