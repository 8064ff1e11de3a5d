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
        abstract: "Write a new catalog from the achievements, leaderboards, sets, activities and challenges App Store Connect holds, with their images.",
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
        var (adopted, pulledImages) = PulledCatalog.adopted(game: StarterCatalog.gameName(from: game), appID: appID, remote: remote)
        let folder = FilePath.parent(of: output)
        let artwork = FilePath.join(folder, "artwork")
        // What the new catalog cannot say as App Store Connect holds it, and the images not saved.
        var (images, findings) = await PulledCatalog.images(pulledImages, into: &adopted, artwork: artwork) { image throws(ASCServiceError) in
            try await client.downloadImage(image)
        }
        let pulled = (text: adopted.text, notes: PulledCatalog.notes(text: adopted.text, remote: remote))
        findings = pulled.notes.map { Diagnostic(path: output, position: SourcePosition(line: $0.line, column: 1), severity: .warning,
                                                 rule: SyncRule.unexpectedResponse.id, message: $0.message) } + findings
        if !findings.isEmpty { print(TextReporter().report(findings), terminator: "") }
        try PulledFiles(catalog: OutputFile(name: FilePath.lastComponent(of: output), contents: pulled.text), folder: folder,
                        images: images, artwork: artwork).write()
        // Activities and challenges are named only when App Store Connect holds some, so the line stays as it was for other games.
        let newer = [ResourceKind.activities, .gameCenterChallenges].map { (kind: $0, count: remote.resources($0).count) }.filter { $0.count > 0 }
            .map { ", \($0.count) \($0.kind.kind.noun)(s)" }.joined()
        print("wrote \(TerminalText.escaped(output)) with \(remote.resources(.achievements).count) achievement(s), \(remote.resources(.leaderboards).count) leaderboard(s), \(remote.resources(.leaderboardSets).count) leaderboard set(s)\(newer) and \(images.count) image(s); run `achievements validate --catalog \(TerminalText.escaped(output))` for what is left to write")
    }
}
#endif
