import ArgumentParser
import CommandLineSupport
import AchievementsCatalog
import ClientCodeCheck

/// The game's Swift sources to check against the catalog.
struct ClientOptions: ParsableArguments {
    @Option(name: .customLong("client"), parsing: .upToNextOption,
            help: ArgumentHelp("Swift files or folders of the game's code whose achievement ID mapping must match the catalog.", valueName: "path"),
            completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    /// The check's result, `nil` when no client path was given here or in the configuration.
    func check(_ catalog: AchievementCatalog?, configuration: ToolConfiguration) -> ClientMappingCheck.Output? {
        let paths = paths.isEmpty ? configuration.client.map(\.value) : paths
        guard !paths.isEmpty, let catalog else { return nil }
        return ClientMappingCheck().check(catalog, clientPaths: paths)
    }
}
