import AchievementsCatalog
import SourceDiagnostics

/// `id-format`: an ASC ID is what App Store Connect accepts (letters, digits,
/// `.` and `_`; this floor always holds) and, in the default `dotted` style,
/// lowercase dot-separated segments of `a-z` and `0-9`.
package struct IDFormatRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "id-format",
        category: .identifiers,
        summary: #"ASC IDs use only `a-z`, `0-9` and `.`, with no empty segment (with `idStyle: asc`, any letters, digits, `.` and `_`)"#,
        example: #"catalog.yaml:35:9: error: ASC ID 'ach.best.Ten' contains 'T'; use only a-z, 0-9 and '.'; IDs are lowercase [id-format]"#,
        trigger: RuleTrigger(replacing: "id: ach.best.0010", with: "id: ach.best.Ten"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .identifiers }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let style = catalog.effectiveIDStyle
        for resource in context.identities {
            if let problem = style == .asc ? Self.floorProblem(in: resource.id.value) : Self.problem(in: resource.id.value) {
                findings.error("ASC ID '\(resource.id.value)' \(problem)", at: resource.id.position)
            }
        }
    }

    /// What is wrong with `id`, or `nil` when it is well formed. One pass over
    /// the UTF-8 bytes; the message is built only for a faulty ID.
    static func problem(in id: String) -> String? {
        if id.isEmpty { return "is empty" }
        var previousWasDot = true
        var emptySegment = false
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousWasDot = false
            case UInt8(ascii: "."):
                if previousWasDot { emptySegment = true }
                previousWasDot = true
            default:
                return badCharacter(in: id)
            }
        }
        return emptySegment || previousWasDot ? "has an empty segment; dots separate non-empty segments" : nil
    }

    /// What App Store Connect itself would refuse in `id`: anything but
    /// ASCII letters, digits, `.` and `_`, or nothing at all.
    static func floorProblem(in id: String) -> String? {
        if id.isEmpty { return "is empty" }
        guard let bad = id.unicodeScalars.first(where: { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "_")) })
        else { return nil }
        let shown = bad.properties.isWhitespace || bad.value < 0x20 ? "U+" + String(bad.value, radix: 16, uppercase: true) : String(bad)
        return "contains '\(shown)'; App Store Connect accepts only letters, digits, '.' and '_'"
    }

    static func badCharacter(in id: String) -> String? {
        guard let bad = id.unicodeScalars.first(where: { !(("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == ".") }) else { return nil }
        let shown = bad.properties.isWhitespace || bad.value < 0x20 ? "U+" + String(bad.value, radix: 16, uppercase: true) : String(bad)
        let hint = ("A"..."Z").contains(bad) ? "; IDs are lowercase" : ""
        return "contains '\(shown)'; use only a-z, 0-9 and '.'\(hint)"
    }
}
