import CatalogTestSupport
import Challenges
import Foundation
import Testing

/// Runs `challenge-store-hammer` once per argument list, all at once, starting
/// them together; returns each one's exit status and standard error. A process
/// still running after 3 minutes is ended and counts as failed.
private func hammerTogether(_ runs: [[String]]) async throws -> [(status: Int32, stderr: String)] {
    let helper = try #require(PackageTools.url(named: "challenge-store-hammer"), "challenge-store-hammer was not built")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hammer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let start = folder.appendingPathComponent("start")
    var launched: [(Process, URL)] = []
    for (index, arguments) in runs.enumerated() {
        let process = Process()
        process.executableURL = helper
        process.arguments = arguments + ["--start-when", start.path]
        let errors = folder.appendingPathComponent("stderr-\(index)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        launched.append((process, errors))
    }
    _ = FileManager.default.createFile(atPath: start.path, contents: nil) // both go at once
    var results: [(status: Int32, stderr: String)] = []
    for (process, errors) in launched {
        let deadline = ContinuousClock.now + .seconds(180)
        while process.isRunning && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            results.append((-1, "still running after 180 s"))
        } else {
            results.append((process.terminationStatus, (try? String(contentsOf: errors, encoding: .utf8)) ?? ""))
        }
    }
    return results
}

private let overtakes: ChallengeMetric = "overtakes"
private let count = 400

@Suite("Two processes over one store never lose an increment", .quietLogs, .tags(.process), .unlessSkipped(.process))
struct TwoProcessTests {
    @Test("the JSON file store: two processes, each adding 1 through update 400 times, total exactly 800")
    func fileStoreUpdates() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("two-process-\(UUID().uuidString).json")
        defer { for suffix in ["", ".lastgood", ".lock"] { try? FileManager.default.removeItem(atPath: url.path + suffix) } }
        let results = try await hammerTogether([
            ["--file", url.path, "--writer", "com.example.game", "--count", "\(count)", "--via", "store"],
            ["--file", url.path, "--writer", "com.example.game.widget", "--count", "\(count)", "--via", "store"],
        ])
        #expect(results.map(\.status) == [0, 0], "\(results.map(\.stderr))")
        let stored = JSONFileChallengeProgressStore(url: url).load()
        #expect(stored.recovery == nil)
        #expect(stored.snapshot.cumulativeByWriter == ["com.example.game": [overtakes: count],
                                                       "com.example.game.widget": [overtakes: count]])
        #expect(stored.snapshot.cumulative(overtakes) == 2 * count)
    }

    @Test("the JSON file store: an app and its extension recording runs through their services, total exactly 800")
    func fileStoreServices() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("two-process-\(UUID().uuidString).json")
        defer { for suffix in ["", ".lastgood", ".lock"] { try? FileManager.default.removeItem(atPath: url.path + suffix) } }
        let results = try await hammerTogether([
            ["--file", url.path, "--writer", "com.example.game", "--count", "\(count)", "--via", "service"],
            ["--file", url.path, "--writer", "com.example.game.extension", "--count", "\(count)", "--via", "service"],
        ])
        #expect(results.map(\.status) == [0, 0], "\(results.map(\.stderr))")
        let stored = JSONFileChallengeProgressStore(url: url).load().snapshot
        #expect(stored.cumulative(overtakes) == 2 * count)
        #expect(stored.achievedChallengeIDs == [])
    }

    @Test("a defaults suite with a lock file: two processes, each adding 1 through update 400 times, total exactly 800")
    func defaultsStoreUpdates() async throws {
        let suite = "two-process-\(UUID().uuidString)"
        let lock = FileManager.default.temporaryDirectory.appendingPathComponent("\(suite).lock")
        defer {
            UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite)
            try? FileManager.default.removeItem(at: lock)
        }
        let results = try await hammerTogether([
            ["--defaults", suite, "--lock", lock.path, "--writer", "com.example.game", "--count", "\(count)", "--via", "store"],
            ["--defaults", suite, "--lock", lock.path, "--writer", "com.example.game.widget", "--count", "\(count)", "--via", "store"],
        ])
        #expect(results.map(\.status) == [0, 0], "\(results.map(\.stderr))")
        let defaults = try #require(UserDefaults(suiteName: suite))
        let stored = UserDefaultsChallengeProgressStore(defaults: defaults, lockFile: lock).load()
        #expect(stored.recovery == nil)
        #expect(stored.snapshot.cumulativeByWriter == ["com.example.game": [overtakes: count],
                                                       "com.example.game.widget": [overtakes: count]])
    }

    @Test("two store objects over one file in one process exclude each other too")
    func twoStoreObjectsOneFile() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("two-objects-\(UUID().uuidString).json")
        defer { for suffix in ["", ".lastgood", ".lock"] { try? FileManager.default.removeItem(atPath: url.path + suffix) } }
        let stores = [JSONFileChallengeProgressStore(url: url), JSONFileChallengeProgressStore(url: url)]
        await withTaskGroup(of: Void.self) { group in
            for (index, store) in stores.enumerated() {
                group.addTask {
                    for _ in 0..<200 {
                        _ = try? store.update { stored in
                            var next = stored
                            next.addCumulative(overtakes, 1, writer: "writer-\(index)")
                            return next
                        }
                    }
                }
            }
        }
        #expect(JSONFileChallengeProgressStore(url: url).load().snapshot.cumulative(overtakes) == 400)
    }
}
