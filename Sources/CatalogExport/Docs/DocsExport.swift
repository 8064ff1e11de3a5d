import AchievementsCatalog

/// The achievements documentation page in Markdown: per group, a table with
/// each achievement's ID, rule, points, hidden flag and title in every
/// language, then the descriptions. Generated, so it never drifts from the catalog.
package enum DocsExport {
    /// The page for `sheet`, with group headings from `groups` (key, heading)
    /// in order, and the leaderboards and sets of `catalog` when it has any.
    package static func markdown(_ sheet: AdminSheet, groups: [(key: String, name: String)], sourceFile: String,
                                 catalog: AchievementCatalog? = nil) -> String {
        var lines = [
            "# \(sheet.game) achievements",
            "",
            "<!-- \(marker) from \(commentSafe(sourceFile)). Do not edit: edit \(commentSafe(sourceFile)). -->",
            "",
            "\(sheet.rows.count) achievements, \(sheet.rows.reduce(0) { $0 + $1.points }) points. "
                + "Languages: " + sheet.locales.map { "\($0.language) (\($0.ascLocale))" }.joined(separator: ", ") + ".",
        ]
        // Achievements without a group (the game reports them) come last, under their own heading.
        for group in groups + [(key: "", name: "Reported by the game")] {
            let rows = sheet.rows.filter { $0.group == group.key }
            guard !rows.isEmpty else { continue }
            lines += ["", "## \(escape(group.name))", ""]
            let titles = sheet.locales.map { "Title (\($0.language))" }
            lines.append("| # | Key | Achievement ID | Rule | Points | Hidden | " + titles.joined(separator: " | ") + " |")
            lines.append("| " + Array(repeating: "---", count: 6 + titles.count).joined(separator: " | ") + " |")
            for row in rows {
                let cells = [String(row.position), "`\(row.key)`", "`\(row.achievementID)`", escape(row.rule), String(row.points), row.hidden.yesNo]
                    + sheet.locales.map { locale in escape(row.localizations.first { $0.language == locale.language }?.title ?? "") }
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
            lines += ["", "Descriptions:", ""]
            for row in rows {
                let texts = row.localizations.map { "\($0.language): \(escape($0.beforeEarned))" }.joined(separator: " · ")
                lines.append("- `\(row.key)`: \(texts)")
            }
        }
        for kind in GameCenterKind.allCases {
            guard let catalog else { break }
            switch kind {
            case .achievement: continue // the tables above, from the admin sheet
            case .leaderboard: lines += leaderboardLines(catalog)
            case .leaderboardSet: lines += setLines(catalog)
            case .activity: lines += activityLines(catalog)
            case .gameCenterChallenge: lines += gameCenterChallengeLines(catalog)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The leaderboards' table and their descriptions, nothing without leaderboards.
    static func leaderboardLines(_ catalog: AchievementCatalog) -> [String] {
        guard !catalog.leaderboards.isEmpty else { return [] }
        let languages = catalog.languages.map(\.code.value)
        var lines = ["", "## Leaderboards", ""]
        let titles = languages.map { "Title (\($0))" }
        lines.append("| Key | Leaderboard ID | Format | Sort | Keeps | Range | Resets | Hidden | " + titles.joined(separator: " | ") + " |")
        lines.append("| " + Array(repeating: "---", count: 8 + titles.count).joined(separator: " | ") + " |")
        for leaderboard in catalog.leaderboards {
            let resets = leaderboard.recurrence.map { "\(escape($0.rule.value)) from \(escape($0.start.value)), \(escape($0.duration.value)) each" } ?? "never"
            let cells = ["`\(leaderboard.key.value)`", "`\(leaderboard.id.value)`", leaderboard.format.value.rawValue,
                         leaderboard.sort.value == .ascending ? "lowest first" : "highest first",
                         leaderboard.submission.value == .bestScore ? "best score" : "most recent score",
                         leaderboard.range.map { "\($0.start.value) to \($0.end.value)" } ?? "any", resets,
                         leaderboard.hidden?.value == true ? "yes" : "no"]
                + languages.map { language in escape(leaderboard.localization(for: language)?.title.value ?? "") }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        // A description is optional for a leaderboard: listed for those that have one.
        let described = catalog.leaderboards.filter { board in board.localizations.contains { $0.description != nil } }
        if !described.isEmpty {
            lines += ["", "Descriptions:", ""]
            for leaderboard in described {
                let texts = languages.compactMap { language in
                    leaderboard.localization(for: language)?.description.map { "\(language): \(escape($0.value))" }
                }
                lines.append("- `\(leaderboard.key.value)`: " + texts.joined(separator: " · "))
            }
        }
        return lines
    }

    /// The sets' list, nothing without leaderboards or sets.
    static func setLines(_ catalog: AchievementCatalog) -> [String] {
        guard !catalog.leaderboards.isEmpty, !catalog.leaderboardSets.isEmpty else { return [] }
        let languages = catalog.languages.map(\.code.value)
        var lines = ["", "Leaderboard sets:", ""]
        for set in catalog.leaderboardSets {
            let title = languages.first.flatMap { set.localization(for: $0)?.title.value } ?? set.referenceName.value
            lines.append("- `\(set.id.value)` \(escape(title)): " + set.leaderboards.map { "`\($0.value)`" }.joined(separator: ", "))
        }
        return lines
    }

    /// Text safe in a Markdown table cell: pipes escaped, line breaks as spaces.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "\n", "\r", "\r\n": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    /// A file name inside an HTML comment: no `--` (which would end it) and no line breaks.
    static func commentSafe(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar == "-" && out.hasSuffix("-") { out += " -" } else if scalar.properties.generalCategory == .control { out += " " } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
