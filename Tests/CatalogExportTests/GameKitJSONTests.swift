import CatalogExport
import SourceDiagnostics
import Testing

/// The strict JSON reader of Xcode's bundle: what it reads, where it
/// places each value, and each refusal with its line and column.
@Suite("The bundle's JSON reader")
struct GameKitJSONTests {
    static func failure(_ text: String) -> String {
        switch GameKitJSON.parse(Array(text.utf8)) {
        case .success: "read"
        case .failure(let failure): "\(failure.position.line):\(failure.position.column) \(failure.message)"
        }
    }

    @Test("values, escapes and positions, columns in Unicode scalars")
    func reads() throws {
        let text = "\u{FEFF}{\"é\" : \"a\\u00e9\\ud83d\\ude00\\n\\\"\\/\",\n \"n\" : [-1.5e3, 0, true, false, null]}"
        let root = try GameKitJSON.parse(Array(text.utf8)).get()
        guard case .string(let string) = root.member("é")?.content else { Issue.record("no string"); return }
        #expect(string == "aé😀\n\"/")
        #expect(root.member("é")?.position == SourcePosition(line: 1, column: 8))
        let items = try #require(root.member("n")?.items)
        #expect(items.count == 5)
        #expect(items[0].position == SourcePosition(line: 2, column: 9))
        guard case .number(let number) = items[0].content else { Issue.record("no number"); return }
        #expect(number == "-1.5e3")
    }

    @Test("each refusal says what and where", arguments: [
        ("{ not json", "1:3 expected a key in quotes, found 'n'"),
        ("meta: {}", "1:1 expected a value, found 'm'"),
        ("{\n  \"a\" : 1,\n  \"a\" : 2\n}", "3:3 duplicate key 'a'; it is first defined at line 2, column 3"),
        ("[1, 2,]", "1:7 expected a value, found ']'"),
        ("{} {}", "1:4 there is more after the JSON value ends"),
        ("01", "1:1 a number cannot start with 0"),
        ("1.", "1:3 expected a digit after '.', the file ends"),
        ("\"a\u{1}\"", "1:3 a control character (byte 0x1) must be escaped in JSON text"),
        ("\"\\x\"", "1:2 '\\x' is no JSON escape"),
        ("\"\\ud83d\"", "1:2 '\\uD83D' starts a surrogate pair with no second half"),
        ("\"\\ude00\"", "1:2 '\\uDE00' is half a surrogate pair"),
        ("\"open", "1:6 the text that starts at line 1, column 1 has no closing quote"),
        ("", "1:1 expected a value, the file ends"),
        ("tru", "1:4 expected 'true', the file ends"),
    ])
    func refusals(text: String, expected: String) {
        #expect(Self.failure(text) == expected)
    }

    @Test("nesting deeper than 64 levels is refused where it goes too deep, not by the stack")
    func depth() {
        #expect(Self.failure(String(repeating: "[", count: 100_000)) == "1:65 the JSON nests deeper than 64 levels; Xcode's file nests five")
        #expect(Self.failure(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == "read")
    }

    @Test("a string that is not UTF-8 is refused at its start")
    func notUTF8() {
        switch GameKitJSON.parse([0x22, 0xFF, 0x22]) {
        case .success: Issue.record("read")
        case .failure(let failure): #expect("\(failure.position.line):\(failure.position.column) \(failure.message)" == "1:1 the text is not valid UTF-8")
        }
    }
}
