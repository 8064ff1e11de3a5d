import SourceDiagnostics
import TemplateRendering

/// The rules of generation: the templates, their rendering and the identifiers they get.
package enum GenerationRule {
    /// Every generation rule: the template rules, then the catalog's own.
    package static let descriptors: [RuleDescriptor] = TemplateRule.descriptors + [
        RuleDescriptor(
            id: "generate-identifier-collision",
            category: .generation,
            summary: #"two names never become the same Swift identifier"#,
            example: #"c.yaml:70:10: error: local keys 'best_10' and 'best10' both become the Swift identifier best10; rename one [generate-identifier-collision]"#),
    ]
}
