import AchievementsCatalog
import CatalogTestSupport
import ClientCodeCheck
import Foundation
import Testing

/// The repository root, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func bundled() throws -> AchievementCatalog {
    try #require(CatalogLoader().load(path: "catalog.yaml", relativeTo: packageRoot).catalog)
}

/// The fixture's text without its leaderboards and sets: the mapping tests
/// below are about achievements; `leaderboards()` covers the others.
private let achievementsOnly = FixtureCatalog.text.components(separatedBy: "leaderboards:\n")[0]

private func fixture() throws -> AchievementCatalog {
    try #require(CatalogLoader().load(text: achievementsOnly, path: "c.yaml").catalog)
}

/// Writes `files` into a new folder and returns it.
private func folder(_ files: [String: String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("client-\(UUID().uuidString)")
    for (name, text) in files {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
    return url
}

/// The check's diagnostics as `FILE:LINE:COLUMN severity rule message`, folder removed.
private func check(_ catalog: AchievementCatalog, _ paths: [String], in base: URL) -> [String] {
    ClientMappingCheck().check(catalog, clientPaths: paths).diagnostics.map {
        "\($0.path.replacingOccurrences(of: base.path + "/", with: "")):\($0.position) \($0.severity.rawValue) \($0.rule) \($0.message)"
    }
}

/// A complete, correct mapping of the fixture catalog's achievements.
private let correctMapping = ExampleClient.text.replacingOccurrences(
    of: "    static let leaderboards: [String: String] = [\n        \"best_score\": \"ach.board.best\",\n        \"weekly_score\": \"ach.board.weekly\",\n    ]\n", with: "")

extension CatalogLoader {
    func load(path: String, relativeTo root: URL) -> Output {
        load(path: root.appendingPathComponent(path).path)
    }
}

@Suite("Client mapping check")
struct ClientMappingCheckTests {
    @Test("our generated mapping passes")
    func generatedPasses() throws {
        let output = ClientMappingCheck().check(try bundled(), clientPaths: [packageRoot.appendingPathComponent("Sources/RetroRacingChallenges").path])
        #expect(output.diagnostics == [])
        #expect(output.matching == 18)
        #expect(output.files.map { ($0 as NSString).lastPathComponent } == ["ChallengeCatalog.swift", "ChallengeIDMapping.swift"])
    }

    @Test("a one-character typo in a 300-line hand-written mapping is found at its line and column")
    func typoInHandWrittenMapping() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tests/ClientCodeCheckTests/Fixtures/GameCenterAchievements.swift.txt"), encoding: .utf8)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count >= 300)
        let base = try folder(["GameCenterAchievements.swift": text])
        #expect(check(try bundled(), [base.path], in: base) == [
            "GameCenterAchievements.swift:99:20 error client-unknown-id 'ach.total.overtakes.O50k' is not an achievement ID in \(packageRoot.path)/catalog.yaml; did you mean 'ach.total.overtakes.050k'?",
        ])
        let fixed = try folder(["GameCenterAchievements.swift": text.replacingOccurrences(of: "O50k", with: "050k")])
        #expect(check(try bundled(), [fixed.path], in: fixed) == [])
    }

    @Test("a correct mapping passes; an ID missing from the client is reported at the catalog")
    func missing() throws {
        let base = try folder(["IDs.swift": correctMapping])
        #expect(check(try fixture(), [base.path], in: base) == [])
        let partial = try folder(["IDs.swift": correctMapping.replacingOccurrences(of: "        \"control_tap\": \"ach.control.tap\",\n", with: "")])
        #expect(check(try fixture(), [partial.path], in: partial) == [
            "c.yaml:\(FixtureCatalog.position(of: "id: ach.control.tap", offset: 4, in: FixtureCatalog.text)) error client-missing-id 'ach.control.tap' (key 'control_tap') is not mapped in the client code (1 Swift file checked)",
        ])
    }

    @Test("a key mapped to another catalog ID, and an ID twice in one mapping")
    func mismatchAndDuplicate() throws {
        let base = try folder(["IDs.swift": correctMapping.replacingOccurrences(of: "\"best_20\": \"ach.best.0020\"", with: "\"best_20\": \"ach.best.0010\"")
            + "let spare = \"ach.best.0020\"\n"])
        #expect(check(try fixture(), [base.path], in: base) == [
            "IDs.swift:4:20 error client-duplicate-id 'ach.best.0010' appears twice in this mapping",
            "IDs.swift:4:20 error client-mapping-mismatch local key 'best_20' is mapped to 'ach.best.0010' here, but c.yaml maps it to 'ach.best.0020'",
            "IDs.swift:4:20 error client-duplicate-id 'ach.best.0010' is mapped from 'best_20' here and from 'best_10' at \(base.path)/IDs.swift:3",
        ])
    }

    @Test("switch cases in both directions and static lets are mappings; camel-case keys match")
    func switchesAndLets() throws {
        let code = """
            enum Challenge { case best10, best20, total100, controlTap }
            func id(_ c: Challenge) -> String {
                switch c {
                case .best10: "ach.best.0010"
                case .best20: return "ach.best.0020"
                case .total100: "ach.best.0020"
                case .controlTap: "ach.control.tap"
                }
            }
            func challenge(_ id: String) -> Challenge? {
                switch id {
                case "ach.best.0010": .best10
                case "ach.total.0100": return .total100
                default: nil
                }
            }
            struct Controls { static let controlTap = "ach.control.tap" }

            """
        let base = try folder(["Map.swift": code])
        #expect(check(try fixture(), [base.path], in: base) == [
            "Map.swift:6:21 error client-duplicate-id 'ach.best.0020' appears twice in this mapping",
            "Map.swift:6:21 error client-mapping-mismatch local key 'total_100' is mapped to 'ach.best.0020' here, but c.yaml maps it to 'ach.total.0100'",
            "Map.swift:6:21 error client-duplicate-id 'ach.best.0020' is mapped from 'total_100' here and from 'best_20' at \(base.path)/Map.swift:5",
        ])
    }

    @Test("retired and stale IDs in the client are errors")
    func retiredAndStale() throws {
        let catalog = try #require(CatalogLoader().load(text: achievementsOnly.replacingOccurrences(of: "achievements:\n", with: "retired:\n  - id: ach.old.thing\nachievements:\n"), path: "c.yaml").catalog)
        let base = try folder(["IDs.swift": correctMapping + "let old = \"ach.old.thing\"\nlet other = \"ach.gone.entirely.different\"\n"])
        #expect(check(catalog, [base.path], in: base) == [
            "IDs.swift:9:11 error client-unknown-id 'ach.old.thing' is retired in c.yaml; the game must not report it",
            "IDs.swift:10:13 error client-unknown-id 'ach.gone.entirely.different' is not an achievement ID in c.yaml",
        ])
    }

    @Test("interpolated and concatenated IDs cannot be checked: a warning")
    func computed() throws {
        let base = try folder(["IDs.swift": correctMapping + "func run(_ n: Int) -> String { \"ach.best.\\(n)\" }\nfunc total(_ s: String) -> String { \"ach.total.\" + s }\n"])
        #expect(check(try fixture(), [base.path], in: base) == [
            "IDs.swift:9:32 warning client-computed-id this achievement ID is computed at run time (ach.best.\\(n)), so it cannot be checked against c.yaml; map each ID with a literal",
            "IDs.swift:10:37 warning client-computed-id this achievement ID is computed at run time (\"ach.total.\" + s), so it cannot be checked against c.yaml; map each ID with a literal",
        ])
    }

    @Test("leaderboard IDs: known when mapped, an error when missing, a typo named with the closest ID of any kind")
    func leaderboards() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let base = try folder(["IDs.swift": ExampleClient.text])
        #expect(check(catalog, [base.path], in: base) == [])
        #expect(ClientMappingCheck().check(catalog, clientPaths: [base.path]).matching == 6)
        let typo = try folder(["IDs.swift": ExampleClient.text.replacingOccurrences(of: "\"ach.board.weekly\"", with: "\"ach.board.weekyl\"")])
        #expect(check(catalog, [typo.path], in: typo) == [
            "IDs.swift:10:25 error client-unknown-id 'ach.board.weekyl' is not an achievement or leaderboard ID in c.yaml; did you mean 'ach.board.weekly'?",
            "c.yaml:\(FixtureCatalog.position(of: "id: ach.board.weekly", offset: 4, in: FixtureCatalog.text)) error client-missing-id 'ach.board.weekly' (leaderboard 'weekly_score') is not mapped in the client code (1 Swift file checked)",
        ])
    }

    @Test("activity IDs: mapped and counted like leaderboards, a typo named as one; a challenge's ID need not appear")
    func activities() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.withKinds, path: "c.yaml").catalog)
        let withActivity = ExampleClient.text.replacingOccurrences(of: "    ]\n}\n", with: "    ]\n    static let duel = \"ach.activity.duel\"\n}\n")
        let mapped = try folder(["IDs.swift": withActivity])
        let output = ClientMappingCheck().check(catalog, clientPaths: [mapped.path])
        #expect(output.diagnostics == [])
        #expect(output.matching == 7 && output.total == 7)
        let typo = try folder(["IDs.swift": withActivity.replacingOccurrences(of: "ach.activity.duel", with: "ach.activity.duell")])
        #expect(check(catalog, [typo.path], in: typo) == [
            "IDs.swift:12:23 error client-unknown-id 'ach.activity.duell' is not an achievement, leaderboard or activity ID in c.yaml; did you mean 'ach.activity.duel'?",
            "c.yaml:\(FixtureCatalog.position(of: "id: ach.activity.duel", offset: 4, in: FixtureCatalog.withKinds)) error client-missing-id 'ach.activity.duel' (activity 'duel') is not mapped in the client code (1 Swift file checked)",
        ])
        #expect(ClientMappingCheck().check(catalog, clientPaths: [typo.path]).matching == 6)
    }

    @Test("a typo in the prefix is caught by closeness to a catalog ID")
    func prefixTypo() throws {
        let base = try folder(["IDs.swift": correctMapping.replacingOccurrences(of: "\"ach.control.tap\"", with: "\"ahc.control.tap\"")])
        let lines = check(try fixture(), [base.path], in: base)
        #expect(lines.first == "IDs.swift:6:24 error client-unknown-id 'ahc.control.tap' is not an achievement ID in c.yaml; did you mean 'ach.control.tap'?")
        #expect(lines.count == 2)
    }

    @Test("folders are searched recursively for Swift files; hidden folders skipped; a missing path is a diagnostic")
    func folders() throws {
        let base = try folder(["Sources/Game/IDs.swift": correctMapping, ".build/Stale.swift": "let x = \"ach.nope\"\n", "Sources/README.md": "ach.nope"])
        let output = ClientMappingCheck().check(try fixture(), clientPaths: [base.path, base.appendingPathComponent("missing").path])
        #expect(output.files.map { $0.replacingOccurrences(of: base.path + "/", with: "") } == ["Sources/Game/IDs.swift"])
        #expect(output.diagnostics.map(\.rule.rawValue) == ["client-unreadable"])
    }
}
