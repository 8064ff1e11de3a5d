import AchievementsCatalog

/// `id-format`: an ASC ID is lowercase, dot-separated segments of `a-z` and `0-9`.
public struct IDFormatRule: CatalogRule {
    public init() {}
    public var id: String { "id-format" }
    public var summary: String { "An ASC ID uses only lowercase letters, digits and dots, with no empty segment." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for achievement in catalog.achievements {
            if let problem = Self.problem(in: achievement.id.value) {
                findings.error("ASC ID '\(achievement.id.value)' \(problem)", at: achievement.id.position)
            }
        }
    }

    /// What is wrong with `id`, or `nil` when it is well formed.
    static func problem(in id: String) -> String? {
        if id.isEmpty { return "is empty" }
        if let bad = id.unicodeScalars.first(where: { !(("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == ".") }) {
            let shown = bad.properties.isWhitespace || bad.value < 0x20 ? "U+" + String(bad.value, radix: 16, uppercase: true) : String(bad)
            let hint = ("A"..."Z").contains(bad) ? "; IDs are lowercase" : ""
            return "contains '\(shown)'; use only a-z, 0-9 and '.'\(hint)"
        }
        if id.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            return "has an empty segment; dots separate non-empty segments"
        }
        return nil
    }
}
