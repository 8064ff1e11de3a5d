import AchievementsCatalog
import CatalogGeneration
import Testing

@Suite("Swift literals and identifiers")
struct SwiftSyntaxHelpersTests {
    @Test("string literals escape quotes, backslashes, interpolation and control characters", arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        (#"\(boom)"#, #""\\(boom)""#),
        ("#hash #\"raw\"#", ##""#hash #\"raw\"#""##),
        ("line\nnext\r\ttab", #""line\nnext\r\ttab""#),
        ("nul\u{0}bell\u{7}", #""nul\0bell\u{7}""#),
        ("rtl \u{202E}override\u{2028}sep", #""rtl \u{202E}override\u{2028}sep""#),
        ("é combining e\u{301} 🏎️ עברית العربية", "\"é combining e\u{301} 🏎️ עברית العربية\""),
    ])
    func literals(text: String, literal: String) {
        #expect(SwiftStringLiteral.make(text) == literal)
    }

    @Test("identifiers: snake case to camel case, keywords in backticks, unusable names suffixed", arguments: [
        ("run_100", "run100"), ("control_voiceover", "controlVoiceover"), ("total_1k", "total1k"),
        ("default", "`default`"), ("class", "`class`"), ("init", "`init`"), ("protocol", "`protocol`"),
        ("self", "self_"), ("Type", "type"), ("1st", "_1st"), ("a-b c", "aBC"), ("", "unnamed"), ("__", "unnamed"),
    ])
    func identifiers(name: String, identifier: String) {
        #expect(SwiftIdentifier.escaped(SwiftIdentifier.lowerCamelCase(name)) == identifier)
    }

    @Test("type names are upper camel case")
    func typeNames() {
        #expect(SwiftIdentifier.upperCamelCase("RetroRacing") == "RetroRacing")
        #expect(SwiftIdentifier.upperCamelCase("retro racing 2") == "RetroRacing2")
        #expect(SwiftIdentifier.escaped("Type") == "Type_")
        #expect(SwiftIdentifier.escaped("Self") == "Self_")
    }
}
