import AchievementsCatalog

/// What the exports write of Game Center challenges: the diff's fields and the docs page's table.
extension CatalogDiff {
    /// A challenge's fields; its leaderboard by ID, so renaming the leaderboard's key does not read as a change.
    static func compared(_ challenge: GameCenterChallenge, ids: IDsByKey) -> Compared {
        Compared(id: challenge.id.value, key: challenge.key.value, referenceName: challenge.referenceName.value, fields: [
            ("reference name", challenge.referenceName.value), ("leaderboard", ids.leaderboard(challenge.leaderboard.value)),
            ("repeatable", challenge.repeatable?.value == true ? "yes" : "no"),
            ("durations", challenge.durations.isEmpty ? "none" : challenge.durations.map(\.value.rawValue).joined(separator: ", ")),
            ("image", challenge.image?.value ?? "none"),
        ], texts: Dictionary(challenge.localizations.map { texts in
            (texts.language.value, [("title", texts.title.value), ("description", texts.description?.value ?? ""), ("image", texts.image?.value ?? "")])
        }, uniquingKeysWith: { first, _ in first }))
    }
}

extension DocsExport {
    /// The Game Center challenges' table, nothing without challenges.
    static func gameCenterChallengeLines(_ catalog: AchievementCatalog) -> [String] {
        guard !catalog.gameCenterChallenges.isEmpty else { return [] }
        let languages = catalog.languages.map(\.code.value)
        var lines = ["", "## Game Center challenges", ""]
        let titles = languages.map { "Title (\($0))" }
        lines.append("| Key | Challenge ID | Leaderboard | Repeatable | Durations | " + titles.joined(separator: " | ") + " |")
        lines.append("| " + Array(repeating: "---", count: 5 + titles.count).joined(separator: " | ") + " |")
        for challenge in catalog.gameCenterChallenges {
            let durations = challenge.durations.map(\.value.rawValue).joined(separator: ", ")
            let cells = ["`\(challenge.key.value)`", "`\(challenge.id.value)`", "`\(escape(challenge.leaderboard.value))`",
                         challenge.repeatable?.value == true ? "yes" : "no", durations.isEmpty ? "not set" : durations]
                + languages.map { language in escape(challenge.localization(for: language)?.title.value ?? "") }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }
}
