import AchievementsCatalog
import ASCClient
import ASCSync
import CatalogValidation
import CatalogYAML
import SourceDiagnostics
import SyncRules

/// Everything `asc plan`, `asc apply` and `asc submit` do before they
/// decide: the catalog checked against its lock and its artwork, the client,
/// what App Store Connect holds, and the plan. The commands only print what
/// a session found; a session prints nothing, so it is tested in process.
package struct SyncSession: Sendable {
    /// The catalog's part of a session: checked against its lock and its
    /// artwork, before any credential is needed.
    package struct CheckedCatalog: Sendable {
        /// The catalog file.
        package var path: String
        /// The lock beside it.
        package var lockPath: String
        /// The catalog.
        package var catalog: AchievementCatalog
        /// What the lock says was released, when there is a lock.
        package var released: ReleasedSet?
        /// The catalog's warnings (a missing image among them: its texts still sync).
        package var warnings: [Diagnostic]
        /// The limits the catalog and its lock are read within.
        package var limits: YAMLReadLimits
    }

    /// The catalog checked.
    package var checked: CheckedCatalog
    /// What the catalog asks App Store Connect to hold.
    package var desired: DesiredState
    /// The app's Apple ID.
    package var appID: String
    /// The client, counting its requests.
    package var client: AppStoreConnectClient
    /// What App Store Connect holds.
    package var remote: RemoteState
    /// What it would take to make it hold the catalog.
    package var plan: SyncPlan
    /// The warnings found while opening, in the order found.
    package var warnings: [Diagnostic]
    /// The images the upload journal vouches for (``UploadJournal``): those a
    /// run stopped before its read-back uploaded, which the lock does not
    /// record. The plan counted them as recorded, and the lock records them.
    package var journaled: [SyncedEntry] = []
    /// The uploads an earlier run reserved and did not commit, which the
    /// apply finishes (``SyncRecording/reservations(in:desired:remote:app:)``).
    package var reservations: [ImageKey: ReservedUpload] = [:]

    /// The catalog.
    package var catalog: AchievementCatalog { checked.catalog }
    /// The catalog file.
    package var catalogPath: String { checked.path }

    /// The catalog at `path` checked with its lock and its artwork. An image
    /// that is not there is only a warning (the upload leaves it out and the
    /// texts still sync); one that is there but wrong stops, since App Store
    /// Connect would refuse it.
    package static func check(catalogPath path: String, limits: YAMLReadLimits = YAMLReadLimits()) -> Result<CheckedCatalog, SyncStop> {
        let check: CatalogCheck
        switch CatalogCheck(loader: CatalogLoader(limits: limits)).againstLock(catalogPath: path) {
        case .success(let withLock): check = withLock
        case .failure(let list): return .failure(SyncStop(list.diagnostics))
        }
        var checked = check.run(path: path)
        if let catalog = checked.catalog {
            checked.diagnostics += ArtworkCheck().check(catalog).filter { $0.rule != ArtworkCheck.Rule.missing.id }
        }
        let warnings = checked.diagnostics.filter { $0.severity == .warning }
        guard let catalog = checked.catalog, !checked.diagnostics.containsErrors else {
            return .failure(SyncStop(checked.diagnostics.filter { $0.severity == .error }, warnings: warnings,
                                     note: "App Store Connect not contacted: fix the catalog first"))
        }
        return .success(CheckedCatalog(path: path, lockPath: LockFile.defaultPath(forCatalog: path), catalog: catalog,
                                       released: check.released, warnings: warnings, limits: limits))
    }

    /// Reads what App Store Connect holds for the app (`appID`, else the
    /// catalog's `app.appleID`) through `client` and plans; the session's
    /// (or the stop's) warnings are those found from here on. `resume` is
    /// what a stopped apply read (``ApplyResume``): the texts of a version it
    /// holds, still the latest and in the same state, are not read again.
    package static func open(_ checked: CheckedCatalog, client: AppStoreConnectClient, appID: String?,
                             pruneDrafts: Bool = false, resume: RemoteState? = nil) async -> Result<SyncSession, SyncStop> {
        let catalog = checked.catalog, path = checked.path
        var warnings: [Diagnostic] = []
        if let problem = appProblem(checked, appID: appID) { return .failure(SyncStop([problem], warnings: warnings)) }
        let id = appID ?? catalog.appleID?.value ?? ""
        let staged = DesiredState.of(catalog)
        warnings += staged.diagnostics.filter { $0.severity == .warning }
        guard let desired = staged.value else {
            return .failure(SyncStop(staged.diagnostics.filter { $0.severity == .error }, warnings: warnings, appID: id))
        }
        var remote: RemoteState
        // Fingerprints are the app's own: another app's (a staging app) never stands for this one's.
        let lock = checked.released?.synced(forApp: id, legacyApp: catalog.appleID?.value)
        // Texts and images are read for the catalog's resources only: a
        // group's other games' resources cost one list, not a request each;
        // and not for a live version the lock vouches for, which cannot have changed,
        // nor, resuming, for a version as the stopped run read it.
        do throws(ASCServiceError) {
            remote = try await client.readState(appID: id, kinds: desired.sections.map(\.kind), detailed: desired.managedIDs, previous: resume,
                                                vouched: desired.vouched(by: lock), reusing: resume != nil).fillingVouched(from: desired)
        } catch {
            return .failure(SyncStop([Diagnostic(path: path, position: .startOfFile, severity: .error, rule: error.rule, message: error.message)],
                                     warnings: warnings, appID: id, requests: client.rateLimit.requests))
        }
        // Images a run stopped before its read-back uploaded count as the lock's (``UploadJournal``).
        let (journal, journalProblem) = UploadJournal.load(path: UploadJournal.path(lockPath: checked.lockPath), reportingAt: path)
        if let journalProblem { warnings.append(journalProblem) }
        let journaled = SyncRecording.vouched(by: journal, desired: desired, remote: remote, app: id)
        let reservations = SyncRecording.reservations(in: journal, desired: desired, remote: remote, app: id)
        var planned = lock
        if !journaled.isEmpty {
            var merged = lock ?? ReleasedSet(source: checked.lockPath, entries: [])
            merged.synced = SyncRecording.merging(journaled, into: merged.synced, app: id, legacyApp: catalog.appleID?.value)
            planned = merged
        }
        var plan = SyncPlanner(pruneDrafts: pruneDrafts).plan(desired: desired, remote: remote, lock: planned)
        // Versions awaiting review reach players only with an app version
        // whose Game Center switch is on: say so when it is off.
        if !plan.awaitingReview.isEmpty, let detailID = remote.detailID {
            do throws(ASCServiceError) {
                remote.gameCenterDisabledFor = try await client.gameCenterDisabledAppVersions(detailID: detailID)
                plan.gameCenterDisabledFor = remote.gameCenterDisabledFor
            } catch {
                warnings.append(Diagnostic(path: path, position: .startOfFile, severity: .warning, rule: error.rule,
                                           message: "whether Game Center is enabled for the app version being prepared is not known: \(error.message)"))
            }
        }
        plan.requests = client.rateLimit.requests
        return .success(SyncSession(checked: checked, desired: desired, appID: id, client: client, remote: remote, plan: plan, warnings: warnings,
                                    journaled: journaled, reservations: reservations))
    }

    /// Why no app can be synced: neither `appID` nor the catalog's
    /// `app.appleID` names one in digits; `nil` when one does.
    package static func appProblem(_ checked: CheckedCatalog, appID: String?) -> Diagnostic? {
        let catalog = checked.catalog
        if let id = appID ?? catalog.appleID?.value, !id.isEmpty, id.allSatisfy(\.isASCII), id.allSatisfy(\.isNumber) { return nil }
        return Diagnostic(path: checked.path, position: catalog.appleID?.position ?? .startOfFile, severity: .error, rule: SyncRule.credentials.id,
                          message: "no app: add `app: { appleID: \"1234567890\" }` to the catalog, or pass --app-id with the app's Apple ID (digits)")
    }

    /// The quota line, when App Store Connect reported one.
    package var quotaLine: String? {
        client.rateLimit.current.map { "App Store Connect quota: \($0.remaining) of \($0.limit) requests left this hour (this run sent \(client.rateLimit.requests))" }
    }
}

/// Why a session stopped: its errors, the warnings found before them, and
/// what was known by then (the app, the requests sent) for the JSON plan.
package struct SyncStop: Error, Sendable {
    /// The errors that stopped it.
    package var errors: [Diagnostic]
    /// The warnings found before.
    package var warnings: [Diagnostic]
    /// A line to print after them.
    package var note: String?
    /// The app, when known.
    package var appID: String?
    /// Requests sent, when a client was made.
    package var requests: Int?

    /// Creates a stop.
    package init(_ errors: [Diagnostic], warnings: [Diagnostic] = [], note: String? = nil, appID: String? = nil, requests: Int? = nil) {
        self.errors = errors
        self.warnings = warnings
        self.note = note
        self.appID = appID
        self.requests = requests
    }
}
