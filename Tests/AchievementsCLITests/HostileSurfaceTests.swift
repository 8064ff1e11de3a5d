import CatalogTestSupport
import Foundation
import Testing

/// The second hostile round, on the surfaces added after the first: the
/// configuration file, the output-folder rule, templates, the CSV import and
/// `init`. Each case runs the real command, which must end normally,
/// and write nothing outside the folder the user named.
@Suite("Hostile input on the new surfaces", .tags(.process), .unlessSkipped(.process))
struct HostileSurfaceTests {
    /// A project: the fixture catalog, and (when given) `achievements.yml`.
    static func project(config: String? = nil) throws -> URL {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        if let config { try Data(config.utf8).write(to: folder.appendingPathComponent("achievements.yml")) }
        return folder
    }

    /// Runs the tool, checking it ended normally (no signal, no trap).
    static func run(_ arguments: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws -> TestProcess.Result {
        let result = try await CLIRunner.run(arguments, in: folder)
        #expect(result.exitedNormally, "ended by a signal: \(result.stderr.prefix(400))", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
        return result
    }

    /// Every file below `folder`, relative to it.
    static func files(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }

    // 2. Paths in achievements.yml stay inside its folder.
    @Test("a configuration path that leaves the project is refused at its line; nothing is written", arguments: [
        ("output: ../victim/.ssh", "achievements.yml:1:9: error: 'output' must stay inside the configuration's folder, but '../victim/.ssh' climbs above it with '..'; a folder outside the project can only be named on the command line (--output) [config-path-outside]"),
        ("output: /tmp/victim", "achievements.yml:1:9: error: 'output' must stay inside the configuration's folder, but '/tmp/victim' is absolute; a folder outside the project can only be named on the command line (--output) [config-path-outside]"),
        ("output: Gen/../../victim", "achievements.yml:1:9: error: 'output' must stay inside the configuration's folder, but 'Gen/../../victim' climbs above it with '..'; a folder outside the project can only be named on the command line (--output) [config-path-outside]"),
        ("catalog: ../catalog.yaml", "achievements.yml:1:10: error: 'catalog' must stay inside the configuration's folder, but '../catalog.yaml' climbs above it with '..'; a file outside the project can only be named on the command line (--catalog) [config-path-outside]"),
        ("templates: /etc", "achievements.yml:1:12: error: 'templates' must stay inside the configuration's folder, but '/etc' is absolute; a folder outside the project can only be named on the command line (--templates) [config-path-outside]"),
        ("client: [Sources, ../other]", "achievements.yml:1:19: error: 'client' must stay inside the configuration's folder, but '../other' climbs above it with '..'; a folder outside the project can only be named on the command line (--client) [config-path-outside]"),
    ])
    func configurationPathOutside(setting: String, expected: String) async throws {
        let parent = try CLIRunner.temporaryFolder()
        let folder = parent.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(FixtureCatalog.text.utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        try Data((setting + "\n").utf8).write(to: folder.appendingPathComponent("achievements.yml"))
        let result = try await Self.run(["generate"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == expected + "\n1 error, 0 warnings\n", "\(result.stdout)")
        #expect(Self.files(in: parent) == ["repo", "repo/achievements.yml", "repo/catalog.yaml"])
    }

    @Test("a configuration path through a symbolic link out of the project is refused; the command line may still name it")
    func configurationPathThroughLink() async throws {
        let outside = try CLIRunner.temporaryFolder()
        let folder = try Self.project(config: "output: escape/Generated\n")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("escape").path, withDestinationPath: outside.path)
        let resolved = try #require(URL(fileURLWithPath: outside.path).resolvingSymlinksInPath().path.removingPercentEncoding)
        let refused = try await Self.run(["generate"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stdout.hasPrefix("achievements.yml:1:9: error: 'output' must stay inside the configuration's folder, but 'escape/Generated' leads through a symbolic link to \(resolved)/Generated, outside it;"), "\(refused.stdout)")
        #expect(Self.files(in: outside).isEmpty)
        try Data("# output: escape/Generated\n".utf8).write(to: folder.appendingPathComponent("achievements.yml"))
        let chosen = try await Self.run(["generate", "--output", outside.appendingPathComponent("Generated").path], in: folder)
        #expect(chosen.status == 0, "\(chosen.stdout)")
        #expect(Self.files(in: outside).contains("Generated/ChallengeCatalog.swift"))
    }

    // 3. `..` after a symbolic link.
    @Test("link/../X is judged at the link, as the kernel walks it, by every command that writes")
    func dotDotAfterLink() async throws {
        let outside = try CLIRunner.temporaryFolder()
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("inner"), withIntermediateDirectories: true)
        let folder = try Self.project()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("lnk").path,
                                                   withDestinationPath: outside.appendingPathComponent("inner").path)
        #expect(try await Self.run(["export", "csv", "--output", "sheet.csv"], in: folder).status == 0)
        let commands: [[String]] = [
            ["generate", "--output", "lnk/../X"],
            ["export", "csv", "--output", "lnk/../X/a.csv"],
            ["templates", "export", "lnk/../X"],
            ["import", "csv", "sheet.csv", "--output", "lnk/../X/catalog.yaml"],
        ]
        for command in commands {
            let result = try await Self.run(command, in: folder)
            #expect(result.status == 1, "\(command): \(result.stdout)")
            #expect(result.stdout.contains(": lnk is a symbolic link; output folders are never reached through a link [output-symlink]\n"), "\(command): \(result.stdout)")
        }
        #expect(Self.files(in: outside) == ["inner"])
    }

    // 4. Templates through symbolic links.
    @Test("a template or partial linked to a file outside the templates folder is refused at the template and not rendered")
    func templateThroughLink() async throws {
        let secret = try CLIRunner.temporaryFolder().appendingPathComponent("id_ed25519")
        try Data("-----BEGIN OPENSSH PRIVATE KEY-----\nsecret\n".utf8).write(to: secret)
        for name in ["Leak.swift.mustache", "_leak.mustache"] {
            let folder = try Self.project()
            let templates = folder.appendingPathComponent("templates")
            try FileManager.default.copyItem(at: CLIRunner.packageRoot.appendingPathComponent("templates"), to: templates)
            try FileManager.default.createSymbolicLink(atPath: templates.appendingPathComponent(name).path, withDestinationPath: secret.path)
            let resolved = URL(fileURLWithPath: secret.path).resolvingSymlinksInPath().path
            let result = try await Self.run(["generate", "--templates", "templates", "--output", "Generated"], in: folder)
            #expect(result.status == 1)
            #expect(result.stdout == "templates/\(name):1:1: error: the template templates/\(name) resolves through a symbolic link to \(resolved), outside the templates folder; it is not read [template-path]\n", "\(result.stdout)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
        }
    }

    // 13. Messages of the configuration file.
    @Test("a configuration whose settings are all commented out is empty settings, as {} is")
    func commentedOutConfiguration() async throws {
        let folder = try Self.project(config: "# catalog: catalog.yaml\n# output: Generated\n")
        let result = try await Self.run(["validate"], in: folder)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(!result.stdout.contains("yaml-empty"))
    }

    @Test("disabling a rule that reports notes says it reports notes")
    func disablingANote() async throws {
        let folder = try Self.project(config: "disabledWarnings: [released-added]\n")
        let result = try await Self.run(["validate"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "achievements.yml:1:20: error: 'released-added' reports notes, which never fail a run and are not disabled; only warnings are [config-disabled-warning]\n1 error, 0 warnings\n", "\(result.stdout)")
    }

    // 11. Machine formats on every way out.
    /// What each error class is made of: the configuration, the lock, the catalog file, the catalog's content.
    static let errorClasses: [(name: String, config: String?, lock: String?, catalog: String?)] = [
        ("configuration", "accesLevel: public\n", nil, nil),
        ("lock", nil, "format: 1\nreleased: {\n", nil),
        ("missing catalog", "catalog: absent.yaml\n", nil, nil),
        ("catalog content", nil, nil, FixtureCatalog.replacing("points: 10", with: "points: 1000")),
    ]

    @Test("validate --format json|sarif|github and checklist --format json print that format for every error class")
    func machineFormatsOnErrorPaths() async throws {
        for errorClass in Self.errorClasses {
            let folder = try Self.project(config: errorClass.config)
            if let lock = errorClass.lock { try Data(lock.utf8).write(to: folder.appendingPathComponent("catalog.lock.yaml")) }
            if let catalog = errorClass.catalog { try Data(catalog.utf8).write(to: folder.appendingPathComponent("catalog.yaml")) }
            for format in ["json", "sarif"] {
                let result = try await Self.run(["validate", "--format", format], in: folder)
                #expect(result.status == 1, "\(errorClass.name), \(format)")
                let parsed = try? JSONSerialization.jsonObject(with: result.stdoutData)
                #expect(parsed != nil, "\(errorClass.name), \(format): not JSON: \(result.stdout)")
                if format == "json" { #expect((parsed as? [[String: Any]])?.isEmpty == false, "\(errorClass.name)") }
            }
            let github = try await Self.run(["validate", "--format", "github"], in: folder)
            #expect(github.status == 1)
            let lines = github.stdout.split(separator: "\n")
            #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") },
                    "\(errorClass.name): \(github.stdout)")
            let checklist = try await Self.run(["checklist", "--format", "json"], in: folder)
            #expect(checklist.status == 1, "\(errorClass.name)")
            #expect((try? JSONSerialization.jsonObject(with: checklist.stdoutData)) != nil, "\(errorClass.name): checklist not JSON: \(checklist.stdout)")
        }
    }

    @Test("every command that reads the catalog stops at a configuration error, at its line")
    func everyCommandChecksTheConfiguration() async throws {
        let folder = try Self.project(config: "accesLevel: public\n")
        let commands: [[String]] = [[], ["validate"], ["generate"], ["checklist"], ["lock"], ["diff", "HEAD"], ["export", "csv"], ["export", "docs"],
                                    ["export", "xcstrings"], ["export", "schema"]]
        for command in commands {
            let result = try await Self.run(command, in: folder)
            #expect(result.status == 1, "\(command)")
            #expect(result.stdout.hasPrefix("achievements.yml:1:1: error: unknown field 'accesLevel' in the configuration; did you mean 'accessLevel'? [schema-unknown-field]\n"),
                    "\(command): \(result.stdout)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources").path))
    }

    // 8, 9, 10. The CSV import.
    static let header = "Position,Local Key,Achievement ID,Reference Name,Type,Threshold / Rule,Point Value,Hidden,Achievable More Than Once,Image,"
        + "Display Name (en-US),Pre-earned Description (en-US),Earned Description (en-US)"

    /// A sheet of `count` rows, each with a rule of its own when `distinctRules`.
    static func sheet(rows count: Int, distinctRules: Bool) -> String {
        var lines = [header]
        for index in 1...count {
            let rule = distinctRules ? "Rule number \(index)" : "Tap used in completed run"
            lines.append("\(index),k_\(index),demo.k.k\(index),K \(index),Controls,\(rule),0,no,no,k_\(index).png,Title \(index),Do \(index).,Did \(index).")
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    @Test("import csv is linear: a thousand rows, each with a rule of its own, import without a hang")
    func importIsLinear() async throws {
        let folder = try CLIRunner.folder(with: Self.sheet(rows: 1_000, distinctRules: true), named: "sheet.csv")
        let result = try await Self.run(["import", "csv", "sheet.csv"], in: folder)
        #expect(result.status == 0, "\(result.stdout.prefix(400))")
        // Quadratic, it took minutes; the bound leaves room for a machine busy with the other tests.
    }

    @Test("a sheet with more rows than any catalog can hold is refused at the first row past the limit, before any work")
    func importRowLimit() async throws {
        let folder = try CLIRunner.folder(with: Self.sheet(rows: 1_001, distinctRules: false), named: "sheet.csv")
        let result = try await Self.run(["import", "csv", "sheet.csv"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "sheet.csv:1002:1: error: the CSV has more than 1000 rows; a catalog holds at most 1000 (App Store Connect allows 100 achievements per app) [csv-import]\n1 error, 0 warnings\n",
                "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.yaml").path))
    }

    @Test("a locale's column named twice, in any case, is refused at the second header cell", arguments: ["Display Name (en-US)", "DISPLAY NAME (EN-us)"])
    func duplicateLocaleColumn(repeated: String) async throws {
        let csv = Self.header + ",\(repeated)\r\n1,k_1,demo.k.k1,K 1,Controls,Tap used in completed run,0,no,no,k_1.png,One,Do.,Did.,Uno\r\n"
        let folder = try CLIRunner.folder(with: csv, named: "sheet.csv")
        let result = try await Self.run(["import", "csv", "sheet.csv"], in: folder)
        let column = Self.header.count + 2
        #expect(result.status == 1)
        #expect(result.stdout == "sheet.csv:1:\(column): error: the column '\(repeated)' repeats column 11 ('Display Name (en-US)'); each column, and each locale, appears once [csv-import]\n1 error, 0 warnings\n",
                "\(result.stdout)")
    }

    @Test("titles that start with an apostrophe or a formula survive export and import exactly", arguments: [
        "'=1+1, really", "=1+1", "'hello", "''twice", "'", "+1 Up", "-5 laps", "@home", "'@home",
    ])
    func apostropheRoundTrip(title: String) async throws {
        let escaped = title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let folder = try CLIRunner.folder(with: FixtureCatalog.replacing("title: Ten\n", with: "title: \"\(escaped)\"\n"))
        let exported = try await Self.run(["export", "csv", "--output", "sheet.csv"], in: folder)
        #expect(exported.status == 0, "\(exported.stdout)")
        let imported = try await Self.run(["import", "csv", "sheet.csv", "--output", "again.yaml"], in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        let again = try String(contentsOf: folder.appendingPathComponent("again.yaml"), encoding: .utf8)
        #expect(again.contains("title: \"\(escaped)\"\n") || again.contains("title: \(title)\n"), "\(title): \(again.prefix(2000))")
    }

    // 12. init's ID prefix.
    @Test("init refuses an ID prefix the catalog would refuse, with the reason, and writes nothing", arguments: [
        ("a: b", "contains ':'; use only a-z, 0-9 and '.'"),
        ("x\napp:\n  appleID: '1'", "contains '\\u{a}'; use only a-z, 0-9 and '.'"),
        ("Ach.Game", "contains 'A'; use only a-z, 0-9 and '.'"),
        ("game.", "ends with a dot (the dot before each ID's name is added for you)"),
    ])
    func initIDPrefix(prefix: String, problem: String) async throws {
        let folder = try CLIRunner.temporaryFolder()
        let result = try await Self.run(["init", "--game", "Demo", "--id-prefix", prefix], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--id-prefix '\(prefix.replacingOccurrences(of: "\n", with: "\\u{a}"))' \(problem)"), "\(result.stderr)")
        #expect(Self.files(in: folder).isEmpty)
    }

    @Test("an ID prefix so long that the IDs pass ASC's 100 bytes is refused before writing")
    func initLongPrefix() async throws {
        let folder = try CLIRunner.temporaryFolder()
        let result = try await Self.run(["init", "--game", "Demo", "--id-prefix", String(repeating: "a", count: 95)], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("the starter catalog would not validate with these options: "), "\(result.stderr)")
        #expect(Self.files(in: folder).isEmpty)
    }

    @Test("an input name made from a row's key never collides with a numbered fallback: the imported catalog validates")
    func importInputKeysAreUnique() async throws {
        let csv = Self.header + "\r\n"
            + "1,control_input2,demo.c.a,A,Controls,Tap to jump,5,no,no,a.png,Jump,Jump.,Jumped.\r\n"
            + "2,control_,demo.c.b,B,Controls,Swipe to turn,5,no,no,b.png,Turn,Turn.,Turned.\r\n"
        let folder = try CLIRunner.folder(with: csv, named: "sheet.csv")
        let imported = try await Self.run(["import", "csv", "sheet.csv"], in: folder)
        #expect(imported.status == 0, "\(imported.stdout)")
        let catalog = try String(contentsOf: folder.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        #expect(catalog.contains("inputs:\n  input2:\n    name: Input2\n    rule: \"Tap to jump\"\n  input3:\n"), "\(catalog)")
        let validate = try await Self.run(["validate"], in: folder)
        #expect(!validate.stdout.contains("duplicate"), "\(validate.stdout)")
    }

    @Test("a Swift file linked from outside the client folder is not read: refused at the file, its text never printed")
    func clientFileThroughLink() async throws {
        let outside = try CLIRunner.temporaryFolder()
        try Data("let ids = [\"ach.SECRETTOKEN-abc123\": 1]\n".utf8).write(to: outside.appendingPathComponent("Secret.swift"))
        let folder = try Self.project(config: "client: [Sources/Game]\n")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Game"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Sources/Game/Leak.swift").path,
                                                   withDestinationPath: outside.appendingPathComponent("Secret.swift").path)
        let resolved = URL(fileURLWithPath: outside.path).resolvingSymlinksInPath().path
        let result = try await Self.run(["validate"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Sources/Game/Leak.swift:1:1: error: Sources/Game/Leak.swift resolves through a symbolic link to \(resolved)/Secret.swift, outside Sources/Game; it is not read [client-unreadable]\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("SECRETTOKEN"))
    }

    @Test("lock --lock PATH uses that lock, even when the default lock exists beside the catalog")
    func lockOptionIsUsed() async throws {
        let folder = try Self.project()
        #expect(try await Self.run(["lock", "--release", "1"], in: folder).status == 0)
        let other = try await Self.run(["lock", "--lock", "other.lock.yaml", "--release", "2"], in: folder)
        #expect(other.status == 0, "\(other.stdout)")
        #expect(other.stdout.contains("locked: "), "\(other.stdout)")
        let text = try String(contentsOf: folder.appendingPathComponent("other.lock.yaml"), encoding: .utf8)
        #expect(text.contains("released:\n  - key: "))
    }

    @Test("an export never replaces the configuration file the run read, even with --force")
    func exportNeverOverConfiguration() async throws {
        let folder = try Self.project(config: "disabledWarnings: [csv-formula]\n")
        let result = try await Self.run(["export", "csv", "--output", "achievements.yml", "--force"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("[output-is-input]"), "\(result.stdout)")
        #expect(try String(contentsOf: folder.appendingPathComponent("achievements.yml"), encoding: .utf8) == "disabledWarnings: [csv-formula]\n")
    }
}
