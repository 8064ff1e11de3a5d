#if AppStoreConnectSync
import ArgumentParser
import CommandLineSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `achievements asc`: runs `achievements-asc` from the same folder in this
/// process's place (same arguments, terminal, environment and exit status).
/// The sync is a program of its own so that libcurl and its libraries
/// and the generated API client are loaded only to sync, never to validate.
struct ASCCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "asc",
        abstract: ASCCommandText.abstract,
        discussion: ASCCommandText.discussion
    )

    @Argument(parsing: .captureForPassthrough, help: "plan, apply, submit or pull, and their options.")
    var arguments: [String] = []

    /// The `achievements-asc` beside this executable (links resolved).
    static var toolPath: String? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        return executable.deletingLastPathComponent().appendingPathComponent("achievements-asc").path
    }

    func run() throws {
        guard let tool = Self.toolPath, access(tool, X_OK) == 0 else {
            print("achievements asc: achievements-asc is not installed beside achievements; install both executables together (scripts/install.sh in the toolkit's checkout does)")
            throw ExitCode(1)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = ([tool] + arguments).map { strdup($0) } + [nil]
        execv(tool, &argv)
        print("achievements asc: cannot run \(tool): \(String(cString: strerror(errno)))")
        throw ExitCode(1)
    }
}
#else
import ArgumentParser

/// `achievements asc` in a build without the App Store Connect sync (a game
/// that depends on this package with `traits: []`): says so and how to get
/// it, instead of reading `plan` as an unexpected argument of the summary.
struct ASCCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "asc",
        abstract: "Not in this build: the App Store Connect sync (the AppStoreConnectSync package trait) is left out."
    )

    @Argument(parsing: .captureForPassthrough, help: "Ignored.")
    var arguments: [String] = []

    func run() throws {
        print("""
            achievements asc: this build leaves out the App Store Connect sync: it was built without the AppStoreConnectSync \
            trait (a game that depends on the package with `traits: []`, as the build-tool plugin needs, builds it so). \
            Run the sync from a build with the default traits, such as the installed tool or \
            `swift run --package-path PATH/TO/achievements achievements asc \(arguments.first ?? "plan")`.
            """)
        throw ExitCode(64)
    }
}
#endif
