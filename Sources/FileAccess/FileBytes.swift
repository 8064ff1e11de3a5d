#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SourceDiagnostics

/// Reads a file's bytes with a bound checked before reading, turning every
/// failure into a rule and a message.
///
/// Symbolic links are followed to what they name (a catalog or lock that is a
/// link to a regular file reads fine). Only regular files are read, since a
/// FIFO or a device could block or never end; the exception is standard input
/// named as `/dev/stdin` or `-`, which the user asked for, read up to the same bound.
package enum FileBytes {
    /// Whether `a` and `b` hold the same bytes, compared as memory: a file
    /// may be megabytes, and `==` on byte arrays goes element by element.
    package static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// Why a file could not be read.
    package struct Failure: Error, Sendable, Equatable {
        /// The rule ID to report.
        package var rule: RuleID
        /// What went wrong.
        package var message: String

        /// Creates a failure.
        package init(rule: RuleID, message: String) {
            self.rule = rule
            self.message = message
        }
    }

    /// The bytes of the file at `path`, refusing anything but a regular file
    /// and files over `maxBytes` before reading them.
    package static func read(_ path: String, maxBytes: Int) -> Result<[UInt8], Failure> {
        if path == "-" || path == "/dev/stdin" {
            return readAll(STDIN_FILENO, path: path, maxBytes: maxBytes, expected: 0)
        }
        switch open(path) {
        case .failure(let failure): return .failure(failure)
        case .success(let (descriptor, size)):
            defer { close(descriptor) }
            if size > maxBytes {
                return .failure(Failure(rule: FileRule.tooLarge.id,
                                        message: "\(path) is \(size) bytes, larger than the limit of \(maxBytes) bytes"))
            }
            return readAll(descriptor, path: path, maxBytes: maxBytes, expected: size)
        }
    }

    /// Whether something exists at `path` (following symbolic links), as
    /// `FileManager.fileExists` answers, without Foundation.
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// The first `count` bytes of the regular file at `path` (fewer when it is
    /// shorter), however large the file is.
    package static func readPrefix(_ path: String, count: Int) -> Result<[UInt8], Failure> {
        switch open(path) {
        case .failure(let failure): return .failure(failure)
        case .success(let (descriptor, size)):
            defer { close(descriptor) }
            var bytes = [UInt8](repeating: 0, count: max(0, min(count, size)))
            var filled = 0
            while filled < bytes.count {
                let got = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, $0.count - filled) }
                if got < 0 {
                    if errno == EINTR { continue }
                    return .failure(Failure(rule: FileRule.unreadable.id, message: "cannot read \(path): \(String(cString: strerror(errno)))"))
                }
                if got == 0 { break }
                filled += got
            }
            return .success(Array(bytes[0..<filled]))
        }
    }

    /// Opens a regular file (following links) and says its size.
    private static func open(_ path: String) -> Result<(Int32, Int), Failure> {
        if path.isEmpty || path.contains("\0") {
            return .failure(Failure(rule: FileRule.unreadable.id, message: "'\(path)' is not a file path"))
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let reason = errno == ENOENT ? "no such file: \(path)" : "cannot read \(path): \(String(cString: strerror(errno)))"
            return .failure(Failure(rule: FileRule.unreadable.id, message: reason))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(Failure(rule: FileRule.unreadable.id, message: "\(path) is a directory, not a file"))
        default: return .failure(Failure(rule: FileRule.unreadable.id, message: "\(path) is not a regular file"))
        }
        let descriptor = systemOpen(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            return .failure(Failure(rule: FileRule.unreadable.id, message: "cannot open \(path) for reading: \(String(cString: strerror(errno)))"))
        }
        // Check again on the open file: the path may have been swapped since stat.
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(Failure(rule: FileRule.unreadable.id, message: "\(path) is not a regular file"))
        }
        return .success((descriptor, Int(clamping: opened.st_size)))
    }

    /// Reads to the end, one byte past the limit so a file that grew since
    /// it was measured is still caught.
    private static func readAll(_ descriptor: Int32, path: String, maxBytes: Int, expected: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        bytes.reserveCapacity(min(expected, maxBytes) + 1)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(Failure(rule: FileRule.unreadable.id, message: "cannot read \(path): \(String(cString: strerror(errno)))"))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maxBytes {
                return .failure(Failure(rule: FileRule.tooLarge.id, message: "\(path) is larger than the limit of \(maxBytes) bytes"))
            }
        }
        return .success(bytes)
    }
}

/// The C library's `read(2)` (the name `read` is taken by ``FileBytes/read(_:maxBytes:)``).
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}

/// The C library's `open(2)` (the name `open` is taken by a method above).
func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    #if canImport(Glibc)
    Glibc.open(path, flags, mode)
    #else
    Darwin.open(path, flags, mode)
    #endif
}
