import SourceDiagnostics
import Foundation

/// SARIF 2.1.0 (Static Analysis Results Interchange Format), which GitHub
/// code scanning and many editors read: one run of the `achievements` tool,
/// each diagnostic a result with its rule, level, message and location.
package struct SARIFReporter: DiagnosticReporter {
    /// The tool's version, recorded in the run.
    package var toolVersion: String
    /// The rules to describe in the run (those of the results at least).
    package var rules: [RuleDescriptor]

    /// Creates the reporter.
    package init(toolVersion: String, rules: [RuleDescriptor]) {
        self.toolVersion = toolVersion
        self.rules = rules
    }

    struct Log: Encodable {
        var version = "2.1.0"
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case version, schema = "$schema", runs }
    }
    struct Run: Encodable { var tool: Tool; var results: [Result] }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name = "achievements"
        var version: String
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var shortDescription: Text
        var defaultConfiguration: Configuration
    }
    struct Configuration: Encodable { var level: String }
    struct Text: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var level: String
        var message: Text
        var locations: [Location]
    }
    struct Location: Encodable { var physicalLocation: Physical }
    struct Physical: Encodable { var artifactLocation: Artifact; var region: Region }
    struct Artifact: Encodable { var uri: String }
    struct Region: Encodable { var startLine: Int; var startColumn: Int }

    /// SARIF's level for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    package func report(_ diagnostics: [Diagnostic]) -> String {
        let used = Set(diagnostics.map(\.rule))
        let described = rules.filter { used.contains($0.id) }
        let results = diagnostics.map { d in
            Result(ruleId: d.rule.rawValue, level: Self.level(d.severity), message: Text(text: d.boundedMessage),
                   locations: [Location(physicalLocation: Physical(artifactLocation: Artifact(uri: Self.uri(d.path)),
                                                                   region: Region(startLine: d.position.line, startColumn: d.position.column)))])
        }
        let driver = Driver(version: toolVersion, rules: described.map {
            Rule(id: $0.id.rawValue, shortDescription: Text(text: $0.summary), defaultConfiguration: Configuration(level: Self.level($0.severity)))
        })
        let log = Log(runs: [Run(tool: Tool(driver: driver), results: results)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(log)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }

    /// A relative URI reference for a path: each segment percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@!$&'()*+,;=:")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }
}
