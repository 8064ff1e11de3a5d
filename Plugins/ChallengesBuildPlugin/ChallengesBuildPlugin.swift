import Foundation
import PackagePlugin

/// Generates a target's challenge code at build time from `catalog.yaml`.
///
/// The catalog is the target folder's `catalog.yaml`, else the package root's.
/// The templates are the target folder's `templates/`, else the package
/// root's, else the ones this package ships. The generated Swift files are
/// compiled into the target; nothing is written into the package.
@main
struct ChallengesBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let fileManager = FileManager.default
        let candidates = [target.directoryURL, context.package.directoryURL]
        guard let catalog = candidates.map({ $0.appending(path: "catalog.yaml") }).first(where: { fileManager.fileExists(atPath: $0.path) }) else {
            Diagnostics.error("no catalog.yaml in \(target.directoryURL.path) or \(context.package.directoryURL.path)")
            return []
        }
        let shipped = Self.achievementsPackage(in: context.package).map { $0.directoryURL.appending(path: "templates") }
        let templateFolders = candidates.map { $0.appending(path: "templates") } + (shipped.map { [$0] } ?? [])
        guard let templates = templateFolders.first(where: { fileManager.fileExists(atPath: $0.path) }) else {
            Diagnostics.error("no templates folder found for \(target.name)")
            return []
        }
        let templateFiles = try fileManager.contentsOfDirectory(atPath: templates.path).sorted()
            .filter { $0.hasSuffix(".mustache") }
            .map { templates.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let outputs = templateFiles
            .map { $0.lastPathComponent }
            .filter { !$0.hasPrefix("_") }
            .map { String($0.dropLast(".mustache".count)) }
            .filter { $0.hasSuffix(".swift") }
            .map { output.appending(path: $0) }
        return [
            .buildCommand(
                displayName: "Generating challenge code for \(target.name) from \(catalog.lastPathComponent)",
                executable: try context.tool(named: "achievements").url,
                arguments: ["generate", "--catalog", catalog.path, "--templates", templates.path, "--output", output.path],
                inputFiles: [catalog] + templateFiles,
                outputFiles: outputs
            )
        ]
    }

    /// This package, among the dependencies of `package`.
    static func achievementsPackage(in package: Package) -> Package? {
        var queue = package.dependencies.map(\.package)
        var seen: Set<String> = []
        while let next = queue.first {
            queue.removeFirst()
            guard seen.insert(next.id).inserted else { continue }
            if next.products.contains(where: { $0.name == "achievements" }) { return next }
            queue += next.dependencies.map(\.package)
        }
        return nil
    }
}
