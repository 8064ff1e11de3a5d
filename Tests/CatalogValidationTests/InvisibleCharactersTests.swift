@testable import CatalogValidation
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
}
