import AchievementsCatalog
import CatalogExport
import CatalogTestSupport
import Foundation
import SourceDiagnostics
import Testing

@Suite("String Catalog export")
struct StringCatalogExportTests {
    @Test("the String Catalog loads as JSON with every key and language, translated")
    func stringCatalog() throws {
        let catalog = try bundledCatalog()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(StringCatalogExport.text(catalog).utf8)) as? [String: Any])
        #expect(json["sourceLanguage"] as? String == "en")
        #expect(json["version"] as? String == "1.0")
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        #expect(strings.count == 36)
        for achievement in catalog.achievements {
            for (suffix, value) in [("title", \AchievementLocalization.title), ("description", \AchievementLocalization.description)] {
                let entry = try #require(strings["\(achievement.key.value).\(suffix)"])
                let localizations = try #require(entry["localizations"] as? [String: [String: [String: String]]])
                #expect(Set(localizations.keys) == ["en", "es", "ca"])
                for (language, unit) in localizations {
                    #expect(unit["stringUnit"]?["state"] == "translated")
                    #expect(unit["stringUnit"]?["value"] == achievement.localization(for: language)?[keyPath: value].value)
                }
            }
        }
    }

    @Test("a separate earned description gets its own key")
    func earnedDescriptionKey() throws {
        let text = FixtureCatalog.replacing("description: Score 10 in a run.", with: "description: Score 10 in a run.\n        earnedDescription: You scored 10.")
        let catalog = try #require(CatalogLoader().load(text: text, path: "c.yaml").catalog)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(StringCatalogExport.text(catalog).utf8)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        #expect(strings.keys.sorted().filter { $0.hasPrefix("best_10.") } == ["best_10.description", "best_10.earnedDescription", "best_10.title"])
    }

    @Test("leaderboards and sets get their own keys, apart from achievements' (keys are unique per kind only)")
    func leaderboardKeys() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(StringCatalogExport.text(catalog).utf8)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        #expect(strings.keys.sorted().filter { $0.hasPrefix("leaderboard") } == [
            "leaderboard.best_score.description", "leaderboard.best_score.suffix", "leaderboard.best_score.suffixSingular", "leaderboard.best_score.title",
            "leaderboard.weekly_score.description", "leaderboard.weekly_score.title", "leaderboardSet.scores.title",
        ])
        let unit = try #require(strings["leaderboard.best_score.suffixSingular"]?["localizations"] as? [String: [String: [String: String]]])
        #expect(unit["es"]?["stringUnit"]?["value"] == "punto")
        #expect((strings["leaderboardSet.scores.title"]?["comment"] as? String)?.hasPrefix("Leaderboard set ach.set.scores (Scores): title.") == true)
    }
}
