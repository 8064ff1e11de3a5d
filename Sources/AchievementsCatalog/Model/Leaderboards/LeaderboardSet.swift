import SourceDiagnostics

/// A leaderboard set: several leaderboards shown together, such as one per track.
package struct LeaderboardSet: Sendable, Hashable {
    /// Where the set's entry starts.
    package var position: SourcePosition
    /// The local identifier the game's code uses.
    package var key: Located<String>
    /// The App Store Connect set ID (`vendorIdentifier`): permanent once created.
    package var id: Located<String>
    /// The internal name in App Store Connect.
    package var referenceName: Located<String>
    /// The keys of its leaderboards, in the order players see them.
    package var leaderboards: [Located<String>]
    /// The position of the `leaderboards` key.
    package var leaderboardsPosition: SourcePosition
    /// The image file in the artwork folder, when not the default `KEY.png`.
    package var image: Located<String>?
    /// The texts per language, in file order.
    package var localizations: [LeaderboardSetLocalization]
    /// The position of the `localizations` key.
    package var localizationsPosition: SourcePosition

    /// Creates a set.
    package init(position: SourcePosition, key: Located<String>, id: Located<String>, referenceName: Located<String>,
                 leaderboards: [Located<String>], leaderboardsPosition: SourcePosition, image: Located<String>?,
                 localizations: [LeaderboardSetLocalization], localizationsPosition: SourcePosition) {
        self.position = position
        self.key = key
        self.id = id
        self.referenceName = referenceName
        self.leaderboards = leaderboards
        self.leaderboardsPosition = leaderboardsPosition
        self.image = image
        self.localizations = localizations
        self.localizationsPosition = localizationsPosition
    }

    /// The texts for a catalog language, if written.
    package func localization(for language: String) -> LeaderboardSetLocalization? {
        localizations.first { $0.language.value == language }
    }
}

/// A leaderboard set's texts in one language.
package struct LeaderboardSetLocalization: Sendable, Hashable {
    /// The catalog language code.
    package var language: Located<String>
    /// The name players see.
    package var title: Located<String>
    /// This language's image file in the artwork folder, when not the resource's (`image:` under the language).
    package var image: Located<String>? = nil

    /// Creates the texts.
    package init(language: Located<String>, title: Located<String>) {
        self.language = language
        self.title = title
    }
}
