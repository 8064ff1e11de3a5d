import AchievementsCatalog
import SourceDiagnostics

/// Runs a set of rules over a catalog and returns their diagnostics in file order.
package struct CatalogValidator: Sendable {
    /// The rules that run, in order.
    package var rules: [any CatalogRule]

    /// Creates a validator with `rules`, by default every built-in rule.
    package init(rules: [any CatalogRule] = CatalogValidator.builtInRules) {
        self.rules = rules
    }

    /// Every built-in rule, in the order docs/rules.md documents them.
    package static let builtInRules: [any CatalogRule] = [
        FormatVersionRule(),
        IDFormatRule(),
        IDPrefixRule(),
        IDLengthRule(),
        IDGroupRule(),
        KeyFormatRule(),
        KeyCollisionRule(),
        DuplicateKeyRule(),
        DuplicateIDRule(),
        RetiredReusedRule(),
        DuplicateReferenceNameRule(),
        DuplicateTitleRule(),
        AchievementCountRule(),
        PointsRangeRule(),
        PointsBudgetRule(),
        ReferenceNameRule(),
        TitleLengthRule(),
        DescriptionLengthRule(),
        MissingLocalizationRule(),
        UnknownLanguageRule(),
        ASCLocaleRule(),
        GroupDeclarationRule(),
        UnknownGroupRule(),
        UnlockRuleShapeRule(),
        ThresholdPositiveRule(),
        ThresholdOrderRule(),
        UnknownInputRule(),
        UnusedInputRule(),
        LeaderboardCountRule(),
        LeaderboardScoreRangeRule(),
        LeaderboardRecurrenceRule(),
        LeaderboardSetMemberRule(),
        DefaultLeaderboardRule(),
        ActivityPlayersRule(),
        ActivityPropertyRule(),
        ActivityFallbackURLRule(),
        ActivityAssociationRule(),
        ChallengeLeaderboardRule(),
        ChallengeHiddenLeaderboardRule(),
        ChallengeDurationsRule(),
        WhitespaceRule(),
        DescriptionPunctuationRule(),
        ImagePathRule(),
        NameFormatRule(),
        LanguageCodeRule(),
        InvisibleCharactersRule(),
        AppleIDRule(),
        SpreadsheetFormulaRule(),
        ReleasedRemovedRule(),
        ReleasedIDChangedRule(),
        ReleasedKeyChangedRule(),
        ReleasedRuleChangedRule(),
        ReleasedSortChangedRule(),
        ReleasedChallengeLeaderboardRule(),
        ReleasedAddedRule(),
    ]

    /// The diagnostics of every rule, sorted by position; the stability
    /// rules run when `released` is given.
    package func validate(_ catalog: AchievementCatalog, released: ReleasedSet? = nil) -> [Diagnostic] {
        let context = RuleContext(catalog: catalog, released: released)
        let walked = readableTextFindings(in: catalog)
        var all: [Diagnostic] = []
        for (index, rule) in rules.enumerated() {
            if let diagnostics = walked[index] {
                all += diagnostics
                continue
            }
            var findings = RuleFindings(path: catalog.path, rule: rule.id)
            rule.check(context, into: &findings)
            all += findings.diagnostics
        }
        return all.sortedByPosition()
    }

    /// The findings of the rules that check each text on its own, by the
    /// rule's index in ``rules``: one walk over the catalog runs them all.
    private func readableTextFindings(in catalog: AchievementCatalog) -> [Int: [Diagnostic]] {
        let textRules = rules.indices.compactMap { index in (rules[index] as? any ReadableTextRule).map { (index: index, rule: $0) } }
        guard !textRules.isEmpty else { return [:] }
        var walk = ReadableTextWalk(rules: textRules.map(\.rule), findings: textRules.map { RuleFindings(path: catalog.path, rule: $0.rule.id) })
        catalog.visitLocalizedResources(&walk)
        return Dictionary(uniqueKeysWithValues: zip(textRules.map(\.index), walk.findings.map(\.diagnostics)))
    }

    /// The descriptors of the rules this stage reports: every rule type, and the artwork check's.
    package static var ruleDescriptors: [RuleDescriptor] {
        builtInRules.map(\.descriptor) + ArtworkCheck.ruleDescriptors
    }
}
