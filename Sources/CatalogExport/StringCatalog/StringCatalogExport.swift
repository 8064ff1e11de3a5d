import AchievementsCatalog
import Foundation

/// An Xcode String Catalog (`.xcstrings`) of every achievement's title and
/// descriptions, and every leaderboard's and set's texts, in every catalog
/// language, for the game's own UI.
///
/// Keys are `KEY.title` and `KEY.description`, plus `KEY.earnedDescription`
/// where the catalog gives one; a leaderboard's are `leaderboard.KEY.title`,
/// `.description`, `.suffix` and `.suffixSingular` where written, a set's
/// `leaderboardSet.KEY.title`, an activity's `activity.KEY.title` and
/// `.description`, a Game Center challenge's `gameCenterChallenge.KEY.title`
/// and `.description` (keys are unique within a kind only). The
/// JSON has sorted keys, so the file is byte-stable. Strings are edited
/// only in `catalog.yaml`.
package enum StringCatalogExport {
    struct File: Encodable {
        var sourceLanguage: String
        var strings: [String: Entry]
        var version = "1.0"
    }

    struct Entry: Encodable {
        var comment: String
        var extractionState = "manual"
        var localizations: [String: Localization]
    }

    struct Localization: Encodable {
        var stringUnit: StringUnit
    }

    struct StringUnit: Encodable {
        var state = "translated"
        var value: String
    }

    /// The String Catalog's JSON text.
    package static func text(_ catalog: AchievementCatalog) -> String {
        var strings: [String: Entry] = [:]
        func add(_ key: String, comment: String, _ texts: [(language: String, text: String?)]) {
            var localizations: [String: Localization] = [:]
            for (language, text) in texts {
                if let text { localizations[language] = Localization(stringUnit: StringUnit(value: text)) }
            }
            guard !localizations.isEmpty else { return }
            strings[key] = Entry(comment: "\(comment) \(marker)", localizations: localizations)
        }
        // Keys are unique within a kind only: each kind has its own prefix.
        for kind in GameCenterKind.allCases {
            switch kind {
            case .achievement:
                for achievement in catalog.achievements {
                    var fields: [(String, String, (AchievementLocalization) -> String?)] = [
                        ("title", "title", { $0.title.value }),
                        ("description", "description", { $0.description.value }),
                    ]
                    if achievement.localizations.contains(where: { $0.earnedDescription != nil }) {
                        fields.append(("earnedDescription", "earned description", { $0.effectiveEarnedDescription.value }))
                    }
                    for (suffix, what, value) in fields {
                        var localizations: [String: Localization] = [:]
                        for localization in achievement.localizations {
                            if let text = value(localization) { localizations[localization.language.value] = Localization(stringUnit: StringUnit(value: text)) }
                        }
                        strings["\(achievement.key.value).\(suffix)"] = Entry(
                            comment: "Achievement \(achievement.id.value) (\(achievement.referenceName.value)): \(what). \(marker)",
                            localizations: localizations)
                    }
                }
            case .leaderboard:
                for leaderboard in catalog.leaderboards {
                    let fields: [(String, String, (LeaderboardLocalization) -> String?)] = [
                        ("title", "title", { $0.title.value }), ("description", "description", { $0.description?.value }),
                        ("suffix", "score unit", { $0.suffix?.value }), ("suffixSingular", "score unit of one", { $0.suffixSingular?.value }),
                    ]
                    for (suffix, what, value) in fields {
                        add("leaderboard.\(leaderboard.key.value).\(suffix)", comment: "Leaderboard \(leaderboard.id.value) (\(leaderboard.referenceName.value)): \(what).",
                            leaderboard.localizations.map { ($0.language.value, value($0)) })
                    }
                }
            case .leaderboardSet:
                for set in catalog.leaderboardSets {
                    add("leaderboardSet.\(set.key.value).title", comment: "Leaderboard set \(set.id.value) (\(set.referenceName.value)): title.",
                        set.localizations.map { ($0.language.value, $0.title.value) })
                }
            case .activity:
                for activity in catalog.activities {
                    let what = "Activity \(activity.id.value) (\(activity.referenceName.value))"
                    add("activity.\(activity.key.value).title", comment: "\(what): title.", activity.localizations.map { ($0.language.value, $0.title.value) })
                    add("activity.\(activity.key.value).description", comment: "\(what): description.",
                        activity.localizations.map { ($0.language.value, $0.description?.value) })
                }
            case .gameCenterChallenge:
                for challenge in catalog.gameCenterChallenges {
                    let what = "Game Center challenge \(challenge.id.value) (\(challenge.referenceName.value))"
                    add("gameCenterChallenge.\(challenge.key.value).title", comment: "\(what): title.",
                        challenge.localizations.map { ($0.language.value, $0.title.value) })
                    add("gameCenterChallenge.\(challenge.key.value).description", comment: "\(what): description.",
                        challenge.localizations.map { ($0.language.value, $0.description?.value) })
                }
            }
        }
        let file = File(sourceLanguage: catalog.languages.first?.code.value ?? "en", strings: strings)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(file)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
