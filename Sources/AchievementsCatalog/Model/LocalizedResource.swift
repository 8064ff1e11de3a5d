import SourceDiagnostics

/// What a localized text is to players: the name they see, or a description.
/// The text rules check each against App Store Connect's limit for its role.
package enum TextRole: Sendable, Hashable {
    /// The name players see (an achievement's title).
    case displayName
    /// A description (an achievement's before- and after-earned descriptions).
    case description
    /// The unit after a score (a leaderboard's suffixes): not length-checked.
    case scoreUnit
}

/// One text field of a localization: its name in the catalog, its role and
/// App Store Connect's limit for it, in UTF-16 code units.
package struct LocalizedField: Sendable, Hashable {
    /// The field's name in the catalog, such as `title`.
    package var name: String
    /// What the text is to players.
    package var role: TextRole
    /// App Store Connect's longest text for the field.
    package var maxLength: Int

    /// Creates a field.
    package init(name: String, role: TextRole, maxLength: Int) {
        self.name = name
        self.role = role
        self.maxLength = maxLength
    }
}

/// One language's texts of a ``LocalizedResource``.
package protocol ResourceLocalization: Sendable {
    /// The catalog language code, such as `es`.
    var language: Located<String> { get }
    /// Calls `body` with each text written, in file order, with its field.
    func forEachText(_ body: (LocalizedField, Located<String>) -> Void)
    /// This language's own image, when it has one (else the resource's image stands).
    var image: Located<String>? { get }
}

/// A Game Center resource people read in several languages, as the text
/// rules see it: an achievement, a leaderboard or a leaderboard set; a
/// new kind is another conformance, and the rules check it without a copy.
package protocol LocalizedResource: Sendable {
    /// Its localizations' type.
    associatedtype Localization: ResourceLocalization
    /// The kind (messages call it by its ``GameCenterKind/noun``).
    static var kind: GameCenterKind { get }
    /// How messages name this one: its local key.
    var label: String { get }
    /// The local identifier the game's code uses.
    var key: Located<String> { get }
    /// Its App Store Connect ID (`vendorIdentifier`).
    var id: Located<String> { get }
    /// Its internal name in App Store Connect.
    var referenceName: Located<String> { get }
    /// Its texts per language, in file order.
    var localizations: [Localization] { get }
    /// Where its `localizations` key is.
    var localizationsPosition: SourcePosition { get }
}

/// Checks every localized resource of a catalog, whatever its kind, shown
/// them by `AchievementCatalog.visitLocalizedResources` (in CatalogValidation).
package protocol LocalizedResourceVisitor {
    /// Visits one kind's resources, in file order.
    mutating func visit<Resource: LocalizedResource>(_ resources: [Resource])
}

extension Achievement: LocalizedResource {
    package static let kind = GameCenterKind.achievement
    package var label: String { key.value }
}

extension AchievementLocalization: ResourceLocalization {
    /// The title: at most 50 characters.
    package static let titleField = LocalizedField(name: "title", role: .displayName, maxLength: ASCLimits.maxTitleLength)
    /// The description before it is earned: at most 255 characters.
    package static let descriptionField = LocalizedField(name: "description", role: .description, maxLength: ASCLimits.maxDescriptionLength)
    /// The description once earned: at most 255 characters.
    package static let earnedDescriptionField = LocalizedField(name: "earnedDescription", role: .description, maxLength: ASCLimits.maxDescriptionLength)

    package func forEachText(_ body: (LocalizedField, Located<String>) -> Void) {
        body(Self.titleField, title)
        body(Self.descriptionField, description)
        if let earnedDescription { body(Self.earnedDescriptionField, earnedDescription) }
    }
}
