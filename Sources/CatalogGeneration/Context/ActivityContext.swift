import TemplateRendering

/// An activity in a template.
package struct ActivityContext: Sendable, Hashable {
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
    /// Its properties as a Swift dictionary literal (`[:]` when none).
    package var propertiesLiteral: String
    /// Whether this is the last activity.
    package var isLast: Bool
}

/// A property key of the catalog's activities in a template.
package struct ActivityPropertyContext: Sendable, Hashable {
    /// The key as a Swift identifier.
    package var identifier: String
    /// The key as a Swift string literal.
    package var keyLiteral: String
    /// The key on one line, safe in a `///` comment.
    package var comment: String
}

/// A Game Center challenge in a template.
package struct GameCenterChallengeContext: Sendable, Hashable {
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
    /// The Swift identifier of its leaderboard's case.
    package var leaderboardIdentifier: String
    /// Whether this is the last challenge.
    package var isLast: Bool
}

extension ActivityContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("key", key), ("keyLiteral", keyLiteral), ("identifier", identifier), ("ascIDLiteral", ascIDLiteral), ("comment", comment),
         ("propertiesLiteral", propertiesLiteral), ("isLast", isLast)]
    }
}

extension ActivityPropertyContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("identifier", identifier), ("keyLiteral", keyLiteral), ("comment", comment)]
    }
}

extension GameCenterChallengeContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("key", key), ("keyLiteral", keyLiteral), ("identifier", identifier), ("ascIDLiteral", ascIDLiteral), ("comment", comment),
         ("leaderboardIdentifier", leaderboardIdentifier), ("isLast", isLast)]
    }
}
