import AchievementsCatalog

/// Which text of a resource a finding is about; the label is built only
/// when a message needs it (validation of a large catalog visits millions).
enum ReadableText {
    case referenceName
    case field(LocalizedField, language: String)

    /// How a message names it: `reference name`, `'en' title`.
    var label: String {
        switch self {
        case .referenceName: "reference name"
        case .field(let field, let language): "'\(language)' \(field.name)"
        }
    }

    /// Reports `text` when it is a field of `role` longer than App Store
    /// Connect allows for it, counted in UTF-16 code units as its web form
    /// counts them.
    func checkLength(of text: Located<String>, role: TextRole, into findings: inout RuleFindings) {
        // A text has no more UTF-16 units than UTF-8 bytes, and a native
        // string knows its bytes without counting.
        guard case .field(let field, let language) = self, field.role == role, text.value.utf8.count > field.maxLength else { return }
        let length = text.value.utf16.count
        guard length > field.maxLength else { return }
        findings.error("'\(language)' \(field.name) is \(length) characters (UTF-16 units); App Store Connect allows at most \(field.maxLength)", at: text.position)
    }
}

extension LocalizedResource {
    /// Calls `body` with every text of the resource that people read: the
    /// reference name, then each language's texts in file order.
    func forEachReadableText(_ body: (ReadableText, Located<String>) -> Void) {
        body(.referenceName, referenceName)
        for localization in localizations {
            let language = localization.language.value
            localization.forEachText { field, text in body(.field(field, language: language), text) }
        }
    }
}

/// A rule that checks each localized resource on its own, whatever its
/// kind: written once, it checks achievements and every later kind alike.
protocol LocalizedResourceRule: CatalogRule {
    /// Checks one resource of the context's catalog.
    func check<Resource: LocalizedResource>(_ resource: Resource, in context: RuleContext, into findings: inout RuleFindings)
}

/// A rule that compares the resources of one kind with each other (titles
/// unique within a language, descriptions punctuated alike).
protocol LocalizedKindRule: CatalogRule {
    /// Checks one kind's resources of the context's catalog.
    func check<Resource: LocalizedResource>(_ resources: [Resource], in context: RuleContext, into findings: inout RuleFindings)
}

extension LocalizedResourceRule {
    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        var visitor = EachResource(rule: self, context: context, findings: findings)
        context.catalog.visitLocalizedResources(&visitor)
        findings = visitor.findings
    }
}

extension LocalizedKindRule {
    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        var visitor = EachKind(rule: self, context: context, findings: findings)
        context.catalog.visitLocalizedResources(&visitor)
        findings = visitor.findings
    }
}

/// Hands each resource of every kind to a ``LocalizedResourceRule``.
private struct EachResource<Rule: LocalizedResourceRule>: LocalizedResourceVisitor {
    let rule: Rule
    let context: RuleContext
    var findings: RuleFindings

    mutating func visit<Resource: LocalizedResource>(_ resources: [Resource]) {
        for resource in resources { rule.check(resource, in: context, into: &findings) }
    }
}

/// Hands each kind's resources to a ``LocalizedKindRule``.
private struct EachKind<Rule: LocalizedKindRule>: LocalizedResourceVisitor {
    let rule: Rule
    let context: RuleContext
    var findings: RuleFindings

    mutating func visit<Resource: LocalizedResource>(_ resources: [Resource]) {
        rule.check(resources, in: context, into: &findings)
    }
}

extension LocalizedResource {
    /// Its localizations by language (the first of a language written twice),
    /// so a rule asking for each catalog language does not search the list
    /// each time: languages × localizations grew quadratically.
    var localizationsByLanguage: LocalizationIndex<Localization> {
        LocalizationIndex(localizations)
    }
}

/// A resource's localizations by language: searched in place when there are
/// few (most resources have a handful, and a table of three costs more to
/// build than to search), in a table when there are many.
struct LocalizationIndex<Localization: ResourceLocalization> {
    /// The localizations, when few.
    private let few: [Localization]
    /// The table, when many.
    private let table: [String: Localization]?
    /// Up to how many localizations are searched in place.
    static var searchedInPlace: Int { 8 }

    init(_ localizations: [Localization]) {
        if localizations.count <= Self.searchedInPlace {
            few = localizations
            table = nil
        } else {
            few = []
            table = Dictionary(localizations.map { ($0.language.value, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The first localization of `language`, if any.
    subscript(language: String) -> Localization? {
        if let table { return table[language] }
        return few.first { $0.language.value == language }
    }
}
