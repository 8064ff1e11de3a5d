import AchievementsCatalog
import SourceDiagnostics

/// Carries out a plan's steps in order through an ``ASCService``, resolving
/// the resource IDs earlier steps create. A failure stops the steps that
/// depend on it and no others; the next plan shows what is left. A
/// creation whose answer was lost (a 5xx, a broken connection) is not sent
/// again: the state is read, and what it finds created is used.
package struct PlanExecutor: Sendable {
    /// The service the steps go through.
    package var service: any ASCService
    /// The app's Apple ID.
    package var appID: String
    /// How many images upload at once (each waits for App Store Connect's
    /// processing, seconds apart, so one after another would take minutes).
    package var imageUploads: Int
    /// Hears of each image upload before its first request and once it is
    /// seen through (``JournaledUpload``), to write it down where a run
    /// stopped before its read-back still leaves it for the next.
    package var journal: @Sendable (JournaledUpload) -> Void
    /// The uploads an earlier run reserved and did not commit, to finish
    /// where the plan uploads the same file to the same place
    /// (``SyncRecording/reservations(in:desired:remote:app:)``).
    package var reservations: [ImageKey: ReservedUpload]

    /// Creates an executor.
    package init(service: any ASCService, appID: String, imageUploads: Int = 4, journal: @escaping @Sendable (JournaledUpload) -> Void = { _ in },
                 reservations: [ImageKey: ReservedUpload] = [:]) {
        self.service = service
        self.appID = appID
        self.imageUploads = max(1, imageUploads)
        self.journal = journal
        self.reservations = reservations
    }

    /// What an apply did.
    package struct Outcome: Sendable, Hashable {
        /// How many steps completed.
        package var completed: Int
        /// Each failed step, as a diagnostic at its catalog line.
        package var diagnostics: [Diagnostic]
        /// The images uploaded, as `(kind, ID, locale, SHA-256)`.
        package var uploadedImages: [UploadedImage]
        /// The IDs of the resources a step was started for, whether it succeeded or not.
        package var touched: Set<String> = []
        /// The uploads started and not seen through (the quota, the network
        /// or the delivery's polls stopped them): App Store Connect may hold
        /// them committed, which the lock records so no later run sends them again.
        package var unfinishedUploads: [UploadedImage] = []
    }

    /// An image this run uploaded.
    package struct UploadedImage: Sendable, Hashable {
        /// The kind, `nil` for a step of no kind (none uploads).
        package var kind: GameCenterKind?
        /// The resource's ID.
        package var id: String
        /// The locale; `nil` for the version's default image.
        package var locale: String?
        /// The SHA-256 of the uploaded file.
        package var sha256: String
        /// For an upload not seen through, the image it was to replace
        /// (deleted first, unless the stop came before): never the upload's own.
        package var replaced: String?

        /// Creates a record of an upload.
        package init(kind: GameCenterKind?, id: String, locale: String?, sha256: String) {
            self.kind = kind
            self.id = id
            self.locale = locale
            self.sha256 = sha256
        }
    }

    /// Runs `plan` against the state it was made from; `progress` hears of each
    /// step before it starts, with its index.
    ///
    /// A failed step stops only what depends on it: the later steps of the
    /// same resource are skipped (its localization needs its version),
    /// and a failed detail skips everything after it; the steps of other
    /// resources go on. Every failure is reported at its catalog line.
    /// Image uploads wait until the steps before the order have run, then
    /// go ``imageUploads`` at a time; out of quota, nothing more starts.
    package func apply(_ plan: SyncPlan, remote: RemoteState,
                      progress: @escaping @Sendable (Int, SyncStep) -> Void = { _, _ in }) async -> Outcome {
        var run = Run(context: Context(remote: remote))
        var uploads: [(index: Int, step: SyncStep)] = []
        for (index, step) in plan.steps.enumerated() where !run.stopped {
            if case .uploadImage = step.action {
                uploads.append((index, step))
                continue
            }
            if case .order = step.action {
                // The order names every resource of its kind: it waits for all of them.
                await upload(uploads, run: &run, progress: progress)
                uploads = []
                if run.stopped { break }
            }
            guard run.mayRun(step) else { continue }
            progress(index, step)
            run.touch(step)
            do throws(ASCServiceError) {
                run.uploaded += try await self.run(step, context: &run.context)
                run.completed += 1
            } catch {
                run.fail(step, error, diagnostic(error, step: step))
            }
        }
        if !run.stopped { await upload(uploads, run: &run, progress: progress) }
        return Outcome(completed: run.completed, diagnostics: run.failures, uploadedImages: run.uploaded, touched: run.touched,
                       unfinishedUploads: run.unfinished)
    }

    /// What a run has done so far.
    struct Run {
        var context: Context
        var uploaded: [UploadedImage] = []
        var unfinished: [UploadedImage] = []
        var completed = 0
        var failures: [Diagnostic] = []
        var failed: Set<String> = []
        var detailFailed = false
        var touched: Set<String> = []
        /// Out of quota: every later request would be refused too.
        var stopped = false

        func mayRun(_ step: SyncStep) -> Bool {
            !stopped && !detailFailed && !failed.contains(step.resourceKey)
        }

        mutating func touch(_ step: SyncStep) {
            touched.insert(step.id)
        }

        mutating func fail(_ step: SyncStep, _ error: ASCServiceError, _ diagnostic: Diagnostic) {
            failures.append(diagnostic)
            if case .quota = error { stopped = true }
            if case .createDetail = step.action { detailFailed = true }
            failed.insert(step.resourceKey)
        }
    }

    /// One image to upload, with the IDs it needs.
    struct UploadJob: Sendable {
        var step: SyncStep
        var image: DesiredImage
        var locale: String?
        var owner: ImageOwner
        var replacing: String?
        /// The reservation an earlier run left for this very file, which the upload finishes.
        var finishing: ReservedUpload?
        var endpoints: Result<any ResourceEndpoints, ASCServiceError>
    }

    /// Uploads the images of `steps`, ``imageUploads`` at a time, and
    /// records each result in `run` in the plan's order.
    func upload(_ steps: [(index: Int, step: SyncStep)], run: inout Run, progress: @escaping @Sendable (Int, SyncStep) -> Void) async {
        var jobs: [(index: Int, job: UploadJob)] = []
        for (index, step) in steps where run.mayRun(step) {
            guard case .uploadImage(let image, let locale, _) = step.action else { continue }
            let key = Context.imageKey(step.resourceKey, locale: locale)
            let owner: ImageOwner? = if let locale {
                run.context.localizations[step.resourceKey + "\u{0}" + locale].map(ImageOwner.localization)
            } else {
                run.context.versions[step.resourceKey].map(ImageOwner.version)
            }
            guard let owner else {
                run.touch(step)
                let error = missing(locale.map { "the localization \($0)" } ?? "an editable version", step)
                run.fail(step, error, diagnostic(error, step: step))
                continue
            }
            let replacing = run.context.images[key]
            let finishing = step.kind.flatMap { reservations[ImageKey(kind: $0.kind, id: step.id, locale: locale)] }
                .flatMap { $0.image == replacing && $0.sha256 == image.sha256 ? $0 : nil }
            jobs.append((index, UploadJob(step: step, image: image, locale: locale, owner: owner, replacing: replacing, finishing: finishing,
                                          endpoints: endpoints(step))))
        }
        let width = imageUploads
        let results = await withTaskGroup(of: (Int, Result<RemoteImage, ASCServiceError>).self) { group in
            var results: [Int: Result<RemoteImage, ASCServiceError>] = [:]
            var next = 0
            func start(_ position: Int) {
                let (index, job) = jobs[position]
                group.addTask {
                    progress(index, job.step)
                    do throws(ASCServiceError) {
                        let endpoints = try job.endpoints.get()
                        let image = try await journaled(job.step, locale: job.locale, job.image, replacing: job.replacing, finishing: job.finishing) { (stages) async throws(ASCServiceError) -> RemoteImage in
                            if let finishing = job.finishing {
                                // Finished; or nothing to finish with (no operations), or refused (a part's address
                                // expired, the commit refused, the delivery failed), which would come back every run:
                                // the reservation is deleted and the image reserved anew. An answer the sync cannot
                                // use ends the command, as everywhere; the quota and the network stop the run.
                                do throws(ASCServiceError) {
                                    if let finished = try await endpoints.finishUpload(finishing, job.image, stages: stages) { return finished }
                                } catch {
                                    switch error {
                                    case .quota, .connection, .unexpected: throw error
                                    case .response, .imageDelivery: break
                                    }
                                }
                            }
                            if let replacing = job.replacing { try await endpoints.deleteImage(resourceID: replacing) }
                            return try await endpoints.uploadImage(to: job.owner, job.image, stages: stages)
                        }
                        return (position, .success(image))
                    } catch {
                        return (position, .failure(error))
                    }
                }
            }
            while next < min(width, jobs.count) {
                start(next)
                next += 1
            }
            var outOfQuota = false
            for await (position, result) in group {
                results[position] = result
                if case .failure(.quota) = result { outOfQuota = true }
                if next < jobs.count, !outOfQuota {
                    start(next)
                    next += 1
                }
            }
            return results
        }
        // Only the uploads that started touched their resources: the read-back
        // reads those again, within the reserve kept as they started.
        for (position, (_, job)) in jobs.enumerated() {
            guard let result = results[position] else { continue }
            run.touch(job.step)
            let key = Context.imageKey(job.step.resourceKey, locale: job.locale)
            switch result {
            case .success(let image):
                run.context.images[key] = image.resourceID
                run.uploaded.append(UploadedImage(kind: job.step.kind?.kind, id: job.step.id, locale: job.locale, sha256: job.image.sha256))
                run.completed += 1
            case .failure(let error):
                var unfinished = UploadedImage(kind: job.step.kind?.kind, id: job.step.id, locale: job.locale, sha256: job.image.sha256)
                unfinished.replaced = job.replacing
                run.unfinished.append(unfinished)
                run.fail(job.step, error, diagnostic(error, step: job.step))
            }
        }
    }

    /// The resource IDs known so far, keyed by kind and ID (``SyncStep/resourceKey``),
    /// and for localizations and images by locale after that.
    struct Context {
        /// What holds the resources (``RemoteState/owner``); a detail this run creates once there is none.
        var owner: ResourceOwner?
        /// The app's detail (a grouped app's too, whose resources are its group's).
        var detailID: String?
        var resources: [String: String] = [:]
        var versions: [String: String] = [:]
        var localizations: [String: String] = [:]
        var images: [String: String] = [:]
        /// Localizations this run created with the catalog's texts.
        var written: Set<String> = []

        init(remote: RemoteState) {
            owner = remote.owner
            detailID = remote.detailID
            for section in remote.sections {
                for resource in section.resources {
                    let key = section.kind.rawValue + "\u{0}" + resource.vendorIdentifier
                    resources[key] = resource.resourceID
                    guard let version = resource.latestVersion, version.isEditable else { continue }
                    versions[key] = version.resourceID
                    record(version.localizations, of: key)
                    images[Self.imageKey(key, locale: nil)] = version.defaultImage?.resourceID
                }
            }
        }

        /// The key of a locale's image, or of the version's default image
        /// (`locale` `nil`; no App Store Connect locale is empty).
        static func imageKey(_ key: String, locale: String?) -> String {
            key + "\u{0}" + (locale ?? "")
        }

        mutating func record(_ localizations: [RemoteLocalization], of key: String) {
            for localization in localizations {
                self.localizations[key + "\u{0}" + localization.locale] = localization.resourceID
                if let image = localization.image { images[key + "\u{0}" + localization.locale] = image.resourceID }
            }
        }

    }

    /// The endpoints of the step's kind.
    func endpoints(_ step: SyncStep) -> Result<any ResourceEndpoints, ASCServiceError> {
        guard let kind = step.kind else { return .failure(missing("the kind", step)) }
        return Result { () throws(ASCServiceError) in try service.endpoints(kind) }
    }

    /// Runs one step; returns the images it uploaded.
    func run(_ step: SyncStep, context: inout Context) async throws(ASCServiceError) -> [UploadedImage] {
        let key = step.resourceKey
        if case .createDetail = step.action {
            do {
                let detailID = try await service.createDetail(appID: appID)
                (context.owner, context.detailID) = (.detail(detailID), detailID)
            } catch where error.mayHaveHappened {
                // Read again: a detail created before the answer was lost is used, not created twice.
                guard let detail = try await service.readDetail(appID: appID) else { throw error }
                (context.owner, context.detailID) = (.detail(detail.detailID), detail.detailID)
            }
            return []
        }
        if case .setDefaultLeaderboard(let id) = step.action {
            guard let detailID = context.detailID else { throw missing("the app's Game Center detail", step) }
            guard let leaderboard = context.resources[ResourceKind.leaderboards.name + "\u{0}" + id] else { throw missing("the leaderboard \(id)", step) }
            try await service.setDefaultLeaderboard(detailID: detailID, inGroup: { if case .group = context.owner { true } else { false } }(), leaderboardID: leaderboard)
            return []
        }
        if case .setChallengesEnabled(let enabled) = step.action {
            guard let detailID = context.detailID else { throw missing("the app's Game Center detail", step) }
            try await service.setChallengesEnabled(detailID: detailID, enabled)
            return []
        }
        let endpoints = try endpoints(step).get()
        switch step.action {
        case .createDetail, .setDefaultLeaderboard, .setChallengesEnabled:
            break
        case .createResource(let resource):
            guard let owner = context.owner, let kind = step.kind else { throw missing("the app's Game Center detail", step) }
            do {
                let created = try await endpoints.create(owner: owner, resource, known: KnownResources(ids: context.resources))
                context.resources[key] = created.resourceID
                context.versions[key] = created.versionID
            } catch where error.mayHaveHappened {
                let found = try await service.readState(appID: appID, kinds: [kind], detailed: [step.id]).resource(kind, step.id)
                guard let found, let version = found.latestVersion else { throw error }
                context.resources[key] = found.resourceID
                context.versions[key] = version.resourceID
                context.record(version.localizations, of: key)
            }
        case .updateResource(let resourceID, let resource):
            // An empty ID names a resource this run created (a new set's final leaderboards).
            guard let owner = context.owner else { throw missing("the app's Game Center detail", step) }
            guard let resourceID = resourceID.isEmpty ? context.resources[key] : resourceID else {
                throw missing("the \(step.kind?.noun ?? "resource")", step)
            }
            try await endpoints.update(owner: owner, resourceID: resourceID, resource, fields: Set(step.changes.map { FieldKey($0.field) }),
                                       known: KnownResources(ids: context.resources))
        case .createVersion(let localizations, let imagesPlanned, let versionImage):
            guard let resourceID = context.resources[key] else { throw missing("the \(step.kind?.noun ?? "resource")", step) }
            let versionID = try await endpoints.createVersion(resourceID: resourceID)
            context.versions[key] = versionID
            var uploaded: [UploadedImage] = []
            if step.kind?.hasVersionImage == true {
                // The default image, as for the localizations: a copy stands (a later step replaces it when it changed), else it is uploaded here.
                let copy = try await endpoints.defaultImage(versionID: versionID)
                context.images[Context.imageKey(key, locale: nil)] = copy?.resourceID
                if copy == nil, let versionImage {
                    let uploadedImage = try await journaled(step, locale: nil, versionImage, replacing: nil) { (stages) async throws(ASCServiceError) -> RemoteImage in
                        try await endpoints.uploadImage(to: .version(versionID), versionImage, stages: stages)
                    }
                    context.images[Context.imageKey(key, locale: nil)] = uploadedImage.resourceID
                    uploaded.append(UploadedImage(kind: step.kind?.kind, id: step.id, locale: nil, sha256: versionImage.sha256))
                }
            }
            // A new version may start with copies of the live one's texts
            // and images: the later steps write over what changed. Where no
            // copy was made, the catalog's texts and images are written here.
            let copies = try await endpoints.localizations(versionID: versionID)
            context.record(copies, of: key)
            for localization in localizations {
                let locale = localization.locale.value, localeKey = key + "\u{0}" + locale
                let copy = copies.first { $0.locale == locale }
                if copy == nil {
                    context.localizations[localeKey] = try await endpoints.createLocalization(versionID: versionID, localization)
                    context.written.insert(localeKey)
                }
                if let image = localization.image, copy?.image == nil, !imagesPlanned.contains(locale), let localizationID = context.localizations[localeKey] {
                    let uploadedImage = try await journaled(step, locale: locale, image, replacing: nil) { (stages) async throws(ASCServiceError) -> RemoteImage in
                        try await endpoints.uploadImage(to: .localization(localizationID), image, stages: stages)
                    }
                    context.images[localeKey] = uploadedImage.resourceID
                    uploaded.append(UploadedImage(kind: step.kind?.kind, id: step.id, locale: locale, sha256: image.sha256))
                }
            }
            return uploaded
        case .createLocalization(let localization):
            let localeKey = key + "\u{0}" + localization.locale.value
            if let existing = context.localizations[localeKey] {
                // Written with the catalog's texts by this run already (a new version without copies): nothing left.
                if !context.written.contains(localeKey) { try await endpoints.updateLocalization(resourceID: existing, localization) }
            } else {
                guard let versionID = context.versions[key] else { throw missing("an editable version", step) }
                do {
                    context.localizations[localeKey] = try await endpoints.createLocalization(versionID: versionID, localization)
                } catch where error.mayHaveHappened {
                    // The localization may exist now: read the version's and use it, writing the
                    // texts over it only where they are not the catalog's (the creation that landed wrote them).
                    let found = try await endpoints.localizations(versionID: versionID).first { $0.locale == localization.locale.value }
                    guard let found else { throw error }
                    context.localizations[localeKey] = found.resourceID
                    if step.kind.map({ !$0.changedTexts(localization, remote: found).isEmpty }) ?? true {
                        try await endpoints.updateLocalization(resourceID: found.resourceID, localization)
                    }
                }
            }
        case .updateLocalization(let resourceID, let localization):
            try await endpoints.updateLocalization(resourceID: resourceID, localization)
        case .uploadImage:
            // Uploads run in ``upload(_:run:progress:)``, several at a time.
            break
        case .removeImage(let locale):
            // The image this run knows there (read, or a new version's copy); none is nothing to do.
            let imageKey = Context.imageKey(key, locale: locale)
            if let imageID = context.images[imageKey] {
                try await endpoints.deleteImage(resourceID: imageID)
                context.images[imageKey] = nil
            }
        case .archive(let resourceID):
            try await endpoints.archive(resourceID: resourceID)
        case .deleteDraft(let resourceID):
            try await endpoints.delete(resourceID: resourceID)
            context.resources[key] = nil
        case .order(let ids):
            guard let owner = context.owner, let kind = step.kind else { throw missing("the app's Game Center detail", step) }
            // A resource whose creation failed does not exist: the order
            // names those that do (App Store Connect's list is all of them).
            try await endpoints.order(owner: owner, resourceIDs: ids.compactMap { context.resources[kind.name + "\u{0}" + $0] })
        }
        return []
    }

    /// Runs `upload`, the requests that upload `image` for the step's
    /// resource (the deletion of the image it replaces among them), with a
    /// line in the ``journal`` before the first, at each stage it reaches
    /// (`upload` passes them on), and once it is seen through. An upload
    /// that finishes a reservation (`finishing`) starts at its reservation.
    func journaled(_ step: SyncStep, locale: String?, _ image: DesiredImage, replacing: String?, finishing: ReservedUpload? = nil,
                   _ upload: (_ stages: @escaping @Sendable (UploadStage) -> Void) async throws(ASCServiceError) -> RemoteImage)
        async throws(ASCServiceError) -> RemoteImage {
        guard let kind = step.kind?.kind else { return try await upload { _ in } }
        let line = JournaledUpload(app: appID, kind: kind, id: step.id, locale: locale, image: image, replacing: finishing == nil ? replacing : nil)
        let journal = self.journal
        journal(finishing.map { line.at(.reserved(image: $0.image)) } ?? line)
        let uploaded = try await upload { journal(line.at($0)) }
        var done = line
        (done.stage, done.image) = (.done, uploaded.resourceID)
        journal(done)
        return uploaded
    }

    func missing(_ what: String, _ step: SyncStep) -> ASCServiceError {
        .unexpected(request: step.actionName + " " + step.id, reason: "\(what) is not known; run `asc plan` again")
    }

    /// The diagnostic of a failed step, at the catalog field ASC's error points to where it can.
    func diagnostic(_ error: ASCServiceError, step: SyncStep) -> Diagnostic {
        var position = step.position
        if case .response(_, _, let errors) = error, let attribute = errors.compactMap(\.attribute).first,
           let field = step.changes.first(where: { step.kind?.catalogField(of: attribute).map($0.field.hasPrefix) ?? false }) {
            position = field.position
        }
        let subject = step.id.isEmpty ? "" : "'\(step.id)': "
        let path = if case .imageDelivery = error, case .uploadImage(let image, _, _) = step.action { image.path } else { step.path }
        if path != step.path { position = .startOfFile }
        return Diagnostic(path: path, position: position, severity: .error, rule: error.rule,
                          message: "\(subject)\(step.actionName) failed: \(error.message)")
    }
}
