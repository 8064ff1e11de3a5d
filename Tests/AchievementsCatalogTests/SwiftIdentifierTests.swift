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
}
