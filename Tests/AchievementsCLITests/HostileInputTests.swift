import CatalogTestSupport
import Foundation
import Testing

/// A temporary project: the fixture catalog (or `catalog`) and the default templates.
private func hostileProject(catalog: String = FixtureCatalog.text) throws -> URL {
    let folder = try CLIRunner.folder(with: catalog)
    try FileManager.default.copyItem(at: CLIRunner.packageRoot.appendingPathComponent("templates"), to: folder.appendingPathComponent("templates"))
    return folder
}

/// Runs the tool, checks it ended normally (no signal, no trap), and returns what it
/// did. No test bounds time: speed belongs in the benchmarks (docs/performance.md).
private func run(_ arguments: [String], in folder: URL,
                 sourceLocation: SourceLocation = #_sourceLocation) async throws -> TestProcess.Result {
    let result = try await CLIRunner.run(arguments, in: folder)
    #expect(result.exitedNormally, "ended by a signal: \(result.stderr.prefix(400))", sourceLocation: sourceLocation)
    #expect(!result.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
    return result
}

/// The fixture with 60 achievements in its best-run group (1 point each), to multiply template output.
private let sixtyAchievements: String = {
    let entries = (1...60).map { index in
        """
          - key: many_\(index)
            id: ach.best.m\(index)
            referenceName: Many \(index)
            group: best
            threshold: \(1_000 + index)
            points: 1
            hidden: no
            localizations:
              en:
                title: Many \(index)
                description: Score many in a run.
              es:
                title: Muchos \(index)
                description: Marca muchos en una partida.

        """
    }.joined()
    return FixtureCatalog.appendingAchievements(entries)
}()

/// A sparse file of `size` bytes (no disk used), as a hostile repository could commit or create.
private func sparseFile(at url: URL, size: Int64) throws {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
}

@Suite("Hostile input: every promise holds", .tags(.process), .unlessSkipped(.process))
struct HostileInputTests {
    // 1. Writes outside the repository.
    @Test("a committed symbolic link as the default output folder is refused; nothing is written through it")
    func symlinkedDefaultOutput() async throws {
        let folder = try hostileProject()
        let outside = try CLIRunner.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/DemoChallenges"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Sources/DemoChallenges/Generated").path,
                                                   withDestinationPath: outside.path)
        try Data("{{headerComment}}\nssh-ed25519 AAAA attacker\n".utf8).write(to: folder.appendingPathComponent("templates/authorized_keys.mustache"))
        let result = try await run(["generate", "--templates", "templates"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "Sources/DemoChallenges/Generated:1:1: error: refusing to write into Sources/DemoChallenges/Generated: Sources/DemoChallenges/Generated is a symbolic link; output folders are never reached through a link [output-symlink]\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test("--output naming a link, or a folder under a link, is refused; a real folder named outside the project is the user's choice")
    func explicitOutputs() async throws {
        let folder = try hostileProject()
        let outside = try CLIRunner.temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: outside.path)
        for output in ["link", "link/deeper", "./link/"] {
            let result = try await run(["generate", "--output", output], in: folder)
            #expect(result.status == 1)
            #expect(result.stdout.hasSuffix("link is a symbolic link; output folders are never reached through a link [output-symlink]\n"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        let chosen = try await run(["generate", "--output", outside.appendingPathComponent("Generated").path], in: folder)
        #expect(chosen.status == 0)
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("Generated/ChallengeCatalog.swift").path))
    }

    // 2. Catalog text becomes code.
    @Test("names that become identifiers must be identifiers", arguments: [
        ("game: Demo", "game: 2048", "name-format"),
        ("  en: en-US", "  \"en\\nfunc injected() {}\\n//\": en-US", "language-code"),
        ("  score: Points scored in a run.", "  \"score */ func x() {} /*\": Points scored in a run.", "name-format"),
        ("  tap:\n    name: Tap", "  \"tap\\nlet injected = 1\":\n    name: Tap", "name-format"),
        ("  best:\n    name: Best Run", "  \"best-run\":\n    name: Best Run", "name-format"),
    ])
    func identifierNames(old: String, new: String, rule: String) async throws {
        let folder = try hostileProject(catalog: FixtureCatalog.replacing(old, with: new))
        let result = try await run(["generate"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("[\(rule)]"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources").path))
    }

    @Test("comment text and a hostile catalog file name cannot end a comment or add a declaration; the output parses", .tags(.compiler), .unlessSkipped(.compiler))
    func commentTextStaysComment() async throws {
        let catalog = FixtureCatalog.replacing("  score: Points scored in a run.", with: "  score: \"Points */ func injected() {} /* scored\\nlet alsoInjected = 1\"")
            .replacing("    name: Best Run", with: "    name: \"Best */ struct Injected {} /*\"")
        let folder = try hostileProject(catalog: catalog)
        let name = "cat\nfunc injected() {}\n*alog.yaml"
        try FileManager.default.moveItem(at: folder.appendingPathComponent("catalog.yaml"), to: folder.appendingPathComponent(name))
        let result = try await run(["generate", "--catalog", name, "--output", "Gen"], in: folder)
        #expect(result.status == 0, "\(result.stdout)")
        for file in ["ChallengeCatalog.swift", "ChallengeIDMapping.swift"] {
            let text = try String(contentsOf: folder.appendingPathComponent("Gen/\(file)"), encoding: .utf8)
            for line in text.split(separator: "\n") where line.lowercased().contains("injected") {
                let trimmed = line.drop { $0 == " " }
                #expect(trimmed.hasPrefix("//") && !trimmed.contains("*/") || line.contains("\""), "catalog text outside a comment or literal: \(line)")
            }
            let parsed = try await TestProcess.run("/usr/bin/env", ["swiftc", "-parse", folder.appendingPathComponent("Gen/\(file)").path])
            #expect(parsed.status == 0, "\(parsed.stderr)")
        }
    }

    // 3. Arithmetic traps.
    @Test("points at the edges of Int are diagnostics, never a trap", arguments: ["9223372036854775807", "-9223372036854775808", "9223372036854775808"])
    func hugePoints(points: String) async throws {
        let folder = try hostileProject(catalog: FixtureCatalog.replacing("points: 10", with: "points: \(points)")
            .replacing("points: 20", with: "points: \(points)"))
        for command in [["validate"], ["summary"], ["checklist"], ["export", "csv"], ["generate"]] {
            let result = try await run(command, in: folder)
            #expect(result.status == 1)
            #expect(result.stdout.contains("[points-range]") || result.stdout.contains("[value-range]") || result.stdout.contains("error"))
        }
    }

    // 4. Unbounded reads.
    @Test("an image path that climbs out of the artwork folder is an error before anything reads it")
    func imageEscapes() async throws {
        let folder = try hostileProject(catalog: FixtureCatalog.replacing("    group: best\n    threshold: 10", with: "    group: best\n    image: ../../../../proc/self/pagemap\n    threshold: 10"))
        let result = try await run(["validate", "--artwork"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: image '../../../../proc/self/pagemap' of 'best_10' climbs out with '..'; images must be inside the artwork folder [image-path]"))
    }

    @Test("huge sparse files are refused or read only as far as needed: artwork, an output file, a client source")
    func hugeFiles() async throws {
        let folder = try hostileProject()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("artwork"), withIntermediateDirectories: true)
        try sparseFile(at: folder.appendingPathComponent("artwork/best_10.png"), size: 4 << 30)
        let artwork = try await run(["validate", "--artwork"], in: folder)
        #expect(artwork.stdout.contains("error: image artwork/best_10.png of 'best_10' is neither a PNG nor a JPEG file [artwork-format]"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Gen"), withIntermediateDirectories: true)
        try sparseFile(at: folder.appendingPathComponent("Gen/ChallengeCatalog.swift"), size: 8 << 30)
        let generate = try await run(["generate", "--output", "Gen"], in: folder)
        #expect(generate.status == 1)
        #expect(generate.stdout.contains("it is larger than anything this tool writes, so it is not its output"))
        try sparseFile(at: folder.appendingPathComponent("Huge.swift"), size: 3 << 30)
        let client = try await run(["validate", "--client", "Huge.swift"], in: folder)
        #expect(client.stdout.contains("Huge.swift:1:1: error: cannot check Huge.swift: Huge.swift is 3221225472 bytes, larger than the limit of 2097152 bytes [client-unreadable]"))
    }

    // 5. Path edge cases.
    @Test("odd catalog and output paths are diagnostics, never a trap", arguments: [
        ["validate", "--catalog", "."], ["validate", "--catalog", "./"], ["validate", "--catalog", "~"], ["validate", "--catalog", ""],
        ["export", "csv", "--output", "."], ["export", "csv", "--output", "/"], ["lock", "--lock", "."], ["generate", "--output", "catalog.yaml"],
    ])
    func oddPaths(arguments: [String]) async throws {
        let folder = try hostileProject()
        let result = try await run(arguments, in: folder)
        #expect(result.status == 1 || result.status == 64)
        #expect(try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8) == FixtureCatalog.text)
    }

    // 6. Templates.
    @Test("templates that would crash, hang or fill memory are diagnostics at their tag", arguments: [
        ("_loop.mustache", "{{> _loop}}", "{{headerComment}}\n{{> _loop}}\n", "templates/_loop.mustache:1:1: error: the partial '_loop' includes itself (_loop → _loop) [template-partial-cycle]"),
        ("Deep.swift.mustache", "", String(repeating: "{{#achievements}}", count: 30) + "x" + String(repeating: "{{/achievements}}", count: 30), "opened inside a section of the same name"),
        ("Deeper.swift.mustache", "", String(repeating: "{{#isLast}}", count: 5_000) + String(repeating: "{{/isLast}}", count: 5_000), "[template-nesting]"),
        ("Typo.swift.mustache", "", "{{headerComment}}\n{{> _misspelt}}\n", "templates/Typo.swift.mustache:2:1: error: the template includes the partial '_misspelt', which the templates folder does not have [template-missing-partial]"),
        ("Big.swift.mustache", "", "{{#achievements}}{{#languages}}{{#localizations}}{{#groups}}" + String(repeating: "x", count: 900_000) + "{{/groups}}{{/localizations}}{{/languages}}{{/achievements}}",
         "bytes with this catalog, more than the limit of 536870912; look for large text inside sections over long lists [template-output-too-large]"),
    ])
    func hostileTemplates(name: String, partial: String, text: String, expected: String) async throws {
        let folder = try hostileProject(catalog: sixtyAchievements)
        let templates = folder.appendingPathComponent("templates")
        if name.hasPrefix("_") {
            try Data(partial.utf8).write(to: templates.appendingPathComponent(name))
            try Data(text.utf8).write(to: templates.appendingPathComponent("Uses.swift.mustache"))
        } else {
            try Data(text.utf8).write(to: templates.appendingPathComponent(name))
        }
        let result = try await run(["generate", "--templates", "templates", "--output", "Gen"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains(expected), "\(result.stdout.prefix(600))")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Gen").path))
    }

    // 7. The client check.
    @Test("tiny Swift files that stall or crash the parser are diagnostics", arguments: [
        "let x = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30),
        "let x = " + String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000),
        "let x = " + String(repeating: "(", count: 1_000),
        "let x = \"" + String(repeating: "\\(\"", count: 200) + String(repeating: "\")", count: 200) + "\"",
        "let ids = [\"ach." + String(repeating: "a.b", count: 10_000) + "\"]",
    ])
    func hostileClientSources(source: String) async throws {
        let folder = try hostileProject()
        try Data(source.utf8).write(to: folder.appendingPathComponent("Game.swift"))
        let result = try await run(["validate", "--client", "Game.swift"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Game.swift"))
    }

    // 8. Small files, huge cost.
    @Test("one broken rule repeated 200,000 times prints a bounded report that says what it left out")
    func boundedReports() async throws {
        let items = String(repeating: "  - {}\n", count: 200_000)
        let folder = try hostileProject(catalog: FixtureCatalog.text.replacingOccurrences(of: "achievements:\n", with: "achievements:\n" + items))
        let result = try await run(["validate"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdoutData.count < 200_000)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count <= 1_002)
        #expect(lines.dropLast().last?.contains("more diagnostics not shown (at most 100 per rule and 1000 in all); fix these and run again [diagnostics-truncated]") == true)
    }

    @Test("a message never grows with the catalog: 2,000 languages are one language-count error, and unknown-language lists at most 39")
    func boundedMessages() async throws {
        func catalog(languages count: Int) -> String {
            let languages = (0..<count).map { "  l\($0): en-US" }.joined(separator: "\n")
            return FixtureCatalog.replacing("  es: es-ES", with: "  es: es-ES\n" + languages).replacing("      es:\n        title: Diez", with: "      xx:\n        title: Diez")
        }
        let many = try await run(["validate"], in: try hostileProject(catalog: catalog(languages: 2_000)))
        #expect(many.status == 1)
        #expect(many.stdout == "catalog.yaml:44:3: error: 2002 languages; App Store Connect has 39 locales and each language needs its own, so the languages past the 39th are not read [language-count]\n1 error, 0 warnings\n")
        let most = try await run(["validate"], in: try hostileProject(catalog: catalog(languages: 37)))
        let line = try #require(most.stdout.split(separator: "\n").first { $0.contains("[unknown-language]") }, "\(most.stdout)")
        #expect(line.count < 1_200)
    }

    // 9. Exports never overwrite what the user wrote.
    @Test("an export refuses a file it did not write, and never writes over the catalog, even with --force")
    func exportsKeepUserFiles() async throws {
        let folder = try hostileProject()
        try Data("my notes\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let notes = try await run(["export", "csv", "--output", "notes.txt"], in: folder)
        #expect(notes.status == 1)
        #expect(notes.stdout == "notes.txt:1:1: error: refusing to overwrite notes.txt: this tool did not write it (its first row is not the achievements layout's header); move it, or pass --force [output-not-generated]\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "my notes\n")
        for force in [[], ["--force"]] {
            let catalog = try await run(["export", "csv", "--output", "catalog.yaml"] + force, in: folder)
            #expect(catalog.status == 1)
            #expect(catalog.stdout == "catalog.yaml:1:1: error: refusing to write catalog.yaml: it is catalog.yaml, which this run reads; choose another output [output-is-input]\n")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8) == FixtureCatalog.text)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("localizations"), withIntermediateDirectories: true)
        let handEdited = "{\"sourceLanguage\":\"en\",\"strings\":{\"greeting\":{}},\"version\":\"1.0\"}\n"
        try Data(handEdited.utf8).write(to: folder.appendingPathComponent("localizations/Achievements.xcstrings"))
        #expect(try await run(["export", "xcstrings"], in: folder).status == 1)
        #expect(try String(contentsOf: folder.appendingPathComponent("localizations/Achievements.xcstrings"), encoding: .utf8) == handEdited)
        // Its own files are replaced as before.
        #expect(try await run(["export", "csv", "--output", "sheet.csv"], in: folder).status == 0)
        // Another layout's sheet is not this one's: replaced only with --force.
        #expect(try await run(["export", "csv", "--output", "sheet.csv", "--layout", "localizations"], in: folder).status == 1)
        #expect(try await run(["export", "csv", "--output", "sheet.csv", "--layout", "localizations", "--force"], in: folder).status == 0)
    }

    // 12. git option injection.
    @Test("a reference that git could read as an option is a usage error, and git writes nothing")
    func gitOptionInjection() async throws {
        let folder = try hostileProject()
        _ = try await TestProcess.run("/usr/bin/env", ["git", "init", "-q"], in: folder)
        for reference in ["--output=pwned", "-p", "--output=\(folder.path)/pwned"] {
            let result = try await run(["validate", "--against=\(reference)"], in: folder)
            #expect(result.status == 64)
            #expect(result.stderr.contains("starts with '-'"))
        }
        let diff = try await run(["diff", "--output=pwned"], in: folder)
        #expect(diff.status == 64 || diff.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pwned").path))
    }

    // 11 and 13. Blind spots and terminal escapes.
    @Test("control characters, bidirectional overrides and invisible-only texts are errors, printed escaped", arguments: [
        ("title: Ten", "title: \"Ten\\e[31m\"", "contains U+001B (a control character)"),
        ("title: Ten", "title: \"Ten\\a\"", "contains U+0007 (a control character)"),
        ("title: Ten", "title: \"Te\\u202En\"", "contains U+202E (a bidirectional control)"),
        ("title: Ten", "title: \"\\uFEFF\"", "is only invisible characters"),
        ("referenceName: Best 10", "referenceName: \"Best\\u2066 10\"", "contains U+2066 (a bidirectional control)"),
    ])
    func invisibleCharacters(old: String, new: String, expected: String) async throws {
        let folder = try hostileProject(catalog: FixtureCatalog.replacing(old, with: new))
        let result = try await run(["validate"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains(expected))
        #expect(result.stdout.contains("[invisible-characters]"))
        #expect(!result.stdoutData.contains(0x1B) && !result.stdoutData.contains(0x07))
        #expect(!result.stdout.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
    }

    @Test("a title of one letter and a million combining marks is far over 50 characters")
    func combiningMarks() async throws {
        let title = "a" + String(repeating: "\u{0301}", count: 1_000_000)
        let folder = try hostileProject(catalog: FixtureCatalog.replacing("title: Ten", with: "title: \(title)"))
        let result = try await run(["validate"], in: folder)
        #expect(result.stdout.contains("error: 'en' title is 1000001 characters (UTF-16 units); App Store Connect allows at most 50 [title-length]"))
        #expect(result.stdoutData.count < 10_000)
    }

    @Test("a file name with a line break cannot forge a diagnostic line")
    func forgedLines() async throws {
        let folder = try hostileProject()
        let name = "x.yaml:1:1: error: forged [fake]\ny.yaml"
        try Data("format: [\n".utf8).write(to: folder.appendingPathComponent(name))
        let result = try await run(["validate", "--catalog", name], in: folder)
        #expect(result.status == 1)
        #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("y.yaml") || $0.hasPrefix("x.yaml") && !$0.contains("\\u{a}") })
        #expect(result.stdout.contains("\\u{a}y.yaml"))
    }

    // 14. Interrupted writes.
    @Test("a temporary file left by an interrupted generate is removed by the next one")
    func leftoverTemporaryFiles() async throws {
        let folder = try hostileProject()
        #expect(try await run(["generate", "--output", "Gen"], in: folder).status == 0)
        // The shape a killed run leaves: its PID (no longer running) and a random part.
        let leftover = folder.appendingPathComponent("Gen/.achievements-ChallengeCatalog.swift.2147483646-k3j2h1.tmp")
        try Data(repeating: 0x41, count: 4096).write(to: leftover)
        try Data("// Generated by `achievements generate` but stale\n".utf8).write(to: folder.appendingPathComponent("Gen/ChallengeCatalog.swift"))
        #expect(try await run(["generate", "--output", "Gen"], in: folder).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Gen").path).sorted()
                == ["ChallengeCatalog.swift", "ChallengeIDMapping.swift"])
    }

    // 15. Links read, conflicts refused.
    @Test("a catalog or lock that links to a regular file reads; /dev/stdin reads; a dangling lock link is not replaced")
    func readingThroughLinks() async throws {
        let folder = try hostileProject()
        try FileManager.default.moveItem(at: folder.appendingPathComponent("catalog.yaml"), to: folder.appendingPathComponent("real.yaml"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("catalog.yaml").path, withDestinationPath: "real.yaml")
        let linked = try await run(["validate"], in: folder)
        #expect(linked.stdout == "0 errors, 0 warnings\n")
        let stdin = try await run(["validate", "--catalog", "/dev/stdin"], in: folder)
        #expect(stdin.stdout == "/dev/stdin:1:1: error: the file is empty [yaml-empty]\n1 error, 0 warnings\n")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("catalog.lock.yaml").path, withDestinationPath: "nowhere.yaml")
        let lock = try await run(["lock"], in: folder)
        #expect(lock.status == 1)
        #expect(lock.stdout.contains("[output-symlink]"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("catalog.lock.yaml").path) == "nowhere.yaml")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nowhere.yaml").path))
    }

    @Test("--lock with --against is a usage error")
    func conflictingOptions() async throws {
        let folder = try hostileProject()
        for command in [["validate"], ["generate"], ["checklist"]] {
            let result = try await run(command + ["--lock", "x.yaml", "--against", "HEAD"], in: folder)
            #expect(result.status == 64)
            #expect(result.stderr.contains("--lock and --against both name what was released; pass one of them"))
        }
    }

    // 16. The lock stops generation.
    @Test("after lock, renaming a released ID stops generate as it stops validate")
    func lockStopsGeneration() async throws {
        let folder = try hostileProject()
        #expect(try await run(["lock", "--release", "1.0"], in: folder).status == 0)
        try Data(FixtureCatalog.replacing("id: ach.best.0010", with: "id: ach.best.0011").utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        let generate = try await run(["generate", "--output", "Gen"], in: folder)
        #expect(generate.status == 1)
        #expect(generate.stdout.contains("[released-id-changed]"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Gen").path))
        #expect(try await run(["checklist"], in: folder).status == 1)
    }
}
