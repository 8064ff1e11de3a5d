import AchievementsCatalog
import SourceDiagnostics

/// A rule that checks each text people read on its own: every resource's
/// reference name, and each language's title and descriptions.
///
/// The validator runs all such rules in one walk over the catalog, each with
/// findings of its own (``ReadableTextWalk``). A walk per rule handed every
/// text of the catalog to each rule in turn, and at 10,000 achievements the
/// walks cost more than the checks.
protocol ReadableTextRule: CatalogRule {
    /// Checks one text of the resource `label` names.
    func check(_ text: Located<String>, _ what: ReadableText, of label: String, into findings: inout RuleFindings)
}

extension ReadableTextRule {
    /// Checked on its own (by a validator given only some of the rules), the
    /// rule walks the catalog alone.
    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        var walk = ReadableTextWalk(rules: [self], findings: [findings])
        context.catalog.visitLocalizedResources(&walk)
        findings = walk.findings[0]
    }
}

/// Hands each readable text of every resource, kinds in order and each
/// kind's in file order, to every one of several rules.
struct ReadableTextWalk: LocalizedResourceVisitor {
    /// The rules, in the validator's order.
    let rules: [any ReadableTextRule]
    /// Each rule's findings, at the rule's index.
    var findings: [RuleFindings]

    mutating func visit<Resource: LocalizedResource>(_ resources: [Resource]) {
        for resource in resources {
            let label = resource.label
            resource.forEachReadableText { what, text in
                for index in rules.indices { rules[index].check(text, what, of: label, into: &findings[index]) }
            }
        }
    }
}
