import AchievementsCatalog
import SourceDiagnostics
import Testing

@Suite("Every configuration rule's documented example")
struct ConfigurationRuleExampleTests {
    /// The configuration `achievements init` writes, which the triggers edit.
    static let starter = ToolConfiguration.starterText(catalog: "catalog.yaml")

    @Test("the rule's trigger, applied to the starter configuration, makes exactly the diagnostic its descriptor documents",
          arguments: ConfigurationRule.descriptors.filter { $0.trigger != nil })
    func example(_ rule: RuleDescriptor) throws {
        let trigger = try #require(rule.trigger, "\(rule.id) has no trigger")
        let range = try #require(Self.starter.firstRange(of: trigger.replacing), "the starter configuration has no '\(trigger.replacing)'")
        var edited = Self.starter
        edited.replaceSubrange(range, with: trigger.with)
        let decoded = ToolConfiguration.decode(Array(edited.utf8), path: "achievements.yml", knownWarnings: ["csv-formula"],
                                               knownRules: ["csv-formula": .warning, "points-range": .error])
        let reported = TextReporter().report(decoded.diagnostics).split(separator: "\n").map(String.init)
        #expect(reported.contains(rule.example),
                "\(rule.id) reports:\n\(reported.joined(separator: "\n"))")
    }

    @Test("the starter configuration itself breaks no rule")
    func clean() {
        let decoded = ToolConfiguration.decode(Array(Self.starter.utf8), path: "achievements.yml", knownWarnings: nil, knownRules: [:])
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.value != nil)
    }
}

extension RuleDescriptor: CustomTestStringConvertible {
    public var testDescription: String { id.rawValue }
}
