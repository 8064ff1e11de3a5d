#if AppStoreConnectSync
import ArgumentParser
import CommandLineSupport
import ASCClient
import ASCSync
import SourceDiagnostics
import SyncSession

/// How the `asc` commands open a ``SyncSession``: the settings and
/// credentials from their options, and a stop printed in the format asked
/// for (the warnings found so far first) with exit status 1.
enum ASCSession {
    /// The session up to the plan, or its stop printed and exit status 1.
    static func open(options: CatalogOptions, asc: ASCOptions, format: PlanFormat = .text, pruneDrafts: Bool = false) async throws -> SyncSession {
        try await openResuming(options: options, asc: asc, format: format, pruneDrafts: pruneDrafts, resume: false).session
    }

    /// The session, and when the run it went on from stopped: with `resume`
    /// (`asc apply --resume`), what the stopped apply left beside the lock
    /// (``ApplyResume``) spares reading again what it read. The record
    /// itself is not kept: at Apple's limits it takes megabytes.
    static func openResuming(options: CatalogOptions, asc: ASCOptions, format: PlanFormat = .text, pruneDrafts: Bool = false,
                             resume: Bool) async throws -> (session: SyncSession, resumedFrom: String?) {
        var warnings: [Diagnostic] = []
        func stop(_ stop: SyncStop) -> ExitCode {
            let found = warnings + stop.warnings
            switch format {
            case .text:
                print(TextReporter().report(found + stop.errors), terminator: "")
                if let note = stop.note { print(note) }
            case .json:
                print(PlanJSON.failure(found + stop.errors, appID: stop.appID ?? asc.appID, requests: stop.requests))
            }
            return ExitCode(1)
        }
        let resolved = options.settings()
        warnings += resolved.diagnostics.filter { $0.severity != .error }
        guard let settings = resolved.value else { throw stop(SyncStop(resolved.diagnostics.filter { $0.severity == .error })) }
        let checked: SyncSession.CheckedCatalog
        switch SyncSession.check(catalogPath: settings.catalog, limits: settings.limits) {
        case .success(let value): checked = value
        case .failure(var failure):
            failure.warnings = settings.enabled(failure.warnings)
            throw stop(failure)
        }
        warnings += settings.enabled(checked.warnings)
        // Everything still to set is named in one run: the credentials, the API root and the app.
        let keyResult = asc.key(reportingAt: checked.path, warnings: &warnings)
        let configurationResult = asc.configuration(reportingAt: checked.path)
        var refusals: [Diagnostic] = []
        if case .failure(let refusal) = keyResult { refusals.append(refusal.diagnostic) }
        if case .failure(let refusal) = configurationResult { refusals.append(refusal.diagnostic) }
        if let missingApp = SyncSession.appProblem(checked, appID: asc.appID) { refusals.append(missingApp) }
        guard case .success(let key) = keyResult, case .success(let configuration) = configurationResult, refusals.isEmpty else {
            throw stop(SyncStop(refusals))
        }
        let client = AppStoreConnectClient(key: key, configuration: configuration)
        var record: ApplyResume?
        if resume {
            let (found, unusable) = ApplyResume.load(path: ApplyResume.path(lockPath: checked.lockPath),
                                                     app: asc.appID ?? checked.catalog.appleID?.value ?? "", reportingAt: checked.path)
            record = found
            warnings += settings.enabled(unusable.map { [$0] } ?? [])
        }
        switch await SyncSession.open(checked, client: client, appID: asc.appID, pruneDrafts: pruneDrafts, resume: record?.remote) {
        case .success(var session):
            session.warnings = warnings + settings.enabled(session.warnings)
            return (session, record?.stopped)
        case .failure(var failure):
            failure.warnings = settings.enabled(failure.warnings)
            throw stop(failure)
        }
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
}
#endif
