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
    /// The wait between two reads of the delivery state, but for the first
    /// (a quarter of it), so an image processed at once costs a short wait,
    /// and a slow one at most one read more than at this interval (see
    /// ``deliveryWait(beforeRead:)``): reads count against the hourly quota.
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
    /// 0, follows the commit at once): a quarter of ``deliveryInterval``
    /// before the second read, the whole interval after that.
    package func deliveryWait(beforeRead read: Int) -> Duration {
        switch read {
        case ...0: .zero
        case 1: deliveryInterval / 4
        default: deliveryInterval
        }
    }
}
