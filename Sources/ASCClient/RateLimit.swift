import Foundation
import HTTPTypes

/// App Store Connect's hourly request quota as its last answer told it
/// (`X-Rate-Limit: user-hour-lim:3600;user-hour-rem:3598;`).
public struct RateLimit: Sendable, Hashable {
    /// Requests allowed per rolling hour.
    public var limit: Int
    /// Requests left in it.
    public var remaining: Int

    /// Creates a quota.
    public init(limit: Int, remaining: Int) {
        self.limit = limit
        self.remaining = remaining
    }

    /// The quota of a header value, `nil` when it is not one.
    public init?(header: String) {
        var values: [String: Int] = [:]
        for part in header.split(separator: ";") {
            let pair = part.split(separator: ":", maxSplits: 1)
            guard pair.count == 2, let number = Int(pair[1].trimmingCharacters(in: .whitespaces)), number >= 0 else { continue }
            values[pair[0].trimmingCharacters(in: .whitespaces)] = number
        }
        guard let limit = values["user-hour-lim"], let remaining = values["user-hour-rem"] else { return nil }
        self.init(limit: limit, remaining: remaining)
    }

    /// The header's name.
    public static let headerName = HTTPField.Name("X-Rate-Limit")!
}

/// The latest quota seen and the requests sent, shared by every request of a client.
public final class RateLimitRecorder: Sendable {
    private let latest = LockedValue<RateLimit?>(nil)
    /// The requests sent, and the requests left as this run counts them:
    /// the last answer's figure less what was sent since (requests run
    /// several at a time, so an answer's figure is already stale).
    private let counts = LockedValue<(sent: Int, left: Int?)>((0, nil))

    /// Creates an empty recorder.
    public init() {}

    /// The latest quota, if an answer carried one.
    public var current: RateLimit? { latest.withLock { $0 } }

    /// The requests sent so far (each attempt counts: App Store Connect counts them).
    public var requests: Int { counts.withLock { $0.sent } }

    /// Counts a request about to be sent, unless the requests left are at
    /// or below `reserve`: then nothing is sent (the sync stops before the
    /// quota runs out, and a run an hour later goes on). Checked and
    /// counted at once, so requests sent side by side never overshoot.
    func admit(reserve: Int) throws(QuotaNearlyUsed) {
        let limit = current?.limit ?? 0
        let refused: Int? = counts.withLock { counts in
            if let left = counts.left, left <= reserve { return left }
            counts.sent += 1
            counts.left = counts.left.map { $0 - 1 }
            return nil
        }
        if let refused { throw QuotaNearlyUsed(remaining: refused, limit: limit) }
    }

    func record(_ response: HTTPResponse) {
        guard let value = response.headerFields[RateLimit.headerName], let limit = RateLimit(header: value) else { return }
        latest.withLock { $0 = limit }
        // Never above what this run already counted down to (an answer to an
        // earlier request may arrive after later ones were sent).
        counts.withLock { $0.left = min($0.left ?? limit.remaining, limit.remaining) }
    }
}

/// The hourly quota is at or below the reserve the sync keeps.
struct QuotaNearlyUsed: Error {
    var remaining: Int
    var limit: Int
}
