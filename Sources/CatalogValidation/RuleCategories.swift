import SourceDiagnostics

extension RuleCategory {
    /// IDs, keys and names.
    package static let identifiers = RuleCategory(name: "identifiers", title: "IDs and names", rank: 30)
    /// Unlock rules: groups, thresholds, inputs.
    package static let unlocking = RuleCategory(name: "unlocking", title: "Unlock rules", rank: 50)
    /// Titles and descriptions.
    package static let texts = RuleCategory(name: "texts", title: "Texts", rank: 60)
    /// The achievement images.
    package static let artwork = RuleCategory(name: "artwork", title: "Artwork", rank: 70)
    /// IDs compared with what was released.
    package static let stability = RuleCategory(name: "stability", title: "ID stability", rank: 80)
}

extension RuleCategory {
    /// Leaderboards and leaderboard sets: scores, recurrence, set members.
    package static let leaderboards = RuleCategory(name: "leaderboards", title: "Leaderboards", rank: 55)
}

extension RuleCategory {
    /// Activities and Game Center challenges: players, properties, links, associations.
    package static let activities = RuleCategory(name: "activities", title: "Activities and Game Center challenges", rank: 56)
}
