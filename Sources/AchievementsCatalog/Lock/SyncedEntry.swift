/// What the last `asc apply` left in App Store Connect, as fingerprints the
/// lock keeps under `synced`: a resource's own fields (no locale) with the
/// SHA-256 of its version's default image where it has one (an activity's,
/// a challenge's), or one locale's texts and the SHA-256 of the image uploaded for it. The next plan
/// compares them with what App Store Connect holds to tell a hand edit there
/// (drift) from a catalog edit, and never uploads an unchanged image again.
///
/// Each entry names the app it was written for: one catalog may be applied to
/// a second app (a staging app is common), whose fingerprints are its own,
/// and the Game Center kind of its resource (IDs are unique per kind only).
package struct SyncedEntry: Sendable, Hashable {
    /// The kind of the resource (`achievement`; the lock writes `kind:`
    /// only for the others, so locks written before kinds read the same).
    package var kind: GameCenterKind
    /// The resource's ID.
    package var id: String
    /// The Apple ID of the app the apply wrote to; `nil` in a lock written
    /// before entries named their app (read as the catalog's own app's).
    package var app: String?
    /// The App Store Connect locale, `nil` for the resource's own fields.
    package var locale: String?
    /// The fingerprint of the fields or texts written.
    package var fingerprint: String?
    /// The SHA-256 of the image uploaded for the locale, or for the version's
    /// default image on an entry with no locale, if one was.
    package var imageSHA256: String?
    /// On an entry with no locale: App Store Connect's ID of the live version
    /// whose every locale's texts and image matched the entries when they
    /// were recorded. A live version cannot change in place (a change in the
    /// web pages makes a new version), so a plan reads its texts only when
    /// the latest version is another one or not live.
    package var version: String?

    /// Creates an entry.
    package init(kind: GameCenterKind = .achievement, id: String, app: String? = nil, locale: String?, fingerprint: String?,
                imageSHA256: String? = nil) {
        self.kind = kind
        self.id = id
        self.app = app
        self.locale = locale
        self.fingerprint = fingerprint
        self.imageSHA256 = imageSHA256
    }
}

extension SyncedEntry {
    /// Whether the entry is `app`'s: it names `app`, or names no app (an
    /// older lock) and `app` is the catalog's own (`legacyApp`).
    package func isOf(app: String, legacyApp: String?) -> Bool {
        self.app == app || (self.app == nil && legacyApp == app)
    }
}

extension ReleasedSet {
    /// This set with only the `synced` entries of `app`: its own, and those
    /// that name no app when `app` is the catalog's own (`legacyApp`).
    package func synced(forApp app: String, legacyApp: String?) -> ReleasedSet {
        var copy = self
        copy.synced = synced.filter { $0.isOf(app: app, legacyApp: legacyApp) }
        return copy
    }

    /// The released IDs of `kind` by local key.
    package func releasedIDs(kind: GameCenterKind) -> [(key: String, id: String)] {
        kind == .achievement ? entries.map { ($0.key.value, $0.id.value) }
            : resources.filter { $0.kind == kind }.map { ($0.key.value, $0.id.value) }
    }
}
