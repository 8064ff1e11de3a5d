import Foundation
import ProcessRunning

/// Runs a program for a test and captures what it did, through the same
/// `ProcessRunner` (swift-subprocess) the tool uses for git.
///
/// At most four programs per core run at a time, so hundreds of tests
/// started at once queue here rather than all fork together. Most of them
/// are sync runs, which wait on this process for much of their run (the
/// simulator's answer to each request): with one per core the cores sat
/// idle for about a third of the test run, which took 165–169 s instead of
/// 109–120 s here.
public enum TestProcess {
    /// What one run did.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Whether the program exited (rather than being killed by a signal).
        public var exitedNormally: Bool
        /// Standard output as bytes.
        public var stdoutData: Data
        /// Standard output as text.
        public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
        /// Standard error as text.
        public var stderr: String
    }

    private static let slots = Slots(4 * ProcessInfo.processInfo.activeProcessorCount)

    /// Runs `executable` with `arguments` in `directory`; `/usr/bin/env` finds
    /// a program on PATH (`run("/usr/bin/env", ["python3", …])`).
    public static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) async throws -> Result {
        await slots.acquire()
        defer { Task { await slots.release() } }
        let run = try await ProcessRunner.run(executable, arguments, in: directory?.path)
        return Result(status: run.status, exitedNormally: run.exitedNormally, stdoutData: Data(run.standardOutput ?? []),
                      stderr: run.standardError)
    }

    /// A counting semaphore for async callers.
    private actor Slots {
        private var free: Int
        private var waiting: [CheckedContinuation<Void, Never>] = []

        init(_ count: Int) { free = max(1, count) }

        func acquire() async {
            if free > 0 {
                free -= 1
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func release() {
            if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
        }
    }
}
