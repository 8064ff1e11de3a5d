import AchievementsCatalog
import CatalogGeneration
import CatalogValidation
import CatalogYAML
import ClientCheckRules
import FileAccess
import ImportRules
import SourceDiagnostics
#if AppStoreConnectSync
import SyncRules
#endif

/// Every rule the tool can report, gathered from the stage that reports it,
/// in category order. `achievements rules` and docs/rules.md's tables come from here.
package enum RuleCatalogue {
    /// The tool's version (`achievements --version`, and SARIF's tool version).
    package static let toolVersion = "0.4.0"

    package static let all: [RuleDescriptor] = {
        var stages = FileRule.descriptors + YAMLRule.descriptors + SchemaRule.descriptors + ConfigurationRule.descriptors + CatalogValidator.ruleDescriptors
            + GenerationRule.descriptors + ClientCheckRule.descriptors + ImportRule.descriptors + DiagnosticLimits.ruleDescriptors
        #if AppStoreConnectSync
        stages += SyncRule.descriptors
        #endif
        return categories(of: stages).flatMap { category in stages.filter { $0.category == category } }
    }()

    /// The groups of `rules`, each once, in rank order.
    static func categories(of rules: [RuleDescriptor]) -> [RuleCategory] {
        var seen: Set<RuleCategory> = []
        return rules.map(\.category).filter { seen.insert($0).inserted }.sorted { $0.rank < $1.rank }
    }

    /// The rule reference of docs/rules.md: a table per category under its heading.
    package static var markdown: String {
        categories(of: all).map { category in
            "## \(category.title)\n\n" + RuleDescriptor.markdownTable(all.filter { $0.category == category })
        }.joined(separator: "\n")
    }
}
