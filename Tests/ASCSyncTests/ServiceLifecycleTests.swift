import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// What happens to achievements after their first apply, against a
/// simulator as strict as App Store Connect's documentation: grouped apps,
/// the order players see, new versions of live achievements, drafts
/// retired before release, review submissions, and the hourly quota.
@Suite(.serialized, .tags(.process, .simulator), .unlessSkipped(.process, .simulator))
struct ServiceLifecycleTests {
    @Test("a grouped app: achievements are listed, created and ordered on the group; IDs without 'grp.' are refused at their lines")
    func groupedApp() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let group = try await game.simulator.state.makeGrouped(app: SyncGame.appID)
        // Another game of the group holds an achievement: left as it is.
        try await game.simulator.state.addUnmanaged(app: SyncGame.appID, vendorIdentifier: "grp.other.game.win", points: 10)
        let refused = try await game.asc("plan")
        #expect(refused.status == 1, "\(refused.stdout)")
        #expect(refused.stdout.contains("\(try game.valuePosition(of: "id: demo.best.0100")): error: App Store Connect keeps this app's achievements in the Game Center group \(group), where every ID starts with 'grp.': write 'grp.demo.best.0100', the ID the game reports [asc-group-id]\n"), "\(refused.stdout)")
        #expect(refused.stdout.contains("grp.demo.control.tap', the ID the game reports [asc-group-id]"))

        try game.editCatalog("idPrefix: demo", "idPrefix: grp.demo")
        try game.editCatalog("id: demo.", "id: grp.demo.")
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("not in the catalog, left as it is: grp.other.game.win (10 points)"), "\(plan.stdout)")
        #expect(!plan.stdout.contains("create the app's Game Center detail"))
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        let requests = await game.simulator.state.requests
        #expect(requests.contains { $0.hasPrefix("GET /v1/gameCenterGroups/\(group)/gameCenterAchievementsV2") })
        #expect(!requests.contains { $0.contains("/v1/gameCenterDetails/") && $0.contains("gameCenterAchievementsV2") })
        #expect(await game.simulator.state.order(ofApp: SyncGame.appID) == ["grp.other.game.win", "grp.demo.best.0100", "grp.demo.total.001k", "grp.demo.control.tap"])
        #expect(await game.simulator.state.achievement(vendorIdentifier: "grp.demo.best.0100")?.ownerID == group)
        #expect(try await game.asc("plan").status == 0)

        // The order is the group's: the other game's achievement keeps its place.
        await game.simulator.state.handReverseOrder()
        let reordered = try await game.asc("plan")
        #expect(reordered.stdout.contains("set the order players see\n    order: \"grp.demo.control.tap, grp.demo.total.001k, grp.demo.best.0100\" → \"grp.demo.best.0100, grp.demo.total.001k, grp.demo.control.tap\"\n"), "\(reordered.stdout)")
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(await game.count("PATCH /v1/gameCenterGroups/\(group)/relationships/gameCenterAchievementsV2") == 1)
        #expect(await game.simulator.state.order(ofApp: SyncGame.appID) == ["grp.demo.best.0100", "grp.demo.total.001k", "grp.demo.control.tap", "grp.other.game.win"])
        #expect(try await game.asc("plan").status == 0)
    }

    @Test("the order players see follows the catalog: one step when App Store Connect's differs, none when it agrees")
    func order() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(await game.count("PATCH /v1/gameCenterDetails") == 0)
        await game.simulator.state.handReverseOrder()
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("\(try game.position(of: "achievements:")): set the order players see\n    order: \"demo.control.tap, demo.total.001k, demo.best.0100\" → \"demo.best.0100, demo.total.001k, demo.control.tap\"\n"), "\(plan.stdout)")
        #expect(plan.stdout.contains("plan: 1 step(s) for app 1234567890: 0 to create, 0 to update, 0 image(s) to upload, 0 to archive, the order to set"), "\(plan.stdout)")
        let json = try await game.asc("plan", ["--format", "json"])
        #expect(json.stdout.contains("{\"action\":\"order\",\"changes\":[{\"column\":1,\"field\":\"order\",\"from\":\"demo.control.tap, demo.total.001k, demo.best.0100\""), "\(json.stdout)")
        // Each step names its kind.
        #expect(json.stdout.contains("\"drift\":false,\"id\":\"\",\"kind\":\"achievement\",\"line\""), "\(json.stdout)")
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(await game.simulator.state.order(ofApp: SyncGame.appID) == ["demo.best.0100", "demo.total.001k", "demo.control.tap"])
        #expect(try await game.asc("plan").status == 0)
    }

    /// Adds French to the starter catalog.
    static func addFrench(_ game: SyncGame) throws {
        try game.editCatalog("  en: en-US\n", "  en: en-US\n  fr: fr-FR\n")
        for (english, french) in [("Score 100 in a single run.", "Premier cent"), ("Score 1000 over all your runs.", "Club des mille"),
                                  ("Complete a run using tap controls.", "Tapoteur")] {
            try game.editCatalog("description: \(english)\n", "description: \(english)\n      fr:\n        title: \(french)\n        description: Une description.\n")
        }
    }

    @Test("a one-word change on a live achievement: one title changed in a new version, the other locale and every image carried over", arguments: [false, true])
    func newVersionCarriesOver(versionsStartEmpty: Bool) async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        try Self.addFrench(game)
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await game.simulator.state.release()
        var faults = SimulatorFaults()
        faults.versionsStartEmpty = versionsStartEmpty
        await game.simulator.state.setFaults(faults)
        try game.editCatalog("title: Tapper", "title: Tap Master")
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("create a new version of demo.control.tap (the latest is live; what the catalog does not change is carried over)\n"), "\(plan.stdout)")
        #expect(plan.stdout.contains("create localization en-US of demo.control.tap\n    title (en-US): \"Tapper\" → \"Tap Master\"\n"), "\(plan.stdout)")
        #expect(!plan.stdout.contains("fr-FR of demo.control.tap"))
        #expect(!plan.stdout.contains("upload image") && !plan.stdout.contains("replace image"), "\(plan.stdout)")
        #expect(plan.stdout.contains("plan: 2 step(s) for app 1234567890: 0 to create, 2 to update, 0 image(s) to upload, 0 to archive\n"))
        await game.simulator.state.clearRequests()
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(await game.count("POST /v2/gameCenterAchievementVersions") == 1)
        // With copies: one PATCH. Without: both locales and both images written anew, nothing twice.
        #expect(await game.count("PATCH /v2/gameCenterAchievementLocalizations") == (versionsStartEmpty ? 0 : 1))
        #expect(await game.count("POST /v2/gameCenterAchievementLocalizations") == (versionsStartEmpty ? 2 : 0))
        #expect(await game.count("POST /v2/gameCenterAchievementImages") == (versionsStartEmpty ? 2 : 0))
        let held = await game.simulator.state.latestLocalizations(vendorIdentifier: "demo.control.tap")
        #expect(held.map(\.locale).sorted() == ["en-US", "fr-FR"])
        #expect(held.first { $0.locale == "en-US" }?.name == "Tap Master")
        #expect(held.allSatisfy { $0.imageID != nil })
        #expect(try await game.asc("plan").status == 0)
    }

    @Test("a retired draft is left as it is unless --prune-drafts deletes it, one in review is left until live, and only what was live is archived")
    func pruneDrafts() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let state = game.simulator.state
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        try await state.addUnmanaged(app: SyncGame.appID, vendorIdentifier: "demo.old.live", points: 5)
        await state.release()
        try await state.addUnmanaged(app: SyncGame.appID, vendorIdentifier: "demo.old.draft", points: 5)
        try await state.addUnmanaged(app: SyncGame.appID, vendorIdentifier: "demo.old.review", points: 5)
        await state.clearRequests()
        await state.setLatestState(vendorIdentifier: "demo.old.review", "WAITING_FOR_REVIEW")
        let text = try String(contentsOfFile: game.catalogPath, encoding: .utf8)
        try Data((text + "retired:\n  - id: demo.old.live\n    reason: gone\n  - id: demo.old.draft\n    reason: never shipped\n"
                  + "  - id: demo.old.review\n    reason: withdrawn\n").utf8)
            .write(to: URL(fileURLWithPath: game.catalogPath))
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("archive retired achievement demo.old.live"), "\(plan.stdout)")
        #expect(!plan.stdout.contains("archive retired achievement demo.old.draft"), "\(plan.stdout)")
        #expect(!plan.stdout.contains("archive retired achievement demo.old.review"), "\(plan.stdout)")
        #expect(plan.stdout.contains("retired drafts (never submitted): demo.old.draft: left as they are (App Store Connect archives only live achievements and leaderboards); --prune-drafts deletes them\n"), "\(plan.stdout)")
        #expect(plan.stdout.contains("\(try game.position(of: "demo.old.review")): retired but never live: demo.old.review v1 WAITING_FOR_REVIEW: left as it is (App Store Connect archives only live ones, and deletes only drafts); the first apply after it goes live archives it\n"), "\(plan.stdout)")
        #expect(plan.stdout.contains("plan: 1 step(s) for app 1234567890: 0 to create, 0 to update, 0 image(s) to upload, 1 to archive\n"), "\(plan.stdout)")
        // App Store Connect archives only live achievements: an archive of the draft would be refused, and apply fail.
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(await state.achievement(vendorIdentifier: "demo.old.live")?.archived == true)
        #expect(await state.achievement(vendorIdentifier: "demo.old.draft")?.archived == false)
        #expect(await state.achievement(vendorIdentifier: "demo.old.review")?.archived == false)
        #expect(await game.count("PATCH /v2/gameCenterAchievements/") == 1)
        #expect(try await game.asc("plan").status == 0)
        let json = try await game.asc("plan", ["--format", "json"])
        #expect(json.stdout.contains("\"retiredDrafts\":[\"demo.old.draft\"]"), "\(json.stdout)")
        #expect(json.stdout.contains("\"retiredNotLive\":[{\"column\":9,\"id\":\"demo.old.review\",\"kind\":\"achievement\",\"line\":"), "\(json.stdout)")

        let pruning = try await game.asc("plan", ["--prune-drafts"])
        #expect(pruning.status == 2)
        #expect(pruning.stdout.contains("\(try game.position(of: "demo.old.draft")): delete retired draft demo.old.draft (never submitted; --prune-drafts)\n"), "\(pruning.stdout)")
        #expect(!pruning.stdout.contains("delete retired draft demo.old.review"))
        #expect(pruning.stdout.contains("retired drafts (never submitted): demo.old.draft: deleted (--prune-drafts)\n"))
        #expect(try await game.asc("apply", ["--yes", "--prune-drafts"]).status == 0)
        #expect(await state.achievement(vendorIdentifier: "demo.old.draft") == nil)
        #expect(await state.achievement(vendorIdentifier: "demo.old.review") != nil)
        #expect(try await game.asc("plan", ["--prune-drafts"]).status == 0)

        // Rejected, it goes live only if submitted again: no later apply archives it on its own.
        await state.setLatestState(vendorIdentifier: "demo.old.review", "REJECTED")
        let rejected = try await game.asc("plan")
        #expect(rejected.stdout.contains("\(try game.position(of: "demo.old.review")): retired but never live: demo.old.review v1 REJECTED: left as it is (App Store Connect archives only live ones, and deletes only drafts); it was rejected, so it goes live only if submitted again in App Store Connect (the sync does not submit a retired ID); players never see it as it is\n"), "\(rejected.stdout)")

        // Once live, the one that was in review is archived.
        await state.setLatestState(vendorIdentifier: "demo.old.review", "LIVE")
        let live = try await game.asc("plan")
        #expect(live.stdout.contains("\(try game.position(of: "demo.old.review")): archive retired achievement demo.old.review\n"), "\(live.stdout)")
    }

    @Test("the simulator refuses to archive what never went live, as App Store Connect documents")
    func archiveOnlyLive() async throws {
        let state = SimulatorState()
        try await state.addUnmanaged(app: SyncGame.appID, vendorIdentifier: "demo.draft", points: 5)
        let draft = try #require(await state.achievement(vendorIdentifier: "demo.draft"))
        await #expect(throws: SimulatorError.conflict("STATE_ERROR.ENTITY_STATE_INVALID", "Only live achievements and leaderboards can be archived.",
                                                      pointer: "/data/attributes/archived")) {
            _ = try await state.updateAchievement(draft.id, referenceName: nil, points: nil, showBeforeEarned: nil, repeatable: nil, archived: true)
        }
        await state.release()
        #expect(try await state.updateAchievement(draft.id, referenceName: nil, points: nil, showBeforeEarned: nil, repeatable: nil, archived: true).archived)
    }

    @Test("asc submit: refused for the first components, sends prepared versions once in sync, says when Game Center is off for the app version")
    func submit() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let state = game.simulator.state
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let first = try await game.asc("submit", ["--yes"])
        #expect(first.status == 1, "\(first.stdout)")
        #expect(first.stdout.contains("not submitted: these are the app's first Game Center components, and App Store Connect takes those only with an app version"), "\(first.stdout)")
        #expect(await game.count("POST /v1/reviewSubmissions") == 0)

        await state.release()
        try game.editCatalog("title: Tapper", "title: Tap Master")
        #expect(try await game.asc("submit", ["--yes"]).status == 2)
        #expect(await game.count("POST /v1/reviewSubmissions") == 0)
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await state.setAppVersions(app: SyncGame.appID, [SimAppVersion(id: "AV1", versionString: "2.1", state: "PREPARE_FOR_SUBMISSION", enabled: false),
                                                         SimAppVersion(id: "AV0", versionString: "2.0", state: "READY_FOR_DISTRIBUTION", enabled: false)])
        let plan = try await game.asc("plan")
        #expect(plan.status == 0, "\(plan.stdout)")
        #expect(plan.stdout.contains("1 version(s) await review (demo.control.tap v2 PREPARE_FOR_SUBMISSION)"))
        #expect(plan.stdout.contains("Game Center is not enabled for app version 2.1 IOS (PREPARE_FOR_SUBMISSION): turn it on in that version's Game Center section, or its players will not see its achievements and leaderboards\n"), "\(plan.stdout)")
        #expect(!plan.stdout.contains("2.0 IOS"))
        let json = try await game.asc("plan", ["--format", "json"])
        #expect(json.stdout.contains("\"gameCenterDisabledFor\":[\"2.1 IOS (PREPARE_FOR_SUBMISSION)\"]"), "\(json.stdout)")

        let submit = try await game.asc("submit", ["--yes"])
        #expect(submit.status == 0, "\(submit.stdout)")
        #expect(submit.stdout.contains("to submit for review (1 version(s)):\n  demo.control.tap v2 (PREPARE_FOR_SUBMISSION)\n"), "\(submit.stdout)")
        #expect(submit.stdout.contains("submitted for review: review submission "), "\(submit.stdout)")
        #expect(await game.count("POST /v1/reviewSubmissionItems") == 1)
        #expect(await state.reviewSubmissions.values.map(\.state) == ["WAITING_FOR_REVIEW"])
        let after = try await game.asc("plan")
        #expect(after.stdout.contains("demo.control.tap v2 WAITING_FOR_REVIEW"), "\(after.stdout)")
        let again = try await game.asc("submit", ["--yes"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("nothing to submit: no version of the catalog's achievements, leaderboards or sets is prepared for review"), "\(again.stdout)")
    }

    /// Applies under `faults` and expects the stop for the quota with `left`
    /// requests of the hour's left; returns what apply printed.
    @discardableResult
    static func applyStopped(_ game: SyncGame, _ faults: SimulatorFaults, left: Int) async throws -> String {
        await game.simulator.state.setFaults(faults)
        let stopped = try await game.asc("apply", ["--yes"])
        #expect(stopped.status == 1, "\(stopped.stdout)")
        #expect(stopped.stdout.contains("failed: stopped before App Store Connect's hourly quota runs out (\(left) of \(faults.hourlyQuota) requests left): run the same command again when the hour turns; it goes on from where it stopped [asc-quota]\n"), "\(stopped.stdout)")
        return stopped.stdout
    }

    /// The hour turns: applies again with a full quota, counting only this run's requests.
    static func applyAfterTheHour(_ game: SyncGame, _ faults: SimulatorFaults) async throws {
        var faults = faults
        faults.hourlyQuota = 3600
        await game.simulator.state.setFaults(faults)
        await game.simulator.state.clearRequests()
        let resumed = try await game.asc("apply", ["--yes"])
        #expect(resumed.status == 0, "\(resumed.stdout)")
    }

    @Test("the hourly quota: apply stops before it runs out, keeps enough to record what it did in the lock (images committed while their delivery was read too), and a later run uploads only what is left")
    func quota() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        // The plan's reads and 7 steps, then the images: 3 reservations, 3 commits and 6 delivery reads. The run
        // keeps back 10, the detail and one list page per kind (14), and one read per resource its steps touched
        // (the detail and 3 achievements: 18); it reads back what it did with 8 of them (the detail, a page of
        // achievements, the empty lists of leaderboards and sets, and 3 achievements' localizations).
        faults.hourlyQuota = 36
        try await Self.applyStopped(game, faults, left: 18)
        // What it did is in the lock: the three achievements, and the images that were committed, processed
        // or not (the quota stopped the reads of their delivery, fewer than the 6 processing them all takes).
        let lock = try String(contentsOfFile: game.lockPath, encoding: .utf8)
        let states = await game.simulator.state.images.values.map(\.state)
        #expect(states.count == 3 && states.allSatisfy { ["COMPLETE", "UPLOAD_COMPLETE"].contains($0) } && states.contains("UPLOAD_COMPLETE"), "\(states)")
        #expect(lock.components(separatedBy: "\n    image: ").count - 1 == 3, "\(lock)")
        #expect(await game.simulator.state.requests.count <= 36 - 8)
        // The hour turns: the next run goes on from there, and sends no image twice.
        try await Self.applyAfterTheHour(game, faults)
        #expect(await game.count("POST /v2/gameCenterAchievementImages") == 0)
        #expect(await game.count("DELETE /v2/gameCenterAchievementImages") == 0)
        #expect(await game.count("POST /v2/gameCenterAchievements") == 0)
        #expect(await game.simulator.state.achievements.count == 3)
        #expect(try await game.asc("plan").status == 0)
    }

    @Test("a run stopped by the quota keeps back only what reading back the resources it touched needs, and the next run finishes, sending nothing twice")
    func quotaFilled() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let languages = [("en", "en-US"), ("fr", "fr-FR"), ("de", "de-DE"), ("es", "es-ES")]
        var catalog = "format: 1\ngame: Demo\nidPrefix: demo\napp:\n  appleID: \"\(SyncGame.appID)\"\nlanguages:\n"
        catalog += languages.map { "  \($0.0): \($0.1)\n" }.joined() + "groups: {}\nachievements:\n"
        for index in 1...6 {
            let key = String(format: "a%02d", index)
            catalog += "  - key: \(key)\n    id: demo.\(key)\n    referenceName: \(key)\n    points: 5\n    hidden: no\n    localizations:\n"
            catalog += languages.map { "      \($0.0):\n        title: \(key) \($0.0)\n        description: Do \(key).\n" }.joined()
            try TestImages.png(width: 512, height: 512, dpi: 72).write(to: game.folder.appendingPathComponent("artwork/\(key).png"))
        }
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        // Every text of every achievement changes: 24 updates, four per achievement, one achievement after another.
        try Data(catalog.replacingOccurrences(of: "description: Do ", with: "description: Now do ").utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        await game.simulator.state.clearRequests()
        var faults = SimulatorFaults()
        // The plan reads 19 (the detail, 3 pages of achievements, 2 pages of localizations for each of the 6, the empty
        // lists of leaderboards and sets, the app versions), leaving 21. The run keeps back 10, the detail and a page
        // per kind (14), and one read per achievement it touched: the 5th update, the first of the second achievement,
        // is the last (16 left = 14 + 2 touched). Kept for all 6 from the start, 20 would have been kept: one update.
        faults.hourlyQuota = 40
        let stopped = try await Self.applyStopped(game, faults, left: 16)
        #expect(stopped.contains("applied 5 of 24 step(s)"), "\(stopped)")
        #expect(await game.simulator.state.requests.count <= 40)
        let firstRun = await game.count("PATCH /v2/gameCenterAchievementLocalizations")
        #expect(firstRun == 5)
        try await Self.applyAfterTheHour(game, faults)
        #expect(await game.count("PATCH /v2/gameCenterAchievementLocalizations") == 24 - firstRun)
        #expect(try await game.asc("plan").status == 0)
    }

    @Test("a no-op plan costs the detail, each kind's list pages and one read per achievement; JSON and text say how many")
    func requestCount() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await game.simulator.state.release()
        await game.simulator.state.clearRequests()
        let plan = try await game.asc("plan")
        #expect(plan.status == 0, "\(plan.stdout)")
        // 1 detail + 2 pages of achievements with their versions (pages of 2) + 3 localization lists,
        // + the empty lists of leaderboards and of sets (one request each).
        #expect(await game.simulator.state.requests.count == 8)
        #expect(plan.stdout.contains("App Store Connect requests: 8\n"), "\(plan.stdout)")
        let json = try await game.asc("plan", ["--format", "json"])
        #expect(json.stdout.contains("\"requests\":8"), "\(json.stdout)")
    }

    @Test("the bundled catalog, pages of 200: one request per write step and two per image, 23 reads around the first apply; a no-op plan 22")
    func bundledCatalogRequests() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let bundled = try String(contentsOfFile: FileManager.default.currentDirectoryPath + "/catalog.yaml", encoding: .utf8)
        try Data(bundled.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        // The images the catalog names, KEY.png unless it says otherwise (none does).
        let keys = bundled.split(separator: "\n").compactMap { $0.hasPrefix("  - key: ") ? String($0.dropFirst("  - key: ".count)) : nil }
        #expect(keys.count == 18)
        for key in keys {
            try TestImages.png(width: 512, height: 512, dpi: 72).write(to: game.folder.appendingPathComponent("artwork/\(key).png"))
        }
        await game.simulator.state.setPageSize(200)
        var faults = SimulatorFaults()
        faults.deliveryReadsBeforeComplete = 0
        await game.simulator.state.setFaults(faults)
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        // 18 achievements in 3 locales: the detail, 18 creations, 54 localizations and 54 images.
        #expect(apply.stdout.contains("applied 127 step(s)"), "\(apply.stdout)")
        let requests = await game.simulator.state.requests
        let writes = requests.filter { !$0.hasPrefix("GET ") }.count
        // Each step one request, and an image two: its reservation and its commit (its parts go to the upload host).
        #expect(writes == 127 + 54)
        // Reads: the detail before (none yet); no delivery state (each commit's answer shows its image
        // processed); then the detail, one page of achievements with their versions, the empty lists of
        // leaderboards and sets, and each achievement's localizations.
        #expect(requests.count - writes == 1 + 1 + 1 + 2 + 18, "\(requests.filter { $0.hasPrefix("GET ") })")
        await game.simulator.state.release()
        await game.simulator.state.clearRequests()
        let plan = try await game.asc("plan", ["--format", "json"])
        #expect(plan.status == 0, "\(plan.stdout)")
        #expect(plan.stdout.contains("\"requests\":22"), "\(plan.stdout)")
    }

    @Test("a missing image does not stop the plan: the texts sync, its upload is left out with a warning; a wrong image still stops it")
    func missingImage() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        try FileManager.default.removeItem(at: game.folder.appendingPathComponent("artwork/control_tap.png"))
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("warning: the image of 'demo.control.tap' is not uploaded: "), "\(plan.stdout)")
        #expect(plan.stdout.contains("2 image(s) to upload"), "\(plan.stdout)")
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(await game.simulator.state.latestLocalizations(vendorIdentifier: "demo.control.tap").first?.imageID == nil)
        #expect(await game.simulator.state.latestLocalizations(vendorIdentifier: "demo.best.0100").first?.imageID != nil)
        try TestImages.png(width: 300, height: 300, dpi: 72).write(to: game.folder.appendingPathComponent("artwork/control_tap.png"))
        let wrong = try await game.asc("plan")
        #expect(wrong.status == 1)
        #expect(wrong.stdout.contains("[artwork-size]"), "\(wrong.stdout)")
        #expect(wrong.stdout.contains("App Store Connect not contacted: fix the catalog first"))
    }
}
