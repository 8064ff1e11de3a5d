import Foundation
import SourceDiagnostics

/// Where and how the client talks to App Store Connect.
public struct ClientConfiguration: Sendable {
    /// The default API root.
    public static let defaultAPIRoot = URL(string: "https://api.appstoreconnect.apple.com")!

    /// The API root (`--api-url`, `ASC_API_URL`).
    public var apiRoot: URL
    /// Retries and backoff.
    public var retry: RetryPolicy
    /// How long one request may take.
    public var requestTimeout: Duration
    /// How many times an upload's delivery state is read before giving up.
    public var deliveryPolls: Int
    /// The wait between two reads of the delivery state.
    public var deliveryInterval: Duration
    /// The largest answer read.
    public var maxResponseBytes: Int
    /// Page size of list requests (App Store Connect allows up to 200).
    public var pageSize: Int
    /// Requests kept back from the hourly quota: at or below this figure in
    /// an answer's `X-Rate-Limit`, the sync stops (and says when to go on).
    public var quotaReserve: Int

    /// Creates a configuration.
    public init(apiRoot: URL = defaultAPIRoot, retry: RetryPolicy = RetryPolicy(), requestTimeout: Duration = .seconds(60),
                deliveryPolls: Int = 60, deliveryInterval: Duration = .seconds(2), maxResponseBytes: Int = ToolLimits.syncResponseBytes,
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
}
