import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// The sync end to end: the real command, the real HTTP transport, the
/// simulator generated from Apple's document on a loopback port.
@Suite(.serialized, .tags(.process, .simulator), .unlessSkipped(.process, .simulator))
struct SyncEndToEndTests {
    @Test("an empty app: plan lists every creation, apply carries it out, then plan is in sync")
    func emptyAppConverges() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("\(try game.position(of: "achievements:")): create the app's Game Center detail\n"))
        #expect(plan.stdout.contains("\(try game.position(of: "demo.best.0100")): create achievement demo.best.0100"))
        #expect(plan.stdout.contains("plan: 10 step(s) for app 1234567890: 3 to create, 3 to update, 3 image(s) to upload, 0 to archive"))
        // Nothing was written by planning.
        #expect(await game.simulator.state.requests.allSatisfy { $0.hasPrefix("GET") })

        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(apply.stdout.contains("applied 10 step(s)"))
        #expect(apply.stdout.contains("App Store Connect quota: "))

        let again = try await game.asc("plan")
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout.contains("in sync: App Store Connect holds the catalog's 3 achievements for app 1234567890"))
        let state = game.simulator.state
        #expect(await state.achievements.count == 3)
        let localizations = await state.latestLocalizations(vendorIdentifier: "demo.best.0100")
        #expect(localizations.map(\.locale) == ["en-US"])
        #expect(localizations.first?.name == "First Hundred")
        let imageID = try #require(localizations.first?.imageID)
        #expect(await state.images[imageID]?.state == "COMPLETE")
        let lock = try String(contentsOfFile: game.lockPath, encoding: .utf8)
        #expect(lock.contains("synced:\n  - id: demo.best.0100\n    app: \"1234567890\"\n    fields: "))
        #expect(lock.contains("    locale: en-US\n    texts: "))
        #expect(lock.contains("released:\n  - key: best_100\n    id: demo.best.0100"))
    }

    @Test("a title edited in the catalog: plan shows exactly that change, apply makes it, then in sync")
    func catalogEdit() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        try game.editCatalog("title: First Hundred", "title: First Century")
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("\(try game.position(of: "First Century")): update localization en-US of demo.best.0100\n    title (en-US): \"First Hundred\" → \"First Century\"\n"))
        #expect(plan.stdout.contains("plan: 1 step(s)"))
        #expect(!plan.stdout.contains("drift"))
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(try await game.asc("plan").status == 0)
        #expect(await game.simulator.state.latestLocalizations(vendorIdentifier: "demo.best.0100").first?.name == "First Century")
    }

    @Test("a field edited by hand in App Store Connect is reported as drift")
    func drift() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await game.simulator.state.handEdit(vendorIdentifier: "demo.total.001k", locale: "en-US", name: "Edited By Hand")
        let plan = try await game.asc("plan")
        #expect(plan.status == 2)
        #expect(plan.stdout.contains("update localization en-US of demo.total.001k [drift: changed in App Store Connect since the last apply]"))
        #expect(plan.stdout.contains("title (en-US): \"Edited By Hand\" → \"Thousand Club\""))
        #expect(plan.stdout.contains("1 drifted"))
        let json = try await game.asc("plan", ["--format", "json"])
        #expect(json.status == 2)
        #expect(json.stdout.contains("\"action\":\"update-localization\""))
        #expect(json.stdout.contains("\"drift\":true"))
    }

    @Test("an apply cut off after a few requests converges when run again, with no duplicate")
    func interruptedApply() async throws {
        var game = try await SyncGame.make()
        var faults = SimulatorFaults()
        faults.stopAfter = 12
        await game.simulator.state.setFaults(faults)
        let cut = try await game.asc("apply", ["--yes"])
        #expect(cut.status == 1, "\(cut.stdout)")
        #expect(cut.stdout.contains("[asc-connection]"))
        #expect(cut.stdout.contains("run `achievements asc plan` to see what is left"))
        // The network comes back: a new server over the same state.
        game.simulator.stop()
        await game.simulator.state.setFaults(SimulatorFaults())
        game.simulator = try await ASCSimulator.start(state: game.simulator.state, privateKey: game.simulator.privateKey)
        defer { game.simulator.stop() }
        let rerun = try await game.asc("apply", ["--yes"])
        #expect(rerun.status == 0, "\(rerun.stdout)")
        #expect(try await game.asc("plan").status == 0)
        let state = game.simulator.state
        let ids = await state.achievements.values.map(\.vendorIdentifier).sorted()
        #expect(ids == ["demo.best.0100", "demo.control.tap", "demo.total.001k"])
        for id in ids {
            let localizations = await state.latestLocalizations(vendorIdentifier: id)
            #expect(localizations.map(\.locale) == ["en-US"], "\(id)")
            #expect(localizations.allSatisfy { $0.imageID != nil }, "\(id)")
        }
        #expect(await state.images.count == 3)
    }

    @Test("a points budget overflow is refused before any write")
    func budgetRefused() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        try await game.simulator.state.addUnmanaged(app: SyncGame.appID, vendorIdentifier: "other.tool.big", points: 100)
        for index in 0..<9 {
            try await game.simulator.state.addUnmanaged(app: SyncGame.appID, vendorIdentifier: "other.tool.n\(index)", points: 100)
        }
        await game.simulator.state.clearRequests()
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 1, "\(apply.stdout)")
        #expect(apply.stdout.contains("\(try game.position(of: "achievements:")): error: after the sync App Store Connect would hold 1035 points (1000 of them in achievements not in the catalog), above its limit of 1000; lower some points first [asc-points-budget]"))
        #expect(apply.stdout.contains("not in the catalog, left as it is: other.tool.big (100 points)"))
        #expect(await game.simulator.state.requests.allSatisfy { $0.hasPrefix("GET") })
    }

    @Test("an ID renamed in the catalog is refused before any write")
    func renameRefused() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        try FileManager.default.removeItem(atPath: game.lockPath)
        try game.editCatalog("id: demo.best.0100", "id: demo.best.0101")
        await game.simulator.state.clearRequests()
        let plan = try await game.asc("plan")
        #expect(plan.status == 1, "\(plan.stdout)")
        #expect(plan.stdout.contains("\(try game.position(of: "demo.best.0101")): error: 'demo.best.0101' would replace 'demo.best.0100', which App Store Connect holds; IDs cannot change there: keep the old ID, or list it under 'retired' and add the new achievement separately [asc-id-immutable]"))
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 1)
        #expect(await game.simulator.state.requests.allSatisfy { $0.hasPrefix("GET") })
    }

    @Test("429 storms and 500s are retried; the quota is shown")
    func retries() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.rateLimited = 2
        faults.serverErrors = 1
        await game.simulator.state.setFaults(faults)
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(try await game.asc("plan").status == 0)
        #expect(await game.simulator.state.achievements.count == 3)
    }

    @Test("a storm longer than the attempts fails with the request named")
    func retriesBounded() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.rateLimited = 100
        await game.simulator.state.setFaults(faults)
        let plan = try await game.asc("plan")
        #expect(plan.status == 1)
        #expect(plan.stdout.contains("catalog.yaml:1:1: error: App Store Connect did not answer GET /v1/apps/1234567890/gameCenterDetail after 4 attempts: the rate limit was exceeded (429) [asc-connection]"))
    }

    @Test("apply without --yes and without a terminal refuses with 64")
    func refusesWithoutTerminal() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let apply = try await game.asc("apply")
        #expect(apply.status == 64)
        #expect(apply.stdout.contains("refusing to apply without a terminal to ask on: pass --yes"))
        #expect(await game.simulator.state.requests.allSatisfy { $0.hasPrefix("GET") })
    }

    @Test("apply on a terminal shows the plan and asks; 'y' applies, anything else applies nothing")
    func asksOnTerminal() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let declined = try await game.ascOnTerminal("apply", answer: "n\n")
        #expect(declined.status == 0, "\(declined.stdout)")
        #expect(declined.stdout.contains("plan: 10 step(s) for app 1234567890: 3 to create, 3 to update, 3 image(s) to upload, 0 to archive\n"))
        #expect(declined.stdout.hasSuffix("Apply these 10 step(s) to App Store Connect? [y/N] nothing applied\n"), "\(declined.stdout)")
        #expect(await game.simulator.state.requests.allSatisfy { $0.hasPrefix("GET") })

        let accepted = try await game.ascOnTerminal("apply", answer: "y\n")
        #expect(accepted.status == 0, "\(accepted.stdout)")
        // Standard output is not a terminal here: no progress, only the summary after the question.
        #expect(accepted.stdout.contains("Apply these 10 step(s) to App Store Connect? [y/N] applied 10 step(s); the lock records what App Store Connect holds\n"), "\(accepted.stdout)")
        #expect(!accepted.stdout.contains("applying:"))
        #expect(await game.simulator.state.achievements.count == 3)
    }

    @Test("apply on a terminal redraws one progress line: steps, uploads, requests left and when the quota stops it; erased before the summary")
    func progressLine() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let apply = try await game.ascOnTerminal("apply", answer: "y\n", outputOnTerminal: true)
        #expect(apply.status == 0, "\(apply.stdout)")
        let erase = "\r\u{1B}[K"
        let lines = apply.stdout.components(separatedBy: erase).dropFirst().map { $0 }
        // One redraw per step, the last erased before the summary.
        #expect(lines.count == 11, "\(apply.stdout)")
        #expect(lines.first?.hasPrefix("applying: step 1/10 · uploads 0/3 · ") == true, "\(lines)")
        #expect(lines.dropLast().last?.hasPrefix("applying: step 10/10 · uploads 3/3 · ") == true, "\(lines)")
        // The quota as this run counts it down: the reserve is 10 plus what the read-back needs.
        let quota = try #require(lines.dropLast().last?.split(separator: " · ").suffix(2).joined(separator: " · "))
        #expect(quota.contains(" requests left this hour · quota stop in "), "\(quota)")
        #expect(lines.last?.hasPrefix("applied 10 step(s); the lock records what App Store Connect holds\r\n") == true, "\(lines.last ?? "")")
    }

    @Test("achievements runs achievements-asc from its own folder, and says so when it is not there")
    func separateExecutable() async throws {
        let binary = try #require(SyncGame.binary)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("achievements-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("achievements")
        try FileManager.default.copyItem(at: binary, to: alone)
        let missing = try await TestProcess.run(alone.path, ["asc", "plan"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.stdout == "achievements asc: achievements-asc is not installed beside achievements; install both executables together (scripts/install.sh in the toolkit's checkout does)\n")
        // Through a link to the real one, the folder of the link's target is searched.
        let link = folder.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: binary)
        let help = try await TestProcess.run(link.path, ["asc", "plan", "--help"], in: folder)
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: achievements asc plan "), "\(help.stdout)")
    }

    @Test("a token signed by another key is refused by the server and reported")
    func wrongKey() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let other = try await ASCSimulator.start()
        other.stop()
        _ = FileManager.default.createFile(atPath: game.keyPath, contents: Data(other.privateKeyPEM.utf8), attributes: [.posixPermissions: 0o600])
        let plan = try await game.asc("plan")
        #expect(plan.status == 1)
        #expect(plan.stdout.contains("NOT_AUTHORIZED: The signature is not valid. (401, GET /v1/apps/1234567890/gameCenterDetail) [asc-response]"))
        #expect(!plan.stdout.contains("BEGIN"))
    }

    @Test("missing credentials are named; a key file others can read is warned about")
    func credentials() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        guard let binary = SyncGame.binary else { throw CocoaError(.fileNoSuchFile) }
        let bare = try await TestProcess.run("/usr/bin/env", ["-u", "ASC_KEY_ID", "-u", "ASC_ISSUER_ID", "-u", "ASC_PRIVATE_KEY_PATH", "-u", "ASC_PRIVATE_KEY",
                                                              binary.path, "asc", "plan"], in: game.folder)
        #expect(bare.status == 1)
        #expect(bare.stdout.contains("catalog.yaml:1:1: error: missing credentials: the API key ID (--key-id or ASC_KEY_ID), the issuer ID (--issuer-id or ASC_ISSUER_ID), the private key (--private-key, ASC_PRIVATE_KEY_PATH or ASC_PRIVATE_KEY); App Store Connect's Users and Access > Integrations shows them [asc-credentials]"))
        let some = try await TestProcess.run("/usr/bin/env", ["-u", "ASC_KEY_ID", "-u", "ASC_PRIVATE_KEY_PATH", "-u", "ASC_PRIVATE_KEY",
                                                              binary.path, "asc", "plan", "--issuer-id", "x"], in: game.folder)
        #expect(some.stdout.contains("catalog.yaml:1:1: error: missing credentials: the API key ID (--key-id or ASC_KEY_ID), the private key (--private-key, ASC_PRIVATE_KEY_PATH or ASC_PRIVATE_KEY); App Store Connect's Users and Access > Integrations shows them [asc-credentials]"), "\(some.stdout)")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: game.keyPath)
        let plan = try await game.asc("plan")
        #expect(plan.status == 2)
        #expect(plan.stdout.contains("can be read by others (mode 644); run chmod 600 on it [asc-credentials]"))
    }

    @Test("everything still to set is named in one run: the credentials, the API root and the app, and nothing is sent")
    func allAtOnce() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        guard let binary = SyncGame.binary else { throw CocoaError(.fileNoSuchFile) }
        try game.editCatalog("app:\n  appleID: \"\(SyncGame.appID)\"\n", "")
        let result = try await TestProcess.run("/usr/bin/env", ["-u", "ASC_KEY_ID", "-u", "ASC_ISSUER_ID", "-u", "ASC_PRIVATE_KEY_PATH", "-u", "ASC_PRIVATE_KEY",
                                                                binary.path, "asc", "plan", "--api-url", "ftp://example.com"], in: game.folder)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.stdout)")
        #expect(lines.first?.hasPrefix("catalog.yaml:1:1: error: missing credentials: the API key ID (--key-id or ASC_KEY_ID), the issuer ID") == true)
        #expect(lines.dropFirst().first?.hasSuffix("[asc-credentials]") == true)
        #expect(lines.last == "catalog.yaml:1:1: error: no app: add `app: { appleID: \"1234567890\" }` to the catalog, or pass --app-id with the app's Apple ID (digits) [asc-credentials]")
        #expect(await game.simulator.state.requests.isEmpty)
    }

    @Test("pull writes a new catalog with the images, and never overwrites one")
    func pull() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let pulled = try await game.asc("pull", ["--output", "adopted/catalog.yaml", "--app-id", SyncGame.appID, "--game", "Demo"], catalog: false)
        #expect(pulled.status == 0, "\(pulled.stdout)")
        let text = try String(contentsOf: game.folder.appendingPathComponent("adopted/catalog.yaml"), encoding: .utf8)
        #expect(text.contains("  - key: best_0100\n    id: demo.best.0100\n    referenceName: \"Best Score 100\"\n    points: 10\n    hidden: no\n    localizations:\n      en:\n        title: \"First Hundred\"\n"))
        let image = try Data(contentsOf: game.folder.appendingPathComponent("adopted/artwork/best_0100.png"))
        #expect(image == TestImages.png(width: 512, height: 512, dpi: 72))
        let again = try await game.asc("pull", ["--output", "adopted/catalog.yaml", "--app-id", SyncGame.appID], catalog: false)
        #expect(again.status == 1)
        #expect(again.stdout.contains("never overwrites one"))
    }

    @Test("a text change after release goes into a new version; the unchanged image is carried over, not uploaded again")
    func newVersionAfterRelease() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await game.simulator.state.release()
        #expect(try await game.asc("plan").status == 0)
        try game.editCatalog("title: Tapper", "title: Tap Master")
        let plan = try await game.asc("plan")
        #expect(plan.status == 2)
        #expect(plan.stdout.contains("create a new version of demo.control.tap (the latest is live; what the catalog does not change is carried over)"))
        #expect(plan.stdout.contains("plan: 2 step(s)"), "\(plan.stdout)")
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(try await game.asc("plan").status == 0)
        let state = game.simulator.state
        let achievement = try #require(await state.achievement(vendorIdentifier: "demo.control.tap"))
        #expect(achievement.versionIDs.count == 2)
        let latest = await state.latestLocalizations(vendorIdentifier: "demo.control.tap")
        #expect(latest.map(\.name) == ["Tap Master"])
        #expect(latest.first?.imageID != nil)
    }

    @Test("an artwork change replaces the image; a retired ID is archived, never deleted")
    func imageAndRetire() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        try TestImages.png(width: 1024, height: 1024, dpi: 72).write(to: game.folder.appendingPathComponent("artwork/best_100.png"))
        let plan = try await game.asc("plan")
        #expect(plan.status == 2)
        #expect(plan.stdout.contains("replace image best_100.png (en-US) of demo.best.0100"))
        #expect(plan.stdout.contains("plan: 1 step(s)"))
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(try await game.asc("plan").status == 0)
        #expect(await game.simulator.state.images.count == 3)

        // An ID released earlier and no longer used is listed under `retired`.
        try await game.simulator.state.addUnmanaged(app: SyncGame.appID, vendorIdentifier: "demo.old.thing", points: 5)
        // Released: App Store Connect archives only what players saw.
        await game.simulator.state.release()
        let text = try String(contentsOfFile: game.catalogPath, encoding: .utf8)
        try Data((text + "retired:\n  - id: demo.old.thing\n    reason: the old thing is gone\n").utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        let retire = try await game.asc("plan")
        #expect(retire.status == 2)
        #expect(retire.stdout.contains("archive retired achievement demo.old.thing"), "\(retire.stdout)")
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(await game.simulator.state.achievement(vendorIdentifier: "demo.old.thing")?.archived == true)
        #expect(try await game.asc("plan").status == 0)
    }

    @Test("a failed image delivery is reported at the image, not retried for ever; a commit whose answer shows it failed costs no read",
          arguments: [1, 0])
    func failedDelivery(readsBeforeTheEnd: Int) async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.failImageDelivery = true
        faults.deliveryReadsBeforeComplete = readsBeforeTheEnd
        await game.simulator.state.setFaults(faults)
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 1)
        #expect(apply.stdout.contains("artwork/best_100.png:1:1: error: 'demo.best.0100': upload-image failed: App Store Connect could not process the image (FAILED): IMAGE_INVALID: The image could not be processed. [asc-image-delivery]"), "\(apply.stdout)")
        // Processed at the commit, the image's state is in the commit's answer: it is not read; else it is read until it ends.
        let reads = await game.count("GET /v2/gameCenterAchievementImages/")
        #expect(readsBeforeTheEnd == 0 ? reads == 0 : reads == 3 * (readsBeforeTheEnd + 1), "\(reads)")
        await game.simulator.state.setFaults(SimulatorFaults())
        let plan = try await game.asc("plan")
        #expect(plan.stdout.contains("replace image best_100.png (en-US) of demo.best.0100"))
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(try await game.asc("plan").status == 0)
    }

    @Test("credentials from the environment, the key as PEM text for CI secrets")
    func environment() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        guard let binary = SyncGame.binary else { throw CocoaError(.fileNoSuchFile) }
        let plan = try await TestProcess.run("/usr/bin/env", [
            "ASC_KEY_ID=\(game.simulator.keyID)", "ASC_ISSUER_ID=\(game.simulator.issuerID)", "ASC_PRIVATE_KEY=\(game.simulator.privateKeyPEM)",
            "ASC_API_URL=\(game.simulator.url)", "ASC_PRIVATE_KEY_PATH=", binary.path, "asc", "plan",
        ], in: game.folder)
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("create achievement demo.best.0100"))
        #expect(!plan.stdout.contains("PRIVATE KEY"))
    }

    @Test("an error App Store Connect answers is shown at the catalog line of the field it names")
    func errorAtField() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.refusedLocales = ["en-US"]
        await game.simulator.state.setFaults(faults)
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 1)
        #expect(apply.stdout.contains("\(try game.position(of: "First Hundred")): error: 'demo.best.0100': create-localization failed: ENTITY_ERROR.LOCALE_INVALID: The locale 'en-US' is not valid. (409, POST /v2/gameCenterAchievementLocalizations) [asc-response]"), "\(apply.stdout)")
        #expect(apply.stdout.contains("applied 4 of 10 step(s)"))
    }
}
