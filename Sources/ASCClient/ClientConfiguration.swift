import Foundation
import SourceDiagnostics

/// Where and how the client talks to App Store Connect.
package struct ClientConfiguration: Sendable {
    /// The default API root.
    package static let defaultAPIRoot = URL(string: "https://api.appstoreconnect.apple.com")!

    /// The API root (`--api-url`, `ASC_API_URL`).
    package var apiRoot: URL
    /// Retries and backoff.
    package var retry: RetryPolicy
    /// How long one request may take.
    package var requestTimeout: Duration
    /// How many times an upload's delivery state is read before giving up.
    package var deliveryPolls: Int
    /// The longest wait between two reads of the delivery state. The first
    /// wait is an eighth of it and each next one doubles, so an image
    /// processed at once costs a short wait, and a slow one no more reads
    /// than at this interval (see ``deliveryWait(beforeRead:)``).
    package var deliveryInterval: Duration
    /// The largest answer read.
    package var maxResponseBytes: Int
    /// Page size of list requests (App Store Connect allows up to 200).
    package var pageSize: Int
    /// Requests kept back from the hourly quota: at or below this figure in
    /// an answer's `X-Rate-Limit`, the sync stops (and says when to go on).
    package var quotaReserve: Int

    /// Creates a configuration.
    package init(apiRoot: URL = defaultAPIRoot, retry: RetryPolicy = RetryPolicy(), requestTimeout: Duration = .seconds(60),
                deliveryPolls: Int = 60, deliveryInterval: Duration = .seconds(2), maxResponseBytes: Int = SyncLimits.responseBytes,
                pageSize: Int = 200, quotaReserve: Int = 10) {
        self.apiRoot = apiRoot
        self.retry = retry
        self.requestTimeout = requestTimeout
        self.deliveryPolls = max(1, deliveryPolls)
        self.deliveryInterval = deliveryInterval
        self.maxResponseBytes = maxResponseBytes
        self.pageSize = min(max(1, pageSize), 200)
        self.quotaReserve = max(0, quotaReserve)
    }

    /// The wait before the `read`-th read of a delivery state (the first read,
    /// 0, follows the commit at once): an eighth of ``deliveryInterval``,
    /// doubling up to it.
    package func deliveryWait(beforeRead read: Int) -> Duration {
        guard read > 0 else { return .zero }
        return min(deliveryInterval, deliveryInterval / 8 * (1 << min(read - 1, 3)))
    }
}
