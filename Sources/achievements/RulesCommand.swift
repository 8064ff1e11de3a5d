import ArgumentParser
import CatalogValidation

/// `achievements rules`: every rule ID with what it checks.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the validation rules with their stable IDs."
    )

    func run() {
        let width = CatalogValidator.builtInRules.map(\.id.count).max() ?? 0
        for rule in CatalogValidator.builtInRules {
            print(rule.id + String(repeating: " ", count: width - rule.id.count) + "  " + rule.summary)
        }
    }
}
