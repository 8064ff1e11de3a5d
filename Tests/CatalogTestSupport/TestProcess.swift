import Foundation

/// Runs a program for a test and captures what it did, through temporary
/// files rather than pipes (a pipe can fill up, and reading one can be
/// interrupted on Linux Foundation).
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

    /// Runs `executable` with `arguments` in `directory`; `/usr/bin/env` finds
    /// a program on PATH (`run("/usr/bin/env", ["python3", …])`).
    public static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> Result {
        let capture = FileManager.default.temporaryDirectory.appendingPathComponent("test-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: capture) }
        let outURL = capture.appendingPathComponent("stdout"), errURL = capture.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, exitedNormally: process.terminationReason == .exit,
                      stdoutData: try Data(contentsOf: outURL), stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
