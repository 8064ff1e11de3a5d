import Subprocess
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// Runs a program to completion with swift-subprocess and collects what it
/// did, with bounded output: the one way the tool (git) and its tests (the
/// tool itself, git, swiftc, Python) run other programs.
package enum ProcessRunner {
    /// What a run did.
    package struct Result: Sendable {
        /// The exit status; the signal number when it was killed by one.
        package var status: Int32
        /// Whether it exited by itself (not by a signal).
        package var exitedNormally: Bool
        /// Standard output; `nil` when it was larger than the limit (the rest was read and dropped).
        package var standardOutput: [UInt8]?
        /// Standard error, cut at the limit.
        package var standardError: String
    }

    /// Runs `executable` (a path, or a name looked up on PATH) with
    /// `arguments` in `directory`, with no standard input.
    package static func run(_ executable: String, _ arguments: [String], in directory: String? = nil,
                           maxOutputBytes: Int = 64 * 1024 * 1024, maxErrorBytes: Int = 1024 * 1024) async throws -> Result {
        let program: Executable = executable.contains("/") ? .path(FilePath(executable)) : .name(executable)
        let run = try await Subprocess.run(
            program, arguments: Arguments(arguments), workingDirectory: directory.map { FilePath($0) },
            input: .none, output: .sequence, error: .sequence
        ) { execution in
            // Both streams are read to their end at once, so the program never blocks on a full pipe.
            async let error = collect(execution.standardError, limit: maxErrorBytes)
            let output = try await collect(execution.standardOutput, limit: maxOutputBytes)
            return (output, try await error)
        }
        let (output, error) = run.closureResult
        let (status, exitedNormally): (Int32, Bool) = switch run.terminationStatus {
        case .exited(let code): (Int32(truncatingIfNeeded: code), true)
        case .signaled(let signal): (Int32(truncatingIfNeeded: signal), false)
        }
        return Result(status: status, exitedNormally: exitedNormally, standardOutput: output,
                      standardError: String(decoding: error ?? [], as: UTF8.self))
    }

    /// Every byte of `stream` up to `limit`; `nil` past it (the rest is still read, and dropped).
    private static func collect(_ stream: SubprocessOutputSequence, limit: Int) async throws -> [UInt8]? {
        var bytes: [UInt8] = []
        var overflowed = false
        for try await buffer in stream {
            guard !overflowed else { continue }
            buffer.withUnsafeBytes { raw in bytes.append(contentsOf: raw) }
            if bytes.count > limit {
                overflowed = true
                bytes = []
            }
        }
        return overflowed ? nil : bytes
    }
}
