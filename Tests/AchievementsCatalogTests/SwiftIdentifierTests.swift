import AchievementsCatalog
import Testing

/// `SwiftIdentifier` keeps ASCII letters and digits, tested by their byte.
@Suite("Swift identifiers from catalog names")
struct SwiftIdentifierTests {
    @Test("every scalar of the basic plane, and CRLF, splits as the Unicode letter and number properties of an ASCII character say")
    func sameAsUnicodeProperties() {
        func byProperties(_ name: String) -> String {
            let parts = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
            guard let first = parts.first else { return "unnamed" }
            return first.prefix(1).lowercased() + first.dropFirst() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        var differing: [UInt32] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let name = "a\(Character(scalar))b"
            if SwiftIdentifier.lowerCamelCase(name) != byProperties(name) { differing.append(value) }
        }
        #expect(differing == [])
        #expect(SwiftIdentifier.lowerCamelCase("run\r\n100") == byProperties("run\r\n100"))
        #expect(SwiftIdentifier.lowerCamelCase("control_voice_over") == "controlVoiceOver")
        #expect(SwiftIdentifier.lowerCamelCase("Ünïcode_²_٣") == "nCode")
    }

    @Test("a name is put behind an underscore exactly when its first character is a number")
    func leadingNumber() {
        // Every scalar of the basic plane first, alone and with a combining
        // mark after it; an ASCII first byte is decided by its byte.
        var differing: [UInt32] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for name in ["\(Character(scalar))x", "\(scalar)\u{301}x"] {
                let expected = name.first!.isNumber ? "_" + name : name
                let escaped = SwiftIdentifier.escaped(name)
                if escaped != expected && escaped != "`\(expected)`" && escaped != expected + "_" { differing.append(value) }
            }
        }
        #expect(differing == [])
        #expect(SwiftIdentifier.escaped("1st") == "_1st")
        #expect(SwiftIdentifier.escaped("²nd") == "_²nd")
        #expect(SwiftIdentifier.escaped("first") == "first")
    }
}

/// The byte-by-byte path of ``SwiftIdentifier/lowerCamelCase(_:)`` for ASCII
/// names against the character-by-character one every name can take.
struct SwiftIdentifierASCIIPathTests {
    @Test("for 5,000 ASCII names (letters, digits, separators, CR LF, controls), the byte path makes what the character path makes")
    func bytePathMatchesCharacterPath() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let alphabet = Array("aZz09_ -.\r\n\t/Ab:".unicodeScalars) + [Unicode.Scalar(UInt8(0x00)), Unicode.Scalar(UInt8(0x7F))]
        for _ in 0..<5000 {
            var name = String.UnicodeScalarView()
            for _ in 0..<Int(next() % 12) { name.append(alphabet[Int(next() % UInt64(alphabet.count))]) }
            let text = String(name)
            #expect(SwiftIdentifier.asciiLowerCamelCase(text) == SwiftIdentifier.characterLowerCamelCase(text), "\(text.debugDescription)")
        }
    }
}
