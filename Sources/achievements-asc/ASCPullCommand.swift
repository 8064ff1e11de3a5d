#if AppStoreConnectSync
import ArgumentParser
import CommandLineSupport
import AchievementsCatalog
import ASCClient
import ASCSync
import FileAccess
import Foundation
import SourceDiagnostics
import SyncRules

/// `achievements asc pull`: a new catalog from what App Store Connect holds.
struct ASCPullCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract: "Write a new catalog from the achievements, leaderboards and sets App Store Connect holds, with their images.",
        discussion: "Refuses to overwrite a file. Groups and unlock rules are left for the team; `validate` names what is missing."
    )

    @OptionGroup var asc: ASCOptions

    @Option(help: ArgumentHelp("The catalog to write.", valueName: "path"), completion: .file(extensions: ["yaml", "yml"]))
    var output: String = "catalog.yaml"

    @Option(help: "The game's name in the new catalog.")
    var game: String = "MyGame"

    func validate() throws {
        try GameNameOption.check(game)
    }

    func run() async throws {
        var warnings: [Diagnostic] = []
        if FileManager.default.fileExists(atPath: output) {
            throw CommandOutput.fail(Diagnostic(path: output, position: .startOfFile, severity: .error, rule: FileRule.notGenerated.id,
                                             message: "\(TerminalText.escaped(output)) exists; `asc pull` writes a new catalog and never overwrites one"))
        }
        let key = try ASCSession.require(asc.key(reportingAt: output, warnings: &warnings))
        // Warnings (a key file others can read) print however the run ends.
        if !warnings.isEmpty { print(TextReporter().report(warnings), terminator: "") }
        let configuration = try ASCSession.require(asc.configuration(reportingAt: output))
        guard let appID = asc.appID, !appID.isEmpty, appID.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw CommandOutput.fail(Diagnostic(path: output, position: .startOfFile, severity: .error, rule: SyncRule.credentials.id,
                                             message: "no app: pass --app-id with the app's Apple ID (digits)"))
        }
        let client = AppStoreConnectClient(key: key, configuration: configuration)
        let remote: RemoteState
        do throws(ASCServiceError) {
            remote = try await client.readState(appID: appID, kinds: ResourceKind.all)
        } catch {
            throw CommandOutput.fail(Diagnostic(path: output, position: .startOfFile, severity: .error, rule: error.rule, message: error.message))
        }
        let pulled = PulledCatalog.text(game: StarterCatalog.gameName(from: game), appID: appID, remote: remote)
        var files: [(folder: String, file: OutputFile)] = [(FilePath.parent(of: output), OutputFile(name: FilePath.lastComponent(of: output), contents: pulled.text))]
        let artwork = FilePath.join(FilePath.parent(of: output), "artwork")
        for (file, image) in pulled.images {
            do throws(ASCServiceError) {
                let bytes = try await client.downloadImage(image)
                files.append((artwork, OutputFile(name: file, bytes: bytes)))
            } catch {
                print(TextReporter().report([Diagnostic(path: FilePath.join(artwork, file), position: .startOfFile, severity: .warning,
                                                        rule: error.rule, message: "the image was not downloaded: \(error.message)")]), terminator: "")
            }
        }
        for (folder, file) in files {
            let writer = SafeFileWriter(directory: folder, ownership: OutputOwnership(description: "it exists", remedy: "move it") { _ in false })
            _ = try CommandOutput.require(writer.write([file], check: false))
        }
        print("wrote \(TerminalText.escaped(output)) with \(remote.resources(.achievements).count) achievement(s), \(remote.resources(.leaderboards).count) leaderboard(s), \(remote.resources(.leaderboardSets).count) leaderboard set(s) and \(files.count - 1) image(s); run `achievements validate --catalog \(TerminalText.escaped(output))` for what is left to write")
    }
}
#endif
