import AchievementsCatalog

/// What spares a plan reading texts it already knows: a live version cannot
/// change in place (App Store Connect makes a new version for a change in
/// its web pages, which the version list shows), so once the lock records
/// that a version held every locale's texts and image as the catalog has
/// them, and the catalog still has them, the version's texts are not read
/// again while it stays the latest and live.
extension DesiredState {
    /// The versions the lock vouches for, by kind and ID: a resource whose
    /// own entry names a version (``SyncedEntry/version``), whose locales are
    /// the ones the lock recorded, and whose every locale's texts and image,
    /// and default image, are as the lock recorded them.
    package func vouched(by lock: ReleasedSet?) -> [GameCenterKind: [String: String]] {
        guard let lock else { return [:] }
        let recorded = SyncedIndex(lock.synced)
        var vouched: [GameCenterKind: [String: String]] = [:]
        for section in sections {
            let kind = section.kind
            for resource in section.resources {
                let id = resource.id.value
                guard let own = recorded.entry(kind: kind.kind, id), let version = own.version,
                      own.imageSHA256 == resource.versionImage?.sha256,
                      // The same locales as when the version was recorded: one the catalog dropped is still held there, which a plan names.
                      recorded.locales(kind: kind.kind, id) == Set(resource.localizations.map(\.locale.value)) else { continue }
                let asRecorded = resource.localizations.allSatisfy { localization in
                    guard let entry = recorded.entry(kind: kind.kind, id, locale: localization.locale.value) else { return false }
                    return entry.fingerprint == localization.fingerprint(kind) && entry.imageSHA256 == localization.image?.sha256
                }
                if asRecorded { vouched[kind.kind, default: [:]][id] = version }
            }
        }
        return vouched
    }
}

extension RemoteState {
    /// This state with the catalog's texts and images in each version whose
    /// texts were not read because the lock vouches for them: those App Store
    /// Connect holds, as the lock recorded. Their resource IDs are unknown
    /// (empty); no step needs them, since the version is live and unchanged.
    package func fillingVouched(from desired: DesiredState) -> RemoteState {
        var filled = self
        let wantedByKind = Dictionary(desired.sections.map { ($0.kind.kind, $0) }, uniquingKeysWith: { first, _ in first })
        for (sectionIndex, section) in filled.sections.enumerated() {
            guard let wanted = wantedByKind[section.kind] else { continue }
            let byID = Dictionary(wanted.resources.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, resource) in section.resources.enumerated() {
                guard var version = resource.latestVersion, version.textsVouched, let catalog = byID[resource.vendorIdentifier] else { continue }
                version.localizations = catalog.localizations.map { localization in
                    RemoteLocalization(resourceID: "", locale: localization.locale.value, texts: localization.texts.mapValues(\.value),
                                       image: localization.image.map(Self.vouchedImage))
                }
                version.defaultImage = catalog.versionImage.map(Self.vouchedImage)
                filled.sections[sectionIndex].resources[index].latestVersion = version
            }
        }
        return filled
    }

    /// An image the lock vouches App Store Connect holds, processed.
    static func vouchedImage(_ image: DesiredImage) -> RemoteImage {
        RemoteImage(resourceID: "", fileName: image.fileName, fileSize: image.bytes.count, deliveryState: "COMPLETE")
    }
}
