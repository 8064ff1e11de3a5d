import AchievementsCatalog
import SourceDiagnostics

/// `activity-fallback-url`: an activity's fallback URL is an absolute http or
/// https address, which players without the game open in a browser.
package struct ActivityFallbackURLRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "activity-fallback-url",
        category: .activities,
        summary: #"an activity's `fallbackURL` is an absolute http or https address: a host name (or IP literal), no user or password, a port of 1 to 65535, and only the characters RFC 3986 allows (others percent-encoded)"#,
        example: #"catalog.yaml:147:18: error: fallbackURL 'example.com/duel' of activity 'duel' is not an absolute http or https address (it does not start with http:// or https://); write it as https://HOST/PATH [activity-fallback-url]"#,
        trigger: ExampleCatalog.kindsTrigger(replacing: "fallbackURL: https://example.com/duel", with: "fallbackURL: example.com/duel"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        for activity in context.catalog.activities {
            guard let url = activity.fallbackURL, let problem = Self.problem(url.value) else { continue }
            findings.error("fallbackURL \(DiagnosticLimits.quote(url.value)) of activity '\(activity.key.value)' is not an absolute http or https address (\(problem)); write it as https://HOST/PATH",
                           at: url.position)
        }
    }

    /// The characters RFC 3986 lets a URI hold as they are (section 2): the
    /// unreserved and reserved ones, and `%` of a percent-escape.
    static let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".unicodeScalars)

    /// Why `text` is not an absolute `http://` or `https://` (any case)
    /// address players can open, `nil` when it is one: RFC 3986's characters
    /// only (percent-escapes well formed), no user or password (a public link
    /// carries none, and a `user@` part is how links pass for another host), a
    /// host of dot-separated names of letters, digits and inner dashes (or an
    /// IP literal in brackets), and a port of 1 to 65535.
    static func problem(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        if let odd = scalars.first(where: { !(0x21...0x7E).contains($0.value) }) {
            return odd.isASCII ? "it holds a space or control character: percent-encode it"
                : "it holds characters outside ASCII: percent-encode them, and write a non-ASCII host in its xn-- form"
        }
        let lowered = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else { return "it does not start with http:// or https://" }
        if let odd = scalars.first(where: { !allowed.contains($0) }) { return "'\(odd)' is not allowed in a URL: percent-encode it" }
        for (index, scalar) in scalars.enumerated() where scalar == "%" {
            guard index + 2 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit, scalars[index + 2].properties.isASCIIHexDigit else {
                return "'%' starts no percent-escape (% and two hex digits)"
            }
        }
        let authority = lowered.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if authority.contains("@") { return "it names a user or password before '@'; a public link carries none" }
        var host = Substring(authority)
        var port: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return "its IP literal has no closing ']'" }
            let literal = host[host.index(after: host.startIndex)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return "its IP literal is not an address" }
            let after = host[host.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return "its IP literal is followed by '\(after)'" }
                port = after.dropFirst()
            }
        } else {
            if let colon = host.firstIndex(of: ":") {
                port = host[host.index(after: colon)...]
                host = host[..<colon]
            }
            // A final dot (a fully qualified name) is allowed; an empty name between dots is not.
            let names = (host.hasSuffix(".") ? host.dropLast() : host).split(separator: ".", omittingEmptySubsequences: false)
            guard !host.isEmpty, names.allSatisfy({ name in
                !name.isEmpty && !name.hasPrefix("-") && !name.hasSuffix("-") && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }) else { return host.isEmpty ? "it has no host" : "its host '\(host)' is not a host name (letters, digits and inner dashes between dots)" }
        }
        if let port {
            guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isNumber), let number = Int(port), (1...65_535).contains(number) else {
                return "its port '\(port)' is not 1 to 65535"
            }
        }
        return nil
    }
}
