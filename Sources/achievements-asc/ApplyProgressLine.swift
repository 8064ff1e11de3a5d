#if AppStoreConnectSync
import ASCClient
import ASCSync
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `TIOCGWINSZ`, the request that reads a terminal's size. Darwin defines
/// it with `_IOR('t', 104, struct winsize)`, a macro Swift does not import,
/// so its value is written out there; Glibc's is a plain number.
#if canImport(Darwin)
private let windowSizeRequest: UInt = 0x4008_7468
#else
private let windowSizeRequest = UInt(TIOCGWINSZ)
#endif

/// Where a running `apply` is. On a terminal a person watches, one line is
/// redrawn as each step starts (steps, uploads, the requests left this hour
/// and when the quota stops the run), cut to the terminal's width and
/// erased before the summary. Elsewhere (a pipe, a file, CI) the run stays
/// quiet but for the same line printed at most once a minute, so a log
/// shows a long run is alive and a CI service's no-output timeout never
/// fires; a run shorter than a minute prints only its summary.
final class ApplyProgressLine: @unchecked Sendable {
    /// How the line is shown.
    enum Mode {
        /// Redrawn in place; `width` columns when the terminal tells it.
        case terminal(width: Int?)
        /// A whole line at most every `interval`.
        case log(interval: Duration)
    }

    // @unchecked: `progress` and `lastLogged` are read and written, and the line drawn, only under `lock`.
    private let lock = NSLock()
    private var progress: ApplyProgress
    private let rateLimit: RateLimitRecorder
    private let reserve: GrowingReserve
    private let mode: Mode
    private var lastLogged = ContinuousClock.now

    init(_ plan: SyncPlan, rateLimit: RateLimitRecorder, reserve: GrowingReserve, mode: Mode = ApplyProgressLine.mode()) {
        progress = ApplyProgress(plan)
        self.rateLimit = rateLimit
        self.reserve = reserve
        self.mode = mode
    }

    /// A terminal when standard output is one, `CI` is unset or empty (CI
    /// services set it) and `TERM` is not `dumb`; a log otherwise.
    static func mode(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Mode {
        guard isatty(STDOUT_FILENO) == 1, (environment["CI"] ?? "").isEmpty, environment["TERM"] != "dumb" else {
            return .log(interval: .seconds(60))
        }
        var size = winsize()
        let known = withUnsafeMutablePointer(to: &size) { ioctl(STDOUT_FILENO, windowSizeRequest, $0) } == 0 && size.ws_col > 0
        return .terminal(width: known ? Int(size.ws_col) : nil)
    }

    /// Counts `step` as started and shows the line, as the mode says.
    func start(_ step: SyncStep) {
        lock.lock()
        defer { lock.unlock() }
        progress.start(step)
        switch mode {
        case .terminal(let width):
            write("\r\u{1B}[K" + progress.line(requestsLeft: rateLimit.left, reserve: reserve.requests, width: width))
        case .log(let interval):
            let now = ContinuousClock.now
            guard now - lastLogged >= interval else { return }
            lastLogged = now
            write(progress.line(requestsLeft: rateLimit.left, reserve: reserve.requests) + "\n")
        }
    }

    /// Erases the redrawn line, before the summary.
    func clear() {
        lock.lock()
        defer { lock.unlock() }
        if case .terminal = mode { write("\r\u{1B}[K") }
    }

    private func write(_ text: String) {
        print(text, terminator: "")
        fflush(nil)
    }
}
#endif
