import ArgumentParser
import CommandLineSupport

#if AppStoreConnectSync
/// `achievements asc`: the App Store Connect sync, a process of its own
/// that `achievements asc` runs in its place, so the networking stack loads
/// only here.
@main
struct ASCTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "achievements asc",
        abstract: ASCCommandText.abstract,
        discussion: ASCCommandText.discussion,
        version: RuleCatalogue.toolVersion,
        subcommands: [ASCPlanCommand.self, ASCApplyCommand.self, ASCSubmitCommand.self, ASCPullCommand.self]
    )
}
#else
/// Built without the `AppStoreConnectSync` trait: the sync is not here.
@main
struct ASCTool: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "achievements asc", abstract: "Not built: the App Store Connect sync trait is off.",
                                                    version: RuleCatalogue.toolVersion)

    func run() throws {
        print("achievements asc: this build leaves out the App Store Connect sync (the AppStoreConnectSync package trait)")
        throw ExitCode(64)
    }
}
#endif
