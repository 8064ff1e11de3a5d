import CatalogTestSupport
import Foundation
import Testing

/// The build folder that holds the package's compiled modules.
private func modulesFolder() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<5 {
        let modules = folder.appendingPathComponent("Modules")
        if FileManager.default.fileExists(atPath: modules.appendingPathComponent("Challenges.swiftmodule").path) { return modules }
        folder.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile)
}

@Suite("The traps a game falls into warn at compile time", .tags(.process, .compiler), .unlessSkipped(.process, .compiler))
struct MisuseWarningTests {
    @Test("dropping startRun()'s ID, reading currentRunID and the old backfill call each warn, naming the right use")
    func misuseWarns() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("misuse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            import Challenges

            func gameOver(_ challenges: LocalChallengeProgressService, _ telemetry: RunTelemetryRecorder) async {
                telemetry.startRun()
                if let id = telemetry.currentRunID, let finished = telemetry.finishRun(id, metrics: [:]) {
                    await challenges.recordCompletedRun(finished)
                }
                await challenges.backfillIfNeeded(version: 1, metric: "overtakes", bestScores: ["cruise": 120])
            }

            func rightUse(_ challenges: LocalChallengeProgressService, _ telemetry: RunTelemetryRecorder) async {
                await challenges.launch(backfill: [ChallengeBackfill(metric: "overtakes", bestScores: ["cruise": 120])])
                let run = telemetry.startRun()
                if let finished = telemetry.finishRun(run, metrics: [:]) {
                    await challenges.recordCompletedRun(finished)
                }
                await challenges.reportPending(deadline: .seconds(2))
            }

            """.utf8).write(to: folder.appendingPathComponent("game.swift"))
        let result = try await TestProcess.run("/usr/bin/env", [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", try modulesFolder().path, "game.swift",
        ], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let warnings = (result.stdout + result.stderr).components(separatedBy: "\n")
            .filter { $0.hasPrefix("game.swift:") && $0.contains(": warning: ") }
            .map { $0.components(separatedBy: ": warning: ")[1].replacingOccurrences(of: #" \[#[\w-]+\]$"#, with: "", options: .regularExpression) }
        #expect(warnings == [
            "result of call to 'startRun()' is unused",
            "'currentRunID' is deprecated: keep the ID startRun() returns and pass that to finishRun(_:metrics:); this is for display only",
            "'backfillIfNeeded(version:metric:bestScores:)' is deprecated: use launch(backfill: [ChallengeBackfill(version:metric:bestScores:)]), the one call at launch",
        ])
    }
}
