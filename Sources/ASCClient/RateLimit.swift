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

/// The latest quota seen, shared by every request of a client.
public final class RateLimitRecorder: Sendable {
    private let latest = LockedValue<RateLimit?>(nil)

    /// Creates an empty recorder.
    public init() {}

    /// The latest quota, if an answer carried one.
    public var current: RateLimit? { latest.withLock { $0 } }

    func record(_ response: HTTPResponse) {
        guard let value = response.headerFields[RateLimit.headerName], let limit = RateLimit(header: value) else { return }
        latest.withLock { $0 = limit }
    }
}
