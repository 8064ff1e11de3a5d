import AchievementsCatalog
import CatalogExport
import CatalogTestSupport
import Foundation
import Testing

/// The repository root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A catalog whose texts attack spreadsheets: formulas, quotes, commas, line breaks.
let hostileText = FixtureCatalog.replacing("referenceName: Best 10", with: #"referenceName: "=HYPERLINK(\"http://evil.example\",\"click\")""#)
    .replacingOccurrences(of: "title: Ten", with: #"title: "Ten, \"quoted\"\nand a new line""#)
    .replacingOccurrences(of: "description: Score 20 in a run.", with: #"description: "+1 point, -1 life, @all""#)
    .replacingOccurrences(of: "title: Veinte", with: #"title: "-Veinte""#)
    .replacingOccurrences(of: "title: Cien", with: #"title: "@Cien""#)
    .replacingOccurrences(of: "title: Hundred", with: #"title: "\tHundred""#)
    .replacingOccurrences(of: "title: Toques", with: #"title: "\rToques""#)

/// Reads CSV with Python's csv module (a real CSV reader) and returns the cells.
func readWithPython(_ csv: String) async throws -> [[String]] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("csv-\(UUID().uuidString).csv")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(csv.utf8).write(to: file)
    let result = try await TestProcess.run("/usr/bin/env", ["python3", "-c", """
        import csv, json, sys
        with open(sys.argv[1], newline='', encoding='utf-8-sig') as f:
            rows = list(csv.reader(f, strict=True))
        sys.stdout.write(json.dumps(rows, ensure_ascii=False))
        """, file.path])
    #expect(result.status == 0, "\(result.stderr)")
    return try JSONDecoder().decode([[String]].self, from: result.stdoutData)
}

/// What a cell must read as in a spreadsheet: the text, with OWASP's `'` before a formula trigger.
func neutralised(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return text }
    return "'" + text
}

@Suite("CSV export", .tags(.process), .unlessSkipped(.process))
struct CSVTests {
    @Test("fields are quoted only when needed, quotes doubled, lines end in CRLF")
    func rfc4180() {
        let table = CSVTable(header: ["a", "b"], rows: [["plain", "with, comma"], ["say \"hi\"", "two\nlines"]])
        #expect(table.text() == "a,b\r\nplain,\"with, comma\"\r\n\"say \"\"hi\"\"\",\"two\nlines\"\r\n")
        #expect(table.text(byteOrderMark: true).hasPrefix("\u{FEFF}a,b\r\n"))
    }

    @Test("formula triggers are neutralised the OWASP way", arguments: [
        ("=1+1", "\"'=1+1\""), ("+1", "\"'+1\""), ("-1", "\"'-1\""), ("@SUM(A1)", "\"'@SUM(A1)\""),
        ("\tx", "\"'\tx\""), ("\rx", "\"'\rx\""), ("a=b", "a=b"), (">= 1,000 lifetime", "\">= 1,000 lifetime\""),
        ("=HYPERLINK(\"u\",\"c\")", "\"'=HYPERLINK(\"\"u\"\",\"\"c\"\")\""),
    ])
    func owasp(value: String, field: String) {
        #expect(CSVTable.field(value) == field)
    }

    @Test("the bundled catalog round-trips through Python's csv module cell for cell")
    func bundledRoundTrip() async throws {
        let catalog = try #require(CatalogLoader().load(path: packageRoot.appendingPathComponent("catalog.yaml").path).catalog)
        let rows = try await readWithPython(CSVExport.table(AdminSheet(catalog), layout: .achievements).text(byteOrderMark: true))
        #expect(rows.count == 19)
        #expect(rows[0] == ["Position", "Local Key", "Achievement ID", "Reference Name", "Type", "Threshold / Rule", "Point Value", "Hidden",
                            "Achievable More Than Once", "Image", "Activity Properties",
                            "Display Name (en-US)", "Pre-earned Description (en-US)", "Earned Description (en-US)",
                            "Display Name (es-ES)", "Pre-earned Description (es-ES)", "Earned Description (es-ES)",
                            "Display Name (ca)", "Pre-earned Description (ca)", "Earned Description (ca)"])
        #expect(rows[7] == ["7", "total_1k", "ach.total.overtakes.001k", "Total Overtakes 1K", "Cumulative overtakes", ">= 1,000 lifetime", "10", "No", "No", "total_1k.png", "",
                            "Road Starter", "Reach 1,000 total overtakes.", "Reach 1,000 total overtakes.",
                            "Inicio en carretera", "Alcanza 1.000 adelantamientos totales.", "Alcanza 1.000 adelantamientos totales.",
                            "Inici en carretera", "Arriba a 1.000 avançaments totals.", "Arriba a 1.000 avançaments totals."])
        #expect(rows[17][4] == "Accessibility/control")
        #expect(rows[17][5] == "VoiceOver ON in completed run")
        for (index, achievement) in catalog.achievements.enumerated() {
            let row = rows[index + 1]
            #expect(row[1] == achievement.key.value)
            #expect(row[2] == achievement.id.value)
            #expect(row[3] == achievement.referenceName.value)
            #expect(row[6] == String(achievement.points.value))
            for (languageIndex, language) in ["en", "es", "ca"].enumerated() {
                let texts = try #require(achievement.localization(for: language))
                #expect(row[11 + 3 * languageIndex] == texts.title.value)
                #expect(row[12 + 3 * languageIndex] == texts.description.value)
            }
        }
    }

    @Test("a hostile catalog round-trips: formulas neutralised, quotes, commas and newlines intact", arguments: [CSVLayout.achievements, .localizations])
    func hostileRoundTrip(layout: CSVLayout) async throws {
        let catalog = try #require(CatalogLoader().load(text: hostileText, path: "c.yaml").catalog)
        let rows = try await readWithPython(CSVExport.table(AdminSheet(catalog), layout: layout).text())
        let sheet = AdminSheet(catalog)
        var expected: [[String]] = []
        for row in sheet.rows {
            switch layout {
            case .achievements:
                expected.append([String(row.position), row.key, row.achievementID, row.referenceName, row.type, row.rule, String(row.points),
                                 row.hidden ? "Yes" : "No", "No", row.image, row.activityProperties] + row.localizations.flatMap { [$0.title, $0.beforeEarned, $0.afterEarned] })
            case .localizations:
                expected += row.localizations.map { [String(row.position), row.key, row.achievementID, $0.ascLocale, $0.title, $0.beforeEarned, $0.afterEarned, row.image] }
            case .leaderboards, .activities:
                Issue.record("the leaderboards and activities sheets have their own tests")
            }
        }
        #expect(Array(rows.dropFirst()) == expected.map { $0.map(neutralised) })
        if layout == .achievements {
            #expect(rows[1][3] == #"'=HYPERLINK("http://evil.example","click")"#)
        }
        #expect(rows.joined().contains("Ten, \"quoted\"\nand a new line"))
        #expect(rows.joined().contains("'+1 point, -1 life, @all"))
    }
}
