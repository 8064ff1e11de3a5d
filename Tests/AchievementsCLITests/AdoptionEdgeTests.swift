import CatalogTestSupport
import Foundation
import Testing

/// What a team adopting the tool types or brings that the tool must not
/// quietly change: flags and numbers as spreadsheets write them, game names,
/// empty settings, a lock not written yet.
@Suite("Adoption edges", .tags(.process), .unlessSkipped(.process))
struct AdoptionEdgeTests {
    static let header = "Position,Local Key,Achievement ID,Reference Name,Type,Threshold / Rule,Point Value,Hidden,Achievable More Than Once,Image,"
        + "Display Name (en-US),Pre-earned Description (en-US),Earned Description (en-US)\r\n"

    /// One row with `hidden` and `repeatable` as the cells say, and `rule` as the threshold's text.
    static func sheet(hidden: String, repeatable: String, rule: String = ">= 10 jumps") -> String {
        header + "1,jumps_10,ach.jumps.0010,Jumps 10,Jumps,\"\(rule)\",10,\(hidden),\(repeatable),jumps_10.png,Hopper,Jump 10 times.,Jump 10 times.\r\n"
    }

    @Test("flags as spreadsheets write them are read as such", arguments: [("TRUE", "x", "yes", "yes"), ("FALSE", "0", "no", "no"), ("1", "", "yes", "no")])
    func flags(hidden: String, repeatable: String, expectedHidden: String, expectedRepeatable: String) async throws {
        let folder = try CLIRunner.folder(with: Self.sheet(hidden: hidden, repeatable: repeatable), named: "sheet.csv")
        let imported = try await CLIRunner.run(["import", "csv", "sheet.csv", "--game", "Hopper"], in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        let catalog = try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(catalog.contains("    hidden: \(expectedHidden)\n"))
        #expect(catalog.contains("repeatable: yes") == (expectedRepeatable == "yes"))
    }

    @Test("a flag that is neither yes nor no is refused at its cell, never taken for no")
    func unknownFlag() async throws {
        let folder = try CLIRunner.folder(with: Self.sheet(hidden: "Sí", repeatable: "no"), named: "sheet.csv")
        let imported = try await CLIRunner.run(["import", "csv", "sheet.csv", "--game", "Hopper"], in: folder)
        #expect(imported.status == 1)
        #expect(imported.stdout.hasPrefix("sheet.csv:2:59: error: 'Sí' in 'Hidden' is not yes or no (Yes, No, TRUE, FALSE, 1 or 0) [csv-import]\n"), "\(imported.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.yaml").path))
    }

    @Test("thousands grouped with '.', ',' or a space are one threshold", arguments: [">= 1.000 jumps", ">= 1,000 jumps", ">= 1 000 jumps", ">= 1\u{202F}000 jumps"])
    func thousands(rule: String) async throws {
        let folder = try CLIRunner.folder(with: Self.sheet(hidden: "no", repeatable: "no", rule: rule), named: "sheet.csv")
        let imported = try await CLIRunner.run(["import", "csv", "sheet.csv", "--game", "Hopper"], in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        let catalog = try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(catalog.contains("    threshold: 1000\n"), "\(catalog)")
        #expect(catalog.contains("rule: \">= {threshold} jumps\"\n"), "\(catalog)")
    }

    @Test("a game name the tool would have to change is refused, with one that would do", arguments: [
        (["init", "--game", "Ñandú Racer"], "Nandu Racer"), (["import", "csv", "sheet.csv", "--game", "2048"], "MyGame"),
        (["init", "--game", "3D Racer"], "Game 3D Racer"),
    ])
    func gameName(arguments: [String], suggestion: String) async throws {
        let folder = try CLIRunner.folder(with: Self.sheet(hidden: "no", repeatable: "no"), named: "sheet.csv")
        let result = try await CLIRunner.run(arguments, in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("is not a game name this tool can use: it names generated Swift types, so it starts with a letter and holds only ASCII letters, digits, spaces, '-' and '_' (at most 128); such as '\(suggestion)'"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sheet.csv"])
    }

    @Test("init over a symbolic link names init's own option, --catalog")
    func initOverLink() async throws {
        let folder = try CLIRunner.folder(with: "x", named: "elsewhere.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("catalog.yaml").path, withDestinationPath: "elsewhere.txt")
        let result = try await CLIRunner.run(["init"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "catalog.yaml:1:1: error: refusing to write through the symbolic link catalog.yaml; remove it or choose another --catalog [output-symlink]\n", "\(result.stdout)")
        #expect(try String(contentsOf: folder.appendingPathComponent("elsewhere.txt"), encoding: .utf8) == "x")
    }

    @Test("an empty path in achievements.yml is an error at its line, not the project's root")
    func emptyPath() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        try Data("output:\n".utf8).write(to: folder.appendingPathComponent("achievements.yml"))
        let result = try await CLIRunner.run(["generate"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "achievements.yml:1:8: error: 'output' is empty; give a path, or leave the field out [schema-type]\n1 error, 0 warnings\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["achievements.yml", "catalog.yaml"])
    }

    @Test("an export never creates the lock's file before the lock exists")
    func lockPath() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        let result = try await CLIRunner.run(["export", "csv", "--output", "catalog.lock.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "catalog.lock.yaml:1:1: error: refusing to write catalog.lock.yaml: it is where catalog.lock.yaml belongs, which this tool reads; choose another output [output-is-input]\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.lock.yaml").path))
    }

    @Test("a disabled warning is left out of the summary and the checklist too, not only validate")
    func disabledEverywhere() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.replacing("title: Ten", with: "title: \"+1 Up\""))
        try Data("disabledWarnings: [csv-formula]\n".utf8).write(to: folder.appendingPathComponent("achievements.yml"))
        let summary = try await CLIRunner.run(["summary", "--strict"], in: folder)
        #expect(summary.status == 0, "\(summary.stdout)")
        #expect(summary.stdout.hasSuffix("0 errors, 0 warnings\n"))
        let checklist = try await CLIRunner.run(["checklist"], in: folder)
        #expect(checklist.stdout.contains("Catalog valid: 0 errors, 0 warnings"), "\(checklist.stdout)")
    }

    @Test("init refuses a catalog outside the folder its achievements.yml would have to name")
    func initOutside() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let result = try await CLIRunner.run(["init", "--catalog", "../elsewhere/catalog.yaml"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--catalog '../elsewhere/catalog.yaml' climbs above it with '..'; init also writes achievements.yml, which names only files inside this folder"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }
}
