import AchievementsCatalog

/// What the exports write of activities: the diff's fields and the docs page's table.
extension CatalogDiff {
    /// An activity's fields; its associations by ID, so renaming a key does not read as a change.
    static func compared(_ activity: Activity, ids: IDsByKey) -> Compared {
        Compared(id: activity.id.value, key: activity.key.value, referenceName: activity.referenceName.value, fields: [
            ("reference name", activity.referenceName.value),
            ("players", DocsExport.players(activity)),
            ("party code", activity.partyCode?.value == true ? "yes" : "no"),
            ("play style", activity.playStyle?.value.rawValue ?? "none"),
            ("properties", properties(activity.properties)),
            ("fallback URL", activity.fallbackURL?.value ?? "none"),
            ("achievements", activity.achievements.isEmpty ? "none" : activity.achievements.map { ids.achievement($0.value) }.joined(separator: ", ")),
            ("leaderboards", activity.leaderboards.isEmpty ? "none" : activity.leaderboards.map { ids.leaderboard($0.value) }.joined(separator: ", ")),
            ("image", activity.image?.value ?? "none"),
        ], texts: Dictionary(activity.localizations.map { texts in
            (texts.language.value, [("title", texts.title.value), ("description", texts.description?.value ?? ""), ("image", texts.image?.value ?? "")])
        }, uniquingKeysWith: { first, _ in first }))
    }
}

extension DocsExport {
    /// The activities' table, nothing without activities.
    static func activityLines(_ catalog: AchievementCatalog) -> [String] {
        guard !catalog.activities.isEmpty else { return [] }
        let languages = catalog.languages.map(\.code.value)
        var lines = ["", "## Activities", ""]
        let titles = languages.map { "Title (\($0))" }
        lines.append("| Key | Activity ID | Players | Party code | Properties | Associated | " + titles.joined(separator: " | ") + " |")
        lines.append("| " + Array(repeating: "---", count: 6 + titles.count).joined(separator: " | ") + " |")
        for activity in catalog.activities {
            let associated = (activity.achievements + activity.leaderboards).map { "`\(escape($0.value))`" }.joined(separator: ", ")
            let cells = ["`\(activity.key.value)`", "`\(activity.id.value)`", players(activity),
                         activity.partyCode?.value == true ? "yes" : "no",
                         escape(activity.properties.map { "\($0.key.value)=\($0.value.value)" }.joined(separator: ", ")),
                         associated.isEmpty ? "none" : associated]
                + languages.map { language in escape(activity.localization(for: language)?.title.value ?? "") }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    /// An activity's players range as people read it.
    static func players(_ activity: Activity) -> String {
        switch (activity.minimumPlayers?.value, activity.maximumPlayers?.value) {
        case (nil, nil): "any"
        case (let minimum?, nil): "\(minimum) or more"
        case (nil, let maximum?): "up to \(maximum)"
        case (let minimum?, let maximum?): minimum == maximum ? "\(minimum)" : "\(minimum) to \(maximum)"
        }
    }
}
