import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import ClientCodeCheck
import Foundation
import SourceDiagnostics
import Testing

@Suite("Every client rule's documented example")
struct ClientRuleExampleTests {
    /// The client rules whose input is the game's code (`client-unreadable`'s
    /// is a path that cannot be read: ClientMappingCheckTests covers it).
    static let codeRules = [ClientMappingCheck.Rule.missing, ClientMappingCheck.Rule.unknown, ClientMappingCheck.Rule.mismatch,
                            ClientMappingCheck.Rule.duplicate, ClientMappingCheck.Rule.computed]

    /// What the check reports for `code` in `IDs.swift` against the example
    /// catalog, paths as the examples write them.
    static func report(_ code: String) throws -> [String] {
        let folder = try TestScratch.folder("client-example")
        try Data(code.utf8).write(to: folder.appendingPathComponent(ExampleClient.fileName))
        let catalog = try #require(CatalogLoader().load(text: ExampleCatalog.text, path: ExampleCatalog.path).catalog)
        let diagnostics = ClientMappingCheck().check(catalog, clientPaths: [folder.path]).diagnostics
        return TextReporter().report(diagnostics).replacingOccurrences(of: folder.path + "/", with: "").split(separator: "\n").map(String.init)
    }

    @Test("the rule's trigger, applied to the example mapping, makes exactly the diagnostic its descriptor documents", arguments: codeRules)
    func example(_ rule: RuleDescriptor) throws {
        let trigger = try #require(rule.trigger, "\(rule.id) has no trigger")
        let range = try #require(ExampleClient.text.firstRange(of: trigger.replacing), "the example mapping has no '\(trigger.replacing)'")
        var edited = ExampleClient.text
        edited.replaceSubrange(range, with: trigger.with)
        let reported = try Self.report(edited)
        #expect(reported.contains(rule.example), "\(rule.id) reports:\n\(reported.joined(separator: "\n"))")
    }

    @Test("the example mapping itself breaks no rule")
    func clean() throws {
        #expect(try Self.report(ExampleClient.text) == [])
    }
}

extension RuleDescriptor: CustomTestStringConvertible {
    public var testDescription: String { id.rawValue }
}
