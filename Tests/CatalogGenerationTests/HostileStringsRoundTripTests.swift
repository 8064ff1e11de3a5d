import AchievementsCatalog
import CatalogGeneration
import TemplateRendering
import CatalogTestSupport
import Foundation
import Testing

/// A catalog whose every string is hard to write as Swift source, and whose
/// local keys are Swift keywords.
private let hostileCatalog = #"""
format: 1
game: "Hostile \"Game\""
idPrefix: ach
languages:
  en: en-US
  ar: ar-SA
metrics:
  score: "Score with \\backslash and \"quotes\""
inputs:
  tap:
    name: Tap
    rule: "Tap \"used\" # not a comment"
groups:
  default:
    name: "Group \\(interpolation)"
    id: ach.g
    type: T
    progress: bestRun
    metric: score
    rule: ">= {threshold}"
  class:
    name: Controls
    id: ach.c
    type: T
    progress: controlInput
achievements:
  - key: default
    id: ach.g.one
    referenceName: "Quotes \" and \\ and \\(x) and #\"raw\"#"
    group: default
    threshold: 1
    points: 1
    hidden: no
    localizations:
      en:
        title: "Line\nbreak\tand tab"
        description: "Emoji 🏎️💨 and combining e\u0301 and \"\"\" triple"
        earnedDescription: "Right-to-left override \u202E here\u2028and a line separator"
      ar:
        title: "سباق"
        description: "مرحبا بالعالم — עברית"
  - key: self
    id: ach.g.two
    referenceName: "Nul \0 and bell \a and DEL \x7F"
    group: default
    threshold: 2
    points: 2
    hidden: yes
    localizations:
      en:
        title: "#if false"
        description: "*/ /* not a comment */"
      ar:
        title: "\\"
        description: "\"\""
  - key: class
    id: ach.c.tap
    referenceName: "Type"
    group: class
    input: tap
    points: 3
    hidden: no
    localizations:
      en:
        title: "Zero\u200Bwidth"
        description: "Trailing backslash \\"
      ar:
        title: "ﷺ"
        description: "‏RLM‎LRM"
  - key: init
    id: ach.c.init
    referenceName: init
    group: class
    input: tap
    points: 0
    hidden: no
    localizations:
      en: {title: "protocol", description: "Protocol"}
      ar: {title: "Self", description: "self"}
"""#

/// The build folder the test binary runs from (where the runtime's objects are).
private func buildFolder() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<5 {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/Challenges.swiftmodule").path) { return folder }
        folder.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile)
}

private func objects(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0).path }
}

@Suite("Hostile strings", .tags(.process, .compiler), .unlessSkipped(.process, .compiler))
struct HostileStringsRoundTripTests {
    @Test("a catalog full of hostile strings and keyword keys compiles with swiftc, runs, and prints every string back exactly")
    func roundTrip() async throws {
        let catalog = try #require(CatalogLoader().load(text: hostileCatalog, path: "catalog.yaml").catalog)
        let templates = try TemplateSet.load(directory: packageRoot.appendingPathComponent("templates").path).get()
        let files = try CatalogGenerator().render(catalog, templates: templates).get()

        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        for file in files { try Data(file.contents.utf8).write(to: work.appendingPathComponent(file.name)) }
        try Data("""
            import Challenges
            import Foundation

            var strings: [String] = [ChallengeMetric.score.rawValue, ChallengeControlInput.tap.rawValue]
            for challenge in HostileGameChallenge.allCases {
                strings.append(challenge.rawValue)
                strings.append(challenge.referenceName)
                strings.append(HostileGameChallengeIDMapping.ascAchievementID(for: challenge))
                for language in ["en", "ar"] {
                    let texts = challenge.localizations[language]!
                    strings += [texts.title, texts.beforeEarnedDescription, texts.afterEarnedDescription]
                }
            }
            for group in HostileGameChallengeGroup.allCases { strings += [group.rawValue, group.name] }
            let data = try JSONEncoder().encode(strings)
            FileHandle.standardOutput.write(data)

            """.utf8).write(to: work.appendingPathComponent("main.swift"))

        let build = try buildFolder()
        let compile = try await TestProcess.run("/usr/bin/env", [
            "swiftc", "-swift-version", "6", "-warnings-as-errors", "-I", build.appendingPathComponent("Modules").path,
            "main.swift", "ChallengeCatalog.swift", "ChallengeIDMapping.swift", "-o", "hostile",
        ] + objects(in: build.appendingPathComponent("Challenges.build")) + objects(in: build.appendingPathComponent("Logging.build")), in: work)
        #expect(compile.status == 0, "swiftc failed:\n\(compile.stdout)\(compile.stderr)")
        guard compile.status == 0 else { return }

        let result = try await TestProcess.run(work.appendingPathComponent("hostile").path, [], in: work)
        #expect(result.status == 0)
        let printed = try JSONDecoder().decode([String].self, from: result.stdoutData)

        var expected = ["score", "tap"]
        for achievement in catalog.achievements {
            expected += [achievement.key.value, achievement.referenceName.value, achievement.id.value]
            for language in ["en", "ar"] {
                let texts = try #require(achievement.localization(for: language))
                expected += [texts.title.value, texts.description.value, texts.effectiveEarnedDescription.value]
            }
        }
        for group in catalog.groups { expected += [group.key.value, group.name.value] }
        #expect(printed == expected)
        #expect(printed.contains("Right-to-left override \u{202E} here\u{2028}and a line separator"))
        #expect(printed.contains("Nul \u{0} and bell \u{7} and DEL \u{7F}"))
        #expect(printed.contains(##"Quotes " and \ and \(x) and #"raw"#"##))
    }
}
