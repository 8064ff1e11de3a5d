#if AppStoreConnectSync
import ArgumentParser
import CommandLineSupport
import ASCSync
import SourceDiagnostics
import SyncSession

/// `achievements asc plan`: what `apply` would do.
struct ASCPlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Show what `asc apply` would change in App Store Connect (every Game Center kind and the app's settings), and any drift.",
        discussion: """
            Exit status: 0 in sync, 2 changes pending (drift and changes blocked by a review included), 1 errors (a change App Store \
            Connect refuses included). Versions awaiting review are shown but are not changes: `asc submit` sends them.
            """
    )

    @OptionGroup var options: CatalogOptions
    @OptionGroup var asc: ASCOptions

    @Option(help: "The plan's format: text or json.")
    var format: PlanFormat = .text

    @Flag(help: "Plan to delete retired achievements and leaderboards that never went live, instead of archiving them.")
    var pruneDrafts = false

    func run() async throws {
        let session = try await ASCSession.open(options: options, asc: asc, format: format, pruneDrafts: pruneDrafts)
        let plan = session.plan
        switch format {
        case .text:
            if !session.warnings.isEmpty { print(TextReporter().report(session.warnings), terminator: "") }
            print(PlanText.render(plan, appID: session.appID, holding: session.desired.holding), terminator: "")
            if let quota = session.quotaLine { print(quota) }
        case .json:
            print(PlanJSON.render(plan, appID: session.appID, warnings: session.warnings))
        }
        if plan.hasErrors || !plan.refusals.isEmpty { throw ExitCode(1) }
        if !plan.isInSync { throw ExitCode(2) }
    }
}

/// The formats of a plan.
enum PlanFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
#endif
