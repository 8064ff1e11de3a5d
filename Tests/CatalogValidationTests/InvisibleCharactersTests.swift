@testable import CatalogValidation
import CatalogTestSupport
import Testing

@Suite("invisible-characters: the category shortcuts")
struct InvisibleCharactersTests {
    @Test("the control and format shortcuts agree with Unicode's general category for every scalar")
    func shortcutsMatchUnicode() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            #expect(InvisibleCharactersRule.isControl(scalar) == (category == .control), "U+\(String(value, radix: 16))")
            #expect(InvisibleCharactersRule.isFormat(scalar) == (category == .format), "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked == 0x110000 - 0x800)
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
