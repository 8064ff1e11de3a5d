import FileAccess
import Foundation

/// Runs a command to completion and captures its output through temporary
/// files (no pipe that can fill up or be interrupted while reading).
enum Subprocess {
    struct Result {
        var status: Int32
        /// `nil` when the output was larger than the limit (it is not read).
        var stdout: Data?
        var stderr: String
    }

    /// Runs `arguments[0]` found on PATH with the rest as its arguments;
    /// output beyond `maxOutputBytes` is not read.
    static func run(_ arguments: [String], in directory: String? = nil, maxOutputBytes: Int) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("achievements-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let stdout = try? FileBytes.read(outURL.path, maxBytes: maxOutputBytes).get()
        let stderr = (try? FileBytes.readPrefix(errURL.path, count: 64 * 1024).get()) ?? []
        return Result(status: process.terminationStatus, stdout: stdout.map { Data($0) }, stderr: String(decoding: stderr, as: UTF8.self))
    }
}
