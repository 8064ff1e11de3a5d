import AchievementsCatalog
import SourceDiagnostics
import Testing

@Suite("The catalog writer")
struct CatalogWriterTests {
    /// A catalog whose fields, groups and achievements carry `text` where a person's text goes.
    static func document(_ text: String, as value: (String) -> CatalogValue) -> CatalogDocument {
        CatalogDocument(fields: [
            CatalogEntry("format", .integer(1)),
            CatalogEntry("game", value(text)),
            CatalogEntry("idPrefix", .text("demo")),
            CatalogEntry("languages", .mapping([CatalogEntry("en", .text("en-US"))])),
            CatalogEntry("metrics", .mapping([CatalogEntry("score", value(text))])),
            CatalogEntry("groups", .mapping([CatalogEntry("best", .mapping([
                CatalogEntry("name", value(text)), CatalogEntry("id", .text("demo.best")), CatalogEntry("type", value(text)),
                CatalogEntry("progress", .text("bestRun")), CatalogEntry("metric", .text("score")), CatalogEntry("rule", value(text)),
            ]))])),
            CatalogEntry("achievements", .list([[
                CatalogEntry("key", .text("best_1")), CatalogEntry("id", .text("demo.best.1")), CatalogEntry("referenceName", value(text)),
                CatalogEntry("group", .text("best")), CatalogEntry("threshold", .integer(1)), CatalogEntry("points", .integer(5)),
                CatalogEntry("hidden", .flag(true)),
                CatalogEntry("localizations", .mapping([CatalogEntry("en", .mapping([
                    CatalogEntry("title", value(text)), CatalogEntry("description", value(text)), CatalogEntry("earnedDescription", value(text)),
                ]))])),
            ]])),
        ])
    }

    @Test("fields come in the schema's order whatever order they are given in; comments sit above their field, at its indentation")
    func order() {
        let document = CatalogDocument(
            header: [.comment("Demo"), .comment("")],
            fields: [
                CatalogEntry("achievements", .list([[
                    CatalogEntry("localizations", .mapping([CatalogEntry("en", .mapping([
                        CatalogEntry("description", .prose("Do it.")), CatalogEntry("title", .prose("Done")),
                    ]))])),
                    CatalogEntry("hidden", .flag(false)), CatalogEntry("points", .integer(5)),
                    CatalogEntry("id", .text("demo.a"), above: [.comment("an ID")]), CatalogEntry("key", .text("a"), above: [.comment("the key")]),
                ]])),
                CatalogEntry("groups", .mapping([])),
                CatalogEntry("custom", .prose("kept, after the known fields")),
                CatalogEntry("retired", .list([])),
                CatalogEntry("app", .mapping([CatalogEntry("appleID", .text("1234567890"))]), above: [.blank, .comment("the app")]),
                CatalogEntry("format", .integer(1), trailingComment: "always 1"),
            ],
            footer: [.comment("end")])
        #expect(CatalogWriter.text(document) == """
            # Demo
            #
            format: 1  # always 1

            # the app
            app:
              appleID: "1234567890"
            groups: {}
            achievements:
              # the key
              - key: a
                # an ID
                id: demo.a
                points: 5
                hidden: no
                localizations:
                  en:
                    title: Done
                    description: Do it.
            retired: []
            custom: kept, after the known fields
            # end

            """)
    }

    @Test("a person's text is plain wherever YAML reads it back as written, else quoted", arguments: [
        ("Best Score 100", "Best Score 100"), ("C# fan", "C# fan"), ("Score 100 in a single run.", "Score 100 in a single run."),
        ("yes", "\"yes\""), ("Off", "\"Off\""), ("a: b", "\"a: b\""), ("Tap #1", "\"Tap #1\""), ("- dash", "\"- dash\""),
        (">= {threshold}", "\">= {threshold}\""), ("100 Club", "\"100 Club\""), (" lead", "\" lead\""), ("trail ", "\"trail \""),
        ("ends:", "\"ends:\""), ("", "\"\""), ("two\nlines", "\"two\\nlines\""), ("...", "\"...\""), ("'quoted'", "\"'quoted'\""),
    ])
    func prose(text: String, written: String) {
        #expect(CatalogWriter.scalar(.prose(text)) == written)
    }

    @Test("every string the catalog accepts, written as prose or as text in every text field, reads back unchanged")
    func roundTrip() throws {
        var checked = 0
        for text in HostileStrings(state: 0xD1B5_4A32_D192_ED03, remaining: 1_000) where !text.contains("\0") {
            for value in [CatalogValue.prose, CatalogValue.text] {
                let written = CatalogWriter.text(Self.document(text, as: value))
                let loaded = CatalogLoader().load(text: written, path: "c.yaml")
                let catalog = try #require(loaded.value, "\(loaded.diagnostics.map(\.message)) for \(text.unicodeScalars.map { String($0.value, radix: 16) })")
                let achievement = try #require(catalog.achievements.first)
                let texts = try #require(achievement.localization(for: "en"))
                #expect(catalog.game.value == text)
                #expect(achievement.referenceName.value == text)
                #expect([texts.title.value, texts.description.value, texts.earnedDescription?.value] == [text, text, text])
                #expect(catalog.groups.first?.name.value == text)
            }
            checked += 1
        }
        #expect(checked > 700)
    }
}
