import AchievementsCatalog
import CatalogExport
import CatalogTestSupport
import Foundation
import SourceDiagnostics
import Testing

@Suite("Documentation page export")
struct DocsExportTests {
    @Test("the docs page has a table per group with titles per language and points")
    func docs() throws {
        let catalog = try bundledCatalog()
        let page = DocsExport.markdown(AdminSheet(catalog), groups: catalog.groups.map { ($0.key.value, $0.name.value) }, sourceFile: "catalog.yaml")
        #expect(page.hasPrefix("# RetroRacing achievements\n"))
        #expect(page.contains("## Total Overtakes (Cumulative)\n"))
        #expect(page.contains("| 10 | `total_20k` | `ach.total.overtakes.020k` | >= 20,000 lifetime | 25 | No | Road Elite | Élite en carretera | Elit de carretera |"))
        #expect(page.contains("- `control_voiceover`: en: Complete a run while VoiceOver is enabled. · es: Completa una partida con VoiceOver activado. · ca: Completa una partida amb VoiceOver actiu."))
        #expect(page.components(separatedBy: "\n| ").count - 1 == 18 + 3 * 2)
    }

    @Test("the docs page lists the leaderboards with how they rank and reset, their descriptions, then the sets")
    func leaderboards() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let page = DocsExport.markdown(AdminSheet(catalog), groups: catalog.groups.map { ($0.key.value, $0.name.value) }, sourceFile: "c.yaml", catalog: catalog)
        // Each table's divider has one cell per column.
        #expect(page.contains("| # | Key | Achievement ID | Rule | Points | Hidden | Title (en) | Title (es) |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n"))
        #expect(page.hasSuffix("""

            ## Leaderboards

            | Key | Leaderboard ID | Format | Sort | Keeps | Range | Resets | Hidden | Title (en) | Title (es) |
            | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
            | `best_score` | `ach.board.best` | INTEGER | highest first | best score | 0 to 1000000 | never | no | Best Score | Mejor puntuación |
            | `weekly_score` | `ach.board.weekly` | INTEGER | highest first | best score | any | FREQ=WEEKLY;INTERVAL=1 from 2026-01-05T00:00:00Z, P7D each | no | This Week | Esta semana |

            Descriptions:

            - `best_score`: en: Your best score in one run. · es: Tu mejor puntuación en una partida.
            - `weekly_score`: en: Your best score this week. · es: Tu mejor puntuación esta semana.

            Leaderboard sets:

            - `ach.set.scores` Scores: `best_score`, `weekly_score`

            """))
    }

    @Test("a leaderboard without a description is left out of the descriptions; with none described, the list is left out")
    func leaderboardsWithoutDescriptions() throws {
        func page(_ text: String) throws -> String {
            let catalog = try #require(CatalogLoader().load(text: text, path: "c.yaml").catalog)
            return DocsExport.markdown(AdminSheet(catalog), groups: catalog.groups.map { ($0.key.value, $0.name.value) }, sourceFile: "c.yaml", catalog: catalog)
        }
        /// The fixture without the lines that read `line` once indentation is set aside.
        func without(_ lines: [String], in text: String) -> String {
            let kept = text.components(separatedBy: "\n").filter { !lines.contains($0.trimmingCharacters(in: .whitespaces)) }
            #expect(kept.count == text.components(separatedBy: "\n").count - lines.count)
            return kept.joined(separator: "\n")
        }
        var text = without(["description: Your best score this week.", "description: Tu mejor puntuación esta semana."], in: FixtureCatalog.text)
        #expect(try page(text).contains("Descriptions:\n\n- `best_score`: en: Your best score in one run. · es: Tu mejor puntuación en una partida.\n\nLeaderboard sets:"))
        text = without(["description: Your best score in one run.", "description: Tu mejor puntuación en una partida."], in: text)
        let leaderboards = try page(text).components(separatedBy: "## Leaderboards\n").last ?? ""
        #expect(leaderboards.contains("Leaderboard sets:"))
        #expect(!leaderboards.contains("Descriptions:"))
    }

    @Test("threshold grouping", arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (200_000, "200,000"), (1_234_567, "1,234,567"), (-1_000, "-1,000")])
    func grouping(value: Int, text: String) {
        #expect(AdminSheet.grouped(value) == text)
    }
}
