import SourceDiagnostics
import TemplateRendering

/// The rules of generation: the templates, their rendering and the identifiers they get.
package enum GenerationRule {
    /// Every generation rule: the template rules, then the catalog's own.
    package static let descriptors: [RuleDescriptor] = TemplateRule.descriptors + [
        CatalogRenderContextBuilder.collisionRule,
    ]
}
