import AchievementsCatalog
import CatalogTestSupport
import FileAccess
import Foundation
import GenerationPipeline
import Testing

/// The whole generate step as the command line and the build plugin's tool call it.
@Suite("The generate pipeline")
struct GenerationPipelineTests {
    /// A folder holding the fixture catalog as catalog.yaml.
    func project() throws -> (folder: URL, catalog: String) {
        let folder = try TestScratch.folder("pipeline")
        let catalog = folder.appendingPathComponent("catalog.yaml").path
        try Data(FixtureCatalog.text.utf8).write(to: URL(fileURLWithPath: catalog))
        return (folder, catalog)
    }

    @Test("writes the generated files once, then finds them unchanged; --check finds them stale after a catalog edit")
    func writeThenCheck() throws {
        let (folder, catalog) = try project()
        let output = folder.appendingPathComponent("Generated").path
        let pipeline = GenerationPipeline(catalogPath: catalog, outputFolder: output)
        let first = try #require(pipeline.run().value)
        #expect(first.map(\.status) == [.written, .written])
        #expect(try #require(pipeline.run().value).map(\.status) == [.unchanged, .unchanged])
        try Data(FixtureCatalog.replacing("title: Ten", with: "title: Ten!").utf8).write(to: URL(fileURLWithPath: catalog))
        #expect(try #require(pipeline.run(check: true).value).map(\.status).contains(.stale))
    }

    @Test("a lock beside the catalog is checked first: a released ID renamed stops generation, and nothing is written")
    func lockStops() throws {
        let (folder, catalog) = try project()
        let lock = LockUpdate(catalog: try #require(CatalogLoader().load(path: catalog).value), locked: nil, existing: nil, label: "1.0").text
        try Data(lock.utf8).write(to: folder.appendingPathComponent("catalog.lock.yaml"))
        try Data(FixtureCatalog.replacing("id: ach.control.tap", with: "id: ach.control.tapping").utf8).write(to: URL(fileURLWithPath: catalog))
        let output = folder.appendingPathComponent("Generated").path
        let result = GenerationPipeline(catalogPath: catalog, outputFolder: output).run()
        #expect(result.value == nil)
        #expect(result.diagnostics.map(\.rule.rawValue).contains("released-id-changed"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("a lock that cannot be read stops generation with the lock's own diagnostic")
    func damagedLock() throws {
        let (folder, catalog) = try project()
        try Data("format: 1\nreleased: [".utf8).write(to: folder.appendingPathComponent("catalog.lock.yaml"))
        let checked = GenerationPipeline(catalogPath: catalog).checkedCatalog()
        #expect(checked.value == nil)
        #expect(checked.diagnostics.map(\.rule.rawValue) == ["yaml-syntax"])
        #expect(checked.diagnostics.first?.path.hasSuffix("catalog.lock.yaml") == true)
    }
}
