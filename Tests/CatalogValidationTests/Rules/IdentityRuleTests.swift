import AchievementsCatalog
import Foundation
import CatalogTestSupport
import CatalogValidation
import SourceDiagnostics
import Testing

@Suite("Identity rules: format, IDs, keys, duplicates")
struct IdentityRuleTests {
    @Test("name-format: a game whose generated type would take a runtime type's name")
    func gameTakingRuntimeName() {
        let (text, value) = fault("game: Demo", "game: Dictionary")
        #expect(check(text) == ["\(value) error name-format game 'Dictionary' would generate 'DictionaryChallengeIDMapping', the name of one of the runtime's types, which the generated one would hide; choose another name"])
    }

    @Test("the runtime types a generated type could take are every public type of the runtime named like one")
    func runtimeTypesComplete() throws {
        let root = FileManager.default.currentDirectoryPath
        var named: Set<String> = []
        for module in ["Challenges", "ChallengesGameCenter", "ReviewPrompt"] {
            let folder = root + "/Sources/" + module
            for path in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [] where path.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard words.first == "public", let index = words.firstIndex(where: { ["struct", "enum", "class", "protocol", "actor", "typealias"].contains($0) }),
                          index + 1 < words.count else { continue }
                    let name = String(words[index + 1].prefix { $0.isLetter || $0.isNumber })
                    if GeneratedTypeNames.suffixes.contains(where: { name.hasSuffix($0) && name.count > $0.count }) { named.insert(name) }
                }
            }
        }
        #expect(!named.isEmpty)
        #expect(named == GeneratedTypeNames.runtimeTypes)
    }

    @Test("format-version")
    func formatVersion() {
        let (text, value) = fault("format: 1", "format: 2")
        #expect(check(text) == ["\(value) error format-version catalog format 2 is not supported; this tool reads format 1"])
    }

    @Test("id-format: uppercase, other characters, empty segments", arguments: [
        ("ach.best.Ten", "contains 'T'; use only a-z, 0-9 and '.'; IDs are lowercase"),
        ("ach.best.ten-1", "contains '-'; use only a-z, 0-9 and '.'"),
        ("ach.best..ten", "has an empty segment; dots separate non-empty segments"),
        ("ach.best.ten.", "has an empty segment; dots separate non-empty segments"),
        ("ach.best.t_n", "contains '_'; use only a-z, 0-9 and '.'"),
    ])
    func idFormat(id: String, problem: String) {
        let (text, value) = fault("id: ach.best.0010", "id: \(id)")
        #expect(check(text) == ["\(value) error id-format ASC ID '\(id)' \(problem)"])
    }

    @Test("id-format names an invisible character by its code point")
    func idFormatInvisible() {
        let (text, value) = fault("id: ach.best.0010", "id: \"ach.best.\\t10\"")
        #expect(check(text) == ["\(value) error id-format ASC ID 'ach.best.\t10' contains 'U+9'; use only a-z, 0-9 and '.'"])
    }

    @Test("id-prefix")
    func idPrefix() {
        let text = FixtureCatalog.replacing("id: ach.control.tap", with: "id: ac.control.tap")
        let value = at("id: ac.control.tap", offset: 4, in: text)
        #expect(check(text) == [
            "\(value) error id-prefix ASC ID 'ac.control.tap' must start with 'ach.'",
            "\(value) error id-group ASC ID 'ac.control.tap' is in group 'control', so it must be 'ach.control.' followed by a name",
        ])
    }

    @Test("id-length: 101 bytes is too long, 100 is fine")
    func idLength() {
        let long = "ach.best." + String(repeating: "x", count: 92)
        let (text, value) = fault("id: ach.best.0010", "id: \(long)")
        #expect(long.utf8.count == 101)
        #expect(check(text) == ["\(value) error id-length ASC ID is 101 bytes long; App Store Connect allows at most 100"])
        #expect(check(FixtureCatalog.replacing("id: ach.best.0010", with: "id: \(long.dropLast())")) == [])
    }

    @Test("id-group: an ID outside its group's prefix, or the bare prefix")
    func idGroup() {
        let (text, value) = fault("id: ach.best.0020", "id: ach.total.0020")
        #expect(check(text) == ["\(value) error id-group ASC ID 'ach.total.0020' is in group 'best', so it must be 'ach.best.' followed by a name"])
        let (bare, bareValue) = fault("id: ach.best.0020", "id: ach.best")
        #expect(check(bare) == ["\(bareValue) error id-group ASC ID 'ach.best' is in group 'best', so it must be 'ach.best.' followed by a name"])
    }

    @Test("key-format", arguments: ["Best_10", "10best", "best-10", "_best"])
    func keyFormat(key: String) {
        let (text, value) = fault("key: best_10", "key: \(key)")
        #expect(check(text) == ["\(value) error key-format local key '\(key)' must start with a lowercase letter and use only a-z, 0-9 and '_'"])
    }

    @Test("duplicate-key points at the second use and names the first")
    func duplicateKey() {
        let (text, value) = fault("key: best_20", "key: best_10")
        #expect(check(text) == ["\(value) error duplicate-key local key 'best_10' is already used at line \(at("key: best_10", offset: 5, in: text).replacingOccurrences(of: ":", with: ", column "))"])
    }

    @Test("duplicate-id")
    func duplicateID() {
        let (text, value) = fault("id: ach.best.0020", "id: ach.best.0010")
        let first = at("id: ach.best.0010", offset: 4, in: text).split(separator: ":")
        #expect(check(text) == ["\(value) error duplicate-id ASC ID 'ach.best.0010' is already used at line \(first[0]), column \(first[1])"])
    }

    @Test("duplicate-reference-name")
    func duplicateReferenceName() {
        let (text, value) = fault("referenceName: Best 20", "referenceName: Best 10")
        let first = at("referenceName: Best 10", offset: 15, in: text).split(separator: ":")
        #expect(check(text) == ["\(value) error duplicate-reference-name reference name 'Best 10' is already used at line \(first[0]), column \(first[1])"])
    }

    @Test("key-collision: keys of one kind that become one Swift identifier, leaderboards too; keys of two kinds may")
    func keyCollision() {
        let text = FixtureCatalog.replacing("  - key: weekly_score", with: "  - key: best__score")
            .replacingOccurrences(of: "leaderboards: [best_score, weekly_score]", with: "leaderboards: [best_score, best__score]")
        #expect(check(text) == ["\(at("  - key: best__score", offset: 9, in: text)) error key-collision local keys 'best__score' and 'best_score' both become the Swift identifier bestScore in the generated code; rename one"])
        #expect(check(FixtureCatalog.replacing("  - key: best_score", with: "  - key: best_10")
            .replacingOccurrences(of: "leaderboards: [best_score, weekly_score]", with: "leaderboards: [best_10, weekly_score]")) == [])
    }

    @Test("key-collision names the first key of an identifier, byte for byte, even after another spelling of it")
    func keyCollisionNamesTheFirstSpelling() throws {
        var catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").value)
        // 'é' as one scalar, then as 'e' and a combining accent: Swift's `==`
        // calls the two keys equal, so the second is no collision of its own.
        let composed = "caf\u{E9}_x", decomposed = "cafe\u{301}_x"
        for (index, key) in [composed, decomposed, "caf\u{E9}X"].enumerated() {
            catalog.achievements[index].key = Located(key, at: catalog.achievements[index].key.position)
        }
        let messages = CatalogValidator(rules: [KeyCollisionRule()]).validate(catalog).map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first.map { Array($0.utf8) }?.starts(with: Array("local keys 'caf\u{E9}X' and '\(composed)'".utf8)) == true)
    }
}

