import ArgumentParser
import CommandLineSupport
import Foundation
import SourceDiagnostics

/// `achievements rules`: every rule ID the tool can report, with what it checks.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule the tool can report, with its stable ID, severity and what it checks.",
        discussion: "--format markdown prints the rule reference of docs/rules.md; json prints every field, examples included."
    )

    @Option(help: "text, markdown (the tables of docs/rules.md) or json.")
    var format: RulesFormat = .text

    func run() {
        switch format {
        case .text:
            let width = RuleCatalogue.all.map(\.id.rawValue.count).max() ?? 0
            for rule in RuleCatalogue.all {
                let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                print(rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + severity + "  " + rule.summary)
            }
        case .markdown:
            print(RuleCatalogue.markdown, terminator: "")
        case .json:
            struct Trigger: Encodable { var replacing, with: String; var againstRelease: Bool }
            struct Entry: Encodable { var id, severity, category, summary, example: String; var trigger: Trigger? }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let entries = RuleCatalogue.all.map {
                Entry(id: $0.id.rawValue, severity: $0.severity.rawValue, category: $0.category.name, summary: $0.summary, example: $0.example,
                      trigger: $0.trigger.map { Trigger(replacing: $0.replacing, with: $0.with, againstRelease: $0.againstRelease) })
            }
            print(String(decoding: (try? encoder.encode(entries)) ?? Data("[]".utf8), as: UTF8.self))
        }
    }
}

/// The formats of `achievements rules`.
enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
    case text, markdown, json
}
