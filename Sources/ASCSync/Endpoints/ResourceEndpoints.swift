/// The requests of one Game Center kind, achievements: its resources,
/// versions, localizations and images (resource → versions →
/// localizations → image, the shape every kind of the v2 API shares). A
/// new kind is a protocol like this one beside it.
package protocol AchievementEndpoints: Sendable {
    /// What App Store Connect holds for the app's achievements, every page
    /// read: each achievement with its versions' states, and the texts and
    /// images of the latest version of those `detailed` names (every
    /// achievement's when `nil`; `previous` gives the others' unchanged).
    func readState(appID: String, detailed: Set<String>?, previous: RemoteState?) async throws(ASCServiceError) -> RemoteState
    /// Creates an achievement with its first version inline on its owner
    /// (the detail, or the group of a grouped app); returns both resource IDs.
    func createAchievement(owner: AchievementOwner, _ achievement: DesiredAchievement) async throws(ASCServiceError) -> CreatedAchievement
    /// Sets the order players see: every achievement of the owner, by resource ID.
    func orderAchievements(owner: AchievementOwner, resourceIDs: [String]) async throws(ASCServiceError)
    /// Deletes an achievement that never went live (`--prune-drafts`).
    func deleteAchievement(resourceID: String) async throws(ASCServiceError)
    /// Sets the named fields of an achievement (`referenceName`, `points`,
    /// `hidden`, `repeatable`, `archived`) to the catalog's values, and only
    /// those: App Store Connect refuses some fields in some states even unchanged.
    func updateAchievement(resourceID: String, _ achievement: DesiredAchievement, fields: Set<String>) async throws(ASCServiceError)
    /// Archives an achievement.
    func archiveAchievement(resourceID: String) async throws(ASCServiceError)
    /// Creates a new version of an achievement; returns its resource ID.
    func createVersion(achievementResourceID: String) async throws(ASCServiceError) -> String
    /// The localizations of a version, every page read.
    func localizations(versionID: String) async throws(ASCServiceError) -> [RemoteLocalization]
    /// Creates a localization on a version; returns its resource ID.
    func createLocalization(versionID: String, _ localization: DesiredLocalization) async throws(ASCServiceError) -> String
    /// Sets a localization's texts.
    func updateLocalization(resourceID: String, _ localization: DesiredLocalization) async throws(ASCServiceError)
    /// Deletes an image, to upload its replacement.
    func deleteImage(resourceID: String) async throws(ASCServiceError)
    /// Reserves, uploads, commits and waits for an image's delivery.
    func uploadImage(localizationID: String, _ image: DesiredImage) async throws(ASCServiceError) -> RemoteImage
    /// The bytes of an uploaded image, for `asc pull`.
    func downloadImage(_ image: RemoteImage) async throws(ASCServiceError) -> [UInt8]
}
