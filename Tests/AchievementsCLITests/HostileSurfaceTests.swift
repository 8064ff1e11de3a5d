import CatalogTestSupport
import Foundation
import Testing

/// The second hostile round, on the surfaces added after the first: the
/// configuration file, the output-folder rule, templates, the CSV import and
/// `init`. Each case runs the real command, which must end normally, in
/// time, and write nothing outside the folder the user named.
@Suite("Hostile input on the new surfaces")
struct HostileSurfaceTests {
    /// A project: the fixture catalog, and (when given) `achievements.yml`.
    static func project(config: String? = nil) throws -> URL {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        if let config { try Data(config.utf8).write(to: folder.appendingPathComponent("achievements.yml")) }
        return folder
    }

    /// Runs the tool, checking it ended normally within 10 seconds.
    static func run(_ arguments: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws -> TestProcess.Result {
        let result = try await CLIRunner.run(arguments, in: folder)
        #expect(result.exitedNormally, "ended by a signal: \(result.stderr.prefix(400))", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
        #expect(result.duration < .seconds(10), "took \(result.duration)", sourceLocation: sourceLocation)
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
        #expect(result.stdout == expected + "\n", "\(result.stdout)")
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
        #expect(result.stdout == "achievements.yml:1:20: error: 'released-added' reports notes, which never fail a run and are not disabled; only warnings are [schema-type]\n", "\(result.stdout)")
    }
}
