#if AppStoreConnectSync
import ArgumentParser
import ASCClient
import CommandLineSupport
import ASCSync
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SourceDiagnostics
import SyncSession
import SyncRules

/// `achievements asc submit`: send the catalog's prepared versions for review.
struct ASCSubmitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "submit",
        abstract: "Send the catalog's prepared versions (achievements, leaderboards, sets, activities, challenges) to App Store Connect's review.",
        discussion: """
            Players see a new or changed achievement only once App Store Connect approves its version. This creates a review \
            submission holding every version the catalog manages that is prepared (at most 200) and submits it. App Store \
            Connect takes the first Game Center components only with an app version: add them to that version's Game Center \
            section instead. Runs only when `asc plan` is in sync. Without --yes it asks on a terminal. Exit status: 0 \
            submitted or nothing to submit, 1 errors, 2 the plan has changes left (apply first).
            """
    )

    @OptionGroup var options: CatalogOptions
    @OptionGroup var asc: ASCOptions

    @Flag(help: "Submit without asking.")
    var yes = false

    @Flag(help: "Submit even when nothing the sync reads of the app was ever approved (its challenges were, say).")
    var force = false

    @Option(help: ArgumentHelp("The platform of the review submission: IOS, MAC_OS, TV_OS or VISION_OS.", valueName: "platform"))
    var platform: String = "IOS"

    func validate() throws {
        guard OpenReviewSubmission.platforms.contains(platform) else {
            throw ValidationError("--platform must be one of \(OpenReviewSubmission.platforms.joined(separator: ", ")), not '\(TerminalText.escaped(String(platform.prefix(40))))'")
        }
    }

    func run() async throws {
        let session = try await ASCSession.open(options: options, asc: asc)
        let plan = session.plan
        if !session.warnings.isEmpty { print(TextReporter().report(session.warnings), terminator: "") }
        if plan.hasErrors || !plan.steps.isEmpty {
            print(PlanText.render(plan, appID: session.appID, holding: session.desired.holding), terminator: "")
            print("nothing submitted: App Store Connect does not hold what the catalog says yet; run `achievements asc apply` first")
            throw ExitCode(plan.hasErrors ? 1 : 2)
        }
        let submission = ReviewSubmissionPlan.make(desired: session.desired, remote: session.remote)
        guard !submission.items.isEmpty else {
            print("nothing to submit: no version of the catalog's achievements, leaderboards or sets is prepared for review")
            if let awaiting = PlanText.awaitingLine(plan) { print(awaiting) }
            return
        }
        let listed = submission.items.map { "  \(TerminalText.escaped($0.id)) v\($0.version) (\(TerminalText.escaped($0.state)))" }.joined(separator: "\n")
        if submission.isFirstSubmission, !force {
            print(listed)
            print("not submitted: these are the app's first Game Center components, and App Store Connect takes those only with an app version; "
                + "add them in the Game Center section of the app version you submit next (if its leaderboards were approved before, pass --force)")
            throw ExitCode(1)
        }
        // App Store Connect takes one open submission per app and platform: a draft holding only the
        // catalog's versions (a cut-off run's) is reused; any other is named with what to do.
        let open: [OpenReviewSubmission]
        do throws(ASCServiceError) {
            open = try await session.client.openReviewSubmissions(appID: session.appID, platform: platform)
        } catch {
            print(TextReporter().report([Diagnostic(path: session.catalogPath, position: .startOfFile, severity: .error, rule: error.rule,
                                                    message: "nothing submitted: \(error.message)")]), terminator: "")
            throw ExitCode(1)
        }
        let reused: OpenReviewSubmission?
        switch submission.start(among: open, appID: session.appID) {
        case .create:
            reused = nil
        case .reuse(let draft):
            reused = draft
        case .refuse(_, let why):
            print(listed)
            print(TextReporter().report([Diagnostic(path: session.catalogPath, position: .startOfFile, severity: .error, rule: SyncRule.reviewOpen.id,
                                                    message: why)]), terminator: "")
            throw ExitCode(1)
        }
        // All of it or none: a submission cut off by the quota would be left half-filled.
        let requestCount = submission.requestCount(reusing: reused)
        if let left = session.client.rateLimit.left, left - session.client.quotaReserve < requestCount {
            print("not submitted: App Store Connect's hourly quota has \(left) requests left, and submitting \(submission.items.count) version(s) takes \(requestCount) "
                + "beyond the \(session.client.quotaReserve) kept back; run it again when the hour turns")
            throw ExitCode(1)
        }
        print("to submit for review (\(submission.items.count) version(s)):\n\(listed)")
        if let reused {
            let holding = reused.versionIDs.isEmpty ? "empty draft" : "draft"
            let held = reused.versionIDs.isEmpty ? "" : " with \(reused.versionIDs.count) of these version(s) and nothing else"
            print("App Store Connect holds the \(holding) review submission \(TerminalText.escaped(reused.id)) (\(TerminalText.escaped(reused.platform)))\(held), "
                + "as a run that was cut off leaves it: it is reused")
        }
        if !submission.leftOver.isEmpty {
            print("\(submission.leftOver.count) more version(s) wait for the next submission (App Store Connect takes at most \(submission.items.count) per submission)")
        }
        for version in plan.gameCenterDisabledFor {
            print("Game Center is not enabled for app version \(TerminalText.escaped(version))")
        }
        if !yes {
            guard isatty(STDIN_FILENO) == 1 else {
                print("refusing to submit without a terminal to ask on: pass --yes")
                throw ExitCode(64)
            }
            print("Submit these for review? [y/N] ", terminator: "")
            fflush(nil)
            guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
                print("nothing submitted")
                return
            }
        }
        // Checked above to fit: the reserve may go to a cancel.
        let client = session.client, appID = session.appID, platform = self.platform
        let result = await QuotaReserve.$requests.withValue(0) { () async -> Result<String, ReviewSubmissionFailure> in
            do throws(ReviewSubmissionFailure) {
                return .success(try await submission.submit(through: client, appID: appID, platform: platform, reusing: reused))
            } catch {
                return .failure(error)
            }
        }
        do throws(ReviewSubmissionFailure) {
            let id = try result.get()
            print("submitted for review: review submission \(TerminalText.escaped(id)) holds \(submission.items.count) version(s); players see them once App Store Connect approves them")
            print(session.quotaLine ?? "App Store Connect requests: \(session.client.rateLimit.requests)")
        } catch {
            let position = error.id.flatMap { id in session.desired.sections.lazy.compactMap { $0.resource(id)?.id.position }.first } ?? .startOfFile
            let subject = error.id.map { "'\($0)': " } ?? ""
            print(TextReporter().report([Diagnostic(path: session.catalogPath, position: position, severity: .error, rule: error.error.rule,
                                                    message: "\(subject)review submission failed: \(error.error.message)")]), terminator: "")
            throw ExitCode(1)
        }
    }
}
#endif
