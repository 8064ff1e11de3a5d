#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif
import Foundation

/// An exclusive advisory lock on a file (`flock`), held for the length of one
/// call: every process that takes the lock on the same path waits for the
/// others. Within one process, two stores over the same path exclude each
/// other too (`flock` locks belong to the open file, not to the process).
///
/// The lock file is a file of its own beside the data, never the data file:
/// data is written to a temporary file renamed over the old one, which would
/// leave a lock on the old file behind.
enum FileLock {
    /// Why the lock could not be taken.
    struct Failure: Error, CustomStringConvertible {
        let path: String
        let errorNumber: Int32
        var description: String { "could not lock \(path) (\(String(cString: strerror(errorNumber))))" }
    }

    /// Runs `body` holding the lock on `path`, creating the file if needed.
    static func withLock<T>(at path: String, _ body: () throws -> T) throws -> T {
        #if os(Windows)
        return try body()
        #else
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(path: path, errorNumber: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Failure(path: path, errorNumber: errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
        #endif
    }
}
