/// An App Store Connect ID that is no longer used and may never be used again:
/// ASC IDs are permanent, and a live achievement can only be archived.
package struct RetiredAchievement: Sendable, Hashable {
    /// The retired ASC ID.
    package var id: Located<String>
    /// Why it was retired, for the next reader.
    package var reason: Located<String>?
    /// What it was: an achievement unless the entry says `kind: leaderboard`.
    package var kind: GameCenterKind

    /// Creates a retired entry.
    package init(id: Located<String>, reason: Located<String>?, kind: GameCenterKind = .achievement) {
        self.id = id
        self.reason = reason
        self.kind = kind
    }
}
