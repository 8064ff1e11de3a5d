/// The admin CSV in one of two layouts.
package enum CSVLayout: String, Sendable, CaseIterable {
    /// One row per achievement: the metadata matrix and every language's texts.
    case achievements
    /// One row per achievement and language, as ASC's form is filled in.
    case localizations
    /// One row per leaderboard, then one per leaderboard set, with every
    /// language's texts (``LeaderboardCSV``): the second sheet of a game
    /// with leaderboards, which `import csv --leaderboards` reads back.
    case leaderboards
    /// One row per activity, then one per Game Center challenge, with every
    /// language's texts and image (``ActivityCSV``): the sheet `import csv
    /// --activities` reads back.
    case activities
}

/// Builds the admin CSV tables from the sheet. The header names are stable:
/// scripts may read columns by name.
package enum CSVExport {
    /// The table for `layout`.
    package static func table(_ sheet: AdminSheet, layout: CSVLayout) -> CSVTable {
        switch layout {
        case .leaderboards:
            return sheet.leaderboards
        case .activities:
            return sheet.activities
        case .achievements:
            let header = ["Position", "Local Key", "Achievement ID", "Reference Name", "Type", "Threshold / Rule", "Point Value",
                          "Hidden", "Achievable More Than Once", "Image", "Activity Properties"]
                + sheet.locales.flatMap { ["Display Name (\($0.ascLocale))", "Pre-earned Description (\($0.ascLocale))", "Earned Description (\($0.ascLocale))"] }
            let rows = sheet.rows.map { row in
                [String(row.position), row.key, row.achievementID, row.referenceName, row.type, row.rule, String(row.points),
                 row.hidden.yesNo, row.repeatable.yesNo, row.image, row.activityProperties]
                    + sheet.locales.flatMap { locale in
                        let texts = row.localizations.first { $0.language == locale.language }
                        return [texts?.title ?? "", texts?.beforeEarned ?? "", texts?.afterEarned ?? ""]
                    }
            }
            return CSVTable(header: header, rows: rows)
        case .localizations:
            let header = ["Position", "Local Key", "Achievement ID", "Locale", "Display Name", "Pre-earned Description", "Earned Description", "Image"]
            let rows = sheet.rows.flatMap { row in
                row.localizations.map { texts in
                    [String(row.position), row.key, row.achievementID, texts.ascLocale, texts.title, texts.beforeEarned, texts.afterEarned, row.image]
                }
            }
            return CSVTable(header: header, rows: rows)
        }
    }
}
