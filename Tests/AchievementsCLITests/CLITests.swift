import CatalogTestSupport
import Foundation
import Testing

@Suite("achievements command line", .tags(.process), .unlessSkipped(.process))
struct CLITests {
    @Test("the main job on the bundled catalog prints the summary and exits 0")
    func mainJob() async throws {
        let result = try await CLIRunner.run([])
        #expect(result.status == 0)
        #expect(result.stdout == """
            RetroRacing: 18 achievements in catalog.yaml
              runOvertakes    Overtakes in One Run           6  100 points
              totalOvertakes  Total Overtakes (Cumulative)   7  175 points
              control         Control-Based                  5   30 points
            Points: 305 of 1000 used, 695 left
            Locales: en → en-US, es → es-ES, ca → ca
            0 errors, 0 warnings

            """)
        #expect(result.stderr == "")
    }

    @Test("validate on the bundled catalog is clean in every format")
    func validateClean() async throws {
        #expect(try await CLIRunner.run(["validate"]).stdout == "0 errors, 0 warnings\n")
        #expect(try await CLIRunner.run(["validate", "--format", "json"]).stdout == "[]\n")
        #expect(try await CLIRunner.run(["validate", "--format", "github"]).stdout == "")
        #expect(try await CLIRunner.run(["validate", "--strict"]).status == 0)
    }

    @Test("one fault: exit 1 and a clickable PATH:LINE:COLUMN diagnostic with the rule ID")
    func oneFault() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.replacing("points: 20", with: "points: 120"))
        let result = try await CLIRunner.run(["validate"], in: folder)
        let line = FixtureCatalog.position(of: "points: 120", offset: 8, in: FixtureCatalog.replacing("points: 20", with: "points: 120"))
        #expect(result.status == 1)
        #expect(result.stdout == "catalog.yaml:\(line): error: points must be between 0 and 100, not 120 [points-range]\n1 error, 0 warnings\n")
        #expect(result.exitedNormally)
    }

    @Test("--catalog names another file, and the path is printed as given")
    func catalogOption() async throws {
        let bad = try CLIRunner.folder(with: FixtureCatalog.replacing("points: 10", with: "pionts: 10"), named: "game.yaml")
        let result = try await CLIRunner.run(["validate", "--catalog", "game.yaml"], in: bad)
        #expect(result.status == 1)
        #expect(result.stdout.contains("game.yaml:39:5: error: unknown field 'pionts' in achievement 'best_10'; did you mean 'points'? [schema-unknown-field]\n"))
    }

    @Test("json output is an array of objects with path, line, column, severity, rule, message")
    func jsonFormat() async throws {
        let text = FixtureCatalog.replacing("title: Twenty", with: "title: \"Twenty \"")
        let folder = try CLIRunner.folder(with: text)
        let result = try await CLIRunner.run(["validate", "--format", "json"], in: folder)
        #expect(result.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        let entry = try #require(parsed?.first)
        #expect(parsed?.count == 1)
        #expect(entry["path"] as? String == "catalog.yaml")
        #expect(entry["line"] as? Int == 57)
        #expect(entry["column"] as? Int == 16)
        #expect(entry["severity"] as? String == "warning")
        #expect(entry["rule"] as? String == "whitespace")
        #expect(entry["message"] as? String == "'en' title of 'best_20' ends with white space")
    }

    @Test("--strict turns a warning into a failure")
    func strict() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.replacing("title: Twenty", with: "title: \"Twenty \""))
        let lenient = try await CLIRunner.run(["validate"], in: folder)
        #expect(lenient.status == 0)
        #expect(lenient.stdout == "catalog.yaml:57:16: warning: 'en' title of 'best_20' ends with white space [whitespace]\n0 errors, 1 warning\n")
        let strict = try await CLIRunner.run(["validate", "--strict"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stdout == "catalog.yaml:57:16: error: 'en' title of 'best_20' ends with white space [whitespace]\n1 error, 0 warnings\n")
    }

    @Test("github format prints workflow commands")
    func githubFormat() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.replacing("  es: es-ES", with: "  es: es-XX"))
        let result = try await CLIRunner.run(["validate", "--format", "github"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "::error file=catalog.yaml,line=6,col=7,title=asc-locale::'es-XX' is not an App Store Connect locale code; use 'es-ES' or 'es-MX'\n")
    }

    @Test("bad usage exits 64", arguments: [["validate", "--format", "xml"], ["--no-such-flag"], ["validate", "--max-input-bytes", "0"], ["frobnicate"]])
    func usage(arguments: [String]) async throws {
        let result = try await CLIRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.exitedNormally)
    }

    @Test("a missing catalog, a directory and an empty file are diagnostics with exit 1")
    func unreadable() async throws {
        let folder = try CLIRunner.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.yaml"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("empty.yaml"))
        let missing = try await CLIRunner.run(["validate", "--catalog", "missing.yaml"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.stdout == "missing.yaml:1:1: error: no such file: missing.yaml; `achievements init` writes a starter catalog, or name one with --catalog [file-unreadable]\n1 error, 0 warnings\n")
        let directory = try await CLIRunner.run(["--catalog", "dir.yaml"], in: folder)
        #expect(directory.status == 1)
        #expect(directory.stdout == "dir.yaml:1:1: error: dir.yaml is a directory, not a file [file-unreadable]\n1 error, 0 warnings\n")
        let empty = try await CLIRunner.run(["validate", "--catalog", "empty.yaml"], in: folder)
        #expect(empty.stdout == "empty.yaml:1:1: error: the file is empty [yaml-empty]\n1 error, 0 warnings\n")
    }

    @Test("--max-input-bytes refuses a larger file before reading it")
    func maxInputBytes() async throws {
        let result = try await CLIRunner.run(["validate", "--max-input-bytes", "100"])
        #expect(result.status == 1)
        let size = try Data(contentsOf: CLIRunner.packageRoot.appendingPathComponent("catalog.yaml")).count
        #expect(result.stdout == "catalog.yaml:1:1: error: catalog.yaml is \(size) bytes, larger than the limit of 100 bytes [file-too-large]\n1 error, 0 warnings\n")
    }

    @Test("hostile files end in a diagnostic and exit 1, never a crash or a hang", arguments: [
        ("alias", "a: &a [1]\nb: *a\n", "alias.yaml:1:4: error: anchors (&a) are not allowed in a catalog; write each value out [yaml-alias]"),
        ("scalar", "just text\n", "scalar.yaml:1:1: error: the catalog must be a mapping of fields, not a scalar [schema-type]"),
        ("list", "- 1\n- 2\n", "list.yaml:1:1: error: the catalog must be a mapping of fields, not a sequence [schema-type]"),
        ("tab", "a:\n\tb: 1\n", "tab.yaml:2:1: error: a tab cannot indent YAML; indent with spaces (found character that cannot start any token (while scanning for the next token at line 2, column 1)) [yaml-syntax]"),
    ])
    func hostile(name: String, text: String, expected: String) async throws {
        let folder = try CLIRunner.folder(with: text, named: "\(name).yaml")
        let result = try await CLIRunner.run(["validate", "--catalog", "\(name).yaml"], in: folder)
        #expect(result.exitedNormally)
        #expect(result.status == 1)
        #expect(result.stdout.components(separatedBy: "\n").first == expected)
        #expect(result.stderr == "")
    }

    @Test("100,000 nested flow sequences end at the depth limit, without a hang")
    func deepNesting() async throws {
        let folder = try CLIRunner.folder(with: String(repeating: "[", count: 100_000), named: "deep.yaml")
        let result = try await CLIRunner.run(["validate", "--catalog", "deep.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "deep.yaml:1:33: error: mappings and sequences are nested more than 32 levels deep [yaml-depth]\n1 error, 0 warnings\n")
    }

    @Test("rules lists every rule ID the code can report, each once")
    func rules() async throws {
        let result = try await CLIRunner.run(["rules"])
        #expect(result.status == 0)
        let ids = result.stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(Set(ids).count == ids.count)
        #expect(ids.first == "file-unreadable")
        // A rule ID exists only as a descriptor (`RuleDescriptor(id: "points-range", …)`):
        // every descriptor written in the sources is listed, and nothing else.
        let sources = try FileManager.default.subpathsOfDirectory(atPath: CLIRunner.packageRoot.appendingPathComponent("Sources").path)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Challenges") && !$0.hasPrefix("RetroRacingChallenges") && !$0.hasPrefix("ReviewPrompt") }
        var literals: Set<String> = []
        let pattern = try Regex(#"RuleDescriptor\(\s*id: "([a-z]+(?:-[a-z0-9]+)*)""#)
        for file in sources {
            let text = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("Sources/\(file)"), encoding: .utf8)
            for match in text.matches(of: pattern) { literals.insert(String(match.output[1].substring ?? "")) }
        }
        let listed = Set(ids)
        #expect(literals.subtracting(listed).sorted() == [])
        #expect(listed.subtracting(literals).sorted() == [])
        #expect(ids.count == 125)
    }

    @Test("docs/rules.md's rule reference is what `rules --format markdown` prints")
    func rulePageTables() async throws {
        let result = try await CLIRunner.run(["rules", "--format", "markdown"])
        let readme = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let begin = "<!-- rules:begin: generated by `achievements rules --format markdown` -->\n"
        let start = try #require(readme.range(of: begin)).upperBound
        let end = try #require(readme.range(of: "<!-- rules:end -->", range: start..<readme.endIndex)).lowerBound
        #expect(String(readme[start..<end]) == result.stdout, "run scripts/regenerate.sh")
    }
}

@Suite("Command-line conventions", .tags(.process), .unlessSkipped(.process))
struct CommandLineConventionTests {
    @Test("--version prints the version, and `asc --version` the same")
    func version() async throws {
        let result = try await CLIRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
        let asc = try await CLIRunner.run(["asc", "--version"])
        #expect(asc.status == 0)
        #expect(asc.stdout == result.stdout)
    }

    @Test("validate --format sarif prints a SARIF log; output to a pipe is never coloured")
    func sarifAndNoColour() async throws {
        let folder = try CLIRunner.folder(with: "format: 2\n")
        let sarif = try await CLIRunner.run(["validate", "--format", "sarif"], in: folder)
        #expect(sarif.status == 1)
        #expect(sarif.stdout.hasPrefix("{\n  \"$schema\" : \"https://json.schemastore.org/sarif-2.1.0.json\","))
        let text = try await CLIRunner.run(["validate"], in: folder)
        #expect(!text.stdoutData.contains(0x1B))
    }

    @Test("shell completion scripts are generated for bash, zsh and fish")
    func completions() async throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try await CLIRunner.run(["--generate-completion-script", shell])
            #expect(result.status == 0)
            #expect(result.stdout.contains("achievements"))
        }
    }
}

@Suite("achievements init", .tags(.process), .unlessSkipped(.process))
struct InitCommandTests {
    @Test("init writes a starter catalog that validates clean and generates, named after the folder")
    func starter() async throws {
        let parent = try CLIRunner.temporaryFolder()
        let folder = parent.appendingPathComponent("Space Miner 3")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let created = try await CLIRunner.run(["init"], in: folder)
        #expect(created.status == 0)
        #expect(created.stdout == "written: catalog.yaml\nwritten: achievements.yml\nnext: edit it, then run `achievements validate`; generate the game's code with `achievements generate` or the build-tool plugin\n")
        let config = try String(contentsOf: folder.appendingPathComponent("achievements.yml"), encoding: .utf8)
        #expect(config.contains("\ncatalog: catalog.yaml\n"))
        let text = try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(text.contains("\ngame: Space Miner 3\n"))
        #expect(text.contains("\nidPrefix: spaceminer3\n"))
        #expect(try await CLIRunner.run(["validate", "--strict"], in: folder).stdout == "0 errors, 0 warnings\n")
        #expect(try await CLIRunner.run(["generate"], in: folder).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/SpaceMiner3Challenges/Generated/ChallengeCatalog.swift").path))
    }

    @Test("init never replaces a catalog")
    func neverReplaces() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        let refused = try await CLIRunner.run(["init", "--game", "Other"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stdout == "catalog.yaml:1:1: error: refusing to overwrite catalog.yaml: it exists, and init never replaces a catalog; move it, or name another file with --catalog [output-not-generated]\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8) == FixtureCatalog.text)
    }

    @Test("a folder name that is no game name falls back to MyGame", arguments: [("123", "MyGame", "mygame"), ("über-game", "ber-game", "bergame")])
    func names(folderName: String, game: String, prefix: String) async throws {
        let parent = try CLIRunner.temporaryFolder()
        let folder = parent.appendingPathComponent(folderName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(try await CLIRunner.run(["init"], in: folder).status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(text.contains("\ngame: \(game)\n") && text.contains("\nidPrefix: \(prefix)\n"))
        #expect(try await CLIRunner.run(["validate"], in: folder).stdout == "0 errors, 0 warnings\n")
    }
}

@Suite("achievements init --apple-id", .tags(.process), .unlessSkipped(.process))
struct InitAppleIDTests {
    @Test("an Apple ID goes into the starter catalog, which then generates the write-review link; anything but digits is a usage error")
    func appleID() async throws {
        let folder = try CLIRunner.temporaryFolder()
        #expect(try await CLIRunner.run(["init", "--game", "Demo", "--apple-id", "123456"], in: folder).status == 0)
        #expect(try await CLIRunner.run(["validate", "--strict"], in: folder).stdout == "0 errors, 0 warnings\n")
        #expect(try await CLIRunner.run(["generate", "--output", "Gen"], in: folder).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("Gen/ChallengeIDMapping.swift"), encoding: .utf8)
                .contains(#"URL(string: "https://apps.apple.com/app/id123456?action=write-review")!"#))
        let other = try CLIRunner.temporaryFolder()
        let refused = try await CLIRunner.run(["init", "--apple-id", "1\"\napp: x"], in: other)
        #expect(refused.status == 64)
        #expect(!FileManager.default.fileExists(atPath: other.appendingPathComponent("catalog.yaml").path))
    }
}
