import AchievementsCatalog

/// What `asc apply` records in the lock once it has run: the released IDs
/// (`achievements lock` semantics, for what App Store Connect now holds) and
/// the `synced` fingerprints of what it holds that match the catalog.
package enum SyncRecording {
    /// The `synced` entries after an apply, from the state read back.
    ///
    /// A fingerprint is recorded only where App Store Connect now holds the
    /// catalog's value (otherwise the earlier record is kept); an image's
    /// SHA-256 only where this run uploaded it, or an earlier record of the
    /// same file still stands for an image App Store Connect holds. An
    /// upload this run started but did not see through (`unfinished`) counts
    /// as uploaded where App Store Connect now holds it committed: an image
    /// that was not there `before`, of the file's name and size, processed or
    /// still processing (a quota's stop while polling its delivery leaves
    /// such images; sending them again would be sending them twice).
    ///
    /// The own entry names the latest version (``SyncedEntry/version``) when
    /// this read found it live, with its every locale's texts and image as
    /// the catalog has them and no other locale: later plans read its texts
    /// only once it is no longer the latest, live one. A version whose texts
    /// this run took from a resume record keeps its earlier record: nothing
    /// vouches from texts the run did not read itself.
    ///
    /// Entries are written for `app`; those of other apps are kept as they
    /// were, and entries that name no app (older locks) stand for the
    /// catalog's own app, `legacyApp`, and are replaced only by its entries.
    package static func synced(desired: DesiredState, after remote: RemoteState, previous all: [SyncedEntry],
                              uploaded: [PlanExecutor.UploadedImage], unfinished: [PlanExecutor.UploadedImage] = [], before: RemoteState? = nil,
                              app: String, legacyApp: String?) -> [SyncedEntry] {
        let previous = all.filter { $0.isOf(app: app, legacyApp: legacyApp) }
        let others = all.filter { !$0.isOf(app: app, legacyApp: legacyApp) }
        let recorded = SyncedIndex(previous)
        // This run's finished uploads, looked up once per locale.
        let finished = Set(uploaded.map { PlanExecutor.UploadedImage(kind: $0.kind, id: $0.id, locale: $0.locale, sha256: $0.sha256) })
        var entries: [SyncedEntry] = []
        for section in desired.sections {
            let kind = section.kind
            for resource in section.resources {
                let id = resource.id.value
                guard let held = remote.resource(kind, id) else { continue }
                let earlier = recorded.entry(kind: kind.kind, id)
                let heldFields = held.fingerprint(kind)
                // The version's default image is recorded on the resource's own entry.
                let heldBefore = before?.resource(kind, id)?.latestVersion
                let started = unfinished.filter { $0.kind == kind.kind && $0.id == id }
                let versionImage = recordedImage(resource.versionImage, held: held.latestVersion?.defaultImage, uploaded: finished,
                                                 kind: kind, id: id, locale: nil, earlier: earlier,
                                                 started: started, heldBefore: heldBefore?.defaultImage)
                var own = SyncedEntry(kind: kind.kind, id: id, app: app, locale: nil, fingerprint: heldFields == resource.fingerprint(kind) ? heldFields : earlier?.fingerprint,
                                      imageSHA256: versionImage)
                let ownIndex = entries.count
                entries.append(own)
                var asCatalog = versionImage == resource.versionImage?.sha256 && (resource.versionImage != nil || held.latestVersion?.defaultImage == nil)
                for localization in resource.localizations {
                    let locale = localization.locale.value
                    guard let heldLocalization = held.latestVersion?.localization(locale) else {
                        asCatalog = false
                        continue
                    }
                    let earlierLocale = recorded.entry(kind: kind.kind, id, locale: locale)
                    let heldTexts = heldLocalization.fingerprint(kind)
                    let texts = heldTexts == localization.fingerprint(kind) ? heldTexts : earlierLocale?.fingerprint
                    let image = recordedImage(localization.image, held: heldLocalization.image, uploaded: finished, kind: kind, id: id,
                                              locale: locale, earlier: earlierLocale, started: started,
                                              heldBefore: heldBefore?.localization(locale)?.image)
                    entries.append(SyncedEntry(kind: kind.kind, id: id, app: app, locale: locale, fingerprint: texts, imageSHA256: image))
                    asCatalog = asCatalog && heldTexts == localization.fingerprint(kind) && image == localization.image?.sha256
                        && (localization.image != nil || heldLocalization.image == nil)
                }
                // The live version every locale of which this read found as the catalog has it, with no locale
                // the catalog lacks: live, it cannot change in place, so the lock vouches for it (a version read
                // before it went live is not: its texts may change in the web pages until it is submitted). A
                // version whose texts this run did not read keeps its record.
                if let version = held.latestVersion {
                    let locales = Set(resource.localizations.map(\.locale.value))
                    if version.textsVouched || version.textsReused {
                        own.version = earlier?.version == version.resourceID ? version.resourceID : nil
                    } else if asCatalog, version.state == "LIVE", version.localizations.allSatisfy({ locales.contains($0.locale) }) {
                        own.version = version.resourceID
                    }
                    entries[ownIndex] = own
                }
            }
        }
        return others + entries
    }

    /// The SHA-256 recorded for an image App Store Connect holds processed:
    /// the catalog's file where this run uploaded it, else the earlier record.
    static func recordedImage(_ wanted: DesiredImage?, held: RemoteImage?, uploaded: Set<PlanExecutor.UploadedImage>, kind: ResourceKind, id: String,
                              locale: String?, earlier: SyncedEntry?, started: [PlanExecutor.UploadedImage] = [],
                              heldBefore: RemoteImage? = nil) -> String? {
        guard let wanted, let held, !held.needsUpload else { return nil }
        if uploaded.contains(PlanExecutor.UploadedImage(kind: kind.kind, id: id, locale: locale, sha256: wanted.sha256)) { return wanted.sha256 }
        // Committed by this run, its answers cut short: a new image of this very file.
        let committedHere = started.contains { $0.locale == locale && $0.sha256 == wanted.sha256 && $0.replaced != held.resourceID }
            && held.resourceID != heldBefore?.resourceID && held.fileName == wanted.fileName && held.fileSize == wanted.bytes.count
        return committedHere ? wanted.sha256 : earlier?.imageSHA256
    }

    /// The lock's new text: released entries added for what the catalog
    /// lists and App Store Connect now holds, of every kind, and the
    /// `synced` list replaced.
    package static func lockText(catalog: AchievementCatalog, remote: RemoteState, locked: ReleasedSet?, existing: String?,
                                synced: [SyncedEntry], label: String) -> String {
        var held = catalog
        for kind in GameCenterKind.allCases {
            let resourceKind = ResourceKind.of(kind)
            held = held.filtering(kind) { id in remote.resource(resourceKind, id) != nil }
        }
        let update = LockUpdate(catalog: held, locked: locked, existing: existing, label: label)
        return LockFile.replacingSynced(synced, in: update.text.isEmpty ? existing : update.text)
    }
}
