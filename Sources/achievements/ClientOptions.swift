import ArgumentParser
import AchievementsCatalog
import ClientCodeCheck

/// The game's Swift sources to check against the catalog.
struct ClientOptions: ParsableArguments {
    @Option(name: .customLong("client"), parsing: .upToNextOption,
            help: ArgumentHelp("Swift files or folders of the game's code whose achievement ID mapping must match the catalog.", valueName: "path"),
            completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    /// The check's result, `nil` when no client path was given.
    func check(_ catalog: AchievementCatalog?) -> ClientMappingCheck.Output? {
        guard !paths.isEmpty, let catalog else { return nil }
        return ClientMappingCheck().check(catalog, clientPaths: paths)
    }
}
