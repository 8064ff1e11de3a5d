#if AppStoreConnectSync
import ASCClient
import ASCSync
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one line `apply` redraws on a terminal as steps start: steps,
/// uploads, the requests left this hour and when the quota stops the run.
/// Anywhere else (a pipe, a file, CI) it prints nothing, and the run ends
/// with its summary alone.
final class ApplyProgressLine: @unchecked Sendable {
    // @unchecked: `progress` is read and written, and the line drawn, only under `lock`.
    private let lock = NSLock()
    private var progress: ApplyProgress
    private let rateLimit: RateLimitRecorder
    private let reserve: Int
    private let shown: Bool

    init(_ plan: SyncPlan, rateLimit: RateLimitRecorder, reserve: Int, shown: Bool = ApplyProgressLine.onTerminal()) {
        progress = ApplyProgress(plan)
        self.rateLimit = rateLimit
        self.reserve = reserve
        self.shown = shown
    }

    /// Whether standard output is a terminal a person watches: not when
    /// `CI` is set (as CI services set it) or the terminal is `dumb`.
    static func onTerminal(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        isatty(STDOUT_FILENO) == 1 && (environment["CI"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Counts `step` as started and redraws the line.
    func start(_ step: SyncStep) {
        lock.lock()
        defer { lock.unlock() }
        progress.start(step)
        draw("\r\u{1B}[K" + progress.line(requestsLeft: rateLimit.left, reserve: reserve))
    }

    /// Erases the line, before the summary.
    func clear() {
        lock.lock()
        defer { lock.unlock() }
        draw("\r\u{1B}[K")
    }

    private func draw(_ text: String) {
        guard shown else { return }
        print(text, terminator: "")
        fflush(nil)
    }
}
#endif
