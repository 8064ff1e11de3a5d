/// An App Store Connect ID that is no longer used and may never be used again:
/// ASC IDs are permanent, and a live achievement can only be archived.
public struct RetiredAchievement: Sendable, Hashable {
    /// The retired ASC ID.
    public var id: Located<String>
    /// Why it was retired, for the next reader.
    public var reason: Located<String>?

    /// Creates a retired entry.
    public init(id: Located<String>, reason: Located<String>?) {
        self.id = id
        self.reason = reason
    }
}
