import CatalogYAML
import Foundation
import SourceDiagnostics
import Testing

/// Reads text or bytes and returns the diagnostics as `LINE:COLUMN rule message`.
private func problems(_ bytes: [UInt8], limits: YAMLReadLimits = YAMLReadLimits()) -> [String] {
    YAMLReader(limits: limits).read(bytes, path: "t.yaml").diagnostics.map {
        "\($0.position.line):\($0.position.column) \($0.rule) \($0.message)"
    }
}

private func problems(_ text: String) -> [String] { problems(Array(text.utf8)) }

private func root(_ text: String) throws -> YAMLNode {
    let output = YAMLReader().read(Array(text.utf8), path: "t.yaml")
    #expect(output.diagnostics.isEmpty)
    return try #require(output.root)
}

@Suite("YAML reader: tree and positions")
struct YAMLTreeTests {
    @Test("scalars stay text: no YAML 1.1 guessing")
    func scalarsStayText() throws {
        let node = try root("a: no\nb: 0x10\nc: 1_000\nd: ~\ne: 'yes'\n")
        guard case .mapping(let entries) = node.content else { Issue.record("not a mapping"); return }
        #expect(entries.map { $0.value.scalarText } == ["no", "0x10", "1_000", "~", "yes"])
        #expect(entries[4].value.content == .scalar("yes", .singleQuoted))
    }

    @Test("every key and value keeps its 1-based line and column")
    func positions() throws {
        let node = try root("top:\n  - key: run_100\n    title: \"Élite\"\n")
        guard case .mapping(let top) = node.content, case .sequence(let items) = top[0].value.content,
              case .mapping(let fields) = items[0].content else { Issue.record("unexpected shape"); return }
        #expect(top[0].key.position == SourcePosition(line: 1, column: 1))
        #expect(items[0].position == SourcePosition(line: 2, column: 5))
        #expect(fields[0].value.position == SourcePosition(line: 2, column: 10))
        #expect(fields[1].key.position == SourcePosition(line: 3, column: 5))
        #expect(fields[1].value.position == SourcePosition(line: 3, column: 12))
        #expect(fields[1].value.scalarText == "Élite")
    }

    @Test("columns count characters, not bytes, after accented text")
    func columnsCountCharacters() throws {
        let node = try root("{é: 1, b: 2}\n")
        guard case .mapping(let entries) = node.content else { Issue.record("not a mapping"); return }
        #expect(entries[1].key.position == SourcePosition(line: 1, column: 8))
    }

    @Test("CRLF line ends are accepted and columns stay right")
    func crlf() throws {
        let node = try root("a: 1\r\nbb: x\r\n")
        guard case .mapping(let entries) = node.content else { Issue.record("not a mapping"); return }
        #expect(entries[1].key.position == SourcePosition(line: 2, column: 1))
        #expect(entries[1].value.position == SourcePosition(line: 2, column: 5))
        #expect(entries[1].value.scalarText == "x")
    }

    @Test("a UTF-8 byte order mark is accepted and does not shift columns")
    func utf8BOM() {
        let output = YAMLReader().read([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8), path: "t.yaml")
        #expect(output.diagnostics.isEmpty)
        guard case .mapping(let entries) = output.root?.content else { Issue.record("not a mapping"); return }
        #expect(entries[0].value.position == SourcePosition(line: 1, column: 4))
    }

    @Test("tags are kept on the node for the decoder to judge")
    func tags() throws {
        let node = try root("a: !!str 5\n")
        guard case .mapping(let entries) = node.content else { Issue.record("not a mapping"); return }
        #expect(entries[0].value.tag == "tag:yaml.org,2002:str")
    }
}

@Suite("YAML reader: a comment after a plain scalar")
struct YAMLCommentFollowsTests {
    @Test("is seen after characters of every UTF-8 length, at any offset of a word")
    func afterEveryLength() throws {
        // Values of 1 to 12 characters of one, two, three and four bytes,
        // every other one followed by a comment.
        var lines: [String] = []
        var expected: [Bool] = []
        for character in ["x", "é", "€", "😀"] {
            for count in 1...12 {
                let commented = count % 2 == 0
                lines.append("k\(lines.count): \(String(repeating: character, count: count))\(commented ? " # note" : "")")
                expected.append(commented)
            }
        }
        let node = try root(lines.joined(separator: "\n") + "\n")
        guard case .mapping(let entries) = node.content else { Issue.record("not a mapping"); return }
        #expect(entries.map(\.value.commentFollows) == expected)
    }
}

@Suite("YAML reader: hostile input")
struct YAMLHostileInputTests {
    @Test("billion laughs: the first anchor stops reading")
    func billionLaughs() {
        var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        for (name, previous) in zip("bcdefghi", "abcdefgh") {
            text += "\(name): &\(name) [*\(previous),*\(previous),*\(previous),*\(previous),*\(previous),*\(previous),*\(previous),*\(previous),*\(previous)]\n"
        }
        #expect(problems(text) == ["1:4 yaml-alias anchors (&a) are not allowed in a catalog; write each value out"])
    }

    @Test("an alias without an anchor is refused too")
    func aliasAlone() {
        #expect(problems("a: *x\n") == ["1:4 yaml-alias aliases (*x) are not allowed in a catalog; write the value out"])
    }

    @Test("anchors on collections are refused")
    func anchorOnMapping() {
        #expect(problems("a: &m {b: 1}\n") == ["1:4 yaml-alias anchors (&m) are not allowed in a catalog; write each value out"])
    }

    @Test("100,000 nested flow sequences stop at the depth limit, fast")
    func deepNesting() {
        let result = problems(String(repeating: "[", count: 100_000))
        #expect(result == ["1:33 yaml-depth mappings and sequences are nested more than 32 levels deep"])
    }

    @Test("nesting exactly at the limit is accepted")
    func nestingAtLimit() {
        let text = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        #expect(problems(text) == [])
    }

    @Test("a file over the size limit is refused before parsing")
    func tooLarge() {
        let big = [UInt8]("a: ".utf8) + [UInt8](repeating: 0x61, count: 50 * 1024 * 1024)
        #expect(problems(big) == ["1:1 file-too-large the file is 52428803 bytes; the limit is 16777216 bytes"])
    }

    @Test("invalid UTF-8 is reported with its byte offset and position")
    func invalidUTF8() {
        #expect(problems([UInt8]("a: 1\nb: x".utf8) + [0xC3, 0x28]) ==
            ["2:5 encoding invalid UTF-8 at byte offset 9 (bytes 0xC3 0x28); save the file as UTF-8"])
    }

    @Test("overlong encodings are invalid UTF-8")
    func overlong() {
        // 0xC0 0xAF is an overlong '/'; 0xE0 0x80 0xAF another.
        #expect(problems([UInt8]("a: ".utf8) + [0xC0, 0xAF]) ==
            ["1:4 encoding invalid UTF-8 at byte offset 3 (bytes 0xC0 0xAF); save the file as UTF-8"])
        #expect(problems([UInt8]("a: ".utf8) + [0xE0, 0x80, 0xAF]) ==
            ["1:4 encoding invalid UTF-8 at byte offset 3 (bytes 0xE0 0x80 0xAF); save the file as UTF-8"])
    }

    @Test("a bad byte or a NUL is found at each offset of the eight-byte words read at once")
    func badByteAtEveryOffset() {
        for length in 0..<24 {
            // Past the first four bytes, where a NUL hints at UTF-16 or UTF-32.
            let prefix = [UInt8]("key: ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: length)
            let offset = 5 + length
            #expect(problems(prefix + [0xC3, 0x28] + [UInt8](repeating: UInt8(ascii: "y"), count: 16)) ==
                ["1:\(offset + 1) encoding invalid UTF-8 at byte offset \(offset) (bytes 0xC3 0x28 0x79 0x79); save the file as UTF-8"])
            #expect(problems(prefix + [0] + [UInt8](repeating: UInt8(ascii: "y"), count: 16)) ==
                ["1:\(offset + 1) encoding NUL byte at byte offset \(offset)"])
        }
    }

    @Test("encoded surrogates are invalid UTF-8")
    func surrogates() {
        #expect(problems([UInt8]("a: ".utf8) + [0xED, 0xA0, 0x80]) ==
            ["1:4 encoding invalid UTF-8 at byte offset 3 (bytes 0xED 0xA0 0x80); save the file as UTF-8"])
    }

    @Test("UTF-16 with a byte order mark is refused")
    func utf16BOM() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("a: 1\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(problems(bytes) == ["1:1 encoding the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8"])
    }

    @Test("UTF-16 without a byte order mark is refused by its NUL bytes")
    func utf16NoBOM() {
        let bytes = Array("a: 1\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(problems(bytes) == ["1:2 encoding NUL byte at byte offset 1; the file may be UTF-16 or UTF-32: save it as UTF-8"])
    }

    @Test("a NUL byte inside the file is refused at its position")
    func nulByte() {
        #expect(problems([UInt8]("a: 1\nb: x".utf8) + [0] + [UInt8]("y\n".utf8)) ==
            ["2:5 encoding NUL byte at byte offset 9"])
    }

    @Test("tabs used as indentation are a syntax error that says so")
    func tabs() {
        #expect(problems("a:\n\tb: 1\n") == [
            "2:1 yaml-syntax a tab cannot indent YAML; indent with spaces (found character that cannot start any token (while scanning for the next token at line 2, column 1))",
        ])
    }

    @Test("more than one document is refused at the second")
    func multipleDocuments() {
        #expect(problems("a: 1\n---\nb: 2\n") == ["2:1 yaml-multiple-documents the file holds more than one YAML document; a catalog is one document"])
    }

    @Test("an empty file and a file of comments are refused")
    func empty() {
        #expect(problems("") == ["1:1 yaml-empty the file is empty"])
        #expect(problems([0xEF, 0xBB, 0xBF]) == ["1:1 yaml-empty the file is empty"])
        #expect(problems("# only a comment\n\n") == ["1:1 yaml-empty the file holds no YAML document (only comments or white space)"])
    }

    @Test("duplicate keys are found in every mapping, pointing at both")
    func duplicateKeys() {
        #expect(problems("a: 1\nb:\n  c: 1\n  c: 2\na: 3\n") == [
            "4:3 yaml-duplicate-key duplicate key 'c'; it is first defined at line 3, column 3",
            "5:1 yaml-duplicate-key duplicate key 'a'; it is first defined at line 1, column 1",
        ])
    }

    @Test("a duplicate key still yields the tree, so later stages can report more")
    func duplicateKeepsTree() {
        let output = YAMLReader().read(Array("a: 1\na: 2\n".utf8), path: "t.yaml")
        #expect(output.root != nil)
    }

    @Test("libyaml syntax errors carry libyaml's position")
    func syntaxError() {
        #expect(problems("a: [1, 2\nb: 3\n") == [
            "2:2 yaml-syntax did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 4)",
        ])
    }

    @Test("control characters are refused by libyaml with their position")
    func controlCharacter() {
        #expect(problems("a: 1\nb: \u{07}\n") == ["2:4 yaml-syntax control characters are not allowed"])
    }
}
