import CatalogTestSupport
import Foundation
import Testing

/// `generate-challenges`, the tool `swift package generate-challenges` runs,
/// is `achievements generate` alone: the same arguments give the same output,
/// exit status and files.
@Suite("generate-challenges (the command plugin's tool)", .tags(.process), .unlessSkipped(.process))
struct GenerateChallengesToolTests {
    /// What a run printed and left behind.
    struct Run: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Every file under the folder (but the catalog), with its text.
        var files: [String: String]
    }

    /// Runs `arguments` with `tool` (`generate` prefixed for `achievements`) in a
    /// fresh copy of the fixture project, after `prepare`.
    static func run(_ tool: String, _ arguments: [String], catalog: String, prepare: [[String]] = []) async throws -> Run {
        let binary = try #require(CLIRunner.tool(named: tool))
        let command = tool == "achievements" ? ["generate"] : []
        let folder = try CLIRunner.folder(with: catalog)
        for step in prepare {
            _ = try await TestProcess.run(binary.path, command + step, in: folder)
        }
        let result = try await TestProcess.run(binary.path, command + arguments, in: folder)
        var files: [String: String] = [:]
        let root = folder.resolvingSymlinksInPath().path
        if let walker = FileManager.default.enumerator(atPath: root) {
            for case let path as String in walker where path != "catalog.yaml" {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                    files[path] = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
                }
            }
        }
        return Run(status: result.status, stdout: result.stdout, stderr: result.stderr, files: files)
    }

    static let invalid = FixtureCatalog.replacing("points: 10\n", with: "points: 1000\n")

    @Test("the same arguments do the same as `achievements generate`", arguments: [
        ([], [[String]]()),
        (["--output", "Preview", "--access-level", "internal"], []),
        (["--check"], []),
        (["--check"], [[]]),
        (["--catalog", "missing.yaml"], []),
        (["--bogus"], []),
    ])
    func sameAsGenerate(arguments: [String], prepare: [[String]]) async throws {
        let plugin = try await Self.run("generate-challenges", arguments, catalog: FixtureCatalog.text, prepare: prepare)
        let command = try await Self.run("achievements", arguments, catalog: FixtureCatalog.text, prepare: prepare)
        #expect(plugin.status == command.status)
        #expect(plugin.stdout == command.stdout)
        #expect(plugin.files == command.files)
        // A usage error names the program that was run.
        #expect(plugin.stderr == command.stderr.replacingOccurrences(of: "achievements generate", with: "generate-challenges"))
    }

    @Test("what each run does, so the comparison above compares something")
    func outcomes() async throws {
        let written = try await Self.run("generate-challenges", [], catalog: FixtureCatalog.text)
        #expect(written.status == 0)
        #expect(written.stdout == """
            written: Sources/DemoChallenges/Generated/ChallengeCatalog.swift
            written: Sources/DemoChallenges/Generated/ChallengeIDMapping.swift

            """)
        #expect(written.files.keys.sorted() == ["Sources/DemoChallenges/Generated/ChallengeCatalog.swift", "Sources/DemoChallenges/Generated/ChallengeIDMapping.swift"])
        let stale = try await Self.run("generate-challenges", ["--check"], catalog: FixtureCatalog.text)
        #expect(stale.status == 1)
        #expect(stale.stdout.hasSuffix("generated files are stale; run `achievements generate`\n"))
        #expect(stale.files.isEmpty)
        let fresh = try await Self.run("generate-challenges", ["--check"], catalog: FixtureCatalog.text, prepare: [[]])
        #expect(fresh.status == 0)
        let bogus = try await Self.run("generate-challenges", ["--bogus"], catalog: FixtureCatalog.text)
        #expect(bogus.status == 64)
        #expect(bogus.stderr.hasPrefix("Error: Unknown option '--bogus'"))
        #expect(bogus.stderr.contains("Usage: generate-challenges [--catalog <path>]"))
    }

    @Test("a catalog with errors writes nothing, with the same diagnostics and exit status")
    func invalidCatalog() async throws {
        #expect(Self.invalid != FixtureCatalog.text)
        let plugin = try await Self.run("generate-challenges", [], catalog: Self.invalid)
        let command = try await Self.run("achievements", [], catalog: Self.invalid)
        #expect(plugin.status == 1)
        #expect(plugin.stdout.contains("error: "))
        #expect(plugin == command)
        #expect(plugin.files.isEmpty)
    }

    @Test("--version is the tool's version")
    func version() async throws {
        let plugin = try await Self.run("generate-challenges", ["--version"], catalog: FixtureCatalog.text)
        let command = try await TestProcess.run(try #require(CLIRunner.binary).path, ["--version"])
        #expect(plugin.status == 0)
        #expect(plugin.stdout == command.stdout)
    }
}
