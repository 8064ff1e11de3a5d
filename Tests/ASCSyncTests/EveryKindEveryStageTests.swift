import AchievementsCatalog
import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// Every Game Center kind through every stage, one table: a stage that
/// forgets a kind (a new case of ``GameCenterKind`` included) leaves that
/// kind's IDs out of its output, and this test names the kind and the stage.
@Suite("Every kind through every stage", .tags(.process, .simulator), .unlessSkipped(.process, .simulator))
struct EveryKindEveryStageTests {
    /// A stage and what it wrote, read back as text.
    struct Stage {
        var name: String
        var text: String
    }

    /// An activity and a Game Center challenge on the bundled catalog and ``LeaderboardRoundTripTests/boards``.
    static let kinds = """
        activities:
          - key: duel
            id: ach.activity.duel
            referenceName: Duel
            properties: {track: desert}
            image: duel.jpg
            achievements: [run_100]
            leaderboards: [best_score]
            localizations:
              en: {title: Duel, description: Race a friend.}
              es: {title: Duelo}
              ca: {title: Duel}
        gameCenterChallenges:
          - key: best_week
            id: ach.challenge.best
            referenceName: Best of the week
            leaderboard: best_score
            image: best_week.jpg
            localizations:
              en: {title: Beat my score}
              es: {title: Supera mi puntuación}
              ca: {title: Supera la meva puntuació}

        """

    /// The stages that do not hold a kind yet, each with why; the test
    /// checks they really leave it out, so this list cannot go stale.
    static let notYet: [GameCenterKind: [String: String]] = [
        .activity: [:],
        .gameCenterChallenge: [:],
    ]

    @Test("decode, validate, generate, each export, lock, diff, plan, apply and pull hold every kind's IDs")
    func everyKind() async throws {
        let bundled = try String(contentsOfFile: FileManager.default.currentDirectoryPath + "/catalog.yaml", encoding: .utf8)
        let text = bundled + "\n" + LeaderboardRoundTripTests.boards + Self.kinds
        let catalog = try #require(CatalogLoader().load(text: text, path: "catalog.yaml").catalog)
        let game = try await LeaderboardRoundTripTests.game(text)
        defer { game.simulator.stop() }
        for file in ["duel.jpg", "best_week.jpg"] {
            try TestImages.jpeg(width: 3840, height: 2160).write(to: game.folder.appendingPathComponent("artwork/" + file))
        }
        func file(_ path: String) throws -> String {
            try String(contentsOf: game.folder.appendingPathComponent(path), encoding: .utf8)
        }
        func run(_ arguments: [String]) async throws -> String {
            let result = try await LeaderboardRoundTripTests.run(game, arguments)
            #expect(result.status == 0, "\(arguments): \(result.stdout)")
            return result.stdout
        }

        // Validation prints findings only; it must pass with every kind present.
        _ = try await run(["validate", "--catalog", "catalog.yaml"])
        var stages: [Stage] = []
        _ = try await run(["generate", "--catalog", "catalog.yaml", "--output", "Generated"])
        let generated = try FileManager.default.contentsOfDirectory(atPath: game.folder.appendingPathComponent("Generated").path).sorted()
        stages.append(Stage(name: "generate", text: try generated.map { try file("Generated/" + $0) }.joined(separator: "\n")))
        stages.append(Stage(name: "export csv", text: try await run(["export", "csv", "--catalog", "catalog.yaml"])
            + (try await run(["export", "csv", "--catalog", "catalog.yaml", "--layout", "leaderboards"]))
            + (try await run(["export", "csv", "--catalog", "catalog.yaml", "--layout", "activities"]))))
        _ = try await run(["export", "xcstrings", "--catalog", "catalog.yaml", "--output", "Strings.xcstrings"])
        stages.append(Stage(name: "export xcstrings", text: try file("Strings.xcstrings")))
        stages.append(Stage(name: "export docs", text: try await run(["export", "docs", "--catalog", "catalog.yaml"])))
        _ = try await run(["lock", "--catalog", "catalog.yaml", "--release", "1.0"])
        stages.append(Stage(name: "lock", text: try file("catalog.lock.yaml")))

        // Diff: the first resource of each kind removed from a copy.
        var emptied = text
        for kind in GameCenterKind.allCases {
            if let id = catalog.ids(of: kind).first?.value { emptied = emptied.replacingOccurrences(of: "id: \(id)\n", with: "id: \(id).gone\n") }
        }
        try Data(emptied.utf8).write(to: game.folder.appendingPathComponent("changed.yaml"))
        stages.append(Stage(name: "diff", text: try await run(["diff", "catalog.yaml", "changed.yaml"])))

        let plan = try await game.asc("plan", ["--format", "json"])
        stages.append(Stage(name: "plan", text: plan.stdout))
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        let pull = try await game.asc("pull", ["--output", "pulled/catalog.yaml", "--app-id", catalog.appleID?.value ?? "", "--game", "Pulled"], catalog: false)
        #expect(pull.status == 0, "\(pull.stdout)")
        let pulledText = try file("pulled/catalog.yaml")
        stages.append(Stage(name: "apply, then pull", text: pulledText))
        let pulled = try #require(CatalogLoader().load(text: pulledText, path: "pulled/catalog.yaml").catalog)

        for kind in GameCenterKind.allCases {
            let ids = catalog.ids(of: kind).map(\.value)
            let missing = Self.notYet[kind] ?? [:]
            #expect(!ids.isEmpty, "decode: the catalog has no \(kind.plural)")
            if missing["apply, then pull"] == nil {
                #expect(Set(pulled.ids(of: kind).map(\.value)) == Set(ids), "pull: the pulled catalog's \(kind.plural)")
            }
            guard let id = ids.first else { continue }
            for stage in stages {
                #expect(stage.text.contains(id) == (missing[stage.name] == nil),
                        "\(stage.name) \(missing[stage.name] == nil ? "leaves out" : "now holds, so take it off notYet:") the \(kind.noun) \(id)")
            }
        }
        // Every kind is synced: none is named as left out.
    }
}
