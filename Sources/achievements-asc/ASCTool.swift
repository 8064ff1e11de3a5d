import ArgumentParser
import CommandLineSupport
#if canImport(Glibc)
import Glibc
#endif

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

    /// Runs the command with one malloc arena (glibc): the sync's work moves
    /// between threads, and with an arena per thread the memory one phase
    /// frees (the plan's steps) is not reused by the next (the lock's
    /// record). At Apple's limits an apply peaked 21 MB higher so. The
    /// sync waits on the network, so the arenas' concurrency buys nothing.
    static func main() async {
        #if canImport(Glibc)
        // `mallopt` is glibc's, declared in <malloc.h>, which the Glibc module
        // leaves out: it is found by name. M_ARENA_MAX is -8 there.
        if let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "mallopt") {
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            _ = mallopt(-8, 1)
        }
        #endif
        await main(nil)
    }
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
