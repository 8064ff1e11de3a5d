import ArgumentParser
import CommandLineSupport
import AchievementsCatalog
import CatalogGeneration
import ClientCodeCheck
import Foundation
import GenerationPipeline

/// The game's Swift sources to check against the catalog.
struct ClientOptions: ParsableArguments {
    @Option(name: .customLong("client"), parsing: .upToNextOption,
            help: ArgumentHelp("Swift files or folders of the game's code whose achievement ID mapping must match the catalog.", valueName: "path"),
            completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    /// The check's result, `nil` when no client path was given here or in the configuration.
    ///
    /// In a package the build-tool plugin fills, the game's ID mapping is
    /// generated at build time into the build folder, where no path of the
    /// game's reaches it: the check then reads the mapping as generation
    /// renders it now (the configuration's templates), beside the game's code.
    func check(_ catalog: AchievementCatalog?, configuration: ToolConfiguration) -> ClientMappingCheck.Output? {
        let paths = paths.isEmpty ? configuration.client.map(\.value) : paths
        guard !paths.isEmpty, let catalog else { return nil }
        guard BuildPluginMode.isOn() else { return ClientMappingCheck().check(catalog, clientPaths: paths) }
        let pipeline = GenerationPipeline(catalogPath: catalog.path, templatesFolder: configuration.templates?.value,
                                          accessLevel: configuration.accessLevel?.value ?? .public)
        guard case .success(let files) = pipeline.render(catalog) else { return ClientMappingCheck().check(catalog, clientPaths: paths) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("achievements-plugin-mapping-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files where file.name.hasSuffix(".swift") {
                try Data(file.bytes).write(to: folder.appendingPathComponent(file.name))
            }
        } catch {
            return ClientMappingCheck().check(catalog, clientPaths: paths)
        }
        var output = ClientMappingCheck().check(catalog, clientPaths: paths + [folder.path])
        // The generated mapping is the catalog's by construction: only the game's own files are reported on.
        output.diagnostics = output.diagnostics.filter { !$0.path.hasPrefix(folder.path) }
        output.files = output.files.filter { !$0.hasPrefix(folder.path) }
        return output
    }
}
