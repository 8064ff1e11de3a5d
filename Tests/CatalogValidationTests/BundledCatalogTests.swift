import AchievementsCatalog
import CatalogValidation
import Foundation
import Testing

/// The repository root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The rows of every Markdown table in `text` with `columns` cells, header and rule rows left out.
func tableRows(_ text: String, columns: Int) -> [[String]] {
    text.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { line in
        line.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }.filter { $0.count == columns && !$0[0].hasPrefix("---") && $0[0] != "Local Key" && $0[0] != "ASC ID" }
}

@Suite("The bundled catalog")
struct BundledCatalogTests {
    let path = packageRoot.appendingPathComponent("catalog.yaml").path

    func loadCatalog() throws -> AchievementCatalog {
        let output = CatalogCheck().run(path: path)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return try #require(output.catalog)
    }

    func seedTables() throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/seed-tables", withExtension: "md"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("validates with zero errors and zero warnings")
    func clean() throws {
        #expect(CatalogCheck().run(path: path).diagnostics == [])
    }

    @Test("carries exactly the seed's 18 achievements in the seed's order, with the matrix values")
    func matchesMatrix() throws {
        let catalog = try loadCatalog()
        let matrix = tableRows(try seedTables(), columns: 7).filter { !$0[1].isEmpty && $0[1].hasPrefix("ach.") }
        #expect(matrix.count == 18)
        #expect(catalog.achievements.count == 18)
        for (row, achievement) in zip(matrix, catalog.achievements) {
            let group = try #require(catalog.group(of: achievement))
            #expect(achievement.key.value == row[0])
            #expect(achievement.id.value == row[1])
            #expect(achievement.referenceName.value == row[2])
            #expect((achievement.type ?? group.type).value == row[3])
            #expect(String(achievement.points.value) == row[5])
            #expect((achievement.hidden.value ? "Yes" : "No") == row[6])
            if let threshold = achievement.threshold {
                let grouped = threshold.value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
                #expect(group.ruleText?.value.replacingOccurrences(of: "{threshold}", with: grouped) == row[4])
            } else {
                let input = try #require(catalog.inputs.first { $0.name.value == achievement.input?.value })
                #expect(input.ruleText.value == row[4])
            }
        }
    }

    @Test("carries the seed's EN, ES and CA titles and descriptions to the letter")
    func matchesLocalizations() throws {
        let catalog = try loadCatalog()
        let rows = tableRows(try seedTables(), columns: 7).filter { $0[0].hasPrefix("ach.") }
        #expect(rows.count == 18)
        for row in rows {
            let achievement = try #require(catalog.achievements.first { $0.id.value == row[0] })
            for (index, language) in ["en", "es", "ca"].enumerated() {
                let texts = try #require(achievement.localization(for: language))
                #expect(texts.title.value == row[1 + 2 * index])
                #expect(texts.description.value == row[2 + 2 * index])
                #expect(texts.earnedDescription == nil)
            }
        }
    }

    @Test("thresholds are the ones the plan locks (section 3)")
    func lockedThresholds() throws {
        let catalog = try loadCatalog()
        func thresholds(_ group: String) -> [Int] {
            catalog.achievements.filter { $0.group?.value == group }.compactMap(\.threshold?.value)
        }
        #expect(thresholds("runOvertakes") == [100, 200, 500, 600, 700, 800])
        #expect(thresholds("totalOvertakes") == [1_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000])
        #expect(catalog.achievements.filter { $0.group?.value == "control" }.compactMap(\.input?.value)
            == ["tap", "swipe", "keyboard", "voiceOver", "digitalCrown"])
    }

    @Test("catalog-level facts: game, languages and their ASC locales, metrics, inputs")
    func catalogFacts() throws {
        let catalog = try loadCatalog()
        #expect(catalog.game.value == "RetroRacing")
        #expect(catalog.idPrefix.value == "ach")
        #expect(catalog.languages.map { [$0.code.value, $0.ascLocale.value] } == [["en", "en-US"], ["es", "es-ES"], ["ca", "ca"]])
        #expect(catalog.metrics.map(\.name.value) == ["overtakes"])
        #expect(catalog.inputs.map(\.name.value) == ["tap", "swipe", "keyboard", "voiceOver", "digitalCrown"])
        #expect(catalog.groups.map(\.idPrefix.value) == ["ach.run.overtakes", "ach.total.overtakes", "ach.control"])
        #expect(catalog.totalPoints == 305)
    }

    @Test("the summary counts groups and the points budget")
    func summary() throws {
        let summary = CatalogSummary(try loadCatalog())
        #expect(summary.groups.map { "\($0.key) \($0.count) \($0.points)" } == ["runOvertakes 6 100", "totalOvertakes 7 175", "control 5 30"])
        #expect(summary.pointsUsed == 305)
        #expect(summary.pointsLeft == 695)
    }
}
