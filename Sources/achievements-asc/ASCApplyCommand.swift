#if AppStoreConnectSync
import ArgumentParser
import ASCClient
import CommandLineSupport
import AchievementsCatalog
import ASCSync
import FileAccess
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SourceDiagnostics
import SyncSession

/// `achievements asc apply`: carry out the plan, then record it in the lock.
struct ASCApplyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Validate, plan, and make App Store Connect hold what the catalog says; record it in the lock.",
        discussion: """
            Never deletes a localization, nor an achievement unless --prune-drafts names a retired draft that never went live; \
            archives only IDs listed under `retired`. Without --yes it \
            asks on a terminal and refuses (exit 64) without one. On a terminal (CI unset or empty, TERM not dumb) one line \
            shows the steps and uploads started, the requests left this hour and when the quota stops the run; elsewhere \
            that line is printed at most once a minute, then the summary. A run that stops with work left (the hourly \
            quota, say) leaves what it read in catalog.resume.json beside the lock; --resume goes on from there without \
            reading again the texts and images of versions still as that run found them. Each image upload is written \
            down in catalog.uploads.json as it goes, so the next run in the same folder does not upload again what a run \
            cut off (a kill, the network gone) uploaded, and finishes the uploads it left reserved. Exit status: 0 applied \
            or in sync, 1 errors.
            """
    )

    @OptionGroup var options: CatalogOptions
    @OptionGroup var asc: ASCOptions

    @Flag(help: "Apply without asking.")
    var yes = false

    @Flag(help: "Delete retired achievements and leaderboards that never went live, instead of archiving them.")
    var pruneDrafts = false

    @Flag(help: ArgumentHelp(
        "Go on from the apply that stopped: take the texts and images it read from catalog.resume.json instead of reading them again.",
        discussion: "Without the file, reads everything. Not noticed: a change made since in App Store Connect's web pages to a version that is still the latest in the same state (`asc plan` reads everything)."))
    var resume = false

    func run() async throws {
        var session: SyncSession
        let resumedFrom: String?
        (session, resumedFrom) = try await ASCSession.openResuming(options: options, asc: asc, pruneDrafts: pruneDrafts, resume: resume)
        var plan = session.plan
        let resumePath = ApplyResume.path(lockPath: session.checked.lockPath)
        if !session.warnings.isEmpty { print(TextReporter().report(session.warnings), terminator: "") }
        if let resumedFrom {
            print("resuming the apply that stopped at \(TerminalText.escaped(resumedFrom)): the texts and images it read are not read again where their version is unchanged (\(resumePath))")
        }
        if plan.hasErrors {
            print(PlanText.render(plan, appID: session.appID, holding: session.desired.holding), terminator: "")
            throw ExitCode(1)
        }
        if !plan.steps.isEmpty, !yes {
            print(PlanText.render(plan, appID: session.appID, holding: session.desired.holding), terminator: "")
            guard isatty(STDIN_FILENO) == 1 else {
                print("refusing to apply without a terminal to ask on: pass --yes")
                throw ExitCode(64)
            }
            print("Apply these \(plan.steps.count) step(s) to App Store Connect? [y/N] ", terminator: "")
            fflush(nil)
            guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
                print("nothing applied")
                return
            }
        }
        let total = plan.steps.count
        // Enough of the hourly quota is kept back to read back what the steps
        // did and record it in the lock, however the steps end: the detail,
        // each kind's list pages (as many as once the plan's resources are
        // created), and each resource's reads once it is touched (the reserve
        // grows as steps start, so the hour is used up to it).
        let pages = session.desired.sections.map { section in
            let held = session.remote.sections.first { $0.kind == section.kind.kind }?.resources ?? []
            let heldIDs = Set(held.map(\.vendorIdentifier))
            let created = section.resources.count { !heldIDs.contains($0.id.value) }
            return (held.count + created) / session.client.pageSize + 1
        }.reduce(0, +)
        let reserve = GrowingReserve(base: session.client.quotaReserve + 1 + pages)
        // Each upload is written down as it starts and ends, for a run cut before its read-back (``UploadJournal``).
        let journalPath = UploadJournal.path(lockPath: session.checked.lockPath)
        let journal = UploadJournal.Writer(path: journalPath)
        let executor = PlanExecutor(service: session.client, appID: session.appID, journal: journal.append, reservations: session.reservations)
        let line = ApplyProgressLine(plan, rateLimit: session.client.rateLimit, reserve: reserve)
        let outcome = await QuotaReserve.$growing.withValue(reserve) {
            await executor.apply(plan, remote: session.remote) { _, step in
                reserve.touch("\(step.kind?.kind.rawValue ?? "detail") \(step.id)", requests: step.kind?.readBackRequests ?? 1)
                line.start(step)
            }
        }
        line.clear()
        journal.close()
        if let warning = journal.warning(reportingAt: session.catalogPath) { print(TextReporter().report([warning]), terminator: "") }
        // The steps are done with, and the read-back plans again: at Apple's limits each plan's steps take tens of megabytes.
        let inSync = plan.isInSync
        plan.steps = []
        session.plan.steps = []
        // Record what App Store Connect now holds, even after a failure (the
        // quota's stop included, which is what the reserve kept was for): the
        // next plan starts from facts. Only the resources this run wrote
        // to are read again in full.
        var recorded = false
        var awaiting: String?
        let client = session.client, appID = session.appID, remote = session.remote
        let read = await QuotaReserve.$requests.withValue(0) {
            try? await client.readState(appID: appID, kinds: session.desired.sections.map(\.kind), detailed: outcome.touched, previous: remote)
        }
        // What the read-back found is left for a run that goes on from here (`--resume`); nothing, once nothing is left to do.
        let resumeNote = leaveResume(session: session, after: outcome.diagnostics.isEmpty ? nil : read, touched: outcome.touched, path: resumePath)
        if let after = read {
            if case .failure(let stop) = session.recordLock(after: after, outcome: outcome) {
                print(TextReporter().report(DiagnosticLimits.capped(stop.errors)), terminator: "")
                if let note = stop.note { print(note) }
                if let resumeNote { print(resumeNote) }
                throw ExitCode(1)
            }
            recorded = true
            // The lock records what the journal said: the app's lines are done with, but those of a reservation left awaiting its parts.
            if let warning = UploadJournal.remove(at: journalPath, app: session.appID, keeping: SyncRecording.awaitingParts(in: after),
                                                  protectedInputs: [session.catalogPath, session.checked.lockPath], reportingAt: session.catalogPath) {
                print(TextReporter().report([warning]), terminator: "")
            }
            awaiting = PlanText.awaitingLine(SyncPlanner.awaitingReview(desired: session.desired, remote: after))
        }
        if !outcome.diagnostics.isEmpty {
            print(TextReporter().report(outcome.diagnostics), terminator: "")
            print("applied \(outcome.completed) of \(total) step(s); \(outcome.diagnostics.count) failed, and the later steps of their resources were skipped; run `achievements asc plan` to see what is left")
            if let resumeNote { print(resumeNote) }
            print(session.quotaLine ?? "App Store Connect requests: \(session.client.rateLimit.requests)")
            throw ExitCode(1)
        }
        print(total == 0 ? (inSync ? "in sync: nothing to apply" : "nothing to apply") : "applied \(total) step(s)\(recorded ? "; the lock records what App Store Connect holds" : "")")
        // What was left out: changes waiting for a review, changes App Store Connect refuses, and what it
        // holds beyond the catalog (never deleted by the sync).
        for blocked in plan.blocked { print(PlanText.blockedLine(blocked)) }
        if !plan.refusals.isEmpty { print(TextReporter().report(plan.refusals), terminator: "") }
        if !plan.extras.isEmpty { print(TextReporter().report(plan.extras), terminator: "") }
        if let awaiting { print(awaiting) }
        print(session.quotaLine ?? "App Store Connect requests: \(session.client.rateLimit.requests)")
        if !plan.refusals.isEmpty { throw ExitCode(1) }
    }

    /// Writes what the read-back found (`after`) for the next `--resume`, or
    /// removes the record when there is nothing to go on from (the run
    /// finished, or its read-back failed: the record would be stale). Returns
    /// the line that says so, or why the record could not be written.
    func leaveResume(session: SyncSession, after: RemoteState?, touched: Set<String>, path: String) -> String? {
        guard let after else {
            ApplyResume.remove(at: path, app: session.appID)
            return nil
        }
        let kept = ApplyResume.resumable(after: after, before: session.remote, touched: touched, managed: session.desired.managedIDs)
        let record = ApplyResume(app: session.appID, stopped: ApplyResume.now(), remote: kept)
        switch record.write(to: path, protectedInputs: [session.catalogPath, session.checked.lockPath]) {
        case .success:
            return "run `achievements asc apply --resume` (and this run's other options) to go on from here without reading again what this run read (\(path))"
        case .failure(let list):
            // An earlier record of this app's would be stale now.
            ApplyResume.remove(at: path, app: session.appID)
            return TextReporter().report(list.diagnostics.map { diagnostic in
                var warning = diagnostic
                warning.severity = .warning
                return warning
            }).trimmingCharacters(in: .newlines)
        }
    }
}
#endif
