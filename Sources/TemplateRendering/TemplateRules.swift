import SourceDiagnostics

/// The rules of templates: reading, parsing, structure and rendering.
package enum TemplateRule {
    /// Every template rule.
    package static let descriptors: [RuleDescriptor] = [
        TemplateSet.unreadableRule,
        TemplateSet.pathRule,
        TemplateRenderer.syntaxRule,
        TemplateRenderer.missingKeyRule,
        TemplateRenderer.missingPartialRule,
        TemplateRenderer.nestingRule,
        TemplateRenderer.partialCycleRule,
        TemplateRenderer.outputTooLargeRule,
    ]
}
