import Foundation

extension NSLock {
    /// Runs `body` holding the lock (`withLock` needs macOS 14 and iOS 17).
    func locked<T: ~Copyable>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
