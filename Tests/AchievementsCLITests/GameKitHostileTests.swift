import CatalogExport
import CatalogTestSupport
import Foundation
import Testing

/// Hostile Xcode bundles through the real `import gamekit` (and
/// `validate --gamekit`, which reads the same way): keys twice, numbers out
/// of range, images that are not what their name says or are linked from
/// elsewhere, a JSON file linked out of the bundle, and fields the catalog
/// cannot hold yet. Each ends in a diagnostic at its line and column, or
/// in the import named; nothing is lost silently.
@Suite("import gamekit on hostile bundles", .tags(.process), .unlessSkipped(.process))
struct GameKitHostileTests {
    static let file = "GameCenterResources.gamekit/gameCenterResources.json"
    static let id = "com.example.quest.first"
    static let localID = "com.example.quest.first-en-US"

    /// A bundle of one achievement in `en-US` whose image is `image` at
    /// `en-US/AchievementImage-<localID>.<fileExtension>`.
    static func bundle(in folder: URL, image: Data, fileExtension: String, activityProperties: [String: String] = [:]) throws -> URL {
        let bundle = folder.appendingPathComponent("GameCenterResources.gamekit")
        let url = "en-US/AchievementImage-\(localID).\(fileExtension)"
        let file = bundle.appendingPathComponent(url)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try image.write(to: file)
        let resources = GameKitResources(
            meta: .init(version: "2024-11-15"),
            resources: .init(
                achievements: [.init(activityProperties: activityProperties, archived: false, points: 5, referenceName: "First quest",
                                     repeatable: false, showBeforeEarned: true, vendorIdentifier: id)],
                achievementLocalizations: [id: [.init(afterEarnedDescription: "Done a quest.", beforeEarnedDescription: "Do a quest.",
                                                      locale: "en-US", localID: localID, name: "First")]],
                achievementImages: [localID: [.init(localID: localID, url: url)]]))
        try Data(GameKitExport.json(resources).utf8).write(to: bundle.appendingPathComponent("gameCenterResources.json"))
        return bundle
    }

    /// Runs `import gamekit` on the bundle beside a new `game` folder.
    static func importBundle(in folder: URL) async throws -> (TestProcess.Result, URL) {
        let project = folder.appendingPathComponent("game")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let result = try await CLIRunner.run(["import", "gamekit", "../GameCenterResources.gamekit"], in: project)
        #expect(result.exitedNormally)
        return (result, project)
    }

    /// Imports the bundle, expecting a refusal that starts with `expected`
    /// (`FILE` standing for the JSON file's path) and nothing written.
    static func expectRefused(in folder: URL, _ expected: String) async throws {
        let (result, project) = try await importBundle(in: folder)
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.hasPrefix(expected.replacingOccurrences(of: "FILE", with: "../" + file)), "\(result.stdout)")
        #expect(try GameKitTests.contents(of: project).isEmpty)
    }

    /// The bundle's JSON text, changed by `change`.
    static func edit(_ bundle: URL, _ change: (String) throws -> String) throws -> String {
        let json = bundle.appendingPathComponent("gameCenterResources.json")
        let text = try change(try String(contentsOf: json, encoding: .utf8))
        try Data(text.utf8).write(to: json)
        return text
    }

    /// `text` with the first `old` replaced by `new`.
    static func replacingFirst(_ old: String, with new: String, in text: String) throws -> String {
        var text = text
        let range = try #require(text.range(of: old), "no \(old)")
        text.replaceSubrange(range, with: new)
        return text
    }

    @Test("a key twice in one object is refused at the second, whichever object it is in; validate --gamekit says the same")
    func duplicateKeys() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let bundle = try GameKitTests.xcodeBundle(in: folder)
        let original = try String(contentsOf: bundle.appendingPathComponent("gameCenterResources.json"), encoding: .utf8)
        // Foundation's reader kept the first (500), the standard's readers the last (3).
        var text = try Self.edit(bundle) { try Self.replacingFirst("\"points\" : 3,", with: "\"points\" : 500, \"points\" : 3,", in: $0) }
        var first = try GameKitTests.position(of: "\"points\" : 500", in: text)
        var second = try GameKitTests.position(of: "\"points\" : 3", in: text)
        var message = "duplicate key 'points'; it is first defined at line \(first.replacingOccurrences(of: ":", with: ", column ")) [gamekit-duplicate-key]\n"
        try await Self.expectRefused(in: folder, "FILE:\(second): error: \(message)")
        let validate = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
        #expect(validate.status == 1)
        #expect(validate.stdout == "\(Self.file):\(second): error: \(message)1 error, 0 warnings\n")
        // A second list of an achievement's localizations replaced its texts silently.
        text = try Self.edit(bundle) { _ in
            try Self.replacingFirst("\"achievementLocalizations\" : {", with: "\"achievementLocalizations\" : {\n    \"com.example.quest.a01\" : [],", in: original)
        }
        first = try GameKitTests.position(of: "\"com.example.quest.a01\" : []", in: text)
        second = try GameKitTests.position(of: "\"com.example.quest.a01\" : [\n", in: text)
        message = "duplicate key 'com.example.quest.a01'; it is first defined at line \(first.replacingOccurrences(of: ":", with: ", column ")) [gamekit-duplicate-key]\n"
        try await Self.expectRefused(in: folder, "FILE:\(second): error: \(message)")
        // The same locale twice in an achievement's list is refused at the second.
        text = try Self.edit(bundle) { _ in try Self.replacingFirst("\"locale\" : \"ca\",", with: "\"locale\" : \"ar-SA\",", in: original) }
        let again = try GameKitTests.position(of: "\"ar-SA\"", after: "\"locale\" : \"ar-SA\"", in: text)
        try await Self.expectRefused(in: folder, "FILE:\(again): error: 'com.example.quest.a01' has the locale 'ar-SA' twice; each locale once [gamekit-import]\n")
    }

    @Test("a whole number no 64-bit reader holds is named, out of range, at its line and column")
    func hugeInteger() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let bundle = try GameKitTests.xcodeBundle(in: folder)
        let text = try Self.edit(bundle) { try Self.replacingFirst("\"points\" : 3,", with: "\"points\" : 100000000000000000000000,", in: $0) }
        let at = try GameKitTests.position(of: "100000000000000000000000", in: text)
        try await Self.expectRefused(in: folder, "FILE:\(at): error: resources.achievements[0].points is out of range: 100000000000000000000000 is no whole number Xcode's format holds (at most 9223372036854775807) [gamekit-import]\n")
    }

    @Test("a number with a fraction or an exponent is named at its line and column, never read as another number",
          arguments: ["10.5", "1e19", "1e400", "1e-400", "3.0"])
    func fractionOrExponent(number: String) async throws {
        let folder = try CLIRunner.temporaryFolder()
        let bundle = try GameKitTests.xcodeBundle(in: folder)
        let text = try Self.edit(bundle) { try Self.replacingFirst("\"points\" : 3,", with: "\"points\" : \(number),", in: $0) }
        let at = try GameKitTests.position(of: "\(number),", in: text)
        try await Self.expectRefused(in: folder, "FILE:\(at): error: resources.achievements[0].points is \(number), written with a fraction or an exponent; "
                                     + "Xcode's format holds whole numbers written plainly, such as 10 [gamekit-import]\n")
    }

    @Test("a JPEG keeps its format both ways: import writes `image: KEY.jpg`, export gives the bundle back byte for byte")
    func jpegRoundTrip() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let jpeg = TestImages.jpeg(width: 512, height: 512)
        let bundle = try Self.bundle(in: folder, image: jpeg, fileExtension: "jpg")
        let (imported, project) = try await Self.importBundle(in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        let text = try String(contentsOf: project.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        let key = try #require(text.split(separator: "\n").first { $0.hasPrefix("  - key: ") }?.dropFirst(9))
        #expect(text.contains("    hidden: no\n    image: \(key).jpg\n    localizations:\n"), "\(text)")
        #expect(try GameKitTests.contents(of: project.appendingPathComponent("artwork")) == ["\(key).jpg": jpeg])
        let export = try await CLIRunner.run(["export", "gamekit"], in: project)
        #expect(export.status == 0, "\(export.stdout)")
        var exported = try GameKitTests.contents(of: project.appendingPathComponent("GameCenterResources.gamekit"))
        #expect(exported.removeValue(forKey: ".achievements-export") != nil)
        #expect(exported == (try GameKitTests.contents(of: bundle)))
    }

    @Test("an image is what its header says: a JPEG named .png comes in as KEY.jpg, a text file is refused at its url")
    func imageHeaders() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let jpeg = TestImages.jpeg(width: 512, height: 512)
        _ = try Self.bundle(in: folder, image: jpeg, fileExtension: "png")
        let (imported, project) = try await Self.importBundle(in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        let text = try String(contentsOf: project.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        let key = try #require(text.split(separator: "\n").first { $0.hasPrefix("  - key: ") }?.dropFirst(9))
        #expect(text.contains("    image: \(key).jpg\n"), "\(text)")
        #expect(try GameKitTests.contents(of: project.appendingPathComponent("artwork")) == ["\(key).jpg": jpeg])

        let other = try CLIRunner.temporaryFolder()
        let bundle = try Self.bundle(in: other, image: Data("not an image\n".utf8), fileExtension: "png")
        let json = try String(contentsOf: bundle.appendingPathComponent("gameCenterResources.json"), encoding: .utf8)
        let url = "en-US/AchievementImage-\(Self.localID).png"
        let at = try GameKitTests.position(of: "\"en-US\\/AchievementImage", in: json)
        try await Self.expectRefused(in: other, "FILE:\(at): error: the image '\(url)' of '\(Self.id)' is neither a PNG nor a JPEG file [gamekit-import]\n")
    }

    @Test("an image with a second hard link (one may be outside the bundle) is refused, by import and validate --gamekit")
    func hardLinkedImage() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let outside = try CLIRunner.temporaryFolder().appendingPathComponent("secret.png")
        try TestImages.png(width: 512, height: 512).write(to: outside)
        let bundle = try Self.bundle(in: folder, image: Data(), fileExtension: "png")
        let url = "en-US/AchievementImage-\(Self.localID).png"
        try FileManager.default.removeItem(at: bundle.appendingPathComponent(url))
        try FileManager.default.linkItem(at: outside, to: bundle.appendingPathComponent(url))
        let json = try String(contentsOf: bundle.appendingPathComponent("gameCenterResources.json"), encoding: .utf8)
        let at = try GameKitTests.position(of: "\"en-US\\/AchievementImage", in: json)
        try await Self.expectRefused(in: folder, "FILE:\(at): error: the image '\(url)' of '\(Self.id)' has 2 hard links; import copies only a file that is the bundle's own, not one shared with a place outside it (copy the file) [gamekit-import]\n")
        let validate = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
        #expect(validate.status == 1)
        #expect(validate.stdout.contains("\(Self.file):\(at): error: the image '\(url)' of '\(Self.id)' has 2 hard links; only a file that is the bundle's own is read, not one shared with a place outside it [gamekit-import]\n"), "\(validate.stdout)")
    }

    @Test("activityProperties come into the catalog with their achievement; validate --gamekit checks them at their line")
    func activityProperties() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let bundle = try Self.bundle(in: folder, image: TestImages.png(width: 512, height: 512), fileExtension: "png", activityProperties: ["mode": "ranked", "tier": " "])
        let json = try String(contentsOf: bundle.appendingPathComponent("gameCenterResources.json"), encoding: .utf8)
        let at = try GameKitTests.position(of: "\"", after: "\"tier\" : ", in: json)
        let checked = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
        #expect(checked.stdout.contains("\(Self.file):\(at): error: activity property 'tier' of achievement '\(Self.id)' is empty; give it a value, or leave the property out [activity-property]\n"),
                "\(checked.stdout)")
        let (imported, project) = try await Self.importBundle(in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        #expect(!imported.stdout.contains("activityProperties"), "\(imported.stdout)")
        let catalog = try String(contentsOf: project.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(catalog.contains("    activityProperties:\n      mode: ranked\n      tier: \" \"\n"), "\(catalog)")
    }

    @Test("gameCenterResources.json as a link is refused, symbolic or hard, by import and validate --gamekit")
    func linkedJSON() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let bundle = try Self.bundle(in: folder, image: TestImages.png(width: 512, height: 512), fileExtension: "png")
        let json = bundle.appendingPathComponent("gameCenterResources.json")
        let outside = try CLIRunner.temporaryFolder().appendingPathComponent("elsewhere.json")
        try FileManager.default.moveItem(at: json, to: outside)
        try FileManager.default.createSymbolicLink(at: json, withDestinationURL: outside)
        try await Self.expectRefused(in: folder, "FILE:1:1: error: FILE is a symbolic link; import reads only the bundle's own file, never one a link leads to (copy the file into the bundle) [gamekit-import]\n")
        let validate = try await CLIRunner.run(["validate", "--gamekit", "GameCenterResources.gamekit"], in: folder)
        #expect(validate.status == 1)
        #expect(validate.stdout == "\(Self.file):1:1: error: \(Self.file) is a symbolic link; import reads only the bundle's own file, never one a link leads to (copy the file into the bundle) [gamekit-import]\n1 error, 0 warnings\n")
        try FileManager.default.removeItem(at: json)
        try FileManager.default.linkItem(at: outside, to: json)
        try await Self.expectRefused(in: folder, "FILE:1:1: error: FILE has 2 hard links; import reads only a file that is the bundle's own, not one shared with a place outside it (copy the file) [gamekit-import]\n")
    }
}
