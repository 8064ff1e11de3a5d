import CatalogYAML
import Foundation

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
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(Failure(rule: YAMLRule.unreadable, message: "cannot open \(path) for reading (permission denied?)"))
        }
        defer { try? handle.close() }
        do {
            // Read one byte past the limit so an oversized file is never loaded whole.
            let data = try handle.read(upToCount: maxBytes == .max ? .max : maxBytes + 1) ?? Data()
            if data.count > maxBytes {
                return .failure(Failure(rule: YAMLRule.tooLarge, message: "the file is larger than the limit of \(maxBytes) bytes"))
            }
            return .success([UInt8](data))
        } catch {
            return .failure(Failure(rule: YAMLRule.unreadable, message: "cannot read \(path): \(error.localizedDescription)"))
        }
    }
}
