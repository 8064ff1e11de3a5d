import Foundation
import PackagePlugin

/// Generates a target's challenge code at build time from `catalog.yaml`.
///
/// The catalog is the target folder's `catalog.yaml`, else the package root's.
/// The templates are the target folder's `templates/`, else the package
/// root's, else the ones built into the tool. The generated Swift files are
/// compiled into the target; nothing is written into the package. It runs
/// `achievements-generate`, which links only what generation needs.
@main
struct ChallengesBuildPlugin: BuildToolPlugin {
    /// The files the built-in templates generate (`achievements templates list`
    /// without `.mustache`; a test keeps the two lists equal).
    static let builtInOutputs = ["ChallengeCatalog.swift", "ChallengeIDMapping.swift"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let fileManager = FileManager.default
        let candidates = [target.directoryURL, context.package.directoryURL]
        guard let catalog = candidates.map({ $0.appending(path: "catalog.yaml") }).first(where: { fileManager.fileExists(atPath: $0.path) }) else {
            Diagnostics.error("no catalog.yaml in \(target.directoryURL.path) or \(context.package.directoryURL.path)")
            return []
        }
        // A templates/ folder in the target or the package overrides the built-in templates.
        let templates = candidates.map { $0.appending(path: "templates") }.first { fileManager.fileExists(atPath: $0.path) }
        let templateFiles = try templates.map { folder in
            try fileManager.contentsOfDirectory(atPath: folder.path).sorted()
                .filter { $0.hasSuffix(".mustache") }
                .map { folder.appending(path: $0) }
        } ?? []
        let outputNames = templates == nil
            ? Self.builtInOutputs
            : templateFiles.map(\.lastPathComponent).filter { !$0.hasPrefix("_") }.map { String($0.dropLast(".mustache".count)) }
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let outputs = outputNames.filter { $0.hasSuffix(".swift") }.map { output.appending(path: $0) }
        return [
            .buildCommand(
                displayName: "Generating challenge code for \(target.name) from \(catalog.lastPathComponent)",
                executable: try context.tool(named: "achievements-generate").url,
                arguments: ["--catalog", catalog.path, "--output", output.path] + (templates.map { ["--templates", $0.path] } ?? []),
                inputFiles: [catalog] + templateFiles,
                outputFiles: outputs
            )
        ]
    }
}
