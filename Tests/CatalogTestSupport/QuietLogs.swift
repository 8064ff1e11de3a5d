import Foundation
import Logging
import Testing

/// A suite trait that sends every swift-log message of the test process to a
/// file instead of the test output, which would otherwise carry hundreds of
/// runtime log lines: `$TMPDIR/achievements-test-logs.txt` (printed at the
/// top of the file), to read when a test fails. Set ACHIEVEMENTS_TEST_LOGS=1
/// to print them as usual. Logging is bootstrapped once per process.
public struct QuietLogs: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// The file the messages go to.
    public static let file = FileManager.default.temporaryDirectory.appendingPathComponent("achievements-test-logs.txt")

    private static let bootstrap: Void = {
        guard ProcessInfo.processInfo.environment["ACHIEVEMENTS_TEST_LOGS"] != "1" else { return }
        _ = FileManager.default.createFile(atPath: file.path, contents: Data("swift-log messages of the last test run\n".utf8))
        guard let handle = try? FileHandle(forWritingTo: file) else { return }
        let stream = FileStream(handle: handle)
        LoggingSystem.bootstrap { label in StreamLogHandler(label: label, stream: stream) }
    }()

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        _ = Self.bootstrap
        try await function()
    }
}

extension Trait where Self == QuietLogs {
    /// Log messages go to a file, not the test output.
    public static var quietLogs: Self { QuietLogs() }
}

/// Appends text to a file handle, one write at a time.
private final class FileStream: TextOutputStream, @unchecked Sendable {
    // @unchecked: `handle` is written only under `lock`.
    private let lock = NSLock()
    private let handle: FileHandle

    init(handle: FileHandle) {
        self.handle = handle
        handle.seekToEndOfFile()
    }

    func write(_ string: String) {
        lock.lock()
        defer { lock.unlock() }
        handle.write(Data(string.utf8))
    }
}
