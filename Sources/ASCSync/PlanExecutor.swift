import SourceDiagnostics

/// Carries out a plan's steps in order through an ``ASCService``, resolving
/// the resource IDs earlier steps create. A failure stops the steps that
/// depend on it and no others; the next plan shows what is left. A
/// creation whose answer was lost (a 5xx, a broken connection) is not sent
/// again: the state is read, and what it finds created is used.
public struct PlanExecutor: Sendable {
    /// The service the steps go through.
    public var service: any ASCService
    /// The app's Apple ID.
    public var appID: String

    /// Creates an executor.
    public init(service: any ASCService, appID: String) {
        self.service = service
        self.appID = appID
    }

    /// What an apply did.
    public struct Outcome: Sendable, Hashable {
        /// How many steps completed.
        public var completed: Int
        /// Each failed step, as a diagnostic at its catalog line.
        public var diagnostics: [Diagnostic]
        /// The images uploaded, as `(achievement ID, locale, SHA-256)`.
        public var uploadedImages: [UploadedImage]
    }

    /// An image this run uploaded.
    public struct UploadedImage: Sendable, Hashable {
        /// The achievement ID.
        public var id: String
        /// The locale.
        public var locale: String
        /// The SHA-256 of the uploaded file.
        public var sha256: String

        /// Creates a record of an upload.
        public init(id: String, locale: String, sha256: String) {
            self.id = id
            self.locale = locale
            self.sha256 = sha256
        }
    }

    /// Runs `plan` against the state it was made from; `progress` hears of each
    /// step before it starts, with its index.
    ///
    /// A failed step stops only what depends on it: the later steps of the
    /// same achievement are skipped (its localization needs its version),
    /// and a failed detail skips everything after it; the steps of other
    /// achievements go on. Every failure is reported at its catalog line.
    public func apply(_ plan: SyncPlan, remote: RemoteState, progress: @Sendable (Int, SyncStep) -> Void = { _, _ in }) async -> Outcome {
        var context = Context(remote: remote)
        var uploaded: [UploadedImage] = []
        var completed = 0
        var failures: [Diagnostic] = []
        var failed: Set<String> = []
        var detailFailed = false
        for (index, step) in plan.steps.enumerated() {
            if detailFailed || failed.contains(step.achievementID) {
                continue
            }
            progress(index, step)
            do throws(ASCServiceError) {
                if let image = try await run(step, context: &context) {
                    uploaded.append(image)
                }
                completed += 1
            } catch {
                failures.append(diagnostic(error, step: step))
                if case .createDetail = step.action { detailFailed = true }
                failed.insert(step.achievementID)
            }
        }
        return Outcome(completed: completed, diagnostics: failures, uploadedImages: uploaded)
    }

    /// The resource IDs known so far.
    struct Context {
        var detailID: String?
        var achievements: [String: String] = [:]
        var versions: [String: String] = [:]
        var localizations: [String: String] = [:]
        var images: [String: String] = [:]

        init(remote: RemoteState) {
            detailID = remote.detailID
            for achievement in remote.achievements {
                achievements[achievement.vendorIdentifier] = achievement.resourceID
                guard let version = achievement.latestVersion, version.isEditable else { continue }
                versions[achievement.vendorIdentifier] = version.resourceID
                record(version.localizations, of: achievement.vendorIdentifier)
            }
        }

        mutating func record(_ localizations: [RemoteLocalization], of id: String) {
            for localization in localizations {
                self.localizations[id + "\u{0}" + localization.locale] = localization.resourceID
                if let image = localization.image { images[id + "\u{0}" + localization.locale] = image.resourceID }
            }
        }
    }

    /// Runs one step; returns the image it uploaded, if it uploaded one.
    func run(_ step: SyncStep, context: inout Context) async throws(ASCServiceError) -> UploadedImage? {
        let id = step.achievementID
        switch step.action {
        case .createDetail:
            do {
                context.detailID = try await service.createDetail(appID: appID)
            } catch where error.mayHaveHappened {
                // Read again: a detail created before the answer was lost is used, not created twice.
                guard let detailID = try await service.readState(appID: appID).detailID else { throw error }
                context.detailID = detailID
            }
        case .createAchievement(let achievement):
            guard let detailID = context.detailID else { throw missing("the app's Game Center detail", step) }
            do {
                let created = try await service.createAchievement(detailID: detailID, achievement)
                context.achievements[id] = created.resourceID
                context.versions[id] = created.versionID
            } catch where error.mayHaveHappened {
                let found = try await service.readState(appID: appID).achievements.first { $0.vendorIdentifier == id }
                guard let found, let version = found.latestVersion else { throw error }
                context.achievements[id] = found.resourceID
                context.versions[id] = version.resourceID
                context.record(version.localizations, of: id)
            }
        case .updateAchievement(let resourceID, let achievement):
            try await service.updateAchievement(resourceID: resourceID, achievement, fields: Set(step.changes.map(\.field)))
        case .createVersion:
            guard let achievementID = context.achievements[id] else { throw missing("the achievement", step) }
            let versionID = try await service.createVersion(achievementResourceID: achievementID)
            context.versions[id] = versionID
            // A new version may start with copies of the earlier texts: write over them.
            context.record(try await service.localizations(versionID: versionID), of: id)
        case .createLocalization(let localization):
            let key = id + "\u{0}" + localization.locale.value
            if let existing = context.localizations[key] {
                try await service.updateLocalization(resourceID: existing, localization)
            } else {
                guard let versionID = context.versions[id] else { throw missing("an editable version", step) }
                do {
                    context.localizations[key] = try await service.createLocalization(versionID: versionID, localization)
                } catch where error.mayHaveHappened {
                    // The localization may exist now: read the version's, use it, and write the texts over it.
                    let found = try await service.localizations(versionID: versionID).first { $0.locale == localization.locale.value }
                    guard let found else { throw error }
                    context.localizations[key] = found.resourceID
                    try await service.updateLocalization(resourceID: found.resourceID, localization)
                }
            }
        case .updateLocalization(let resourceID, let localization):
            try await service.updateLocalization(resourceID: resourceID, localization)
        case .uploadImage(let image, let locale, _):
            let key = id + "\u{0}" + locale
            guard let localizationID = context.localizations[key] else { throw missing("the localization \(locale)", step) }
            if let existing = context.images[key] {
                try await service.deleteImage(resourceID: existing)
                context.images[key] = nil
            }
            let uploadedImage = try await service.uploadImage(localizationID: localizationID, image)
            context.images[key] = uploadedImage.resourceID
            return UploadedImage(id: id, locale: locale, sha256: image.sha256)
        case .archive(let resourceID):
            try await service.archiveAchievement(resourceID: resourceID)
        }
        return nil
    }

    func missing(_ what: String, _ step: SyncStep) -> ASCServiceError {
        .unexpected(request: step.action.kind + " " + step.achievementID, reason: "\(what) is not known; run `asc plan` again")
    }

    /// The diagnostic of a failed step, at the catalog field ASC's error points to where it can.
    func diagnostic(_ error: ASCServiceError, step: SyncStep) -> Diagnostic {
        var position = step.position
        if case .response(_, _, let errors) = error, let attribute = errors.compactMap(\.attribute).first,
           let field = step.changes.first(where: { Self.catalogField(of: attribute).map($0.field.hasPrefix) ?? false }) {
            position = field.position
        }
        let subject = step.achievementID.isEmpty ? "" : "'\(step.achievementID)': "
        let path = if case .imageDelivery = error, case .uploadImage(let image, _, _) = step.action { image.path } else { step.path }
        if path != step.path { position = .startOfFile }
        return Diagnostic(path: path, position: position, severity: .error, rule: error.rule,
                          message: "\(subject)\(step.action.kind) failed: \(error.message)")
    }

    /// The catalog's word for an App Store Connect attribute.
    static func catalogField(of attribute: String) -> String? {
        switch attribute {
        case "referenceName", "points", "repeatable", "archived": attribute
        case "showBeforeEarned": "hidden"
        case "name": "title"
        case "beforeEarnedDescription": "description"
        case "afterEarnedDescription": "earnedDescription"
        case "locale": "title"
        case "fileName", "fileSize": "image"
        default: nil
        }
    }
}
