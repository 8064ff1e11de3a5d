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
        let once = ResumeOnce()
        return await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, any Error>, Never>) in
            once.install(continuation)
            let work = Task {
                do {
                    try await operation()
                    once.resume(with: .success(()))
                } catch {
                    once.resume(with: .failure(error))
                }
            }
            let timer = Task {
                try? await Task.sleep(for: limit)
                if once.resume(with: .failure(ChallengeReportTimeout(limit: limit))) { work.cancel() }
            }
            once.onResume { timer.cancel() }
        }
    }

    /// Resumes a continuation once, from whichever side finishes first.
    private final class ResumeOnce: @unchecked Sendable {
        // @unchecked: every stored property is read and written only under `lock`.
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Result<Void, any Error>, Never>?
        private var resumed = false
        private var cleanup: (@Sendable () -> Void)?

        func install(_ continuation: CheckedContinuation<Result<Void, any Error>, Never>) {
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

        /// Resumes with `result` unless resumed already; returns whether this call did.
        @discardableResult
        func resume(with result: Result<Void, any Error>) -> Bool {
            let taken = lock.locked { () -> (CheckedContinuation<Result<Void, any Error>, Never>, (@Sendable () -> Void)?)? in
                guard !resumed, let continuation else { return nil }
                resumed = true
                self.continuation = nil
                defer { cleanup = nil }
                return (continuation, cleanup)
            }
            guard let (continuation, cleanup) = taken else { return false }
            continuation.resume(returning: result)
            cleanup?()
            return true
        }
    }
}
