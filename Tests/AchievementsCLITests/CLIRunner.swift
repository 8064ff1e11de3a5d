import Foundation

/// Runs the built `achievements` binary and captures what it does.
struct CLIRunner {
    /// What one run did.
    struct Result {
        var status: Int32
        var exitedNormally: Bool
        var stdout: String
        var stderr: String
    }

    /// The repository root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary, next to the test bundle in the build folder.
    static let binary: URL? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("achievements")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// Runs the binary with `arguments` in `directory` (the repository root by default).
    static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> Result {
        guard let binary else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // Files, not pipes: the child never blocks on a full pipe, and no read
        // can be interrupted while it runs.
        let capture = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: capture) }
        let outURL = capture.appendingPathComponent("stdout")
        let errURL = capture.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let stdout = try Data(contentsOf: outURL)
        let stderr = try Data(contentsOf: errURL)
        return Result(
            status: process.terminationStatus,
            exitedNormally: process.terminationReason == .exit,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self)
        )
    }

    /// A new empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("achievements-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to `name` in a new temporary folder and returns the folder.
    static func folder(with text: String, named name: String = "catalog.yaml") throws -> URL {
        let folder = try temporaryFolder()
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return folder
    }
}
