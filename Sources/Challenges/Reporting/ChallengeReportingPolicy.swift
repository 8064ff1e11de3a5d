/// How the service paces reporting: how long one reporter call may take and
/// how long it waits before retrying after a failure.
public struct ChallengeReportingPolicy: Hashable, Sendable {
    /// A reporter call that has not returned by then counts as failed.
    public var callTimeout: Duration
    /// The wait before the first automatic retry after a failed pass.
    public var initialRetryDelay: Duration
    /// The longest wait between automatic retries; the wait doubles up to it.
    public var maximumRetryDelay: Duration

    /// Creates a policy; the defaults suit Game Center.
    public init(callTimeout: Duration = .seconds(30), initialRetryDelay: Duration = .seconds(5),
                maximumRetryDelay: Duration = .seconds(600)) {
        self.callTimeout = callTimeout
        self.initialRetryDelay = initialRetryDelay
        self.maximumRetryDelay = maximumRetryDelay
    }

    /// The wait before retry number `attempt` (1 for the first): doubling
    /// from ``initialRetryDelay``, capped at ``maximumRetryDelay``.
    public func retryDelay(attempt: Int) -> Duration {
        var delay = initialRetryDelay
        for _ in 1..<max(1, min(attempt, 64)) {
            delay *= 2
            if delay >= maximumRetryDelay { return maximumRetryDelay }
        }
        return min(delay, maximumRetryDelay)
    }
}
