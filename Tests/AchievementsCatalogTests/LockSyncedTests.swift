@testable import AchievementsCatalog
import Testing

/// The lock's `synced` list, and the keys and language codes an adopted catalog gets.
struct LockSyncedTests {
    @Test("the lock's synced list is replaced before released, and reads back")
    func lockSynced() throws {
        let existing = LockFile.header + "  - key: a\n    id: x.a\n    group: g\n    progress: bestRun\n    metric: m\n    threshold: 1\n    released: \"1.0\"\n"
        let entries = [SyncedEntry(id: "x.a", locale: nil, fingerprint: "f1"),
                       SyncedEntry(id: "x.a", locale: "en-US", fingerprint: "t1", imageSHA256: "0abc")]
        let once = LockFile.replacingSynced(entries, in: existing)
        let twice = LockFile.replacingSynced([SyncedEntry(id: "x.a", locale: nil, fingerprint: "f2")], in: once)
        #expect(once.contains("format: 1\nsynced:\n  - id: x.a\n    fields: f1\n  - id: x.a\n    locale: en-US\n    texts: t1\n    image: \"0abc\"\nreleased:\n  - key: a\n"))
        #expect(twice.contains("format: 1\nsynced:\n  - id: x.a\n    fields: f2\nreleased:\n  - key: a\n"))
        let read = try #require(LockFile.decode(Array(once.utf8), path: "catalog.lock.yaml").value)
        #expect(read.synced == entries)
        #expect(read.entries.map(\.id.value) == ["x.a"])
        // `achievements lock` appends after the synced list, into released.
        var another = read.entries[0]
        another.key = Located("b", at: another.key.position)
        another.id = Located("x.b", at: another.id.position)
        let appended = LockFile.appendText([another], to: once)
        #expect(LockFile.decode(Array(appended.utf8), path: "l").value?.entries.map(\.id.value) == ["x.a", "x.b"])
    }

    @Test("a synced entry of another kind names it, and lookups keep kinds apart")
    func lockSyncedKinds() throws {
        let entries = [SyncedEntry(id: "x.a", locale: nil, fingerprint: "f1"),
                       SyncedEntry(kind: .leaderboard, id: "x.a", locale: nil, fingerprint: "f2")]
        let text = LockFile.replacingSynced(entries, in: LockFile.header)
        #expect(text.contains("synced:\n  - id: x.a\n    fields: f1\n  - kind: leaderboard\n    id: x.a\n    fields: f2\nreleased:\n"))
        let read = try #require(LockFile.decode(Array(text.utf8), path: "catalog.lock.yaml").value)
        #expect(read.synced == entries)
        let index = SyncedIndex(read.synced)
        #expect(index.entry(kind: .achievement, "x.a")?.fingerprint == "f1")
        #expect(index.entry(kind: .leaderboard, "x.a")?.fingerprint == "f2")
        #expect(index.entry(kind: .leaderboardSet, "x.a") == nil)
        // A kind the sync does not know is refused, not read as a kind nothing matches.
        let typo = text.replacingOccurrences(of: "kind: leaderboard\n", with: "kind: leaderbord\n")
        let refused = LockFile.decode(Array(typo.utf8), path: "catalog.lock.yaml")
        #expect(refused.value == nil)
        #expect(refused.diagnostics.map(\.message) == ["'kind' must be one of achievement, leaderboard, leaderboardSet, activity, gameCenterChallenge, not 'leaderbord'; did you mean 'leaderboard'?"])
    }

    @Test("the synced list, decoded item by item as it is read, reports in file order with released entries, and refuses a list that is not one")
    func lockSyncedStreamed() throws {
        let lock = """
            format: 1
            synced:
              - id: x.a
                fields: f1
                colour: red
              - id: x.b
                kind: leaderbord
            released:
              - key: a
                id: x.a
                released: 1.0
                extra: 1
            """
        let read = LockFile.decode(Array(lock.utf8), path: "l")
        #expect(read.value == nil)
        #expect(read.diagnostics.map { "\($0.position.line):\($0.position.column) \($0.rule.rawValue)" }
                == ["5:5 schema-unknown-field", "7:11 schema-type", "12:5 schema-unknown-field"])
        // Only a list is streamed: a mapping or a scalar stays in the tree and is refused as before.
        for (value, found) in [("\n  id: x.a", "3:3 'synced' must be a list of what App Store Connect holds, not a mapping"),
                               (" x.a", "2:9 'synced' must be a list of what App Store Connect holds, not a scalar")] {
            let notList = LockFile.decode(Array("format: 1\nsynced:\(value)\nreleased:\n".utf8), path: "l")
            #expect(notList.value == nil)
            #expect(notList.diagnostics.map { "\($0.position.line):\($0.position.column) \($0.message)" } == [found])
        }
        // An empty list, and no list at all, hold nothing.
        #expect(LockFile.decode(Array("format: 1\nsynced:\nreleased:\n".utf8), path: "l").value?.synced == [])
        #expect(LockFile.decode(Array("format: 1\nsynced: []\nreleased:\n".utf8), path: "l").value?.synced == [])
        // Entries streamed before a syntax error further on give no lock.
        let broken = LockFile.decode(Array("format: 1\nsynced:\n  - id: x.a\n    fields: f1\nreleased: [\n".utf8), path: "l")
        #expect(broken.value == nil)
        #expect(broken.diagnostics.map(\.rule.rawValue) == ["yaml-syntax"])
    }

    /// The synced block replaced as the lock's lines, one string each, then joined: the definition
    /// ``LockFile/replacingSynced(_:in:)`` writes in one string.
    static func replacedLineByLine(_ entries: [SyncedEntry], in existing: String?) -> String {
        let base = existing.map { $0.isEmpty || $0.hasSuffix("\n") ? $0 : $0 + "\n" } ?? LockFile.header + "\n"
        var lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        func isKey(_ line: String, _ key: String) -> Bool { line == key + ":" || line.hasPrefix(key + ": ") || line.hasPrefix(key + ":#") }
        if let start = lines.firstIndex(where: { isKey($0, "synced") }) {
            var end = start + 1
            func startsKey(_ line: String) -> Bool {
                guard let first = line.first else { return false }
                return ![" ", "-", "#", "\t"].contains(first)
            }
            while end < lines.count, !startsKey(lines[end]) { end += 1 }
            lines.removeSubrange(start..<end)
        }
        var block: [String] = []
        if !entries.isEmpty {
            var text = ""
            LockFile.appendSyncedText(entries, to: &text)
            block = text.split(separator: "\n").map(String.init)
        }
        if let released = lines.firstIndex(where: { isKey($0, "released") }) {
            lines.insert(contentsOf: block, at: released)
        } else {
            lines += block
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("the synced block is replaced in one string as it was line by line: before released, wherever the old block was, comments and blank lines kept outside it")
    func replacedInOneString() {
        let entries = [SyncedEntry(id: "x.a", locale: nil, fingerprint: "f1"),
                       SyncedEntry(kind: .leaderboard, id: "x.b", app: "123", locale: "en-US", fingerprint: "t1", imageSHA256: "0abc")]
        let released = "released:\n  - key: a\n    id: x.a\n    released: \"1.0\"\n"
        let oldBlock = "synced:\n  - id: x.z\n    fields: old\n\n  # a comment in the block\n    texts: t\n"
        let locks: [String?] = [
            nil, "", "\n", LockFile.header, "format: 1", "format: 1\n" + released, "format: 1\n" + oldBlock + released,
            "format: 1\n" + released + oldBlock, "format: 1\n" + oldBlock, "# top comment\n" + oldBlock + "\n# before released\n" + released,
            "format: 1\nsynced: []\n" + released, "format: 1\nsynced:#x\n  - id: q\nreleased:#c\n  - key: a\n",
            "format: 1\n" + oldBlock + "format: 2\n" + released + "synced:\n  - id: second\n", "released: []\nsynced:\n",
        ]
        for lock in locks {
            for list in [entries, []] {
                #expect(LockFile.replacingSynced(list, in: lock) == Self.replacedLineByLine(list, in: lock), "\(String(describing: lock))")
            }
        }
        // A lock written with CRLF line ends (an editor on Windows): its block is found and replaced, not listed twice.
        let crlf = "format: 1\r\nsynced:\r\n  - id: x.z\r\n    fields: old\r\nreleased:\r\n  - key: a\r\n"
        #expect(LockFile.replacingSynced([entries[0]], in: crlf) == "format: 1\r\nsynced:\n  - id: x.a\n    fields: f1\nreleased:\r\n  - key: a\r\n")
    }

    @Test("a released leaderboard of an unknown kind, or with a sort order the catalog does not know, is refused at its value")
    func releasedResourceRefusals() {
        let base = LockFile.header + "  - kind: leaderboard\n    key: best\n    id: x.best\n    sort: DESC\n    released: \"1.0\"\n"
        #expect(LockFile.decode(Array(base.utf8), path: "l").value?.resources.map { $0.sort?.value } == ["DESC"])
        let typo = LockFile.decode(Array(base.replacingOccurrences(of: "kind: leaderboard", with: "kind: leaderbord").utf8), path: "l")
        #expect(typo.value == nil)
        #expect(typo.diagnostics.map { "\($0.position.line):\($0.position.column) \($0.message)" }
                == ["8:11 'kind' must be one of achievement, leaderboard, leaderboardSet, activity, gameCenterChallenge, not 'leaderbord'; did you mean 'leaderboard'?"])
        let sort = LockFile.decode(Array(base.replacingOccurrences(of: "sort: DESC", with: "sort: SIDEWAYS").utf8), path: "l")
        #expect(sort.value == nil)
        #expect(sort.diagnostics.map { "\($0.position.line):\($0.position.column) \($0.rule.rawValue)" } == ["11:11 schema-type"])
    }

    @Test("pulled language codes are the language, or the whole locale when two share it")
    func languageCodes() {
        #expect(CatalogLanguage.codes(forLocales: ["en-US", "en-GB", "fr-FR", "ca"]) == ["en-US": "en-us", "en-GB": "en-gb", "fr-FR": "fr", "ca": "ca"])
        var taken: Set<String> = []
        #expect(AdoptedCatalog.uniqueKey("ach.run.0100", prefix: "ach", taken: &taken) == "run_0100")
        #expect(AdoptedCatalog.uniqueKey("ach.run.0100", prefix: "ach", taken: &taken) == "run_0100_2")
        #expect(AdoptedCatalog.uniqueKey("1st", prefix: "ach", taken: &taken) == "a1st")
    }
}
