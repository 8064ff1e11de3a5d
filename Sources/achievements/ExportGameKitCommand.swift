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

/// `achievements export gamekit`: Xcode's Game Center configuration bundle.
struct ExportGameKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gamekit",
        abstract: "Write Xcode's Game Center configuration bundle (default GameCenterResources.gamekit) from the catalog.",
        discussion: """
            The bundle Xcode 26 uses for Game Center testing without App Store Connect: gameCenterResources.json with \
            every achievement, leaderboard, set, activity and challenge and every locale's texts; an achievement's, \
            leaderboard's or set's image at each locale's path, an activity's or challenge's as its default image. Files are \
            written only when their bytes change. An existing bundle is replaced only when this export wrote it \
            (its .achievements-export file), or with --force.
            """
    )

    @OptionGroup var options: CatalogOptions

    @Option(help: ArgumentHelp("The bundle folder to write; its name ends in .gamekit.", valueName: "path"), completion: .directory)
    var output = GameKitResources.bundleName

    @Flag(help: "Write nothing; exit 1 if the bundle would change.")
    var check = false

    @Flag(help: "Replace a bundle this export did not write (never the catalog or lock).")
    var force = false

    func run() throws {
        let settings = try options.resolve()
        let catalog = try settings.loadValidCatalog()
        let bundle = output.hasSuffix("/") ? String(output.dropLast()) : output
        guard FilePath.lastComponent(of: bundle).hasSuffix(".gamekit") else {
            throw CommandOutput.fail(Diagnostic(path: bundle, position: .startOfFile, severity: .error, rule: FileRule.path.id,
                                                message: "Xcode reads a Game Center bundle only from a folder named *.gamekit; choose --output NAME.gamekit"))
        }
        let staged = GameKitExport.files(catalog) { FileBytes.read($0, maxBytes: ToolLimits.syncImageBytes) }
        guard let files = staged.value else { throw CommandOutput.fail(staged.diagnostics) }
        if !staged.diagnostics.isEmpty { print(TextReporter().report(staged.diagnostics), terminator: "") }
        // JSON has no comments: the bundle's marker file says it is this export's
        // own. Any other folder already there (Xcode's bundle, or anything
        // else named so) is the user's.
        let json = FilePath.join(bundle, GameKitResources.fileName)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []
        if !force, !entries.isEmpty, !entries.contains(GameKitResources.markerName) {
            throw CommandOutput.fail(Diagnostic(path: json, position: .startOfFile, severity: .error, rule: FileRule.notGenerated.id,
                                                message: "refusing to overwrite \(TerminalText.escaped(bundle)): this export did not write it (it has no \(GameKitResources.markerName)); import it with `achievements import gamekit`, move it, or pass --force"))
        }
        var byFolder: [String: [OutputFile]] = [:]
        for file in files {
            byFolder[FilePath.join(bundle, FilePath.parent(of: file.path)), default: []].append(OutputFile(name: FilePath.lastComponent(of: file.path), bytes: file.bytes))
        }
        let protected = settings.protectedInputs
        // Every folder is checked before any is written: a refusal leaves the bundle as it was.
        let folders = byFolder.keys.sorted()
        for folder in folders {
            _ = try CommandOutput.require(SafeFileWriter(directory: folder, ownership: .any, protectedInputs: protected).write(byFolder[folder] ?? [], check: true))
        }
        var stale = false
        for folder in folders {
            let writer = SafeFileWriter(directory: folder, ownership: .any, protectedInputs: protected)
            for outcome in try CommandOutput.require(writer.write(byFolder[folder] ?? [], check: check)) {
                if outcome.status != .unchanged { print("\(outcome.status.rawValue): \(TerminalText.escaped(outcome.path))") }
                stale = stale || outcome.status == .stale
            }
        }
        // Images of achievements or locales the catalog no longer has: the export's own, so removed.
        for leftover in GameKitExport.staleImages(in: bundle, keeping: files) {
            let path = FilePath.join(bundle, leftover)
            if check {
                print("would remove: \(TerminalText.escaped(path))")
                stale = true
            } else if unlink(path) == 0 {
                print("removed: \(TerminalText.escaped(path))")
                rmdir(FilePath.parent(of: path))  // only when now empty
            }
        }
        if stale {
            print("\(TerminalText.escaped(bundle)) is stale; run `achievements export gamekit` again without --check")
            throw ExitCode(1)
        }
        let counts = GameCenterKind.allCases.compactMap { kind -> String? in
            let count = catalog.ids(of: kind).count
            return count == 0 && kind != .achievement ? nil : "\(count) \(count == 1 ? kind.noun : kind.plural)"
        }
        print("\(TerminalText.escaped(bundle)): \(counts.joined(separator: ", ")) in \(catalog.languages.count) locale(s)\(check ? " are up to date" : "")")
    }
}
