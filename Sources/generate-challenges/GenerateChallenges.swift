import ArgumentParser
import CommandLineSupport

/// The tool `swift package generate-challenges` runs: `achievements generate`
/// alone, so the command plugin builds neither swift-syntax nor the exports
/// (the full tool links both, for the client check and `export`).
@main
struct GenerateChallenges: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-challenges", abstract: GenerateArguments.abstract, discussion: GenerateArguments.discussion,
        version: RuleCatalogue.toolVersion)

    @OptionGroup var arguments: GenerateArguments

    func run() async throws {
        try await arguments.run()
    }
}
