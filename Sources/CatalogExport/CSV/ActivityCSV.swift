import AchievementsCatalog
import Foundation

/// The activities sheet: one row per activity, then one per Game Center
/// challenge, with every field the catalog holds and each language's
/// texts and image. The header names are stable: scripts may read columns
/// by name, and `import csv --activities` reads them back.
package enum ActivityCSV {
    /// The `Kind` of an activity's row.
    static let activityKind = "Activity"
    /// The `Kind` of a challenge's row.
    static let challengeKind = "Game Center Challenge"

    /// The columns before the languages'. `Leaderboards` names an
    /// activity's leaderboards, and the one a challenge is built on.
    package static let columns = ["Position", "Kind", "Local Key", "ID", "Reference Name", "Minimum Players", "Maximum Players", "Party Code",
                                  "Play Style", "Properties", "Fallback URL", "Achievements", "Leaderboards", "Repeatable", "Durations", "Image"]

    /// Each language's columns, by App Store Connect locale.
    static func languageColumns(_ locale: String) -> [String] {
        ["Name (\(locale))", "Description (\(locale))", "Image (\(locale))"]
    }

    /// Properties as one cell: a JSON object with sorted keys (`{"laps":"3"}`),
    /// which no key or value can break; empty when there are none.
    static func propertiesCell(_ properties: [ActivityProperty]) -> String {
        guard !properties.isEmpty else { return "" }
        let map = Dictionary(properties.map { ($0.key.value, $0.value.value) }, uniquingKeysWith: { first, _ in first })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(map)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The table of `catalog`'s activities and challenges.
    static func table(_ catalog: AchievementCatalog) -> CSVTable {
        let languages = catalog.languages
        let header = columns + languages.flatMap { languageColumns($0.ascLocale.value) }
        func texts(_ localization: (String) -> TitledTexts?) -> [String] {
            languages.flatMap { language -> [String] in
                let texts = localization(language.code.value)
                return [texts?.title.value ?? "", texts?.description?.value ?? "", texts?.image?.value ?? ""]
            }
        }
        var rows: [[String]] = []
        for (index, activity) in catalog.activities.enumerated() {
            rows.append([
                String(index + 1), activityKind, activity.key.value, activity.id.value, activity.referenceName.value,
                activity.minimumPlayers.map { String($0.value) } ?? "", activity.maximumPlayers.map { String($0.value) } ?? "",
                (activity.partyCode?.value ?? false).yesNo, activity.playStyle?.value.rawValue ?? "", propertiesCell(activity.properties),
                activity.fallbackURL?.value ?? "", activity.achievements.map(\.value).joined(separator: ", "),
                activity.leaderboards.map(\.value).joined(separator: ", "), "", "", activity.image?.value ?? "",
            ] + texts(activity.localization(for:)))
        }
        for (index, challenge) in catalog.gameCenterChallenges.enumerated() {
            rows.append([
                String(index + 1), challengeKind, challenge.key.value, challenge.id.value, challenge.referenceName.value, "", "", "", "", "", "", "",
                challenge.leaderboard.value, (challenge.repeatable?.value ?? false).yesNo, challenge.durations.map(\.value.rawValue).joined(separator: ", "),
                challenge.image?.value ?? "",
            ] + texts(challenge.localization(for:)))
        }
        return CSVTable(header: header, rows: rows)
    }
}
