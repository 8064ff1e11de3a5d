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

/// The steps `asc plan` and `asc apply` share: validate the catalog and its
/// lock, make the client, read App Store Connect, and plan.
struct ASCSession {
    var catalog: AchievementCatalog
    var lockPath: String
    var released: ReleasedSet?
    var desired: DesiredState
    var appID: String
    var client: AppStoreConnectClient
    var remote: RemoteState
    var plan: SyncPlan
    var warnings: [Diagnostic]

    /// Everything up to the plan, or the diagnostics printed and exit status 1.
    static func open(options: CatalogOptions, asc: ASCOptions) async throws -> ASCSession {
        let lockPath = LockFile.defaultPath(forCatalog: options.catalog)
        let existingLock = FileManager.default.fileExists(atPath: lockPath) ? lockPath : nil
        let check = try await StabilityOptions.configure(options.checkWithArtwork, lock: existingLock, against: nil, options: options)
        let checked = check.run(path: options.catalog)
        guard let catalog = checked.catalog, !checked.diagnostics.containsErrors else {
            print(TextReporter().report(checked.diagnostics.filter { $0.severity != .note }), terminator: "")
            print("App Store Connect not contacted: fix the catalog first")
            throw ExitCode(1)
        }
        var warnings = checked.diagnostics.filter { $0.severity == .warning }
        let path = options.catalog
        let key = try require(asc.key(reportingAt: path, warnings: &warnings))
        let configuration = try require(asc.configuration(reportingAt: path))
        guard let appID = asc.appID ?? catalog.appleID?.value, !appID.isEmpty, appID.allSatisfy(\.isASCII), appID.allSatisfy(\.isNumber) else {
            throw CommandOutput.fail(Diagnostic(path: path, position: catalog.appleID?.position ?? .startOfFile, severity: .error, rule: SyncRule.credentials,
                                  message: "no app: add `app: { appleID: \"1234567890\" }` to the catalog, or pass --app-id with the app's Apple ID (digits)"))
        }
        let staged = DesiredState.of(catalog)
        let desired = try CommandOutput.require(staged.result)
        warnings += staged.diagnostics.filter { $0.severity == .warning }
        let client = AppStoreConnectClient(key: key, configuration: configuration)
        let remote: RemoteState
        do throws(ASCServiceError) {
            remote = try await client.readState(appID: appID)
        } catch {
            throw CommandOutput.fail(Diagnostic(path: path, position: .startOfFile, severity: .error, rule: error.rule, message: error.message))
        }
        let plan = SyncPlanner().plan(desired: desired, remote: remote, lock: check.released)
        return ASCSession(catalog: catalog, lockPath: lockPath, released: check.released, desired: desired, appID: appID, client: client,
                          remote: remote, plan: plan, warnings: warnings)
    }

    static func require<T>(_ result: Result<T, Refusal>) throws -> T {
        switch result {
        case .success(let value): return value
        case .failure(let refusal): throw CommandOutput.fail(refusal.diagnostic)
        }
    }



    /// The quota line, when App Store Connect reported one.
    var quotaLine: String? {
        client.rateLimit.current.map { "App Store Connect quota: \($0.remaining) of \($0.limit) requests left this hour" }
    }
}
#endif
