import AchievementsCatalog
import CatalogValidation
import CatalogYAML
import SourceDiagnostics
import Testing

@Suite("Every catalog rule's documented example")
struct RuleExampleTests {
    /// The rules whose input is the catalog's text: reading the YAML,
    /// decoding it, and every catalog rule.
    static let catalogTextRules = YAMLRule.descriptors + SchemaRule.descriptors + CatalogValidator.builtInRules.map(\.descriptor)

    @Test("the rule's trigger, applied to the example catalog, makes exactly the diagnostic its descriptor documents",
          arguments: catalogTextRules)
    func example(_ rule: RuleDescriptor) throws {
        let trigger = try #require(rule.trigger, "\(rule.id) has no trigger")
        #expect(ExampleCatalog.text(with: trigger) != nil, "the example catalog has no '\(trigger.replacing)'")
        let reported = TextReporter().report(ExampleCatalog.diagnostics(for: trigger)).split(separator: "\n").map(String.init)
        #expect(reported.contains(rule.example), "\(rule.id) reports:\n\(reported.joined(separator: "\n"))")
        #expect(rule.example.hasSuffix(" [\(rule.id)]"))
    }

    @Test("the example catalog itself breaks no rule, with its activity and Game Center challenge too")
    func clean() {
        #expect(CatalogCheck().run(text: ExampleCatalog.text, path: ExampleCatalog.path).diagnostics.isEmpty)
        #expect(CatalogCheck().run(text: ExampleCatalog.withKinds, path: ExampleCatalog.path).diagnostics.isEmpty)
    }
}

extension RuleDescriptor: CustomTestStringConvertible {
    public var testDescription: String { id.rawValue }
}
