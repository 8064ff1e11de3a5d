@testable import CatalogValidation
import CatalogTestSupport
import Testing

@Suite("invisible-characters: the category shortcuts")
struct InvisibleCharactersTests {
    @Test("the control and format shortcuts agree with Unicode's general category, and the white space shortcut with White_Space, for every scalar")
    func shortcutsMatchUnicode() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            #expect(InvisibleCharactersRule.isControl(scalar) == (category == .control), "U+\(String(value, radix: 16))")
            #expect(InvisibleCharactersRule.isFormat(scalar) == (category == .format), "U+\(String(value, radix: 16))")
            #expect(scalar.isWhiteSpace == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked == 0x110000 - 0x800)
    }

    @Test("one pass over a text finds what the rule's definition finds: the first hidden scalar, else only invisible characters with a format character")
    func scanMatchesTheDefinition() {
        // Scalars of every sort the rule tells apart: printable ASCII, the space,
        // controls, bidirectional controls, separators, format characters
        // (zero-width space, BOM, soft hyphen), Unicode spaces and visible letters.
        let pool: [Unicode.Scalar] = ["a", "Z", "0", " ", ".", "\t", "\u{7F}", "\u{85}", "\u{A0}", "\u{AD}", "\u{200B}", "\u{200E}",
                                      "\u{202E}", "\u{2028}", "\u{2066}", "\u{3000}", "\u{FEFF}", "é", "ç", "周", "\u{1F3C1}", "\u{E0001}"]
        func definition(_ text: String) -> InvisibleCharactersRule.Scan {
            let scalars = text.unicodeScalars
            if let bad = scalars.first(where: InvisibleCharactersRule.isHidden) { return .hidden(bad) }
            let invisible = { (s: Unicode.Scalar) in s.properties.isWhitespace || s.properties.generalCategory == .format || s.properties.generalCategory == .control }
            return scalars.contains(where: { $0.properties.generalCategory == .format }) && scalars.allSatisfy(invisible) ? .onlyInvisible : .readable
        }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var texts = [""]
        for length in 1...6 {
            for _ in 0..<2_000 {
                var text = ""
                for _ in 0..<length { text.unicodeScalars.append(pool[Int(next() % UInt64(pool.count))]) }
                texts.append(text)
            }
        }
        var kinds: Set<String> = []
        for text in texts {
            let expected = definition(text)
            #expect(InvisibleCharactersRule.scan(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            let printable = text.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }
            #expect(InvisibleCharactersRule.isPrintableASCII(text) == printable, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            if printable { #expect(expected == .readable) }
            switch expected {
            case .hidden: kinds.insert("hidden")
            case .onlyInvisible: kinds.insert("onlyInvisible")
            case .readable: kinds.insert(printable ? "printable" : "readable")
            }
        }
        // Every outcome, and both paths of a readable text, were met.
        #expect(kinds == ["hidden", "onlyInvisible", "printable", "readable"])
    }

    @Test("a tab, a line break, a line separator or any Bidi_Control character inside a title is reported by its code point", arguments: [
        ("Thou\\tsand", "U+0009 (a control character)"), ("Thou\\nsand", "U+000A (a control character)"),
        ("Tap\\u2028per", "U+2028 (a line or paragraph separator)"), ("First\\u061CHundred", "U+061C (a bidirectional control)"),
    ])
    func insideATitle(escaped: String, described: String) {
        let text = FixtureCatalog.replacing("title: Ten", with: "title: \"\(escaped)\"")
        let found = CatalogCheck().run(text: text, path: "c.yaml").diagnostics.filter { $0.rule == InvisibleCharactersRule.descriptor.id }
        #expect(found.map(\.message) == ["'en' title of 'best_10' contains \(described); remove it"])
    }
}
