import Challenges
import KartQuestChallenges

/// Proves the build plugin generated and compiled Kart Quest's code: prints the
/// catalog, records a race, and prints what it unlocked.
func check() async {
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
}

await check()
