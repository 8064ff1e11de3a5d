import AchievementsCatalog
import SourceDiagnostics

/// `name-format`: every name that becomes part of a Swift identifier in
/// generated code is one: the game (generated type names start with it),
/// metric and input names, and group keys start with an ASCII letter and use
/// only ASCII letters, digits and `_` (the game may also use spaces and `-`).
package struct NameFormatRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "name-format",
        category: .identifiers,
        summary: #"the game, metric and input names and group keys start with a letter and use only ASCII letters, digits and `_` (the game also spaces and `-`): they name generated Swift code"#,
        example: #"catalog.yaml:2:7: error: game '2048' must start with a letter and use only ASCII letters, digits, spaces, '-' and '_'; generated type names start with it [name-format]"#,
        trigger: RuleTrigger(replacing: "game: Demo", with: "game: \"2048\""))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        if catalog.game.value.utf8.count > StarterCatalog.maxGameNameBytes {
            findings.error("game name is \(catalog.game.value.utf8.count) bytes long; at most \(StarterCatalog.maxGameNameBytes), since generated type names start with it",
                           at: catalog.game.position)
        } else if !Self.isName(catalog.game.value, allowing: " -") {
            findings.error("game \(DiagnosticLimits.quote(catalog.game.value)) must start with a letter and use only ASCII letters, digits, spaces, '-' and '_'; generated type names start with it",
                           at: catalog.game.position)
        }
        let prefix = GeneratedTypeNames.prefix(game: catalog.game.value)
        if let taken = GeneratedTypeNames.suffixes.map({ prefix + $0 }).first(where: GeneratedTypeNames.runtimeTypes.contains) {
            findings.error("game \(DiagnosticLimits.quote(catalog.game.value)) would generate '\(taken)', the name of one of the runtime's types, which the generated one would hide; choose another name",
                           at: catalog.game.position)
        }
        for metric in catalog.metrics where !Self.isName(metric.name.value) {
            findings.error("metric name \(DiagnosticLimits.quote(metric.name.value)) must start with a letter and use only ASCII letters, digits and '_'; it names generated Swift code",
                           at: metric.name.position)
        }
        for input in catalog.inputs where !Self.isName(input.name.value) {
            findings.error("input name \(DiagnosticLimits.quote(input.name.value)) must start with a letter and use only ASCII letters, digits and '_'; it names generated Swift code",
                           at: input.name.position)
        }
        for group in catalog.groups where !Self.isName(group.key.value) {
            findings.error("group key \(DiagnosticLimits.quote(group.key.value)) must start with a letter and use only ASCII letters, digits and '_'; it names generated Swift code",
                           at: group.key.position)
        }
    }

    /// Whether `name` is an ASCII identifier (plus `extra` characters after the first).
    static func isName(_ name: String, allowing extra: String = "") -> Bool {
        let extra = Set(extra.utf8)
        guard let first = name.utf8.first, isLetter(first), name.utf8.count <= 128 else { return false }
        return name.utf8.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") || extra.contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
