import AchievementsCatalog
import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// The sync at a big game's scale, near Apple's limits: 100 achievements,
/// 500 leaderboards in 100 sets, 10 activities and 10 challenges, each in 39
/// languages with one image. It measures and bounds no time (it expects
/// only that each command succeeds and that apply converges): it runs only
/// when `ACHIEVEMENTS_SYNC_SCALE` names the file for its report, through
/// `scripts/benchmark-sync-scale.sh`; `swift test` skips it.
///
/// The run, on a fresh app of the simulator (pages of 200, an hourly quota
/// of 3,600 requests, images processed by their commit):
/// plan; apply again each "hour" (the quota restored) until it converges;
/// the no-op plan; the release (every version live), one apply that reads
/// it, and the released game's no-op plan; and pull into a new folder.
@Suite(.serialized, .enabled(if: ScaleSettings.reportPath != nil))
struct SyncScaleRun {

    @Test("plan, apply hour by hour, no-op plans, release and pull of a catalog at Apple's limits")
    func scale() async throws {
        let shape = ScaleCatalog(languages: Array(ASCLimits.localeCodes.prefix(ScaleSettings.languageCount)))
        let folder = try TestScratch.folder("achievements-scale")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await shape.write(to: folder)
        let state = SimulatorState(pageSize: 200)
        var faults = SimulatorFaults()
        faults.deliveryReadsBeforeComplete = 0
        faults.hourlyQuota = ScaleSettings.hourlyQuota
        await state.setFaults(faults)
        let simulator = try await ASCSimulator.start(state: state)
        defer { simulator.stop() }
        let keyPath = folder.appendingPathComponent("AuthKey.p8").path
        _ = FileManager.default.createFile(atPath: keyPath, contents: Data(simulator.privateKeyPEM.utf8), attributes: [.posixPermissions: 0o600])
        let game = SyncGame(folder: folder, simulator: simulator, keyPath: keyPath)
        var report = ScaleReport(shape: shape)

        let validate = try await ScaleCommand.run(game, ["validate", "--catalog", "catalog.yaml"])
        #expect(validate.result.status == 0, "\(validate.result.stdout)")
        report.add("validate", validate, requests: [])

        await state.clearRequests()
        let plan = try await ScaleCommand.run(game, game.ascArguments("plan"))
        #expect(plan.result.status == 2, "\(plan.result.stdout.suffix(2000))")
        report.add("plan (fresh app)", plan, requests: await state.requests)

        var hours: [ScaleCommand.Measured] = []
        var hourRequests: [[String]] = []
        while hours.count < ScaleSettings.hourLimit {
            await state.clearRequests()
            let apply = try await ScaleCommand.run(game, game.ascArguments("apply", ["--yes", "--resume"]))
            hours.append(apply)
            let requests = await state.requests
            hourRequests.append(requests)
            // Each hour's output beside the report, for a look at what a run did.
            try apply.result.stdoutData.write(to: URL(fileURLWithPath: (ScaleSettings.reportPath ?? "") + ".hour\(hours.count).txt"))
            try Data(RequestCount.shapes(requests).utf8).write(to: URL(fileURLWithPath: (ScaleSettings.reportPath ?? "") + ".hour\(hours.count).requests.txt"))
            let summary = apply.result.stdout.split(separator: "\n").suffix(2).joined(separator: " / ")
            print("hour \(hours.count): exit \(apply.result.status), \(requests.count) requests, \(RequestCount(requests).writes) writes: \(summary)")
            if apply.result.status == 0 { break }
            guard RequestCount(requests).writes > 0 else {
                Issue.record("an hour went by without a write: \(apply.result.stdout.suffix(3000))")
                break
            }
            guard apply.result.stdout.contains("[asc-quota]") else {
                Issue.record("apply stopped for another reason than the quota: \(apply.result.stdout.suffix(3000))")
                break
            }
        }
        report.addApply(hours, hourRequests)
        await report.addCreations(state, hourRequests)
        // Stopped by the hour limit (a look at the first hours, under a profiler say): the rest needs a converged apply.
        guard hours.last?.result.status == 0 else {
            try Data(report.markdown().utf8).write(to: URL(fileURLWithPath: ScaleSettings.reportPath ?? "/dev/null"))
            return
        }

        await state.clearRequests()
        let noOp = try await ScaleCommand.run(game, game.ascArguments("plan"))
        #expect(noOp.result.status == 0, "\(noOp.result.stdout.suffix(3000))")
        report.add("no-op plan (versions not live)", noOp, requests: await state.requests)

        await state.release()
        await state.clearRequests()
        let vouch = try await ScaleCommand.run(game, game.ascArguments("apply", ["--yes"]))
        #expect(vouch.result.status == 0, "\(vouch.result.stdout.suffix(3000))")
        report.add("apply after the release (reads only)", vouch, requests: await state.requests)

        await state.clearRequests()
        let released = try await ScaleCommand.run(game, game.ascArguments("plan"))
        #expect(released.result.status == 0, "\(released.result.stdout.suffix(3000))")
        report.add("released game's no-op plan", released, requests: await state.requests)

        await state.clearRequests()
        let pull = try await ScaleCommand.run(game, game.ascArguments("pull", ["--output", "pulled/catalog.yaml", "--app-id", SyncGame.appID, "--game", "Pulled"], catalog: false))
        #expect(pull.result.status == 0, "\(pull.result.stdout.suffix(3000))")
        report.add("pull into a new folder", pull, requests: await state.requests)

        let text = report.markdown()
        print(text)
        try Data(text.utf8).write(to: URL(fileURLWithPath: ScaleSettings.reportPath ?? "/dev/null"))
    }
}

/// What ``SyncScaleRun`` reads from its environment.
enum ScaleSettings {
    /// The report's file (`ACHIEVEMENTS_SYNC_SCALE`); without one the run is skipped.
    static let reportPath = ProcessInfo.processInfo.environment["ACHIEVEMENTS_SYNC_SCALE"].flatMap { $0.isEmpty ? nil : $0 }
    /// How many languages (at most 39); fewer for a quick look (`ACHIEVEMENTS_SYNC_SCALE_LANGUAGES`).
    static let languageCount = min(39, max(1, Int(ProcessInfo.processInfo.environment["ACHIEVEMENTS_SYNC_SCALE_LANGUAGES"] ?? "") ?? 39))
    /// The `achievements` binary measured (`ACHIEVEMENTS_SYNC_SCALE_TOOL`, a
    /// release build say); the tests' own debug build without it.
    static let tool = ProcessInfo.processInfo.environment["ACHIEVEMENTS_SYNC_SCALE_TOOL"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? SyncGame.binary
    /// How many hourly runs at most (`ACHIEVEMENTS_SYNC_SCALE_HOURS`, 120 without
    /// it); fewer stop the run before it converges, and skip what follows apply.
    static let hourLimit = max(1, Int(ProcessInfo.processInfo.environment["ACHIEVEMENTS_SYNC_SCALE_HOURS"] ?? "") ?? 120)
    /// App Store Connect's hourly quota of requests.
    static let hourlyQuota = 3600
}

extension SyncGame {
    /// `asc SUBCOMMAND` with the credentials and the simulator's address, as arguments of the tool.
    func ascArguments(_ subcommand: String, _ arguments: [String] = [], catalog: Bool = true) -> [String] {
        ["asc", subcommand] + (catalog ? ["--catalog", "catalog.yaml"] : [])
            + ["--key-id", simulator.keyID, "--issuer-id", simulator.issuerID, "--private-key", keyPath, "--api-url", simulator.url] + arguments
    }
}
