import CatalogYAML
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file's bytes, turning every failure into a rule and a message.
public enum FileBytes {
    /// Why a file could not be read.
    public struct Failure: Error, Sendable, Equatable {
        /// The rule ID to report.
        public var rule: String
        /// What went wrong.
        public var message: String
    }

    /// The bytes of the file at `path`, refusing directories and files over `maxBytes`
    /// before reading them.
    public static func read(_ path: String, maxBytes: Int = .max) -> Result<[UInt8], Failure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Failure(rule: YAMLRule.unreadable, message: "no such file: \(path)"))
        }
        if isDirectory.boolValue {
            return .failure(Failure(rule: YAMLRule.unreadable, message: "\(path) is a directory, not a file"))
        }
        // A FIFO or a device would block or never end: only regular files are read.
        let isRegular = (try? URL(fileURLWithPath: path).resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? nil
        if isRegular == false {
            return .failure(Failure(rule: YAMLRule.unreadable, message: "\(path) is not a regular file"))
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(Failure(rule: YAMLRule.unreadable, message: "cannot open \(path) for reading (permission denied?)"))
        }
        defer { close(descriptor) }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        if size > maxBytes {
            return .failure(Failure(rule: YAMLRule.tooLarge, message: "the file is larger than the limit of \(maxBytes) bytes"))
        }
        // Read straight into the array (no intermediate Data), one byte past the
        // limit so a file that grew since fstat is still caught.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        bytes.reserveCapacity(size + 1)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(rule: YAMLRule.unreadable, message: "cannot read \(path): \(String(cString: strerror(errno)))"))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maxBytes {
                return .failure(Failure(rule: YAMLRule.tooLarge, message: "the file is larger than the limit of \(maxBytes) bytes"))
            }
        }
        return .success(bytes)
    }
}

/// The C library's `read(2)` (the name `read` is taken by ``FileBytes/read(_:maxBytes:)``).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
