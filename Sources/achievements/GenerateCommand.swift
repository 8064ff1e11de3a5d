import ArgumentParser
import CommandLineSupport

/// `achievements generate`: Swift code (and other files) from the catalog and the templates.
struct GenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate", abstract: GenerateArguments.abstract, discussion: GenerateArguments.discussion)

    @OptionGroup var arguments: GenerateArguments

    func run() async throws {
        try await arguments.run()
    }
}
