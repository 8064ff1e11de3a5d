import AchievementsCatalog
import ASCSimulator
import ASCSync
import CatalogTestSupport
import Foundation
import Testing

/// An activity's and a challenge's `image:` is their version's default
/// image in App Store Connect, and a language's own `image:` its
/// localization's: the default is uploaded once, not once per language.
@Suite(.tags(.process, .simulator), .unlessSkipped(.process, .simulator)) struct VersionImageSyncTests {
    @Test("the catalog's image is the version's default image, a language's own goes to its localization, and the lock records both")
    func defaultImage() async throws {
        let game = try await LeaderboardRoundTripTests.game(ActivityChallengeSyncTests.catalog)
        defer { game.simulator.stop() }
        try ActivityChallengeSyncTests.writeImages(game)
        let plan = try await game.asc("plan")
        #expect(plan.stdout.contains("upload image ghost.jpg (default) of kart.ghost"), "\(plan.stdout)")
        #expect(plan.stdout.contains("upload image ghost.de.jpg (de-DE) of kart.ghost"), "\(plan.stdout)")
        #expect(plan.stdout.contains("upload image lap_duel.jpg (default) of kart.lapduel"), "\(plan.stdout)")
        #expect(!plan.stdout.contains("(en-US) of kart.ghost") && !plan.stdout.contains("(en-US) of kart.lapduel"), "\(plan.stdout)")
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")

        let state = game.simulator.state
        for (id, kind, own) in [("kart.ghost", GameCenterKind.activity, ["de-DE"]), ("kart.lapduel", .gameCenterChallenge, [])] {
            let resource = try #require(await state.leaderboard(vendorIdentifier: id, kind: kind))
            let version = try await state.version(try #require(resource.versionIDs.last))
            let image = try await state.image(try #require(version.defaultImageID))
            #expect(image.state == "COMPLETE" && image.versionID == version.id)
            let texts = await state.latestLocalizations(leaderboard: id, kind: kind)
            #expect(texts.filter { $0.imageID != nil }.map(\.locale) == own, "\(id)")
        }
        let lock = try String(contentsOfFile: game.lockPath, encoding: .utf8)
        let ghostSHA = DesiredImage(path: "ghost.jpg", fileName: "ghost.jpg", bytes: Array(try Data(contentsOf: game.folder.appendingPathComponent("artwork/ghost.jpg"))),
                                    position: .startOfFile).sha256
        #expect(lock.contains("""
              - kind: activity
                id: kart.ghost
                app: "\(SyncGame.appID)"
                fields: 
            """), "\(lock)")
        #expect(lock.contains("""
                image: "\(ghostSHA)"
              - kind: activity
                id: kart.ghost
                app: "\(SyncGame.appID)"
                locale: en-US

            """), "\(lock)")
        let inSync = try await game.asc("plan")
        #expect(inSync.status == 0 && inSync.stdout.contains("in sync"), "\(inSync.stdout)")

        // A new file for the default image replaces the version's, and only it.
        try TestImages.jpeg(width: 3840, height: 2160, dpi: 144).write(to: game.folder.appendingPathComponent("artwork/ghost.jpg"))
        let change = try await game.asc("plan")
        #expect(change.stdout.contains("replace image ghost.jpg (default) of kart.ghost"), "\(change.stdout)")
        #expect(!change.stdout.contains("(de-DE) of kart.ghost") && !change.stdout.contains("kart.lapduel"), "\(change.stdout)")
        let before = await game.count("DELETE /v1/gameCenterActivityImages")
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(await game.count("DELETE /v1/gameCenterActivityImages") == before + 1)
        let ghost = try #require(await state.leaderboard(vendorIdentifier: "kart.ghost", kind: .activity))
        let ghostVersion = try await state.version(try #require(ghost.versionIDs.last))
        let replaced = try await state.image(try #require(ghostVersion.defaultImageID))
        #expect(replaced.bytes.map { Data($0) } == (try Data(contentsOf: game.folder.appendingPathComponent("artwork/ghost.jpg"))))
        let after = try await game.asc("plan")
        #expect(after.status == 0 && after.stdout.contains("in sync"), "\(after.stdout)")
    }

    @Test("an image the catalog no longer names goes: a language then shows the default image, and a resource without one shows none")
    func removed() async throws {
        let game = try await LeaderboardRoundTripTests.game(ActivityChallengeSyncTests.catalog)
        defer { game.simulator.stop() }
        try ActivityChallengeSyncTests.writeImages(game)
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        try game.editCatalog(", image: ghost.de.jpg}", "}")
        try game.editCatalog("    image: lap_duel.jpg\n", "")
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("remove image (de-DE) of kart.ghost: the catalog names none, so the locale shows the default image\n    image (de-DE): \"ghost.de.jpg\" → \"(none: the default image)\"\n"), "\(plan.stdout)")
        #expect(plan.stdout.contains("remove the default image of kart.lapduel: the catalog names none\n"), "\(plan.stdout)")
        #expect(!plan.stdout.contains("(default) of kart.ghost"), "\(plan.stdout)")
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let state = game.simulator.state
        let texts = await state.latestLocalizations(leaderboard: "kart.ghost", kind: .activity)
        #expect(texts.filter { $0.imageID != nil }.isEmpty)
        let ghost = try #require(await state.leaderboard(vendorIdentifier: "kart.ghost", kind: .activity))
        #expect(try await state.version(try #require(ghost.versionIDs.last)).defaultImageID != nil)
        let duel = try #require(await state.leaderboard(vendorIdentifier: "kart.lapduel", kind: .gameCenterChallenge))
        #expect(try await state.version(try #require(duel.versionIDs.last)).defaultImageID == nil)
        let after = try await game.asc("plan")
        #expect(after.status == 0 && after.stdout.contains("in sync"), "\(after.stdout)")
    }

    @Test("on a live activity, a language's image the catalog no longer names goes from the new version's copy, and the live version keeps it")
    func removedFromLive() async throws {
        let game = try await LeaderboardRoundTripTests.game(ActivityChallengeSyncTests.catalog)
        defer { game.simulator.stop() }
        try ActivityChallengeSyncTests.writeImages(game)
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let state = game.simulator.state
        await state.release()
        try game.editCatalog(", image: ghost.de.jpg}", "}")
        let plan = try await game.asc("plan")
        #expect(plan.stdout.contains("create a new version of kart.ghost"), "\(plan.stdout)")
        #expect(plan.stdout.contains("remove image (de-DE) of kart.ghost: the catalog names none, so the locale shows the default image"), "\(plan.stdout)")
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let ghost = try #require(await state.leaderboard(vendorIdentifier: "kart.ghost", kind: .activity))
        #expect(ghost.versionIDs.count == 2)
        let newTexts = await state.latestLocalizations(leaderboard: "kart.ghost", kind: .activity)
        #expect(newTexts.map(\.locale).sorted() == ["de-DE", "en-US"] && newTexts.allSatisfy { $0.imageID == nil }, "\(newTexts)")
        #expect(try await state.version(ghost.versionIDs[1]).defaultImageID != nil)
        let live = try await state.localizations(ofLeaderboardVersion: ghost.versionIDs[0], kind: .activity)
        #expect(live.first { $0.locale == "de-DE" }?.imageID != nil)
        let after = try await game.asc("plan")
        #expect(after.status == 0 && after.stdout.contains("in sync"), "\(after.stdout)")
    }

    @Test("the simulator refuses an activity's image that is not 3840 × 2160, as App Store Connect documents, and one version holds one default image")
    func wrongSize() async throws {
        let simulator = try await ASCSimulator.start()
        defer { simulator.stop() }
        let state = simulator.state
        let detail = try await state.createDetail(app: SyncGame.appID)
        let activity = try await state.createActivity(detail: detail, group: nil, vendorIdentifier: "kart.ghost", referenceName: "Ghost",
                                                      attributes: [:], properties: [:], fallbackURL: nil)
        let versionID = try #require(activity.versionIDs.first)
        for (width, height, failure) in [(1920, 1080, "The image is 1920 × 1080 pixels; it must be 3840 × 2160."), (3840, 2160, nil)] {
            let bytes = Array(TestImages.jpeg(width: width, height: height))
            let reserved = try await state.reserveImage(version: versionID, fileName: "ghost.jpg", fileSize: bytes.count)
            for part in reserved.operations { try await state.receivePart(image: reserved.id, offset: part.lowerBound, bytes: Array(bytes[part])) }
            _ = try await state.commitImage(reserved.id, uploaded: true)
            var read = try await state.readImage(reserved.id)
            read = try await state.readImage(reserved.id)
            #expect(read.state == (failure == nil ? "COMPLETE" : "FAILED") && read.failure == failure)
            await #expect(throws: SimulatorError.self) { try await state.reserveImage(version: versionID, fileName: "again.jpg", fileSize: 10) }
            try await state.deleteImage(reserved.id)
            #expect(try await state.version(versionID).defaultImageID == nil)
        }
    }
}
