import AchievementsCatalog
import SourceDiagnostics

/// `duplicate-reference-name`: no two achievements share a reference name.
public struct DuplicateReferenceNameRule: CatalogRule {
    public init() {}
    public static let descriptor = RuleDescriptor(
        id: "duplicate-reference-name",
        category: .identifiers,
        summary: #"reference names are unique"#,
        example: #"c.yaml:50:20: error: reference name 'Best 10' is already used at line 36, column 20 [duplicate-reference-name]"#,
        readinessItem: .referenceNames)
    public var descriptor: RuleDescriptor { Self.descriptor }

    public func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        UniqueValues(noun: "reference name").check(catalog.achievements.map(\.referenceName), into: &findings)
    }
}
