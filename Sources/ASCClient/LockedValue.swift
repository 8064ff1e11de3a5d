import Foundation

/// A value shared between concurrent requests, read and written under a lock
/// (`Mutex` needs macOS 15; the package supports macOS 13).
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is read and written only under `lock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value, holding the lock.
    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
