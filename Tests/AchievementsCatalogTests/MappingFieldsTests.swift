@testable import AchievementsCatalog
import CatalogYAML
import SourceDiagnostics
import Testing

/// A mapping's fields are found by name whatever Unicode spelling of the name the file used.
struct MappingFieldsTests {
    @Test("a key written with other scalars that Swift calls equal to a field's name is found under that name")
    func keyOfAnotherSpelling() throws {
        // U+212A KELVIN SIGN is canonically equivalent to 'K': `==` accepts
        // the key as the field, and looking the field up must then find it
        // although the two spellings differ in length in UTF-8.
        let text = "\u{212A}ey: 1\n"
        let root = try #require(YAMLReader().read(Array(text.utf8), path: "m.yaml").root)
        var decoding = ScalarDecoding(path: "m.yaml")
        let fields = try #require(MappingFields(root, context: "the mapping", known: ["Key", "other"], decoding: &decoding))
        #expect(fields.optional("Key")?.scalarText == "1")
        #expect(fields.keyPosition("Key") == SourcePosition(line: 1, column: 1))
        #expect(fields.required("other", decoding: &decoding) == nil)
        #expect(decoding.diagnostics.map(\.message) == ["the mapping is missing the required field 'other'"])
    }

    @Test("a name written with other scalars than the key is found too")
    func nameOfAnotherSpelling() throws {
        // The other way round: the name has the Kelvin sign, the file an ASCII K.
        let root = try #require(YAMLReader().read(Array("Key: 1\n".utf8), path: "m.yaml").root)
        var decoding = ScalarDecoding(path: "m.yaml")
        let fields = try #require(MappingFields(root, context: "the mapping", known: ["\u{212A}ey"], decoding: &decoding))
        #expect(fields.optional("\u{212A}ey")?.scalarText == "1")
        #expect(decoding.diagnostics.isEmpty)
    }
}
