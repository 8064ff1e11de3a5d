import CatalogTestSupport
import Foundation

/// Runs the built `achievements` binary and captures what it does.
struct CLIRunner {
    /// The repository root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary, next to the test bundle in the build folder.
    static let binary: URL? = tool(named: "achievements")

    /// The executable `name` of this package, next to the test bundle in the build folder.
    static func tool(named name: String) -> URL? {
        PackageTools.url(named: name)
    }

    /// Runs the binary with `arguments` in `directory` (the repository root by default).
    static func run(_ arguments: [String], in directory: URL = packageRoot) async throws -> TestProcess.Result {
        guard let binary else { throw CocoaError(.fileNoSuchFile) }
        return try await TestProcess.run(binary.path, arguments, in: directory)
    }

    /// A new empty temporary folder, removed with the test process's scratch root.
    static func temporaryFolder() throws -> URL {
        try TestScratch.folder("achievements-tests")
    }

    /// Writes `text` to `name` in a new temporary folder and returns the folder.
    static func folder(with text: String, named name: String = "catalog.yaml") throws -> URL {
        let folder = try temporaryFolder()
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return folder
    }
}
