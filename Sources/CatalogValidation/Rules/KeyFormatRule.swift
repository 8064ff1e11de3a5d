import AchievementsCatalog
import SourceDiagnostics

/// `key-format`: a local key is a lowercase identifier, `[a-z][a-z0-9_]*`.
package struct KeyFormatRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "key-format",
        category: .identifiers,
        summary: #"local keys match `[a-z][a-z0-9_]*`"#,
        example: #"catalog.yaml:34:10: error: local key 'Best_10' must start with a lowercase letter and use only a-z, 0-9 and '_' [key-format]"#,
        trigger: RuleTrigger(replacing: "key: best_10", with: "key: Best_10"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .identifiers }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        for resource in context.identities where !Self.isValid(resource.key.value) {
            findings.error("local key '\(resource.key.value)' must start with a lowercase letter and use only a-z, 0-9 and '_'", at: resource.key.position)
        }
    }

    static func isValid(_ key: String) -> Bool {
        guard let first = key.utf8.first, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return false }
        return key.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
    }
}
