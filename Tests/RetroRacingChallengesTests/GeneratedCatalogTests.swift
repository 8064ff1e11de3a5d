import CatalogTestSupport
import Challenges
import RetroRacingChallenges
import Testing

/// The plan's tables (sections 5 and 6.2), written out independently of catalog.yaml.
private let expected: [(key: String, asc: String, rule: UnlockCondition, points: Int)] = [
    ("run_100", "ach.run.overtakes.0100", .bestRun("overtakes", threshold: 100), 5),
    ("run_200", "ach.run.overtakes.0200", .bestRun("overtakes", threshold: 200), 10),
    ("run_500", "ach.run.overtakes.0500", .bestRun("overtakes", threshold: 500), 20),
    ("run_600", "ach.run.overtakes.0600", .bestRun("overtakes", threshold: 600), 20),
    ("run_700", "ach.run.overtakes.0700", .bestRun("overtakes", threshold: 700), 20),
    ("run_800", "ach.run.overtakes.0800", .bestRun("overtakes", threshold: 800), 25),
    ("total_1k", "ach.total.overtakes.001k", .cumulative("overtakes", threshold: 1_000), 10),
    ("total_5k", "ach.total.overtakes.005k", .cumulative("overtakes", threshold: 5_000), 15),
    ("total_10k", "ach.total.overtakes.010k", .cumulative("overtakes", threshold: 10_000), 20),
    ("total_20k", "ach.total.overtakes.020k", .cumulative("overtakes", threshold: 20_000), 25),
    ("total_50k", "ach.total.overtakes.050k", .cumulative("overtakes", threshold: 50_000), 30),
    ("total_100k", "ach.total.overtakes.100k", .cumulative("overtakes", threshold: 100_000), 35),
    ("total_200k", "ach.total.overtakes.200k", .cumulative("overtakes", threshold: 200_000), 40),
    ("control_tap", "ach.control.tap", .controlInput("tap"), 5),
    ("control_swipe", "ach.control.swipe", .controlInput("swipe"), 5),
    ("control_keyboard", "ach.control.keyboard", .controlInput("keyboard"), 5),
    ("control_voiceover", "ach.control.voiceover", .controlInput("voiceOver"), 10),
    ("control_crown", "ach.control.crown", .controlInput("digitalCrown"), 5),
]

@Suite("Generated RetroRacing catalog", .quietLogs)
struct GeneratedCatalogTests {
    @Test("catalog thresholds, unlock conditions, points and ASC IDs are exactly the plan's, in its order")
    func catalogThresholdsAreExact() {
        let definitions = ChallengeCatalog.retroRacing.definitions
        #expect(definitions.map(\.id.rawValue) == expected.map(\.key))
        #expect(definitions.map(\.condition) == expected.map(\.rule))
        #expect(definitions.map(\.points) == expected.map(\.points))
        #expect(definitions.allSatisfy { !$0.isHidden })
        #expect(RetroRacingChallenge.allCases.map(RetroRacingChallengeIDMapping.ascAchievementID(for:)) == expected.map(\.asc))
    }

    @Test("the mapping is total and one-to-one, both ways")
    func mappingIsTotalAndOneToOne() {
        let ids = RetroRacingChallenge.allCases.map(RetroRacingChallengeIDMapping.ascAchievementID(for:))
        #expect(Set(ids).count == RetroRacingChallenge.allCases.count)
        for challenge in RetroRacingChallenge.allCases {
            let asc = RetroRacingChallengeIDMapping.ascAchievementID(for: challenge)
            #expect(RetroRacingChallengeIDMapping.challenge(forASCAchievementID: asc) == challenge)
            #expect(RetroRacingChallengeIDMapping().ascAchievementID(for: challenge.id) == asc)
        }
        #expect(RetroRacingChallengeIDMapping.challenge(forASCAchievementID: "ach.run.overtakes.100") == nil)
        #expect(RetroRacingChallengeIDMapping().ascAchievementID(for: "retired") == nil)
    }

    @Test("identifiers round-trip through their stable raw strings")
    func identifiersRoundTrip() {
        for challenge in RetroRacingChallenge.allCases {
            #expect(RetroRacingChallenge(rawValue: challenge.rawValue) == challenge)
            #expect(RetroRacingChallenge(rawValue: challenge.id.rawValue) == challenge)
        }
        #expect(RetroRacingChallenge.run100.rawValue == "run_100")
        #expect(RetroRacingChallenge.controlVoiceover.rawValue == "control_voiceover")
    }

    @Test("groups list their challenges in catalog order")
    func groups() {
        #expect(RetroRacingChallengeGroup.allCases.map(\.rawValue) == ["runOvertakes", "totalOvertakes", "control"])
        #expect(RetroRacingChallengeGroup.control.challenges == [.controlTap, .controlSwipe, .controlKeyboard, .controlVoiceover, .controlCrown])
        #expect(RetroRacingChallengeGroup.runOvertakes.challenges.count == 6)
        #expect(RetroRacingChallengeGroup.totalOvertakes.name == "Total Overtakes (Cumulative)")
        #expect(ChallengeCatalog.retroRacing.definitions(inGroup: "totalOvertakes").count == 7)
        #expect(RetroRacingChallenge.allCases.allSatisfy { $0.group.challenges.contains($0) })
    }

    @Test("texts come through in every language")
    func texts() {
        #expect(RetroRacingChallenge.total20k.localizations["es"]?.title == "Élite en carretera")
        #expect(RetroRacingChallenge.total5k.localizations["ca"]?.title == "Veterà de carretera")
        #expect(RetroRacingChallenge.controlCrown.localizations["en"]?.beforeEarnedDescription == "Complete a run using the Digital Crown.")
        #expect(RetroRacingChallenge.controlCrown.localizations["en"]?.afterEarnedDescription == "Complete a run using the Digital Crown.")
        #expect(RetroRacingChallenge.allCases.allSatisfy { Set($0.localizations.keys) == ["en", "es", "ca"] })
        #expect(RetroRacingChallenge.controlVoiceover.referenceName == "Control VoiceOver")
    }

    @Test("the generated catalog plugs into the runtime: snapshot accessors and a recorded run")
    func plugsIntoRuntime() async {
        let service = LocalChallengeProgressService(
            catalog: .retroRacing, mapping: RetroRacingChallengeIDMapping(),
            store: InMemoryChallengeProgressStore(), reportsAutomatically: false)
        let recorder = RunTelemetryRecorder()
        let id = recorder.startRun()
        recorder.record(.digitalCrown)
        let run = recorder.finishRun(id, metrics: [.overtakes: 512])!
        let achieved = await service.recordCompletedRun(run)
        #expect(achieved == [RetroRacingChallenge.run100.id, RetroRacingChallenge.run200.id, RetroRacingChallenge.run500.id, RetroRacingChallenge.controlCrown.id])
        let snapshot = await service.snapshot()
        #expect(snapshot.bestRunOvertakes == 512)
        #expect(snapshot.cumulativeOvertakes == 512)
        #expect(await service.totalPoints() == 40)
    }
}
