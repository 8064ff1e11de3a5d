import AchievementsCatalog
import CatalogExport
import CatalogTestSupport
import Foundation
import Testing

/// Xcode's Game Center bundle both ways, through the real command: a
/// bundle built here (16 achievements in 18 locales with images) imports
/// into a catalog and exports back byte for byte; hostile bundles end in a
/// diagnostic with nothing written.
@Suite("achievements export gamekit and import gamekit", .tags(.process), .unlessSkipped(.process))
struct GameKitTests {
    static let locales = Array(ASCLimits.localeCodes.prefix(18))

    /// A bundle as Xcode writes it: 16 achievements, every locale, one
    /// image per achievement (the same file in each locale, or with
    /// `imagePerLocale` one of its own in each), and an archived one.
    static func xcodeBundle(in folder: URL, imagePerLocale: Bool = false) throws -> URL {
        let bundle = folder.appendingPathComponent("GameCenterResources.gamekit")
        var achievements: [GameKitResources.Achievement] = []
        var localizations: [String: [GameKitResources.Localization]] = [:]
        var images: [String: [GameKitResources.Image]] = [:]
        for index in 1...16 {
            let id = String(format: "com.example.quest.a%02d", index)
            achievements.append(.init(activityProperties: [:], archived: false, points: index * 3, referenceName: "Quest \(index): \"the\" #\(index)",
                                      repeatable: index % 5 == 0, showBeforeEarned: index % 4 != 0, vendorIdentifier: id))
            let image = TestImages.png(width: 512, height: 512, dpi: 72 + index)
            localizations[id] = try locales.enumerated().map { number, locale in
                let localID = "\(id)-\(locale)"
                let url = "\(locale)/AchievementImage-\(localID).png"
                images[localID] = [.init(localID: localID, url: url)]
                let file = bundle.appendingPathComponent(url)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                // Small images of their own: only their bytes matter here, not their size.
                try (imagePerLocale ? TestImages.png(width: 64, height: 64, dpi: 100 + index * 20 + number) : image).write(to: file)
                return .init(afterEarnedDescription: index % 2 == 0 ? "Done: \(index) in \(locale) ✓" : "Do \(index): yes, no, 'maybe' in \(locale)",
                             beforeEarnedDescription: "Do \(index): yes, no, 'maybe' in \(locale)", locale: locale, localID: localID,
                             name: "Quête \(index) – \(locale)")
            }
        }
        achievements.append(.init(activityProperties: [:], archived: true, points: 0, referenceName: "com.example.quest.old",
                                  repeatable: false, showBeforeEarned: true, vendorIdentifier: "com.example.quest.old"))
        let resources = GameKitResources(meta: .init(version: "2024-11-15"),
                                         resources: .init(achievements: achievements, achievementLocalizations: localizations, achievementImages: images))
        try Data(GameKitExport.json(resources).utf8).write(to: bundle.appendingPathComponent("gameCenterResources.json"))
        return bundle
    }

    /// Every file of a folder with its bytes, by relative path.
    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [] {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue { files[path] = try Data(contentsOf: url) }
        }
        return files
    }

    @Test("import gamekit writes a catalog that validates as written, and export gamekit gives the bundle back, byte for byte")
    func roundTrip() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let original = try Self.xcodeBundle(in: folder)
        let project = folder.appendingPathComponent("game")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let imported = try await CLIRunner.run(["import", "gamekit", original.path, "--game", "Quest"], in: project)
        #expect(imported.status == 0, "\(imported.stdout)")
        #expect(imported.stdout == "wrote catalog.yaml and 16 image(s) in artwork, with 16 achievement(s) the game reports itself until each has a group; check it with `achievements validate --catalog catalog.yaml`\n", "\(imported.stdout)")
        let text = try String(contentsOf: project.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(text.contains("    id: com.example.quest.a05\n    referenceName: \"Quest 5: \\\"the\\\" #5\"\n    points: 15\n    hidden: no\n    repeatable: yes\n"), "\(text)")
        #expect(text.contains("retired:\n  - id: com.example.quest.old\n"))
        // No placeholder: the catalog validates as written, and generates (the game reports every achievement).
        let validate = try await CLIRunner.run(["validate"], in: project)
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(validate.stdout == "0 errors, 0 warnings\n", "\(validate.stdout)")
        let generated = try await CLIRunner.run(["generate", "--output", "Generated"], in: project)
        #expect(generated.status == 0, "\(generated.stdout)")
        #expect(generated.stdout.hasSuffix("note: 16 achievement(s) have no group, so the runtime does not evaluate them and the game reports them itself: "
            + (1...10).map { String(format: "example_quest_a%02d", $0) }.joined(separator: ", ") + ", and 6 more\n"), "\(generated.stdout)")
        let export = try await CLIRunner.run(["export", "gamekit"], in: project)
        #expect(export.status == 0, "\(export.stdout)")
        var exported = try Self.contents(of: project.appendingPathComponent("GameCenterResources.gamekit"))
        #expect(exported.removeValue(forKey: ".achievements-export") != nil)
        let expected = try Self.contents(of: original)
        #expect(exported.count == 1 + 16 * 18)
        #expect(exported.keys.sorted() == expected.keys.sorted())
        #expect(String(decoding: exported["gameCenterResources.json"] ?? Data(), as: UTF8.self) == String(decoding: expected["gameCenterResources.json"] ?? Data(), as: UTF8.self))
        #expect(exported == expected)
        // Written only when bytes change; --check agrees.
        let again = try await CLIRunner.run(["export", "gamekit", "--check"], in: project)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout == "GameCenterResources.gamekit: 16 achievements in 18 locale(s) are up to date\n")
    }

    @Test("export gamekit: Xcode's bundle of the bundled catalog, stale under --check after a change, never over a bundle it did not write")
    func exportBundled() async throws {
        let folder = try CLIRunner.folder(with: try String(contentsOfFile: CLIRunner.packageRoot.appendingPathComponent("catalog.yaml").path, encoding: .utf8))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("artwork"), withIntermediateDirectories: true)
        let catalog = try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        for key in catalog.split(separator: "\n").compactMap({ $0.hasPrefix("  - key: ") ? $0.dropFirst(9) : nil }) {
            try TestImages.png(width: 512, height: 512, dpi: 72).write(to: folder.appendingPathComponent("artwork/\(key).png"))
        }
        // A bundle Xcode wrote is not replaced without --force.
        let bundle = folder.appendingPathComponent("GameCenterResources.gamekit")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data("{\"meta\":{}}".utf8).write(to: bundle.appendingPathComponent("gameCenterResources.json"))
        let refused = try await CLIRunner.run(["export", "gamekit"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stdout == "GameCenterResources.gamekit/gameCenterResources.json:1:1: error: refusing to overwrite GameCenterResources.gamekit: this export did not write it (it has no .achievements-export); import it with `achievements import gamekit`, move it, or pass --force [output-not-generated]\n")
        #expect(try Self.contents(of: bundle).count == 1)
        let forced = try await CLIRunner.run(["export", "gamekit", "--force"], in: folder)
        #expect(forced.status == 0, "\(forced.stdout)")
        let json = try JSONDecoder().decode(GameKitResources.self, from: Data(contentsOf: bundle.appendingPathComponent("gameCenterResources.json")))
        #expect(json.resources.achievements.count == 18)
        #expect(json.resources.achievements.first == .init(activityProperties: [:], archived: false, points: 5, referenceName: "Run Overtakes 100",
                                                            repeatable: false, showBeforeEarned: true, vendorIdentifier: "ach.run.overtakes.0100"))
        #expect(json.resources.achievementLocalizations["ach.run.overtakes.0100"]?.map(\.locale) == ["en-US", "es-ES", "ca"])
        #expect(json.resources.achievementImages["ach.run.overtakes.0100-ca"] == [.init(localID: "ach.run.overtakes.0100-ca", url: "ca/AchievementImage-ach.run.overtakes.0100-ca.png")])
        #expect(try Self.contents(of: bundle).count == 2 + 18 * 3)
        let ready = try await CLIRunner.run(["checklist"], in: folder)
        #expect(ready.stdout.contains("✓ Xcode Game Center bundle fresh: 56/56 files (achievements export gamekit)\n"), "\(ready.stdout)")
        // A title changed in the catalog: --check says the bundle is stale and writes nothing.
        try Data(catalog.replacingOccurrences(of: "title: First Hundred", with: "title: First Century").utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        let stale = try await CLIRunner.run(["export", "gamekit", "--check"], in: folder)
        #expect(stale.status == 1)
        #expect(stale.stdout == "would change: GameCenterResources.gamekit/gameCenterResources.json\nGameCenterResources.gamekit is stale; run `achievements export gamekit` again without --check\n")
        let notReady = try await CLIRunner.run(["checklist"], in: folder)
        #expect(notReady.status == 1)
        #expect(notReady.stdout.contains("✗ Xcode Game Center bundle fresh: 55/56 files (achievements export gamekit)\n"), "\(notReady.stdout)")
        // A language removed: its images are the export's to remove, and --check says so first.
        var kept: [Substring] = []
        var inCatalan = false
        for line in try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "  ca: ca" { continue }
            if line == "      ca:" { inCatalan = true; continue }
            if inCatalan, line.hasPrefix("        ") { continue }
            inCatalan = false
            kept.append(line)
        }
        try Data(kept.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        let removedCheck = try await CLIRunner.run(["export", "gamekit", "--check"], in: folder)
        #expect(removedCheck.status == 1, "\(removedCheck.stdout)")
        #expect(removedCheck.stdout.contains("would remove: GameCenterResources.gamekit/ca/AchievementImage-ach.control.crown-ca.png\n"), "\(removedCheck.stdout)")
        let removed = try await CLIRunner.run(["export", "gamekit"], in: folder)
        #expect(removed.status == 0, "\(removed.stdout)")
        #expect(removed.stdout.contains("removed: GameCenterResources.gamekit/ca/AchievementImage-ach.control.crown-ca.png\n"))
        #expect(try Self.contents(of: bundle).count == 2 + 18 * 2)
        #expect(!FileManager.default.fileExists(atPath: bundle.appendingPathComponent("ca").path))
        #expect(try await CLIRunner.run(["export", "gamekit", "--check"], in: folder).status == 0)
        let named = try await CLIRunner.run(["export", "gamekit", "--output", "Game.bundle"], in: folder)
        #expect(named.status == 1)
        #expect(named.stdout.contains("Xcode reads a Game Center bundle only from a folder named *.gamekit"))
    }

    @Test("hostile bundles end in a diagnostic, with nothing written", arguments: [
        ("missing", "GameCenterResources.gamekit/gameCenterResources.json:AT: error: resources.achievements[0] has no 'points', which Xcode's format requires [gamekit-import]\n"),
        ("type", "GameCenterResources.gamekit/gameCenterResources.json:AT: error: resources.achievements[0].points must be a whole number, as in Xcode's format [gamekit-import]\n"),
        ("climb", "GameCenterResources.gamekit/gameCenterResources.json:AT: error: the image 'en-US/../../secret.png' of 'com.example.quest.a01' is not a path inside the bundle [gamekit-import]\n"),
        ("absolute", "GameCenterResources.gamekit/gameCenterResources.json:AT: error: the image '/etc/passwd' of 'com.example.quest.a01' is not a path inside the bundle [gamekit-import]\n"),
        ("link", "GameCenterResources.gamekit/gameCenterResources.json:AT: error: the image 'ar-SA/AchievementImage-com.example.quest.a01-ar-SA.png' of 'com.example.quest.a01' is not a path inside the bundle [gamekit-import]\n"),
        ("duplicate", "GameCenterResources.gamekit/gameCenterResources.json:AT: error: the achievement ID 'com.example.quest.a01' is listed twice; IDs are unique [gamekit-import]\n"),
        ("huge", "GameCenterResources.gamekit/gameCenterResources.json:1:1: error: GameCenterResources.gamekit/gameCenterResources.json is 100000000 bytes, larger than the limit of 16777216 bytes [file-too-large]\n"),
        ("notJSON", "GameCenterResources.gamekit/gameCenterResources.json:1:3: error: the file is not JSON: expected a key in quotes, found 'n' [gamekit-import]\n"),
        ("locale", "GameCenterResources.gamekit/gameCenterResources.json:AT: error: 'com.example.quest.a01' has the locale 'ar-SA' twice; each locale once [gamekit-import]\n"),
        ("spelling", "GameCenterResources.gamekit/gameCenterResources.json:AT: error: the locale 'AR-sa' of 'com.example.quest.a02' is spelled 'ar-SA' elsewhere; one spelling per locale [gamekit-import]\n"),
    ])
    func hostile(kind: String, expected: String) async throws {
        let folder = try CLIRunner.temporaryFolder()
        let bundle = try Self.xcodeBundle(in: folder)
        let json = bundle.appendingPathComponent("gameCenterResources.json")
        var text = try String(contentsOf: json, encoding: .utf8)
        func replaceFirst(_ old: String, _ new: String) throws {
            let range = try #require(text.range(of: old), "no \(old)")
            text.replaceSubrange(range, with: new)
        }
        switch kind {
        case "missing": try replaceFirst("\"points\" : 3,", "")
        case "type": try replaceFirst("\"points\" : 3,", "\"points\" : \"three\",")
        case "climb": try replaceFirst("\"url\" : \"ar-SA\\/AchievementImage-com.example.quest.a01-ar-SA.png\"", "\"url\" : \"en-US\\/..\\/..\\/secret.png\"")
        case "absolute": try replaceFirst("\"url\" : \"ar-SA\\/AchievementImage-com.example.quest.a01-ar-SA.png\"", "\"url\" : \"\\/etc\\/passwd\"")
        case "link":
            let image = bundle.appendingPathComponent("ar-SA/AchievementImage-com.example.quest.a01-ar-SA.png")
            try FileManager.default.removeItem(at: image)
            try FileManager.default.createSymbolicLink(atPath: image.path, withDestinationPath: "/etc/passwd")
        case "locale": try replaceFirst("\"locale\" : \"ca\",", "\"locale\" : \"ar-SA\",")
        case "spelling":
            let second = try #require(text.range(of: "\"localID\" : \"com.example.quest.a02-ar-SA\",\n          \"locale\" : \"ar-SA\""))
            text.replaceSubrange(second, with: "\"localID\" : \"com.example.quest.a02-ar-SA\",\n          \"locale\" : \"AR-sa\"")
        case "duplicate": try replaceFirst("\"vendorIdentifier\" : \"com.example.quest.a02\"", "\"vendorIdentifier\" : \"com.example.quest.a01\"")
        case "huge":
            // 100 MB, never read whole.
            _ = FileManager.default.createFile(atPath: json.path, contents: nil)
            let handle = try FileHandle(forWritingTo: json)
            try handle.truncate(atOffset: 100_000_000)
            try handle.close()
        default: text = "{ not json"
        }
        if kind != "huge", kind != "link" { try Data(text.utf8).write(to: json) }
        // Each refusal points at its value in the JSON file.
        let at: String
        switch kind {
        case "missing": at = try Self.position(of: "{", after: "\"achievements\" : [", in: text)
        case "type": at = try Self.position(of: "\"three\"", in: text)
        case "climb": at = try Self.position(of: "\"en-US\\/..\\/..\\/secret.png\"", in: text)
        case "absolute": at = try Self.position(of: "\"\\/etc\\/passwd\"", in: text)
        case "link": at = try Self.position(of: "\"ar-SA\\/AchievementImage-com.example.quest.a01-ar-SA.png\"", in: text)
        case "duplicate": at = try Self.position(of: "\"com.example.quest.a01\"", after: "\"vendorIdentifier\" : \"com.example.quest.a01\"", in: text)
        case "locale": at = try Self.position(of: "\"ar-SA\"", after: "\"locale\" : \"ar-SA\"", in: text)
        case "spelling": at = try Self.position(of: "\"AR-sa\"", in: text)
        default: at = "1:1"
        }
        let project = folder.appendingPathComponent("game")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let result = try await CLIRunner.run(["import", "gamekit", "../GameCenterResources.gamekit"], in: project)
        #expect(result.exitedNormally)
        #expect(result.status == 1, "\(result.stdout)")
        // The refusal is the first error; a warning of what import leaves out may come before it.
        let firstError = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains(": error: ") }.map { String($0) + "\n" }
        #expect(firstError == expected.replacingOccurrences(of: "GameCenterResources.gamekit/", with: "../GameCenterResources.gamekit/")
            .replacingOccurrences(of: ":AT:", with: ":\(at):"), "\(result.stdout)")
        #expect(try Self.contents(of: project).isEmpty)
    }

    @Test("import gamekit never writes over a catalog or an image")
    func neverOverwrites() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let bundle = try Self.xcodeBundle(in: folder)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        let result = try await CLIRunner.run(["import", "gamekit", bundle.path], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "catalog.yaml:1:1: error: catalog.yaml exists; `import gamekit` writes a new catalog and its artwork, and never overwrites a file [output-not-generated]\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8) == "mine")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("artwork").path))
    }

    /// `LINE:COLUMN` where `value` starts in `text`, after `after`.
    static func position(of value: String, after: String = "", in text: String) throws -> String {
        let start = try #require(after.isEmpty ? text.startIndex : text.range(of: after)?.upperBound)
        let range = try #require(text.range(of: value, range: start..<text.endIndex))
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: before.endIndex) + 1
        return "\(line):\(column)"
    }

    @Test("validate --gamekit checks a bundle on its own: App Store Connect's limits, texts and images, at the JSON's line and column")
    func validateBundle() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let bundle = try Self.xcodeBundle(in: folder)
        let clean = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout == "0 errors, 0 warnings\n")
        let json = bundle.appendingPathComponent("gameCenterResources.json")
        var text = try String(contentsOf: json, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"points\" : 6,", with: "\"points\" : 600,")
        text = text.replacingOccurrences(of: "\"name\" : \"Quête 3 – ca\"", with: "\"name\" : \"\(String(repeating: "Long ", count: 12))\"")
        // Sorted keys: localID comes before locale.
        text = text.replacingOccurrences(of: "\"localID\" : \"com.example.quest.a04-da\",\n          \"locale\" : \"da\"",
                                         with: "\"localID\" : \"com.example.quest.a04-da\",\n          \"locale\" : \"da-DK\"")
        try Data(text.utf8).write(to: json)
        try Data("not a png".utf8).write(to: bundle.appendingPathComponent("en-US/AchievementImage-com.example.quest.a05-en-US.png"))
        let result = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
        #expect(result.status == 1)
        let file = "GameCenterResources.gamekit/gameCenterResources.json"
        let expected = [
            "\(file):\(try Self.position(of: "\"da-DK\"", in: text)): error: 'da-DK' is not an App Store Connect locale code; use 'da' [asc-locale]",
            "\(file):\(try Self.position(of: "\"Long ", in: text)): error: 'ca' title is 60 characters (UTF-16 units); App Store Connect allows at most 50 [title-length]",
            "\(file):\(try Self.position(of: "\"en-US\\/AchievementImage-com.example.quest.a05-en-US.png\"", in: text)): error: image GameCenterResources.gamekit/en-US/AchievementImage-com.example.quest.a05-en-US.png of 'com.example.quest.a05' is neither a PNG nor a JPEG file [artwork-format]",
            "\(file):\(try Self.position(of: "600", in: text)): error: points must be between 0 and 100, not 600 [points-range]",
        ]
        for line in expected { #expect(result.stdout.contains(line + "\n"), "\(line)\n\(result.stdout)") }
        // 600 points also take the total past 1000.
        #expect(result.stdout.contains("error: points total 1002 of 1000 (2 over the budget)"), "\(result.stdout)")
        #expect(result.stdout.contains("\(file):\(try Self.position(of: "\"Long ", in: text)): warning: 'ca' title of 'com.example.quest.a03' ends with white space [whitespace]\n"))
        #expect(result.stdout.hasSuffix("6 errors, 1 warning\n"), "\(result.stdout)")
    }

    @Test("an image that cannot be read is left out of the bundle with a warning; the texts still go in")
    func missingImages() async throws {
        let folder = try CLIRunner.folder(with: try String(contentsOfFile: CLIRunner.packageRoot.appendingPathComponent("catalog.yaml").path, encoding: .utf8))
        let export = try await CLIRunner.run(["export", "gamekit"], in: folder)
        #expect(export.status == 0, "\(export.stdout)")
        #expect(export.stdout.contains("catalog.yaml:120:10: warning: the image of 'ach.run.overtakes.0100' is left out of the bundle: "), "\(export.stdout)")
        let json = try JSONDecoder().decode(GameKitResources.self, from: Data(contentsOf: folder.appendingPathComponent("GameCenterResources.gamekit/gameCenterResources.json")))
        #expect(json.resources.achievementImages.isEmpty)
        #expect(json.resources.achievementLocalizations.count == 18)
        #expect(try Self.contents(of: folder.appendingPathComponent("GameCenterResources.gamekit")).count == 2)
    }

    @Test("validate --gamekit reads as strictly as import: not JSON, wrong types, IDs twice (archived too), a locale twice, images outside the bundle")
    func validateHostile() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let bundle = try Self.xcodeBundle(in: folder)
        let json = bundle.appendingPathComponent("gameCenterResources.json")
        let original = try String(contentsOf: json, encoding: .utf8)
        func validate(_ text: String) async throws -> TestProcess.Result {
            try Data(text.utf8).write(to: json)
            let result = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
            #expect(result.exitedNormally)
            #expect(result.status == 1, "\(result.stdout)")
            return result
        }
        let file = "GameCenterResources.gamekit/gameCenterResources.json"
        let yaml = try await validate("meta: {version: x}\nresources:\n  achievements: []\n")
        #expect(yaml.stdout == "\(file):1:1: error: the file is not JSON: expected a value, found 'm' [gamekit-import]\n1 error, 0 warnings\n")
        let archived = try await validate(original.replacingOccurrences(of: "\"archived\" : true", with: "\"archived\" : \"true\""))
        #expect(archived.stdout.contains("resources.achievements[16].archived must be true or false, as in Xcode's format [gamekit-import]"), "\(archived.stdout)")
        var twice = original.replacingOccurrences(of: "\"vendorIdentifier\" : \"com.example.quest.old\"", with: "\"vendorIdentifier\" : \"com.example.quest.a01\"")
        let both = try await validate(twice)
        #expect(both.stdout.contains("error: the achievement ID 'com.example.quest.a01' is listed twice (first as achievement 1); IDs are unique, archived ones included [gamekit-import]"), "\(both.stdout)")
        twice = original.replacingOccurrences(of: "\"locale\" : \"ca\",", with: "\"locale\" : \"ar-SA\",")
        let locale = try await validate(twice)
        #expect(locale.stdout.contains("error: 'com.example.quest.a01' has the locale 'ar-SA' twice; each locale once [gamekit-import]"), "\(locale.stdout)")
        let outside = original.replacingOccurrences(of: "\"url\" : \"ar-SA\\/AchievementImage-com.example.quest.a01-ar-SA.png\"", with: "\"url\" : \"\\/etc\\/passwd\"")
        let escaped = try await validate(outside)
        #expect(escaped.stdout.contains("\(file):\(try Self.position(of: "\"\\/etc\\/passwd\"", in: outside)): error: the image '/etc/passwd' of 'com.example.quest.a01' is not a file inside the bundle (no '..', no absolute path, no link) [gamekit-import]"), "\(escaped.stdout)")
    }

    @Test("validate --gamekit on 10,000 achievements ends in seconds (positions are looked up, never searched)")
    func validateLarge() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let bundle = folder.appendingPathComponent("Big.gamekit")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        var localizations: [String: [GameKitResources.Localization]] = [:]
        let achievements = (0..<10_000).map { index -> GameKitResources.Achievement in
            let id = "com.example.big.a\(index)"
            localizations[id] = [.init(afterEarnedDescription: "Done.", beforeEarnedDescription: "Do it.", locale: "en-US", localID: "\(id)-en-US", name: "A \(index)")]
            return .init(activityProperties: [:], archived: false, points: 0, referenceName: "A \(index)", repeatable: false, showBeforeEarned: true, vendorIdentifier: id)
        }
        let resources = GameKitResources(meta: .init(version: "2024-11-15"),
                                         resources: .init(achievements: achievements, achievementLocalizations: localizations, achievementImages: [:]))
        try Data(GameKitExport.json(resources).utf8).write(to: bundle.appendingPathComponent("gameCenterResources.json"))
        let result = try await CLIRunner.run(["validate", "--gamekit", "Big.gamekit"], in: folder)
        #expect(result.exitedNormally)
        #expect(result.stdout.hasPrefix("Big.gamekit/gameCenterResources.json:1:1: error: the bundle has 10000 achievements; a catalog holds at most 1000"), "\(result.stdout.prefix(300))")
    }

    @Test("export gamekit names each image by what its bytes are: a JPEG in run_100.png goes in as .jpg, at every locale's url")
    func exportNamesByContent() async throws {
        let folder = try CLIRunner.folder(with: try String(contentsOfFile: CLIRunner.packageRoot.appendingPathComponent("catalog.yaml").path, encoding: .utf8))
        let jpeg = TestImages.jpeg(width: 512, height: 512)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("artwork"), withIntermediateDirectories: true)
        try jpeg.write(to: folder.appendingPathComponent("artwork/run_100.png"))
        let export = try await CLIRunner.run(["export", "gamekit"], in: folder)
        #expect(export.status == 0, "\(export.stdout)")
        let bundle = folder.appendingPathComponent("GameCenterResources.gamekit")
        let json = try JSONDecoder().decode(GameKitResources.self, from: Data(contentsOf: bundle.appendingPathComponent("gameCenterResources.json")))
        let urls = json.resources.achievementImages.values.flatMap { $0.map(\.url) }.sorted()
        let locales = try #require(json.resources.achievementLocalizations["ach.run.overtakes.0100"]).map(\.locale).sorted()
        #expect(locales.count > 1)
        #expect(urls == locales.map { "\($0)/AchievementImage-\(GameKitResources.localID("ach.run.overtakes.0100", $0)).jpg" }.sorted())
        let files = try Self.contents(of: bundle)
        #expect(files.keys.filter { $0.hasSuffix(".png") }.isEmpty)
        #expect(urls.allSatisfy { files[$0] == jpeg })
    }

    @Test("export gamekit leaves out an image reached through a link out of the artwork folder, and never writes into a folder it did not make")
    func exportHostile() async throws {
        let folder = try CLIRunner.folder(with: try String(contentsOfFile: CLIRunner.packageRoot.appendingPathComponent("catalog.yaml").path, encoding: .utf8))
        let secret = try CLIRunner.temporaryFolder().appendingPathComponent("secret.txt")
        try Data("SECRET".utf8).write(to: secret)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("artwork"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("artwork/run_100.png").path, withDestinationPath: secret.path)
        let export = try await CLIRunner.run(["export", "gamekit"], in: folder)
        #expect(export.status == 0, "\(export.stdout)")
        #expect(export.stdout.contains("catalog.yaml:120:10: warning: the image of 'ach.run.overtakes.0100' is left out of the bundle: it resolves through a symbolic link to \(secret.path), outside the artwork folder [artwork-path]"), "\(export.stdout)")
        let files = try Self.contents(of: folder.appendingPathComponent("GameCenterResources.gamekit"))
        #expect(!files.values.contains(Data("SECRET".utf8)))
        // A folder of the user's, named like a bundle: untouched.
        let mine = folder.appendingPathComponent("Mine.gamekit/en-US")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        let refused = try await CLIRunner.run(["export", "gamekit", "--output", "Mine.gamekit"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("refusing to overwrite Mine.gamekit: this export did not write it"))
        #expect(try Self.contents(of: folder.appendingPathComponent("Mine.gamekit")) == ["en-US/notes.txt": Data("mine".utf8)])
    }

    @Test("import gamekit checks every output before writing any: a dangling link where the catalog goes leaves no artwork behind")
    func importChecksFirst() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let bundle = try Self.xcodeBundle(in: folder)
        let project = folder.appendingPathComponent("game")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("catalog.yaml").path, withDestinationPath: "/nonexistent/c.yaml")
        let result = try await CLIRunner.run(["import", "gamekit", bundle.path], in: project)
        #expect(result.status == 1)
        #expect(result.stdout == "catalog.yaml:1:1: error: catalog.yaml exists; `import gamekit` writes a new catalog and its artwork, and never overwrites a file [output-not-generated]\n")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("artwork").path))
    }
}
