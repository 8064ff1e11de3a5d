import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// What the live service does that a lenient stand-in would hide: an app
/// with no detail answered 200 with an empty ID, a creation that succeeds
/// and then loses its answer. The simulator behaves so (each rule cites its
/// source beside it), and the sync must survive it.
@Suite(.serialized, .tags(.process, .simulator), .unlessSkipped(.process, .simulator))
struct ServiceStrictnessTests {
    @Test("an app with Game Center but no detail (200, empty ID) is planned as no detail: the detail is created, nothing is asked of an empty ID")
    func emptyDetailID() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("create the app's Game Center detail"))
        #expect(await game.simulator.state.requests == ["GET /v1/apps/1234567890/gameCenterDetail?include=gameCenterGroup,defaultLeaderboardV2,defaultGroupLeaderboardV2"])
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(await !game.simulator.state.requests.contains { $0.contains("gameCenterDetails//") })
        #expect(try await game.asc("plan").status == 0)
    }


    @Test("a creation carried out and answered 502 is not sent again: the state is read and what was created is used", arguments: [
        "POST /v2/gameCenterAchievementLocalizations", "POST /v2/gameCenterAchievements", "POST /v1/gameCenterDetails",
    ])
    func ambiguousCreation(request: String) async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.failAfterHandling = request
        await game.simulator.state.setFaults(faults)
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(!apply.stdout.contains("DUPLICATE"))
        let expected = request.hasSuffix("gameCenterDetails") ? 1 : 3
        #expect(await game.count(request) == expected)
        #expect(await game.simulator.state.achievements.count == 3)
        #expect(await game.simulator.state.details.count == 1)
        let again = try await game.asc("plan")
        #expect(again.status == 0, "\(again.stdout)")
    }

    @Test("points of a live achievement are refused at the catalog line; the title fix beside them still applies, and only changed fields are sent")
    func pointsLocked() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await game.simulator.state.release()
        try game.editCatalog("points: 10", "points: 20")
        try game.editCatalog("referenceName: Best Score 100", "referenceName: Best Score One Hundred")
        let refusal = "\(try game.valuePosition(of: "points: 20")): error: the points of 'demo.best.0100' cannot change in App Store Connect after its first approval: it holds 10, the catalog says 20; keep 10, or retire the achievement and add a new one [asc-points-locked]\n"
        let plan = try await game.asc("plan")
        #expect(plan.status == 1, "\(plan.stdout)")
        #expect(plan.stdout.contains(refusal), "\(plan.stdout)")
        #expect(plan.stdout.contains("update achievement demo.best.0100\n    referenceName: \"Best Score 100\" → \"Best Score One Hundred\"\n"), "\(plan.stdout)")
        #expect(!plan.stdout.contains("points: \"10\" → \"20\""))
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 1, "\(apply.stdout)")
        #expect(apply.stdout.contains("applied 1 step(s)"), "\(apply.stdout)")
        #expect(apply.stdout.contains(refusal))
        let achievement = try #require(await game.simulator.state.achievement(vendorIdentifier: "demo.best.0100"))
        #expect(achievement.referenceName == "Best Score One Hundred")
        #expect(achievement.points == 10)
    }

    @Test("a version in review blocks only its achievement: plan says so (exit 2), apply syncs everything else, no second version is opened", arguments: [
        "READY_FOR_REVIEW", "WAITING_FOR_REVIEW", "IN_REVIEW", "ACCEPTED", "PENDING_RELEASE", "A_STATE_NEWER_THAN_THE_DOCUMENT",
    ])
    func versionInReview(state: String) async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await game.simulator.state.release(state: state)
        try game.editCatalog("title: Tapper", "title: Tap Master")
        try game.editCatalog("referenceName: Best Score 100", "referenceName: Best Score One Hundred")
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("\(try game.position(of: "demo.control.tap")): blocked: demo.control.tap v1 \(state): its text and image changes wait until App Store Connect's review of that version ends\n"), "\(plan.stdout)")
        #expect(plan.stdout.contains("1 blocked by a review"))
        if state.hasPrefix("A_STATE") {
            // A state newer than Apple's document decodes, is reported, and is treated as not editable.
            #expect(plan.stdout.contains("\(try game.position(of: "demo.control.tap")): warning: App Store Connect reports version 1 of 'demo.control.tap' as '\(state)', a state Apple's document does not name; its changes wait, as for a version in review [asc-unexpected-response]\n"), "\(plan.stdout)")
        }
        #expect(!plan.stdout.contains("create a new version"))
        let json = try await game.asc("plan", ["--format", "json"])
        #expect(json.stdout.contains("\"blocked\":[{\"column\":"), "\(json.stdout)")
        #expect(json.stdout.contains("\"state\":\"\(state)\""))
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(await game.simulator.state.achievement(vendorIdentifier: "demo.best.0100")?.referenceName == "Best Score One Hundred")
        #expect(await game.simulator.state.achievement(vendorIdentifier: "demo.control.tap")?.versionIDs.count == 1)
        #expect(await !game.simulator.state.requests.contains { $0.hasPrefix("POST /v2/gameCenterAchievementVersions") })
    }

    @Test("one refused achievement stops only its own steps: the others are created with their texts and images, each failure at its line, exit 1")
    func failureIsolation() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.refusedAchievements = ["demo.total.001k"]
        await game.simulator.state.setFaults(faults)
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 1)
        #expect(apply.stdout.contains("\(try game.position(of: "demo.total.001k")): error: 'demo.total.001k': create-achievement failed: "), "\(apply.stdout)")
        #expect(apply.stdout.contains("applied 7 of 10 step(s); 1 failed, and the later steps of their resources were skipped"), "\(apply.stdout)")
        let state = game.simulator.state
        #expect(await state.achievements.values.map(\.vendorIdentifier).sorted() == ["demo.best.0100", "demo.control.tap"])
        #expect(await state.latestLocalizations(vendorIdentifier: "demo.control.tap").first?.imageID != nil)
        await state.setFaults(SimulatorFaults())
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(try await game.asc("plan").status == 0)
    }

    @Test("in sync is not live: plan names the versions that await review, in text and JSON, apart from changes")
    func awaitingReview() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let first = try await game.asc("plan")
        #expect(first.status == 0, "\(first.stdout)")
        #expect(first.stdout.contains("3 version(s) await review (demo.best.0100 v1 PREPARE_FOR_SUBMISSION, demo.total.001k v1 PREPARE_FOR_SUBMISSION, demo.control.tap v1 PREPARE_FOR_SUBMISSION): players see them only once App Store Connect approves them"), "\(first.stdout)")
        await game.simulator.state.release()
        let live = try await game.asc("plan")
        #expect(live.status == 0)
        #expect(!live.stdout.contains("await review"))
        try game.editCatalog("title: Tapper", "title: Tap Master")
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let again = try await game.asc("plan")
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout.contains("1 version(s) await review (demo.control.tap v2 PREPARE_FOR_SUBMISSION)"), "\(again.stdout)")
        let json = try await game.asc("plan", ["--format", "json"])
        #expect(json.stdout.contains("\"awaitingReview\":[{\"column\":"), "\(json.stdout)")
        #expect(json.stdout.contains("\"status\":\"in-sync\""))
    }
}
