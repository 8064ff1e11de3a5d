import Foundation
import PackagePlugin

/// Generates a target's challenge code at build time from `catalog.yaml`.
///
/// The catalog is the target folder's `catalog.yaml`, else the package root's.
/// The templates are the target folder's `templates/`, else the package
/// root's, else the ones built into the tool. The generated Swift files are
/// compiled into the target; nothing is written into the package. It runs
/// `achievements-generate`, which links only what generation needs: built
/// from source (`ChallengesBuildPlugin`), or the release build that
/// `scripts/install.sh` wrote as an artifact bundle (`ChallengesPrebuiltPlugin`,
/// whose source is this file).
@main
struct ChallengesBuildPlugin: BuildToolPlugin {
    /// The files the built-in templates generate (`achievements templates list`
    /// without `.mustache`; a test keeps the two lists equal).
    static let builtInOutputs = ["ChallengeCatalog.swift", "ChallengeIDMapping.swift"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let fileManager = FileManager.default
        let candidates = [target.directoryURL, context.package.directoryURL]
        // achievements.yml (target folder first, then the package's): its
        // `catalog` and `templates` say where they are; the tool reads the rest.
        let config = candidates.map { $0.appending(path: "achievements.yml") }.first { fileManager.fileExists(atPath: $0.path) }
        let settings = config.map { PluginSettings(contentsOf: $0).values } ?? [:]
        let configFolder = config?.deletingLastPathComponent()
        func configured(_ key: String) -> URL? {
            guard let value = settings[key], let folder = configFolder else { return nil }
            return value.hasPrefix("/") ? URL(fileURLWithPath: value) : folder.appending(path: value)
        }
        guard let catalog = configured("catalog") ?? candidates.map({ $0.appending(path: "catalog.yaml") }).first(where: { fileManager.fileExists(atPath: $0.path) }) else {
            let unread = config.map { " (\($0.path) names no catalog this plugin can read: write 'catalog: PATH' on a line of its own)" } ?? ""
            Diagnostics.error("no catalog.yaml in \(target.directoryURL.path) or \(context.package.directoryURL.path)\(unread)")
            return []
        }
        let templates = configured("templates") ?? candidates.map { $0.appending(path: "templates") }.first { fileManager.fileExists(atPath: $0.path) }
        let templateFiles = try templates.map { folder in
            try fileManager.contentsOfDirectory(atPath: folder.path).sorted()
                .filter { $0.hasSuffix(".mustache") }
                .map { folder.appending(path: $0) }
        } ?? []
        let outputNames = templates == nil
            ? Self.builtInOutputs
            : templateFiles.map(\.lastPathComponent).filter { !$0.hasPrefix("_") }.map { String($0.dropLast(".mustache".count)) }
        // Xcode's Game Center bundle is an export of the same catalog: the
        // build's progress line says so, and how to check it (a remark would
        // not show, and a warning at every build would be noise).
        let bundle = candidates.map { $0.appending(path: "GameCenterResources.gamekit") }.first { fileManager.fileExists(atPath: $0.path) }
        let bundleNote = bundle.map { "; \($0.lastPathComponent) is Xcode's export of it: check it with `achievements export gamekit --check`" } ?? ""
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let outputs = outputNames.filter { $0.hasSuffix(".swift") }.map { output.appending(path: $0) }
        // The lock beside the catalog: generation checks the catalog against it.
        let lock = catalog.deletingLastPathComponent().appending(path: "catalog.lock.yaml")
        let lockFiles = fileManager.fileExists(atPath: lock.path) ? [lock] : []
        // A copy `achievements generate` wrote into the target earlier: SwiftPM
        // would stop at "multiple producers" without naming it.
        let outputSet = Set(outputs.map(\.lastPathComponent))
        if let copy = target.sourceFiles.map(\.url).first(where: { outputSet.contains($0.lastPathComponent) && Self.isGenerated($0) }) {
            Diagnostics.error(
                "\(copy.path) was written by `achievements generate`, and this plugin generates it at every build: "
                    + "delete \(copy.deletingLastPathComponent().path)'s generated files (or the folder, if nothing else is in it)"
            )
            return []
        }
        let tool = try context.tool(named: "achievements-generate").url
        if let stale = PrebuiltRecord.staleness(of: tool) {
            Diagnostics.error(
                "the prebuilt achievements-generate (\(tool.path)) \(stale): "
                    + "run scripts/install.sh in the toolkit's checkout again to rebuild it (--generator-only rebuilds only it), "
                    + "or apply ChallengesBuildPlugin, which builds it from source"
            )
            return []
        }
        return [
            .buildCommand(
                displayName: "Generating challenge code for \(target.name) from \(catalog.lastPathComponent)\(bundleNote)",
                executable: tool,
                arguments: ["--catalog", catalog.path, "--output", output.path] + (templates.map { ["--templates", $0.path] } ?? [])
                    + (config.map { ["--config", $0.path] } ?? [])
                    // What the plugin read there, which the generator checks against its own reading.
                    + (settings["catalog"].map { ["--config-catalog", $0] } ?? [])
                    + (settings["templates"].map { ["--config-templates", $0] } ?? []),
                inputFiles: [catalog] + lockFiles + templateFiles + (config.map { [$0] } ?? []),
                outputFiles: outputs
            )
        ]
    }

    /// Whether `file` starts with the header generation writes.
    static func isGenerated(_ file: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return false }
        defer { try? handle.close() }
        let header = Data("// Generated by `achievements generate` from ".utf8)
        return (try? handle.read(upToCount: header.count)) == header
    }
}
