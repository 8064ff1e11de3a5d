/// An App Store Connect ID that is no longer used and may never be used again:
/// ASC IDs are permanent, and a live achievement can only be archived.
package struct RetiredAchievement: Sendable, Hashable {
    /// The retired ASC ID.
    package var id: Located<String>
    /// Why it was retired, for the next reader.
    package var reason: Located<String>?
    /// What it was: an achievement unless the entry says `kind: leaderboard`.
    package var kind: RetiredKind

    /// Creates a retired entry.
    package init(id: Located<String>, reason: Located<String>?, kind: RetiredKind = .achievement) {
        self.id = id
        self.reason = reason
        self.kind = kind
    }
}

/// The kind a retired ID was (each kind's IDs are its own); the raw values
/// are the lock's kind names. A leaderboard set has no archived state in
/// App Store Connect: retiring one only keeps its ID from being used again.
package enum RetiredKind: String, CaseIterable, Sendable, Hashable {
    /// An achievement (the default).
    case achievement
    /// A leaderboard.
    case leaderboard
    /// A leaderboard set.
    case leaderboardSet
}
