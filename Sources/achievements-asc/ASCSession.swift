#if AppStoreConnectSync
import ArgumentParser
import CommandLineSupport
import AchievementsCatalog
import ASCClient
import ASCSync
import CatalogValidation
import FileAccess
import Foundation
import SourceDiagnostics
import SyncRules

/// The steps `asc plan` and `asc apply` share: validate the catalog and its
/// lock, make the client, read App Store Connect, and plan.
struct ASCSession {
    /// The catalog options with the configuration read once.
    var settings: CatalogSettings
    var catalog: AchievementCatalog
    var lockPath: String
    var released: ReleasedSet?
    var desired: DesiredState
    var appID: String
    var client: AppStoreConnectClient
    var remote: RemoteState
    var plan: SyncPlan
    var warnings: [Diagnostic]

    /// Everything up to the plan, or the diagnostics printed in `format`
    /// (warnings found so far included) and exit status 1.
    static func open(options: CatalogOptions, asc: ASCOptions, format: PlanFormat = .text, pruneDrafts: Bool = false) async throws -> ASCSession {
        var warnings: [Diagnostic] = []
        var appID: String?
        var client: AppStoreConnectClient?
        /// Stops the run: what was found so far, in the format asked for.
        func stop(_ errors: [Diagnostic], note: String? = nil) -> ExitCode {
            switch format {
            case .text:
                print(TextReporter().report(warnings + errors), terminator: "")
                if let note { print(note) }
            case .json:
                print(PlanJSON.failure(warnings + errors, appID: appID, requests: client?.rateLimit.requests))
            }
            return ExitCode(1)
        }
        let resolved = options.settings()
        warnings += resolved.diagnostics.filter { $0.severity != .error }
        guard let settings = resolved.value else { throw stop(resolved.diagnostics.filter { $0.severity == .error }) }
        let lockPath = LockFile.defaultPath(forCatalog: settings.catalog)
        let existingLock = FileManager.default.fileExists(atPath: lockPath) ? lockPath : nil
        // The artwork is checked below: a missing image does not stop the texts.
        var check = settings.check
        switch await StabilityOptions.releasedSet(lock: existingLock, against: nil, catalogPath: settings.catalog, limits: settings.limits) {
        case .success(let released): check.released = released
        case .failure(let list): throw stop(list.diagnostics)
        }
        var checked = check.run(path: settings.catalog)
        // An image that is not there is left out of the upload (with a
        // warning, below) and the texts still sync; one that is there but
        // wrong would be refused by App Store Connect, so it stops the plan.
        if let catalog = checked.catalog {
            checked.diagnostics += ArtworkCheck().check(catalog).filter { $0.rule != ArtworkCheck.Rule.missing.id }
        }
        warnings += checked.diagnostics.filter { $0.severity == .warning }
        guard let catalog = checked.catalog, !checked.diagnostics.containsErrors else {
            throw stop(checked.diagnostics.filter { $0.severity == .error }, note: "App Store Connect not contacted: fix the catalog first")
        }
        let path = settings.catalog
        func require<T>(_ result: Result<T, Refusal>) throws -> T {
            switch result {
            case .success(let value): return value
            case .failure(let refusal): throw stop([refusal.diagnostic])
            }
        }
        let key = try require(asc.key(reportingAt: path, warnings: &warnings))
        let clientConfiguration = try require(asc.configuration(reportingAt: path))
        guard let id = asc.appID ?? catalog.appleID?.value, !id.isEmpty, id.allSatisfy(\.isASCII), id.allSatisfy(\.isNumber) else {
            throw stop([Diagnostic(path: path, position: catalog.appleID?.position ?? .startOfFile, severity: .error, rule: SyncRule.credentials.id,
                                   message: "no app: add `app: { appleID: \"1234567890\" }` to the catalog, or pass --app-id with the app's Apple ID (digits)")])
        }
        appID = id
        let staged = DesiredState.of(catalog)
        warnings += staged.diagnostics.filter { $0.severity == .warning }
        guard let desired = staged.value else { throw stop(staged.diagnostics.filter { $0.severity == .error }) }
        let made = AppStoreConnectClient(key: key, configuration: clientConfiguration)
        client = made
        var remote: RemoteState
        // Texts and images are read for the catalog's achievements only: a
        // group's other games' achievements cost one list, not a request each.
        let managed = Set(desired.achievements.map(\.id.value) + desired.retired.map(\.value))
        do throws(ASCServiceError) {
            remote = try await made.readState(appID: id, detailed: managed, previous: nil)
        } catch {
            throw stop([Diagnostic(path: path, position: .startOfFile, severity: .error, rule: error.rule, message: error.message)])
        }
        // Fingerprints are the app's own: another app's (a staging app) never stands for this one's.
        var plan = SyncPlanner(pruneDrafts: pruneDrafts).plan(desired: desired, remote: remote,
                                                              lock: check.released?.synced(forApp: id, legacyApp: catalog.appleID?.value))
        // Versions awaiting review reach players only with an app version
        // whose Game Center switch is on: say so when it is off.
        if !plan.awaitingReview.isEmpty, let detailID = remote.detailID {
            do throws(ASCServiceError) {
                remote.gameCenterDisabledFor = try await made.gameCenterDisabledAppVersions(detailID: detailID)
                plan.gameCenterDisabledFor = remote.gameCenterDisabledFor
            } catch {
                warnings.append(Diagnostic(path: path, position: .startOfFile, severity: .warning, rule: error.rule,
                                           message: "whether Game Center is enabled for the app version being prepared is not known: \(error.message)"))
            }
        }
        plan.requests = made.rateLimit.requests
        return ASCSession(settings: settings, catalog: catalog, lockPath: lockPath, released: check.released, desired: desired, appID: id, client: made,
                          remote: remote, plan: plan, warnings: warnings)
    }

    /// The value of `result`, or its refusal printed after `warnings` (text) and exit status 1.
    static func require<T>(_ result: Result<T, Refusal>, warnings: [Diagnostic] = []) throws -> T {
        switch result {
        case .success(let value): return value
        case .failure(let refusal):
            print(TextReporter().report(warnings + [refusal.diagnostic]), terminator: "")
            throw ExitCode(1)
        }
    }

    /// The quota line, when App Store Connect reported one.
    var quotaLine: String? {
        client.rateLimit.current.map { "App Store Connect quota: \($0.remaining) of \($0.limit) requests left this hour (this run sent \(client.rateLimit.requests))" }
    }
}
#endif
