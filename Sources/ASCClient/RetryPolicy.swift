import Foundation

/// How the client retries: 429 after `Retry-After` (or a backoff), 5xx and
/// lost connections with exponential backoff and jitter, a bounded number of
/// times. A POST whose connection was lost is not retried (App Store Connect
/// may have created the resource): the next plan shows what is left.
package struct RetryPolicy: Sendable, Hashable {
    /// Attempts per request, the first included.
    package var maxAttempts: Int
    /// The first backoff delay; each retry doubles it.
    package var baseDelay: Duration
    /// The longest single wait, `Retry-After` included.
    package var maxDelay: Duration

    /// Creates a policy.
    package init(maxAttempts: Int = 5, baseDelay: Duration = .milliseconds(500), maxDelay: Duration = .seconds(60)) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    /// The wait before attempt `attempt + 1` (attempt counts from 1): the
    /// server's `Retry-After` seconds when given, else base × 2^(attempt−1),
    /// with up to half of it added at random; never above ``maxDelay``.
    package func delay(afterAttempt attempt: Int, retryAfter: String?, random: Double = Double.random(in: 0..<1)) -> Duration {
        if let retryAfter, let seconds = Int(retryAfter.trimmingCharacters(in: .whitespaces)), seconds >= 0 {
            return min(.seconds(seconds), maxDelay)
        }
        let exponent = min(max(0, attempt - 1), 20)
        let backoff = baseDelay * (1 << exponent)
        let jittered = backoff + backoff * (max(0, min(random, 1)) / 2)
        return min(jittered, maxDelay)
    }
}
