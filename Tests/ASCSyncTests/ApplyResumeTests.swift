import ASCSimulator
import ASCSync
import CatalogTestSupport
import Foundation
import SyncSession
import Testing

/// `asc apply --resume`: a run that stops with work left records what it
/// read beside the lock, and the next run goes on from there without reading
/// again the texts of versions still as that run found them.
@Suite(.serialized, .tags(.process, .simulator), .unlessSkipped(.process, .simulator))
struct ApplyResumeTests {
    /// The localization lists the simulator was asked for since its requests were cleared.
    static func localizationLists(_ game: SyncGame) async -> Int {
        await game.simulator.state.requests.count { $0.hasPrefix("GET /v2/gameCenterAchievementVersions/") && $0.contains("/localizations") }
    }

    /// Where apply leaves its resume record: beside the lock.
    func resumePath(_ game: SyncGame) -> String {
        game.folder.appendingPathComponent("catalog.resume.json").path
    }

    @Test("a run stopped by the quota leaves its read beside the lock; --resume reads back only what it uploads, and the record goes once nothing is left")
    func resumedAfterTheQuota() async throws {
        let (game, keys) = try await SyncGame.withTextsApplied(achievements: 16)
        defer { game.simulator.stop() }
        // A finished apply leaves no record.
        #expect(!FileManager.default.fileExists(atPath: resumePath(game)))
        // As in QuotaReadBackTests: the plan's 28 reads, then 24 for 16 uploads of 2 requests and the read-back.
        let (stopped, stoppedFaults) = try await game.applyStoppedByQuota(52)
        var faults = stoppedFaults
        #expect(stopped.stdout.contains("run `achievements asc apply --resume` (and this run's other options) to go on from here without reading again what this run read (catalog.resume.json)\n"),
                "\(stopped.stdout)")
        let held = await game.simulator.state.images.count
        #expect(held > 0 && held < keys.count, "\(held)")

        faults.hourlyQuota = 3600
        await game.simulator.state.setFaults(faults)
        await game.simulator.state.clearRequests()
        let resumed = try await game.asc("apply", ["--yes", "--resume"])
        #expect(resumed.status == 0, "\(resumed.stdout)")
        #expect(resumed.stdout.contains("resuming the apply that stopped at "), "\(resumed.stdout)")
        // The plan read no text: every version is as the stopped run found it. Only the read-back reads, one list
        // per achievement whose image this run uploaded.
        #expect(await Self.localizationLists(game) == keys.count - held)
        #expect(await game.count("POST /v2/gameCenterAchievementImages") == keys.count - held)
        #expect(await game.count("DELETE /v2/gameCenterAchievementImages") == 0)
        #expect(!FileManager.default.fileExists(atPath: resumePath(game)))
        // A plan reads everything, and finds nothing to do.
        await game.simulator.state.clearRequests()
        #expect(try await game.asc("plan").status == 0)
        #expect(await Self.localizationLists(game) == keys.count)
    }

    @Test("--resume without a record reads everything, like apply")
    func resumeWithoutRecord() async throws {
        let (game, keys) = try await SyncGame.withTextsApplied(achievements: 16)
        defer { game.simulator.stop() }
        await game.simulator.state.clearRequests()
        let applied = try await game.asc("apply", ["--yes", "--resume"])
        #expect(applied.status == 0, "\(applied.stdout)")
        #expect(!applied.stdout.contains("resuming"), "\(applied.stdout)")
        // The plan's 16 lists, and the read-back's 16.
        #expect(await Self.localizationLists(game) == 2 * keys.count)
    }

    @Test("a record --resume cannot use (not this tool's, another app's) is named, everything is read, and a file not this tool's is never replaced nor removed")
    func unusableRecord() async throws {
        let (game, keys) = try await SyncGame.withTextsApplied(achievements: 16)
        defer { game.simulator.stop() }
        let path = resumePath(game)
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: path))
        await game.simulator.state.clearRequests()
        let notOurs = try await game.asc("apply", ["--yes", "--resume"])
        #expect(notOurs.status == 0, "\(notOurs.stdout)")
        #expect(notOurs.stdout.hasPrefix("catalog.yaml:1:1: warning: catalog.resume.json is not used: it is not a resume record this tool wrote (\"format\": \"achievements apply resume 1\"); this run reads everything [asc-resume]\n"),
                "\(notOurs.stdout)")
        #expect(await Self.localizationLists(game) == 2 * keys.count)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my notes\n")

        let otherApp = ApplyResume(app: "999", stopped: "2026-12-06T10:00:00Z", remote: RemoteState(detailID: "D9", sections: []))
        try JSONEncoder().encode(otherApp).write(to: URL(fileURLWithPath: path))
        let resumed = try await game.asc("apply", ["--yes", "--resume"])
        #expect(resumed.status == 0, "\(resumed.stdout)")
        #expect(resumed.stdout.hasPrefix("catalog.yaml:1:1: warning: catalog.resume.json is not used: it was written for app 999, not \(SyncGame.appID); this run reads everything [asc-resume]\n"),
                "\(resumed.stdout)")
        // Nothing was left to do, but the record is another app's (a staging app's, say): it is left for that app's next run.
        #expect(ApplyResume.load(path: path, app: "999", reportingAt: "catalog.yaml").0 == otherApp)
    }
}
