import AchievementsCatalog

/// The leaderboards sheet: one row per leaderboard, then one per
/// leaderboard set, with every field App Store Connect's forms ask for and
/// each language's texts. The header names are stable: scripts may read
/// columns by name, and `import csv --leaderboards` reads them back.
package enum LeaderboardCSV {
    /// The `Kind` of a leaderboard's row.
    static let leaderboardKind = "Leaderboard"
    /// The `Kind` of a set's row.
    static let setKind = "Leaderboard Set"

    /// The columns before the languages'.
    package static let columns = ["Position", "Kind", "Local Key", "ID", "Reference Name", "Score Format", "Sort", "Submission",
                                  "Range Start", "Range End", "Recurrence Start", "Recurrence Duration", "Recurrence Rule", "Hidden",
                                  "Leaderboards", "Image", "Activity Properties"]

    /// The columns `import csv --leaderboards` needs: all but the activity
    /// properties, which a sheet written before them does not have.
    static var required: [String] { columns.filter { $0 != "Activity Properties" } }

    /// Each language's columns, by App Store Connect locale.
    static func languageColumns(_ locale: String) -> [String] {
        ["Name (\(locale))", "Description (\(locale))", "Format Override (\(locale))", "Suffix (\(locale))", "Singular Suffix (\(locale))"]
    }

    /// The table of `catalog`'s leaderboards and sets.
    static func table(_ catalog: AchievementCatalog) -> CSVTable {
        let languages = catalog.languages
        let header = columns + languages.flatMap { languageColumns($0.ascLocale.value) }
        var rows: [[String]] = []
        for (index, leaderboard) in catalog.leaderboards.enumerated() {
            let values = [
                String(index + 1), leaderboardKind, leaderboard.key.value, leaderboard.id.value, leaderboard.referenceName.value,
                leaderboard.format.value.rawValue, leaderboard.sort.value.rawValue, leaderboard.submission.value.rawValue,
                leaderboard.range.map { String($0.start.value) } ?? "", leaderboard.range.map { String($0.end.value) } ?? "",
                leaderboard.recurrence?.start.value ?? "", leaderboard.recurrence?.duration.value ?? "", leaderboard.recurrence?.rule.value ?? "",
                (leaderboard.hidden?.value ?? false) ? "Yes" : "No", "", leaderboard.image?.value ?? leaderboard.key.value + ".png",
                ActivityCSV.propertiesCell(leaderboard.activityProperties),
            ]
            rows.append(values + languages.flatMap { language -> [String] in
                let texts = leaderboard.localization(for: language.code.value)
                return [texts?.title.value ?? "", texts?.description?.value ?? "", texts?.format?.value.rawValue ?? "",
                        texts?.suffix?.value ?? "", texts?.suffixSingular?.value ?? ""]
            })
        }
        for (index, set) in catalog.leaderboardSets.enumerated() {
            let values = [String(index + 1), setKind, set.key.value, set.id.value, set.referenceName.value] + Array(repeating: "", count: 9)
                + [set.leaderboards.map(\.value).joined(separator: ", "), set.image?.value ?? set.key.value + ".png", ""]
            rows.append(values + languages.flatMap { language -> [String] in
                [set.localization(for: language.code.value)?.title.value ?? "", "", "", "", ""]
            })
        }
        return CSVTable(header: header, rows: rows)
    }
}
