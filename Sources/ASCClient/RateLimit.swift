import Foundation
import HTTPTypes

/// App Store Connect's hourly request quota as its last answer told it
/// (`X-Rate-Limit: user-hour-lim:3600;user-hour-rem:3598;`).
package struct RateLimit: Sendable, Hashable {
    /// Requests allowed per rolling hour.
    package var limit: Int
    /// Requests left in it.
    package var remaining: Int

    /// Creates a quota.
    package init(limit: Int, remaining: Int) {
        self.limit = limit
        self.remaining = remaining
    }

    /// The quota of a header value, `nil` when it is not one.
    package init?(header: String) {
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
    package static let headerName = HTTPField.Name("X-Rate-Limit")!
}

/// The latest quota seen and the requests sent, shared by every request of a client.
package final class RateLimitRecorder: Sendable {
    /// What this run knows: the last answer's quota, the requests sent, and
    /// the API requests left as this run counts them (the last answer's
    /// figure less what was sent since: requests run several at a time, so
    /// an answer's figure is already stale).
    struct Counts {
        var latest: RateLimit?
        var sent = 0
        var left: Int?
    }

    private let counts = LockedValue(Counts())

    /// Creates an empty recorder.
    package init() {}

    /// The latest quota, if an answer carried one.
    package var current: RateLimit? { counts.withLock { $0.latest } }

    /// The requests sent so far, upload parts and image downloads included
    /// (each attempt counts).
    package var requests: Int { counts.withLock { $0.sent } }

    /// The API requests left as this run counts them, if an answer said.
    package var left: Int? { counts.withLock { $0.left } }

    /// Counts a request about to be sent. An API request (`countsAgainstQuota`)
    /// is refused when the requests left are at or below `reserve`: nothing
    /// is sent, the sync stops before the quota runs out, and a run an hour
    /// later goes on. Checked and counted at once, so requests sent side by
    /// side never overshoot. Upload parts and image downloads go to other
    /// hosts: counted in ``requests``, not against the quota.
    func admit(reserve: Int, countsAgainstQuota: Bool) throws(QuotaNearlyUsed) {
        let refused: QuotaNearlyUsed? = counts.withLock { counts in
            if countsAgainstQuota, let left = counts.left, left <= reserve {
                return QuotaNearlyUsed(remaining: left, limit: counts.latest?.limit ?? 0)
            }
            counts.sent += 1
            if countsAgainstQuota { counts.left = counts.left.map { $0 - 1 } }
            return nil
        }
        if let refused { throw refused }
    }

    func record(_ response: HTTPResponse) {
        guard let value = response.headerFields[RateLimit.headerName], let limit = RateLimit(header: value) else { return }
        counts.withLock { counts in
            counts.latest = limit
            // Never above what this run already counted down to (an answer to
            // an earlier request may arrive after later ones were sent).
            counts.left = min(counts.left ?? limit.remaining, limit.remaining)
        }
    }
}

/// The requests the sync keeps back from the hourly quota, for the work in
/// this task: `apply` keeps enough to read back what it did and record it in
/// the lock, and that read-back (or a submission's cancel) may spend it.
package enum QuotaReserve {
    /// The reserve for requests sent in this task, `nil` for the client's own.
    @TaskLocal package static var requests: Int?
    /// A reserve that grows with what the task touched, ahead of ``requests``.
    @TaskLocal package static var growing: GrowingReserve?

    /// The reserve in force for a request sent now.
    static var current: Int? { growing?.requests ?? requests }
}

/// The reserve `apply` keeps for its read-back, which reads again only the
/// resources the run touched: a base (the client's own reserve, the detail
/// and the lists' pages) and what reading each resource touched so far
/// again takes (its kind's ``ResourceKind/readBackRequests``). Kept
/// from the start for every resource of the plan, it left hundreds of a
/// large run's requests unused at each quota stop; grown as the run goes,
/// the hour is used to within what the read-back needs.
package final class GrowingReserve: Sendable {
    private let base: Int
    private let touched = LockedValue<[String: Int]>([:])

    /// A reserve of `base` with nothing touched.
    package init(base: Int) {
        self.base = base
    }

    /// Counts `resource` (a kind and an ID) as touched, its read-back costing
    /// `requests`: once, however many of its steps run.
    package func touch(_ resource: String, requests: Int = 1) {
        touched.withLock { $0[resource] = max($0[resource] ?? 0, requests) }
    }

    /// The requests kept back whatever the run touched.
    package var baseRequests: Int { base }

    /// Requests held for work already begun (an upload's commit), until it sends them.
    private let held = LockedValue(0)

    /// The requests kept back now.
    package var requests: Int { base + held.withLock { $0 } + touched.withLock { $0.values.reduce(0, +) } }

    /// Keeps one more request back until the returned hold is released
    /// (once, however often `release` is called).
    package func hold() -> Hold {
        held.withLock { $0 += 1 }
        return Hold(reserve: self)
    }

    /// One request held back by ``GrowingReserve/hold()``.
    package final class Hold: Sendable {
        private let reserve: GrowingReserve
        private let released = LockedValue(false)

        init(reserve: GrowingReserve) { self.reserve = reserve }

        /// Gives the request back to the run (at most once).
        package func release() {
            let first = released.withLock { wasReleased in
                defer { wasReleased = true }
                return !wasReleased
            }
            if first { reserve.held.withLock { $0 -= 1 } }
        }
    }
}

/// The hourly quota is at or below the reserve the sync keeps.
struct QuotaNearlyUsed: Error {
    var remaining: Int
    var limit: Int
}
