import AchievementsCatalog
import SourceDiagnostics

/// `activity-fallback-url`: an activity's fallback URL is an absolute http or
/// https address, which players without the game open in a browser.
package struct ActivityFallbackURLRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "activity-fallback-url",
        category: .activities,
        summary: #"an activity's `fallbackURL` is an absolute http or https address with a host, in printable ASCII (other characters percent-encoded)"#,
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

    /// Whether `text` is `http://` or `https://` (any case), a host of
    /// letters, digits, dots and dashes (or an IPv6 literal in brackets) with
    /// at least one letter or digit, an optional port up to 65535, and only
    /// printable ASCII anywhere (anything else percent-encoded).
    static func isWebAddress(_ text: String) -> Bool {
        guard text.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else { return false }
        let lowered = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else { return false }
        let authority = lowered.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        var hostAndPort = Substring(authority.split(separator: "@", omittingEmptySubsequences: false).last ?? "")
        var port: Substring?
        if hostAndPort.hasPrefix("[") {
            guard let close = hostAndPort.firstIndex(of: "]") else { return false }
            let literal = hostAndPort[hostAndPort.index(after: hostAndPort.startIndex)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return false }
            let after = hostAndPort[hostAndPort.index(after: close)...]
            if !after.isEmpty { guard after.hasPrefix(":") else { return false }; port = after.dropFirst() }
        } else {
            if let colon = hostAndPort.firstIndex(of: ":") {
                port = hostAndPort[hostAndPort.index(after: colon)...]
                hostAndPort = hostAndPort[..<colon]
            }
            guard hostAndPort.contains(where: { $0.isLetter || $0.isNumber }),
                  hostAndPort.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }) else { return false }
        }
        if let port {
            guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isNumber), let number = Int(port), number <= 65_535 else { return false }
        }
        return true
    }
}
