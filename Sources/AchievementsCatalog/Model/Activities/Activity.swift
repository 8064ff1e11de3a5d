import SourceDiagnostics

/// A Game Center activity: a deep link into one part of the game, which
/// players start from the Games app or from a friend's invitation.
package struct Activity: Sendable, Hashable {
    /// Where the activity's entry starts.
    package var position: SourcePosition
    /// The local identifier the game's code uses.
    package var key: Located<String>
    /// The App Store Connect activity ID (`vendorIdentifier`): permanent once created.
    package var id: Located<String>
    /// The internal name in App Store Connect.
    package var referenceName: Located<String>
    /// The fewest players it takes (`minimumPlayersCount`), when limited.
    package var minimumPlayers: Located<Int>?
    /// The most players it takes (`maximumPlayersCount`), when limited.
    package var maximumPlayers: Located<Int>?
    /// Whether players may join with a party code (`supportsPartyCode`).
    package var partyCode: Located<Bool>?
    /// Whether players play at once or in turns (`playStyle`), when set.
    package var playStyle: Located<ActivityPlayStyle>?
    /// The game's own properties handed back when a player joins, in file order.
    package var properties: [ActivityProperty]
    /// Where its `properties` key is, when written.
    package var propertiesPosition: SourcePosition?
    /// The page opened when the game is not installed (`fallbackUrl`).
    package var fallbackURL: Located<String>?
    /// The keys of the achievements it is associated with.
    package var achievements: [Located<String>]
    /// The keys of the leaderboards it is associated with.
    package var leaderboards: [Located<String>]
    /// The default image file in the artwork folder, when not `KEY.png`.
    package var image: Located<String>?
    /// The texts per language, in file order.
    package var localizations: [ActivityLocalization]
    /// The position of the `localizations` key.
    package var localizationsPosition: SourcePosition

    /// Creates an activity with its identity and texts; the rest is optional.
    package init(position: SourcePosition, key: Located<String>, id: Located<String>, referenceName: Located<String>,
                 localizations: [ActivityLocalization], localizationsPosition: SourcePosition) {
        self.position = position
        self.key = key
        self.id = id
        self.referenceName = referenceName
        self.properties = []
        self.achievements = []
        self.leaderboards = []
        self.localizations = localizations
        self.localizationsPosition = localizationsPosition
    }

    /// The texts for a catalog language, if written.
    package func localization(for language: String) -> ActivityLocalization? {
        localizations.first { $0.language.value == language }
    }
}

/// One of an activity's properties: a key and its value, both texts.
package struct ActivityProperty: Sendable, Hashable {
    /// The property's name.
    package var key: Located<String>
    /// Its value.
    package var value: Located<String>

    /// Creates a property.
    package init(key: Located<String>, value: Located<String>) {
        self.key = key
        self.value = value
    }
}

/// Whether an activity's players play at the same time: App Store Connect's `playStyle`.
package enum ActivityPlayStyle: String, CaseIterable, Sendable, Hashable {
    /// Each player on their own time.
    case asynchronous = "ASYNCHRONOUS"
    /// Every player at once.
    case synchronous = "SYNCHRONOUS"
}

/// An activity's texts in one language: a name and an optional description.
package typealias ActivityLocalization = TitledTexts

/// Activities as the text rules see them.
extension Activity: LocalizedResource {
    package static let kind = GameCenterKind.activity
    package var label: String { key.value }
}
