import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// What App Store Connect holds of the catalog's resources that the catalog
/// does not list (a localization in another locale, a set member it does
/// not manage): never "in sync", each named where the catalog lists the
/// resource, and left by apply.
@Suite(.tags(.process, .simulator), .unlessSkipped(.process, .simulator)) struct HeldBeyondCatalogTests {
    static let attributes = ["defaultFormatter": "INTEGER", "scoreSortType": "DESC", "submissionType": "BEST_SCORE"]

    @Test("an extra fr-FR on an achievement, an extra de-DE on a leaderboard and a set member the catalog does not list are drift; apply leaves them")
    func extras() async throws {
        let game = try await LeaderboardSyncTests.game()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let state = game.simulator.state
        let achievement = try #require(await state.achievement(vendorIdentifier: "demo.best.0100"))
        _ = try await state.createLocalization(version: achievement.versionIDs[0], locale: "fr-FR", name: "Premier cent", before: "Avant", after: "Après")
        let board = try #require(await state.leaderboard(vendorIdentifier: "demo.rank.best"))
        _ = try await state.createLeaderboardLocalization(version: board.versionIDs[0], kind: .leaderboard, locale: "de-DE", name: "Bester", texts: [:])
        let set = try #require(await state.leaderboard(vendorIdentifier: "demo.ranks.scores", kind: .leaderboardSet))
        _ = try await state.createLeaderboard(detail: await state.detail(app: SyncGame.appID), group: nil, vendorIdentifier: "other.rank.hand",
                                              referenceName: "Made by hand", attributes: Self.attributes, setIDs: [set.id])

        let lines = [
            "\(try game.position(of: "demo.best.0100")): warning: App Store Connect holds a 'fr-FR' localization of 'demo.best.0100' (version 1, PREPARE_FOR_SUBMISSION) that the catalog does not list; apply leaves it, since the sync never deletes a localization: add 'fr-FR' to the catalog's localizations of 'demo.best.0100', or delete it in App Store Connect [asc-held-not-in-catalog]\n",
            "\(try game.position(of: "demo.rank.best")): warning: App Store Connect holds a 'de-DE' localization of 'demo.rank.best' (version 1, PREPARE_FOR_SUBMISSION) that the catalog does not list; apply leaves it, since the sync never deletes a localization: add 'de-DE' to the catalog's localizations of 'demo.rank.best', or delete it in App Store Connect [asc-held-not-in-catalog]\n",
            "\(try game.position(of: "leaderboards: [weekly, best_score]")): warning: App Store Connect's leaderboard set 'demo.ranks.scores' also holds leaderboard 'other.rank.hand', which the catalog neither lists nor retires; apply keeps it there: list 'other.rank.hand' in the catalog (and here), or take it out of the leaderboard set in App Store Connect [asc-held-not-in-catalog]\n",
        ]
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        for line in lines { #expect(plan.stdout.contains(line), "\(plan.stdout)") }
        #expect(plan.stdout.contains("plan: 0 step(s) for app 1234567890: 0 to create, 0 to update, 0 image(s) to upload, 0 to archive, 3 held in App Store Connect beyond the catalog, left as they are\n"), "\(plan.stdout)")

        let json = try await game.asc("plan", ["--format", "json"])
        #expect(json.status == 2)
        #expect(json.stdout.contains("\"status\":\"changes\""), "\(json.stdout)")
        #expect(json.stdout.contains("\"extras\":[{\"column\":"), "\(json.stdout)")
        #expect(json.stdout.components(separatedBy: "\"rule\":\"asc-held-not-in-catalog\"").count == 7, "\(json.stdout)")

        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(apply.stdout.contains("nothing to apply\n"), "\(apply.stdout)")
        for line in lines { #expect(apply.stdout.contains(line), "\(apply.stdout)") }
        #expect(await game.count("DELETE ") == 0)
        #expect(await state.latestLocalizations(vendorIdentifier: "demo.best.0100").map(\.locale).sorted() == ["en-US", "fr-FR"])
        #expect(await state.latestLocalizations(leaderboard: "demo.rank.best").map(\.locale).sorted() == ["de-DE", "en-US"])
        #expect(try await state.members(ofSet: set.id).map(\.vendorIdentifier) == ["demo.rank.weekly", "demo.rank.best", "other.rank.hand"])
    }

    @Test("a live version's extra localization is named too, and a new version carries it over")
    func liveExtra() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let state = game.simulator.state
        let achievement = try #require(await state.achievement(vendorIdentifier: "demo.control.tap"))
        _ = try await state.createLocalization(version: achievement.versionIDs[0], locale: "fr-FR", name: "Tapeur", before: "Avant", after: "Après")
        await state.release()
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("\(try game.position(of: "demo.control.tap")): warning: App Store Connect holds a 'fr-FR' localization of 'demo.control.tap' (version 1, LIVE) that the catalog does not list; apply leaves it, since the sync never deletes a localization: add 'fr-FR' to the catalog's localizations of 'demo.control.tap', or delete it in App Store Connect [asc-held-not-in-catalog]\n"), "\(plan.stdout)")
        try game.editCatalog("title: Tapper", "title: Tap Master")
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let after = try await game.asc("plan")
        #expect(after.status == 2, "\(after.stdout)")
        #expect(after.stdout.contains("localization of 'demo.control.tap' (version 2, PREPARE_FOR_SUBMISSION)"), "\(after.stdout)")
    }
}
