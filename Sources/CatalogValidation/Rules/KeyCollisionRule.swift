import AchievementsCatalog
import SourceDiagnostics

/// `key-collision`: two local keys of one kind never become the same Swift
/// identifier in the generated code (`best_10` and `best10` are both
/// `best10`), so `validate` finds what `generate` would refuse
/// (`generate-identifier-collision`).
package struct KeyCollisionRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "key-collision",
        category: .identifiers,
        summary: #"two local keys of one kind never become the same Swift identifier (`best_10`, `best10`)"#,
        example: #"catalog.yaml:48:10: error: local keys 'best10' and 'best_10' both become the Swift identifier best10 in the generated code; rename one [key-collision]"#,
        trigger: RuleTrigger(replacing: "key: best_20", with: "key: best10"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .identifiers }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        for kind in context.catalog.identitiesByKind {
            var seen: [String: String] = [:]
            for resource in kind {
                let key = resource.key.value
                let identifier = SwiftIdentifier.escaped(SwiftIdentifier.lowerCamelCase(key))
                if let other = seen[identifier], other != key {
                    findings.error("local keys '\(key)' and '\(other)' both become the Swift identifier \(identifier) in the generated code; rename one",
                                   at: resource.key.position)
                } else if seen[identifier] == nil {
                    seen[identifier] = key
                }
            }
        }
    }
}
