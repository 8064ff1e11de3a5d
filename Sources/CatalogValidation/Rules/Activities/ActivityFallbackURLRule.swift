import AchievementsCatalog
import SourceDiagnostics

/// `activity-fallback-url`: an activity's fallback URL is an absolute http or
/// https address, which players without the game open in a browser.
package struct ActivityFallbackURLRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "activity-fallback-url",
        category: .activities,
        summary: #"an activity's `fallbackURL` is an absolute http or https address with a host"#,
        example: #"catalog.yaml:147:18: error: fallbackURL 'example.com/duel' of activity 'duel' is not an absolute http or https address; write it as https://HOST/PATH [activity-fallback-url]"#,
        trigger: ExampleCatalog.kindsTrigger(replacing: "fallbackURL: https://example.com/duel", with: "fallbackURL: example.com/duel"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        for activity in context.catalog.activities {
            guard let url = activity.fallbackURL, !Self.isWebAddress(url.value) else { continue }
            findings.error("fallbackURL \(DiagnosticLimits.quote(url.value)) of activity '\(activity.key.value)' is not an absolute http or https address; write it as https://HOST/PATH",
                           at: url.position)
        }
    }

    /// Whether `text` is `http://` or `https://` (any case), a host, and no
    /// space or control character anywhere.
    static func isWebAddress(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else { return false }
        guard text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F && !$0.properties.isWhitespace }) else { return false }
        let rest = lowered.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let host = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        return !host.isEmpty && !host.hasPrefix(":")
    }
}
