import CatalogTestSupport
import Foundation
import Testing

/// Runs git in `folder`, failing the test if it fails.
private func git(_ arguments: [String], in folder: URL) async throws {
    let result = try await TestProcess.run("/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments, in: folder)
    #expect(result.status == 0, "git \(arguments.joined(separator: " ")) failed: \(result.stderr)")
}

@Suite("achievements lock, --against and diff", .tags(.process), .unlessSkipped(.process))
struct StabilityCommandTests {
    @Test("lock adds what is not locked, with --dry-run first, and never rewrites entries")
    func lock() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        let dry = try await CLIRunner.run(["lock", "--dry-run", "--release", "1.0"], in: folder)
        #expect(dry.status == 0)
        #expect(dry.stdout.hasPrefix("would add to catalog.lock.yaml:\n# Achievements released to App Store Connect"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.lock.yaml").path))
        let first = try await CLIRunner.run(["lock", "--release", "1.0"], in: folder)
        #expect(first.stdout == """
            locked: best_10 ach.best.0010 (1.0)
            locked: best_20 ach.best.0020 (1.0)
            locked: total_100 ach.total.0100 (1.0)
            locked: control_tap ach.control.tap (1.0)
            locked: leaderboard best_score ach.board.best (1.0)
            locked: leaderboard weekly_score ach.board.weekly (1.0)
            locked: leaderboard set scores ach.set.scores (1.0)

            """)
        let lockURL = folder.appendingPathComponent("catalog.lock.yaml")
        let locked = try String(contentsOf: lockURL, encoding: .utf8)
        #expect(try await CLIRunner.run(["lock"], in: folder).stdout == "nothing to lock: all 4 achievements, 2 leaderboards and 1 leaderboard set are in catalog.lock.yaml\n")
        // Every kind the catalog holds is named, activities and challenges too.
        let kinds = try CLIRunner.folder(with: FixtureCatalog.withKinds)
        #expect(try await CLIRunner.run(["lock"], in: kinds).status == 0)
        #expect(try await CLIRunner.run(["lock"], in: kinds).stdout
                == "nothing to lock: all 4 achievements, 2 leaderboards, 1 leaderboard set, 1 activity and 1 Game Center challenge are in catalog.lock.yaml\n")
        // A new achievement is appended; the existing text stays byte for byte.
        try Data(FixtureCatalog.appendingAchievements("  - {key: best_30, id: ach.best.0030, referenceName: Best 30, group: best, threshold: 30, points: 1, hidden: no,\n     localizations: {en: {title: Thirty, description: Score 30.}, es: {title: Treinta, description: Marca 30.}}}\n").utf8)
            .write(to: folder.appendingPathComponent("catalog.yaml"))
        #expect(try await CLIRunner.run(["validate"], in: folder).stdout.contains("note: 'ach.best.0030' is new since catalog.lock.yaml"))
        #expect(try await CLIRunner.run(["lock", "--release", "1.1"], in: folder).stdout == "locked: best_30 ach.best.0030 (1.1)\n")
        let relocked = try String(contentsOf: lockURL, encoding: .utf8)
        #expect(relocked.hasPrefix(locked))
        #expect(relocked.hasSuffix("    threshold: 30\n    released: \"1.1\"\n"))
    }

    @Test("lock refuses a catalog that breaks the lock")
    func lockRefusesBreakage() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        _ = try await CLIRunner.run(["lock", "--release", "1.0"], in: folder)
        try Data(FixtureCatalog.replacing("threshold: 20", with: "threshold: 25").utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        let result = try await CLIRunner.run(["lock"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("[released-rule-changed]"))
        #expect(result.stdout.hasSuffix("nothing locked: fix the catalog first\n"))
        let validate = try await CLIRunner.run(["validate"], in: folder)
        #expect(validate.status == 1)
    }

    @Test("--against HEAD~1 reads the earlier catalog from git and applies the same rules")
    func againstGitRevision() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        try await git(["init", "-q"], in: folder)
        try await git(["add", "catalog.yaml"], in: folder)
        try await git(["commit", "-q", "-m", "first"], in: folder)
        try Data(FixtureCatalog.replacing("id: ach.control.tap", with: "id: ach.control.tapping").utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        try await git(["commit", "-q", "-am", "second"], in: folder)
        let result = try await CLIRunner.run(["validate", "--against", "HEAD~1"], in: folder)
        #expect(result.status == 1)
        let idLine = FixtureCatalog.position(of: "id: ach.control.tap", offset: 4, in: FixtureCatalog.text).split(separator: ":")[0]
        #expect(result.stdout.contains("catalog.yaml:\(idLine):9: error: local key 'control_tap' was released as 'ach.control.tap' (catalog.yaml@HEAD~1:\(idLine)) and now maps to 'ach.control.tapping'"))
        #expect(result.stdout.contains("[released-removed]"))
        #expect(try await CLIRunner.run(["validate", "--against", "HEAD"], in: folder).status == 0)
        let bad = try await CLIRunner.run(["validate", "--against", "no-such-rev"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.stdout.hasPrefix("catalog.yaml@no-such-rev:1:1: error: 'no-such-rev' is neither a file nor a git revision with catalog.yaml:"))
    }

    @Test("a catalog in a git revision larger than the limit is refused without being read whole")
    func againstHugeRevision() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text + "# " + String(repeating: "x", count: 200_000) + "\n")
        try await git(["init", "-q"], in: folder)
        try await git(["add", "catalog.yaml"], in: folder)
        try await git(["commit", "-q", "-m", "big"], in: folder)
        try Data(FixtureCatalog.text.utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        let result = try await CLIRunner.run(["validate", "--against", "HEAD", "--max-input-bytes", "50000"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "catalog.yaml@HEAD:1:1: error: catalog.yaml at 'HEAD' is larger than the limit of 50000 bytes [file-too-large]\n1 error, 0 warnings\n")
    }

    @Test("diff between a git revision and the working catalog, as text and markdown")
    func diff() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        try await git(["init", "-q"], in: folder)
        try await git(["add", "catalog.yaml"], in: folder)
        try await git(["commit", "-q", "-m", "first"], in: folder)
        let edited = FixtureCatalog.replacing("points: 20", with: "points: 25")
            .replacingOccurrences(of: "title: Diez", with: "title: Diez puntos")
            .replacingOccurrences(of: "key: total_100", with: "key: total_hundred")
            .replacingOccurrences(of: "title: This Week", with: "title: Best This Week")
            .replacingOccurrences(of: "duration: P7D", with: "duration: P14D")
        let block = try #require(edited.range(of: "  - key: control_tap")).lowerBound..<(try #require(edited.range(of: "leaderboards:\n")).lowerBound)
        let changed = edited.replacingCharacters(in: block, with: "")
            .replacingOccurrences(of: "achievements:\n", with: "retired:\n  - id: ach.control.tap\nachievements:\n")
        try Data(changed.utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        let result = try await CLIRunner.run(["diff", "HEAD"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == """
            Achievements from catalog.yaml@HEAD to catalog.yaml

            Retired (1):
              x ach.control.tap (control_tap): Control Tap

            Renamed (1):
              ~ ach.total.0100: key total_100 → total_hundred

            Changed (3):
              ~ ach.best.0020: points 20 → 25
              ~ ach.total.0100: image total_100.png → total_hundred.png
              ~ leaderboard ach.board.weekly: recurrence FREQ=WEEKLY;INTERVAL=1 from 2026-01-05T00:00:00Z, P7D → FREQ=WEEKLY;INTERVAL=1 from 2026-01-05T00:00:00Z, P14D

            Strings (2):
              ~ ach.best.0010: es title: "Diez" → "Diez puntos"
              ~ leaderboard ach.board.weekly: en title: "This Week" → "Best This Week"

            Points: 65 → 65 of 1000 (935 left)

            """)
        let markdown = try await CLIRunner.run(["diff", "HEAD", "catalog.yaml", "--format", "markdown"], in: folder)
        #expect(markdown.stdout.hasPrefix("## Achievements: catalog.yaml@HEAD → catalog.yaml\n\n### Retired\n\n- `ach.control.tap` (`control_tap`): Control Tap\n"))
    }
}

@Suite("achievements validate --client", .tags(.process), .unlessSkipped(.process))
struct ClientCommandTests {
    @Test("the generated mapping passes; a typo fails at its line with exit 1; the checklist counts matches")
    func client() async throws {
        let clean = try await CLIRunner.run(["validate", "--client", "Sources/RetroRacingChallenges"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "0 errors, 0 warnings\n")
        let folder = try CLIRunner.temporaryFolder()
        let mapping = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("Sources/RetroRacingChallenges/Generated/ChallengeIDMapping.swift"), encoding: .utf8)
        try Data(mapping.replacingOccurrences(of: "case .controlKeyboard: \"ach.control.keyboard\"", with: "case .controlKeyboard: \"ach.control.keybaord\"").utf8)
            .write(to: folder.appendingPathComponent("Mapping.swift"))
        let typo = try await CLIRunner.run(["validate", "--client", folder.path])
        #expect(typo.status == 1)
        #expect(typo.stdout.contains("\(folder.path)/Mapping.swift:32:32: error: 'ach.control.keybaord' is not an achievement ID in catalog.yaml; did you mean 'ach.control.keyboard'? [client-unknown-id]\n"))
        let checklist = try await CLIRunner.run(["checklist", "--client", "Sources/RetroRacingChallenges"])
        #expect(checklist.stdout.contains("✓ Client mapping matches: 18/18\n"))
    }
}

@Suite("Stability rules on a locked copy of the bundled catalog", .tags(.process), .unlessSkipped(.process))
struct LockedBundledCatalogTests {
    /// A temporary copy of the bundled catalog, locked as release 1.0, with `edit` applied afterwards.
    private func lockedCopy(_ edit: (String) -> String) async throws -> URL {
        let original = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("catalog.yaml"), encoding: .utf8)
        let folder = try CLIRunner.folder(with: original)
        #expect(try await CLIRunner.run(["lock", "--release", "1.0"], in: folder).status == 0)
        try Data(edit(original).utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        return folder
    }

    /// The edit that breaks the lock in the way `rule` catches.
    private static func edit(for rule: String, _ text: String) -> String {
        switch rule {
        case "released-removed":
            text.replacingOccurrences(of: "id: ach.control.crown", with: "id: ach.control.crown2")
        case "released-id-changed":
            text.replacingOccurrences(of: "id: ach.run.overtakes.0100", with: "id: ach.run.overtakes.100")
        case "released-key-changed":
            text.replacingOccurrences(of: "key: run_200", with: "key: run_two_hundred")
        case "released-rule-changed":
            text.replacingOccurrences(of: "threshold: 50000", with: "threshold: 40000")
        default:
            text.replacingOccurrences(of: "achievements:\n", with: "retired:\n  - id: ach.control.tap\nachievements:\n")
        }
    }

    @Test("every stability rule fires on its edit of the locked copy", arguments: [
        "released-removed", "released-id-changed", "released-key-changed", "released-rule-changed", "retired-reused",
    ])
    func rule(id: String) async throws {
        let folder = try await lockedCopy { Self.edit(for: id, $0) }
        let result = try await CLIRunner.run(["validate"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("[\(id)]"), "\(result.stdout)")
    }

    @Test("an unchanged locked catalog passes; an acknowledged rule change passes; an added achievement is a note")
    func passes() async throws {
        #expect(try await CLIRunner.run(["validate"], in: try await lockedCopy { $0 }).stdout == "0 errors, 0 warnings\n")
        let acknowledged = try await lockedCopy {
            $0.replacingOccurrences(of: "threshold: 50000\n", with: "threshold: 40000\n    acknowledgedRuleChange: Lowered in 1.1; earned ones stay earned\n")
        }
        #expect(try await CLIRunner.run(["validate"], in: acknowledged).status == 0)
        let added = try await lockedCopy {
            $0 + "  - {key: control_extra, id: ach.control.extra, referenceName: Extra, group: control, input: tap, points: 1, hidden: no,\n"
                + "     localizations: {en: {title: Extra, description: Extra.}, es: {title: Extra, description: Extra.}, ca: {title: Extra, description: Extra.}}}\n"
        }
        let result = try await CLIRunner.run(["validate", "--strict"], in: added)
        #expect(result.status == 0)
        #expect(result.stdout.contains("note: 'ach.control.extra' is new since catalog.lock.yaml; run `achievements lock` once it is entered in App Store Connect [released-added]"))
    }
}
