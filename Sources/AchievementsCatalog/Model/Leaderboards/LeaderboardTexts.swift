/// Leaderboards and sets as the text rules see them: localized resources
/// like achievements, so every text rule checks them without a copy.
extension Leaderboard: LocalizedResource {
    package static let kind = GameCenterKind.leaderboard
    package var label: String { key.value }
}

extension LeaderboardLocalization: ResourceLocalization {
    /// The name: at most 50 characters (inferred from the achievement title's limit).
    package static let titleField = LocalizedField(name: "title", role: .displayName, maxLength: ASCLimits.maxTitleLength)
    /// The description: at most 255 characters (inferred from the achievement description's limit).
    package static let descriptionField = LocalizedField(name: "description", role: .description, maxLength: ASCLimits.maxDescriptionLength)
    /// The score's unit: not length-checked (Apple documents no limit).
    package static let suffixField = LocalizedField(name: "suffix", role: .scoreUnit, maxLength: ASCLimits.maxTitleLength)
    /// The unit of a score of one.
    package static let suffixSingularField = LocalizedField(name: "suffixSingular", role: .scoreUnit, maxLength: ASCLimits.maxTitleLength)

    package func forEachText(_ body: (LocalizedField, Located<String>) -> Void) {
        body(Self.titleField, title)
        if let description { body(Self.descriptionField, description) }
        if let suffix { body(Self.suffixField, suffix) }
        if let suffixSingular { body(Self.suffixSingularField, suffixSingular) }
    }
}

extension LeaderboardSet: LocalizedResource {
    package static let kind = GameCenterKind.leaderboardSet
    package var label: String { key.value }
}

extension LeaderboardSetLocalization: ResourceLocalization {
    /// The name: at most 50 characters (inferred from the achievement title's limit).
    package static let titleField = LocalizedField(name: "title", role: .displayName, maxLength: ASCLimits.maxTitleLength)

    package func forEachText(_ body: (LocalizedField, Located<String>) -> Void) {
        body(Self.titleField, title)
    }
}
