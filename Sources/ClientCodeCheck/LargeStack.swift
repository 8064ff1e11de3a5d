import Foundation
import SourceDiagnostics

/// Runs work on a thread with a large stack and waits for it: swift-syntax
/// recurses once per level of the tree, and ``NestingScan`` bounds the levels
/// it knows of; the large stack is the margin for any it does not. Only
/// touched pages of the stack use memory.
enum LargeStack {
    /// The stack's size (address space).
    static let size = ClientCheckLimits.parserStackBytes

    static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Value {
        let box = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }

    private final class ResultBox<Value>: @unchecked Sendable {
        // @unchecked: written once by the worker thread before it signals, read after the wait.
        var value: Value?
    }
}
