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
        var all: [Diagnostic] = []
        for rule in rules {
            var findings = RuleFindings(path: catalog.path, rule: rule.id)
            rule.check(context, into: &findings)
            all += findings.diagnostics
        }
        return all.sortedByPosition()
    }

    /// The descriptors of the rules this stage reports: every rule type, and the artwork check's.
    package static var ruleDescriptors: [RuleDescriptor] {
        builtInRules.map(\.descriptor) + ArtworkCheck.ruleDescriptors
    }
}
