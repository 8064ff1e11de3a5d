import CatalogGeneration
import CatalogTestSupport
import Foundation
import Testing

@Suite("Built-in templates")
struct DefaultTemplatesTests {
    @Test("the built-in templates are templates/*.mustache, byte for byte (scripts/embed-templates.sh)")
    func embeddedMatchFolder() throws {
        let folder = packageRoot.appendingPathComponent("templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }.sorted()
        #expect(DefaultTemplates.files.map(\.name) == names)
        for file in DefaultTemplates.files {
            #expect(try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8) == file.text, "\(file.name) differs")
        }
    }

    @Test("the build plugin knows the files the built-in templates make")
    func pluginOutputs() throws {
        let plugin = try String(contentsOf: packageRoot.appendingPathComponent("Plugins/ChallengesBuildPlugin/ChallengesBuildPlugin.swift"), encoding: .utf8)
        let outputs = DefaultTemplates.files.map(\.name).filter { !$0.hasPrefix("_") }.map { "\"\($0.dropLast(".mustache".count))\"" }
        #expect(plugin.contains("static let builtInOutputs = [\(outputs.joined(separator: ", "))]"))
    }
}
