import AchievementsCatalog
import ArgumentParser
import CatalogExport
import CommandLineSupport
import FileAccess
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SourceDiagnostics

/// `achievements import gamekit BUNDLE`: a catalog from Xcode's Game Center bundle.
struct ImportGameKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gamekit",
        abstract: "Build a catalog, and its artwork, from Xcode's Game Center bundle (GameCenterResources.gamekit).",
        discussion: """
            Every kind the bundle holds (achievements, leaderboards, sets, activities, challenges): IDs, reference names, \
            settings and every locale's texts are kept exactly, archived ones go under `retired`, and each resource's image \
            (an activity's or challenge's default image, else its first locale's) is copied to the artwork folder as KEY.png, \
            or KEY.jpg when its header says JPEG; a locale whose image differs keeps its own, KEY.<locale>.png, named by \
            `image:` under that language. The bundle does not say how achievements are earned: \
            none has a group, so the game reports each itself until you give it one (the catalog validates as written). A key twice in one JSON object, a \
            number out of range, an image that is neither PNG nor JPEG, and a file linked into the bundle are refused \
            at their line and column. Never overwrites a file.
            """
    )

    @Argument(help: ArgumentHelp("The bundle folder.", valueName: "bundle"), completion: .directory)
    var bundle: String

    @Option(help: ArgumentHelp("The catalog to write; the images go to the artwork folder beside it.", valueName: "path"),
            completion: .file(extensions: ["yaml", "yml"]))
    var output: String = "catalog.yaml"

    @Option(help: "The game's name in the new catalog.")
    var game: String = "MyGame"

    func validate() throws {
        try GameNameOption.check(game)
    }

    /// ", A, B and C" after the achievements, or nothing.
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? " and \(last)" : ", " + items.dropLast().joined(separator: ", ") + " and " + last
    }

    func run() throws {
        let imported = GameKitImport.catalog(fromBundle: bundle, game: StarterCatalog.gameName(from: game))
        guard let result = imported.value else { throw CommandOutput.fail(imported.diagnostics) }
        let artwork = FilePath.join(FilePath.parent(of: output), AchievementCatalog.defaultArtworkFolder)
        // Anything there, a dangling link included, is the user's.
        let existing = ([output] + result.images.map { FilePath.join(artwork, $0.name) }).filter { path in
            var status = stat()
            return lstat(path, &status) == 0
        }
        guard existing.isEmpty else {
            throw CommandOutput.fail(existing.map {
                Diagnostic(path: $0, position: .startOfFile, severity: .error, rule: FileRule.notGenerated.id,
                           message: "\(TerminalText.escaped($0)) exists; `import gamekit` writes a new catalog and its artwork, and never overwrites a file")
            })
        }
        let never = OutputOwnership(description: "it exists", remedy: "move it") { _ in false }
        let images = SafeFileWriter(directory: artwork, ownership: never, protectedInputs: [])
        let imageFiles = result.images.map { OutputFile(name: $0.name, bytes: $0.bytes) }
        let writer = SafeFileWriter(directory: FilePath.parent(of: output), ownership: never, protectedInputs: [])
        let catalogFile = [OutputFile(name: FilePath.lastComponent(of: output), contents: result.catalog)]
        // Both checked before either is written: a refusal writes nothing.
        _ = try CommandOutput.require(images.write(imageFiles, check: true))
        _ = try CommandOutput.require(writer.write(catalogFile, check: true))
        _ = try CommandOutput.require(images.write(imageFiles, check: false))
        _ = try CommandOutput.require(writer.write(catalogFile, check: false))
        if !imported.diagnostics.isEmpty { print(TextReporter().report(imported.diagnostics), terminator: "") }
        let others = result.counts.filter { $0.kind != .achievement && $0.count > 0 }.map { "\($0.count) \($0.count == 1 ? $0.kind.noun : $0.kind.plural)" }
        print("wrote \(TerminalText.escaped(output)) and \(result.images.count) image(s) in \(TerminalText.escaped(artwork)), with \(result.achievements) achievement(s) the game reports itself "
            + "until each has a group\(Self.list(others)); check it with `achievements validate --catalog \(TerminalText.escaped(output))`")
    }
}
