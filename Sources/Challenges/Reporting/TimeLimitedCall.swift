import Foundation

/// A call that did not return within its time limit.
public struct ChallengeReportTimeout: Error, Hashable, Sendable, CustomStringConvertible {
    /// The limit that passed.
    public let limit: Duration

    public var description: String { "the reporter did not answer within \(limit)" }
}

/// Runs an async call with a time limit that holds even when the call ignores
/// cancellation: the caller resumes at the limit and the call, cancelled, is
/// left to end on its own.
enum TimeLimitedCall {
    static func run(limit: Duration, _ operation: @escaping @Sendable () async throws -> Void) async -> Result<Void, any Error> {
        await first(limit: limit, orElse: .failure(ChallengeReportTimeout(limit: limit))) {
            do {
                try await operation()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
    }

    /// The value of `task` if it ends within `limit`; `nil` otherwise, with
    /// `task` left running (only the wait is given up).
    static func value<T: Sendable>(of task: Task<T, Never>, within limit: Duration) async -> T? {
        await first(limit: limit, orElse: nil) { await task.value }
    }

    /// What `operation` returns, or `fallback` at `limit` if it has not
    /// returned by then (`operation` is then cancelled and left to end).
    private static func first<T: Sendable>(limit: Duration, orElse fallback: T,
                                           _ operation: @escaping @Sendable () async -> T) async -> T {
        let once = ResumeOnce<T>()
        return await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
            once.install(continuation)
            let work = Task { once.resume(with: await operation()) }
            let timer = Task {
                try? await Task.sleep(for: limit)
                if once.resume(with: fallback) { work.cancel() }
            }
            once.onResume { timer.cancel() }
        }
    }

    /// Resumes a continuation once, from whichever side finishes first.
    private final class ResumeOnce<T: Sendable>: @unchecked Sendable {
        // @unchecked: every stored property is read and written only under `lock`.
        private let lock = NSLock()
        private var continuation: CheckedContinuation<T, Never>?
        private var resumed = false
        private var cleanup: (@Sendable () -> Void)?

        func install(_ continuation: CheckedContinuation<T, Never>) {
            lock.locked { self.continuation = continuation }
        }

        /// Runs `body` once resumed (at once if already resumed).
        func onResume(_ body: @escaping @Sendable () -> Void) {
            let runNow = lock.locked { () -> Bool in
                if resumed { return true }
                cleanup = body
                return false
            }
            if runNow { body() }
        }

        /// Resumes with `value` unless resumed already; returns whether this call did.
        @discardableResult
        func resume(with value: T) -> Bool {
            let taken = lock.locked { () -> (CheckedContinuation<T, Never>, (@Sendable () -> Void)?)? in
                guard !resumed, let continuation else { return nil }
                resumed = true
                self.continuation = nil
                defer { cleanup = nil }
                return (continuation, cleanup)
            }
            guard let (continuation, cleanup) = taken else { return false }
            continuation.resume(returning: value)
            cleanup?()
            return true
        }
    }
}
