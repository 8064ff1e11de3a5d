import AchievementsCatalog
import SourceDiagnostics
import Testing

/// Strings the catalog accepts, drawn from the characters that break YAML
/// writers: C0 and C1 controls, NEL, line and paragraph separators, BOM,
/// quotes, backslashes, YAML indicators, surrogates' neighbours and astral planes.
struct HostileStrings: Sequence, IteratorProtocol {
    var state: UInt64
    var remaining: Int

    static let interesting: [UInt32] = [
        0x09, 0x0A, 0x0D, 0x20, 0x22, 0x23, 0x26, 0x27, 0x2A, 0x2C, 0x2D, 0x3A, 0x3E, 0x3F, 0x40, 0x5B, 0x5C, 0x5D, 0x60,
        0x7B, 0x7C, 0x7D, 0x7E, 0x7F, 0x80, 0x85, 0x8D, 0x9F, 0xA0, 0xAD, 0x2028, 0x2029, 0x202E, 0x2066, 0xD7FF,
        0xE000, 0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF, 0x01, 0x1B, 0x07, 0x00,
    ]

    mutating func next() -> String? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        var text = ""
        for _ in 0..<Int(random(12)) + 1 {
            let pick = random(4) == 0 ? UInt32(random(0x10FFFF)) : Self.interesting[Int(random(UInt64(Self.interesting.count)))]
            if let scalar = Unicode.Scalar(pick) { text.unicodeScalars.append(scalar) } else { text += "a" }
        }
        return text
    }

    /// xorshift: the same strings every run, so a failure repeats.
    private mutating func random(_ bound: UInt64) -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state % bound
    }
}

@Suite("The lock writes what it reads back")
struct LockRoundTripTests {
    @Test("every string the catalog accepts survives a lock write and read, in every field")
    func roundTrip() throws {
        var checked = 0
        for text in HostileStrings(state: 0x9E37_79B9_7F4A_7C15, remaining: 2_000) where !text.contains("\0") {
            let position = SourcePosition(line: 1, column: 1)
            let entry = ReleasedAchievement(
                key: Located(text, at: position), id: Located("ach." + text, at: position), group: Located(text, at: position),
                progress: Located(.bestRun, at: position), metric: Located(text, at: position), threshold: Located(7, at: position),
                input: nil, released: Located(text, at: position))
            let lockText = LockFile.appendText([entry], to: nil)
            let decoded = LockFile.decode(Array(lockText.utf8), path: "catalog.lock.yaml")
            let set = try #require(decoded.set, "\(decoded.diagnostics.map(\.message)) for \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            let read = try #require(set.entries.first)
            #expect(read.key.value == text)
            #expect(read.id.value == "ach." + text)
            #expect(read.group?.value == text)
            #expect(read.metric?.value == text)
            #expect(read.released.value == text)
            checked += 1
        }
        #expect(checked > 1_500)
    }

    @Test("the writer escapes what YAML would read as a line break or drop", arguments: [
        ("\u{85}", "\"\\x85\""), ("\u{2028}", "\"\\u2028\""), ("\u{FEFF}", "\"\\uFEFF\""), ("\u{9F}", "\"\\x9F\""), ("a\u{1F600}", "\"a\u{1F600}\""),
    ])
    func escapes(text: String, written: String) {
        #expect(YAMLScalarText.quoted(text) == written)
    }
}

/// The default release label, computed without Foundation.
struct ReleaseLabelTests {
    @Test("today is the UTC civil date, across leap days, centuries and before 1970",
          arguments: [(0, "1970-01-01"), (951_782_400, "2000-02-29"), (1_700_000_000, "2023-11-14"), (-1, "1969-12-31"),
                      (4_102_444_799, "2099-12-31"), (1_795_392_000, "2026-11-23")])
    func today(seconds: Int, expected: String) {
        #expect(LockUpdate.today(secondsSince1970: seconds) == expected)
    }
}
