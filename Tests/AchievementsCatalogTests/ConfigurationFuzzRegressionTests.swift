import AchievementsCatalog
import Foundation
import Testing

/// Every input the configuration fuzzer kept (scripts/fuzz.sh config) read
/// again: each ends in settings or diagnostics, never a trap.
@Suite("Configuration fuzz regressions")
struct ConfigurationFuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ConfigurationFuzzRegressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("each kept input decodes to settings or to diagnostics", arguments: inputs)
    func replay(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let decoded = ToolConfiguration.decode(bytes, path: "fuzz/achievements.yml", knownWarnings: ["csv-formula"],
                                               knownRules: ["csv-formula": .warning, "points-range": .error, "released-added": .note])
        #expect(decoded.value != nil || decoded.diagnostics.contains { $0.severity == .error })
    }

    @Test("the hostile paths are each refused at their own line")
    func hostilePaths() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent("hostile-paths.yml")))
        let decoded = ToolConfiguration.decode(bytes, path: "fuzz/achievements.yml", knownWarnings: ["csv-formula"],
                                               knownRules: ["csv-formula": .warning, "points-range": .error, "released-added": .note])
        #expect(decoded.value == nil)
        #expect(decoded.diagnostics.map { "\($0.position.line):\($0.position.column) \($0.rule)" } == [
            "1:9 config-path-outside", "2:13 config-path-outside", "2:19 config-path-outside", "2:25 config-path-outside",
            "4:20 config-disabled-warning", "4:36 config-disabled-warning", "4:50 config-disabled-warning",
        ])
    }
}
