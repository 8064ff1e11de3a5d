import Foundation
import PackagePlugin

/// `swift package generate-challenges [generate options]`: runs
/// `achievements generate` in the package folder, writing the generated
/// code into the package (SwiftPM asks for permission first).
///
/// The tool is `generate-challenges`, which is that command alone (the full
/// tool would bring swift-syntax into the plugin's build). Every argument is
/// passed on, so `--check`, `--catalog`, `--templates`, `--output`,
/// `--access-level` and the rest work as they do for the command.
@main
struct GenerateChallengesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "generate-challenges")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("achievements generate exited with status \(process.terminationStatus)")
            throw GenerateFailed(status: process.terminationStatus)
        }
    }

    struct GenerateFailed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "achievements generate exited with status \(status)" }
    }
}
