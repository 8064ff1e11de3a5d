import SourceDiagnostics

/// The limits of talking to App Store Connect, each with its reason, so no
/// answer can make the sync read or page without bound. docs/robustness.md
/// lists them.
package enum SyncLimits {
    /// The largest API answer the sync reads from App Store Connect, read
    /// as it arrives and the connection dropped there: a page of 200
    /// achievements is about 200 KiB, so 4 MiB is twenty times the largest
    /// real page. (An image download is bounded by ``ToolLimits/syncImageBytes``.)
    package static let responseBytes = 4 * 1024 * 1024

    /// The most pages the sync follows for one list: 100 achievements per
    /// app is ASC's limit, so 1,000 pages of any size means a server loop.
    package static let pages = 1_000
}
