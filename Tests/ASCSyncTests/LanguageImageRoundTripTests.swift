import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// An image per language, for every kind the sync manages, through App
/// Store Connect (the simulator) and back: each language's own image is
/// what apply uploads for that locale, and what pull saves for it, so
/// pull → apply to a new app → pull keeps every language's image byte for
/// byte. Activity properties go the same way.
@Suite(.tags(.process, .simulator), .unlessSkipped(.process, .simulator)) struct LanguageImageRoundTripTests {
    /// Two achievements, a leaderboard and a set in three languages; some
    /// languages have an image of their own.
    static let catalog = """
        format: 1
        game: Pictures
        idPrefix: pic
        languages:
          en: en-US
          es: es-ES
          ca: ca
        achievements:
          - key: first
            id: pic.first
            referenceName: First
            points: 10
            hidden: no
            activityProperties: {mode: duel, arena: night}
            localizations:
              en: {title: First, description: Win once.}
              es: {title: Primero, description: Gana una vez., image: first.es.png}
              ca: {title: Primer, description: Guanya un cop., image: first.ca.png}
          - key: second
            id: pic.second
            referenceName: Second
            points: 20
            hidden: no
            localizations:
              en: {title: Second, description: Win twice.}
              es: {title: Segundo, description: Gana dos veces.}
              ca: {title: Segon, description: Guanya dos cops.}
        leaderboards:
          - key: best
            id: pic.best
            referenceName: Best
            format: INTEGER
            sort: DESC
            submission: BEST_SCORE
            activityProperties: {track: "3"}
            localizations:
              en: {title: Best}
              es: {title: Mejor, image: best.es.png}
              ca: {title: Millor}
        leaderboardSets:
          - key: all
            id: pic.all
            referenceName: All
            leaderboards: [best]
            localizations:
              en: {title: All, image: all.en.png}
              es: {title: Todos}
              ca: {title: Tots}
        app:
          appleID: "\(SyncGame.appID)"

        """

    /// Each language's own image, by file name: the same size as the resource's, other bytes.
    static let languageImages = ["first.es.png": 80, "first.ca.png": 81, "best.es.png": 82, "all.en.png": 83]

    /// Every file of a folder, by name.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test("each language's image reaches App Store Connect, and pull → apply to a new app → pull keeps every one byte for byte")
    func roundTrip() async throws {
        let game = try await LeaderboardRoundTripTests.game(Self.catalog)
        defer { game.simulator.stop() }
        let artwork = game.folder.appendingPathComponent("artwork")
        for (file, dpi) in Self.languageImages {
            try TestImages.png(width: 512, height: 512, dpi: dpi).write(to: artwork.appendingPathComponent(file))
        }
        let validate = try await LeaderboardRoundTripTests.run(game, ["validate", "--catalog", "catalog.yaml", "--artwork"])
        #expect(validate.stdout == "0 errors, 0 warnings\n", "\(validate.stdout)")
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(try await game.asc("plan").status == 0)
        // A changed property is one update of the achievement, and only that.
        let changed = Self.catalog.replacingOccurrences(of: "{mode: duel, arena: night}", with: "{mode: race, arena: night}")
        try Data(changed.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        let plan = try await game.asc("plan")
        #expect(plan.stdout.contains(#"activityProperties: "{"arena":"night","mode":"duel"}" → "{"arena":"night","mode":"race"}""#), "\(plan.stdout)")
        #expect(plan.stdout.contains("plan: 1 step(s)"), "\(plan.stdout)")
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(try await game.asc("plan").status == 0)

        let first = try await game.asc("pull", ["--output", "first/catalog.yaml", "--app-id", SyncGame.appID, "--game", "Pictures"], catalog: false)
        #expect(first.status == 0, "\(first.stdout)")
        #expect(first.stdout.contains("with 2 achievement(s), 1 leaderboard(s), 1 leaderboard set(s) and 9 image(s)"), "\(first.stdout)")
        let pulled = try String(contentsOf: game.folder.appendingPathComponent("first/catalog.yaml"), encoding: .utf8)
        // Activity properties, by key (App Store Connect's map keeps no order).
        #expect(pulled.contains("    hidden: no\n    activityProperties:\n      arena: night\n      mode: duel\n"), "\(pulled)")
        #expect(pulled.contains("    submission: BEST_SCORE\n    activityProperties:\n      track: \"3\"\n"), "\(pulled)")
        #expect(pulled.contains("""
                  es:
                    title: Primero
                    description: "Gana una vez."
                    image: first.es-ES.png
                  ca:
                    title: Primer
                    description: "Guanya un cop."
                    image: first.ca.png

            """), "\(pulled)")
        // The set's first locale has its own image: pulled, it is the set's, and the others' (the set's own) are theirs.
        #expect(pulled.contains("""
                localizations:
                  en:
                    title: All
                  es:
                    title: Todos
                    image: all.es-ES.png
                  ca:
                    title: Tots
                    image: all.ca.png

            """), "\(pulled)")
        let original = try Self.files(in: artwork)
        let saved = try Self.files(in: game.folder.appendingPathComponent("first/artwork"))
        #expect(saved == [
            "first.png": original["first.png"], "first.es-ES.png": original["first.es.png"], "first.ca.png": original["first.ca.png"],
            "second.png": original["second.png"], "best.png": original["best.png"], "best.es-ES.png": original["best.es.png"],
            "all.png": original["all.en.png"], "all.es-ES.png": original["all.png"], "all.ca.png": original["all.png"],
        ].compactMapValues { $0 }, "\(saved.keys.sorted())")

        // The pulled catalog, applied to a new app and pulled again: the same catalog, the same images.
        let second = try await LeaderboardRoundTripTests.game(pulled)
        defer { second.simulator.stop() }
        for (name, bytes) in saved { try bytes.write(to: second.folder.appendingPathComponent("artwork/\(name)")) }
        let secondApply = try await second.asc("apply", ["--yes"])
        #expect(secondApply.status == 0, "\(secondApply.stdout)")
        let again = try await second.asc("pull", ["--output", "again/catalog.yaml", "--app-id", SyncGame.appID, "--game", "Pictures"], catalog: false)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(try String(contentsOf: second.folder.appendingPathComponent("again/catalog.yaml"), encoding: .utf8) == pulled)
        #expect(try Self.files(in: second.folder.appendingPathComponent("again/artwork")) == saved)
    }

    @Test("a catalog imported from Xcode's bundle, applied, sends every language and every image, which pull gives back byte for byte")
    func importedFromXcode() async throws {
        let game = try await LeaderboardRoundTripTests.game(Self.catalog)
        defer { game.simulator.stop() }
        let artwork = game.folder.appendingPathComponent("artwork")
        for (file, dpi) in Self.languageImages {
            try TestImages.png(width: 512, height: 512, dpi: dpi).write(to: artwork.appendingPathComponent(file))
        }
        // The bundle Xcode would hold, imported as a team that starts in Xcode would.
        let export = try await LeaderboardRoundTripTests.run(game, ["export", "gamekit", "--catalog", "catalog.yaml"])
        #expect(export.status == 0, "\(export.stdout)")
        let imported = try await LeaderboardRoundTripTests.run(game, ["import", "gamekit", "GameCenterResources.gamekit", "--output", "xcode/catalog.yaml",
                                                                      "--game", "Pictures"])
        #expect(imported.status == 0, "\(imported.stdout)")
        let fromXcode = try String(contentsOf: game.folder.appendingPathComponent("xcode/catalog.yaml"), encoding: .utf8)
        let xcodeArtwork = try Self.files(in: game.folder.appendingPathComponent("xcode/artwork"))
        #expect(xcodeArtwork.count == 9, "\(xcodeArtwork.keys.sorted())")

        let second = try await LeaderboardRoundTripTests.game(fromXcode + "app:\n  appleID: \"\(SyncGame.appID)\"\n")
        defer { second.simulator.stop() }
        let secondArtwork = second.folder.appendingPathComponent("artwork")
        for name in try FileManager.default.contentsOfDirectory(atPath: secondArtwork.path) { try FileManager.default.removeItem(at: secondArtwork.appendingPathComponent(name)) }
        for (name, bytes) in xcodeArtwork { try bytes.write(to: secondArtwork.appendingPathComponent(name)) }
        // Every locale of every resource gets its image: 4 resources in 3 locales.
        let plan = try await second.asc("plan")
        #expect(plan.stdout.contains("4 to create, 13 to update, 12 image(s) to upload"), "\(plan.stdout)")
        let apply = try await second.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        let pulled = try await second.asc("pull", ["--output", "pulled/catalog.yaml", "--app-id", SyncGame.appID, "--game", "Pictures"], catalog: false)
        #expect(pulled.status == 0, "\(pulled.stdout)")
        // Every locale's image App Store Connect holds is the one the bundle had for that locale.
        let original = try Self.files(in: artwork)
        let saved = try Self.files(in: second.folder.appendingPathComponent("pulled/artwork"))
        #expect(Set(saved.values) == Set(original.values), "\(saved.keys.sorted())")
        #expect(saved.count == 9, "\(saved.keys.sorted())")
    }
}
