/// A leaderboard in a template.
package struct LeaderboardContext: Sendable, Hashable {
    /// The local key.
    package var key: String
    /// The key as a Swift string literal.
    package var keyLiteral: String
    /// The key as a Swift identifier.
    package var identifier: String
    /// The App Store Connect ID as a Swift string literal.
    package var ascIDLiteral: String
    /// The reference name on one line, safe in a `///` comment.
    package var comment: String
    /// `highestFirst` or `lowestFirst`: the runtime's `LeaderboardReference.Order`.
    package var order: String
    /// `best` or `mostRecent`: the runtime's `LeaderboardReference.Submission`.
    package var submission: String
    /// Whether it resets at each occurrence.
    package var isRecurring: Bool
    /// Whether this is the last leaderboard.
    package var isLast: Bool
}

/// A leaderboard set in a template.
package struct LeaderboardSetContext: Sendable, Hashable {
    /// The local key.
    package var key: String
    /// The key as a Swift string literal.
    package var keyLiteral: String
    /// The key as a Swift identifier.
    package var identifier: String
    /// The App Store Connect ID as a Swift string literal.
    package var ascIDLiteral: String
    /// The reference name on one line, safe in a `///` comment.
    package var comment: String
    /// Its leaderboards, in order: each `identifier` and `isLast`.
    package var leaderboards: [GroupMemberContext]
    /// Whether this is the last set.
    package var isLast: Bool
}
