import AchievementsCatalog

/// App Store Connect's state and rules for one team, kept across requests
/// and across server restarts (a test stops the server to cut the network
/// and starts another over the same state).
package actor SimulatorState {
    package var details: [String: String] = [:]  // app ID → detail ID
    /// Game Center groups: detail ID → group ID, for the details in one.
    package var detailGroups: [String: String] = [:]
    package var reviewSubmissions: [String: SimReviewSubmission] = [:]
    /// Each detail's app versions with their Game Center switch.
    package var appVersions: [String: [SimAppVersion]] = [:]
    package var achievements: [String: SimAchievement] = [:]
    package var achievementOrder: [String] = []
    /// Leaderboards and leaderboard sets (``SimLeaderboard``), and their order players see.
    package var leaderboards: [String: SimLeaderboard] = [:]
    package var leaderboardOrder: [String] = []
    /// The default leaderboard of each detail, or of each group for its apps, by leaderboard ID.
    package var defaultLeaderboards: [String: String] = [:]
    /// The details whose challenges were turned off (`challengeEnabled: false`).
    package var challengesDisabled: Set<String> = []

    /// Turns a detail's challenges on or off.
    package func setChallengesEnabled(detail: String, _ enabled: Bool) {
        if enabled { challengesDisabled.remove(detail) } else { challengesDisabled.insert(detail) }
    }
    package var versions: [String: SimVersion] = [:]
    package var localizations: [String: SimLocalization] = [:]
    package var images: [String: SimImage] = [:]
    package var faults = SimulatorFaults()
    /// Every request received, as `METHOD /path?query`.
    package var requests: [String] = []
    /// The requests carried out (neither refused nor stopped), image uploads
    /// (`PUT /upload/ID?offset=N`, which App Store Connect's quota does not count) among them.
    package var handled: [String] = []
    /// Items per page of every list, whatever `limit` asks (small, so paging is exercised).
    package var pageSize: Int
    var nextID = 1

    package init(pageSize: Int = 2) {
        self.pageSize = pageSize
    }

    func newID(_ prefix: String) -> String {
        defer { nextID += 1 }
        return "\(prefix)\(nextID)"
    }

    // MARK: Faults and the request log

    /// What to do with a request before it is handled.
    package enum Admission: Sendable { case handle, rateLimit, serverError, stop }

    package func admit(_ request: String) -> Admission {
        requests.append(request)
        // Past the hour's quota every request is refused (ASC-FACTS.md: "Identifying Rate Limits").
        if requests.count > faults.hourlyQuota { return .rateLimit }
        if isStopped(by: request) { return .stop }
        if faults.rateLimited > 0 { faults.rateLimited -= 1; return .rateLimit }
        if faults.serverErrors > 0 { faults.serverErrors -= 1; return .serverError }
        handled.append(request)
        return .handle
    }

    /// An image upload (`PUT /upload/ID?offset=N`): outside the API's quota
    /// and its other faults, but not outside the network's.
    package func admitUpload(_ request: String) -> Admission {
        if isStopped(by: request) { return .stop }
        handled.append(request)
        return .handle
    }

    /// Whether the network is gone for `request`: after ``SimulatorFaults/stopAfter``
    /// more requests, from the first of the shape ``SimulatorFaults/stopBefore`` names,
    /// or from the request after the first of the shape ``SimulatorFaults/stopAfterAnswer`` names.
    private func isStopped(by request: String) -> Bool {
        if let shape = faults.stopBefore, Self.shape(of: request) == shape {
            faults.stopBefore = nil
            faults.stopAfter = 0
        }
        if faults.stopAfter == nil, let shape = faults.stopAfterAnswer, Self.shape(of: request) == shape {
            faults.stopAfterAnswer = nil
            faults.stopAfter = 0
            return false
        }
        guard let remaining = faults.stopAfter else { return false }
        if remaining <= 0 { return true }
        faults.stopAfter = remaining - 1
        return false
    }

    /// A request's shape: `METHOD /path` with the simulator's IDs (`D1`,
    /// `LB12`) and the app's (digits) as `{id}`, and the query's names without values.
    package static func shape(of request: String) -> String {
        let parts = request.split(separator: "?", maxSplits: 1)
        let path = parts[0].split(separator: "/", omittingEmptySubsequences: false).map { segment in
            let isID = segment.contains(where: \.isNumber) && segment.allSatisfy { $0.isASCII && ($0.isNumber || $0.isUppercase) }
            return isID ? "{id}" : String(segment)
        }.joined(separator: "/")
        guard parts.count > 1 else { return path }
        return path + "?" + parts[1].split(separator: "&").map { $0.split(separator: "=").first.map(String.init) ?? "" }.joined(separator: "&")
    }

    package func setFaults(_ faults: SimulatorFaults) { self.faults = faults }

    /// The size of the oversized answer to send now, once.
    package func takeOversizedAnswer() -> Int? {
        defer { faults.oversizedAnswerBytes = nil }
        return faults.oversizedAnswerBytes
    }
    /// Whether `request` is the one to answer 502 after carrying it out (once).
    package func takeFailAfterHandling(_ request: String) -> Bool {
        if let shape = faults.loseAnswerOf, Self.shape(of: request) == shape {
            faults.loseAnswerOf = nil
            return true
        }
        guard let prefix = faults.failAfterHandling, request.hasPrefix(prefix) else { return false }
        faults.failAfterHandling = nil
        return true
    }
    package func takeHeaderFlood() -> Int? {
        defer { faults.headerFlood = nil }
        return faults.headerFlood
    }
    package func takeRedirect() -> RedirectFault? {
        defer { faults.redirect = nil }
        return faults.redirect
    }
    /// How many bytes of oversized answers were sent before the client hung up.
    package var oversizedBytesSent = 0
    package func countOversized(_ bytes: Int) { oversizedBytesSent += bytes }
    package func clearRequests() { requests = []; handled = [] }
    package func setPageSize(_ size: Int) { pageSize = size }

    // MARK: Reading

    /// The app's Game Center detail ID; `""` when the app has none yet. The
    /// live service answers such an app with 200 and an empty `data.id`, not
    /// 404 (ASC-FACTS.md: rorkai/App-Store-Connect-CLI issue #1289, PR #640).
    package func detail(app appID: String) -> String {
        details[appID] ?? ""
    }

    /// A detail's own achievements: none once the detail is in a group,
    /// whose achievements live on the group.
    package func achievements(detail: String) throws(SimulatorError) -> [SimAchievement] {
        guard details.values.contains(detail) else { throw .notFound("Game Center detail \(detail)") }
        return achievementOrder.compactMap { achievements[$0] }.filter { $0.ownerID == detail }
    }

    package func achievements(group: String) throws(SimulatorError) -> [SimAchievement] {
        guard detailGroups.values.contains(group) else { throw .notFound("Game Center group \(group)") }
        return achievementOrder.compactMap { achievements[$0] }.filter { $0.ownerID == group }
    }

    /// The group a detail belongs to, if any.
    package func group(ofDetail detail: String) -> String? { detailGroups[detail] }

    package func achievement(_ id: String) throws(SimulatorError) -> SimAchievement {
        guard let achievement = achievements[id] else { throw .notFound("achievement \(id)") }
        return achievement
    }

    package func versions(ofAchievement achievementID: String) throws(SimulatorError) -> [SimVersion] {
        try achievement(achievementID).versionIDs.compactMap { versions[$0] }
    }

    package func version(_ id: String) throws(SimulatorError) -> SimVersion {
        guard let version = versions[id] else { throw .notFound("version \(id)") }
        return version
    }

    package func localizations(of versionID: String) throws(SimulatorError) -> [SimLocalization] {
        try version(versionID).localizationIDs.compactMap { localizations[$0] }
    }

    package func localization(_ id: String) throws(SimulatorError) -> SimLocalization {
        guard let localization = localizations[id] else { throw .notFound("localization \(id)") }
        return localization
    }

    package func image(_ id: String) throws(SimulatorError) -> SimImage {
        guard let image = images[id] else { throw .notFound("image \(id)") }
        return image
    }

    /// The achievement with a vendor identifier, for tests.
    package func achievement(vendorIdentifier: String) -> SimAchievement? {
        achievements.values.first { $0.vendorIdentifier == vendorIdentifier }
    }

    /// The latest version's localizations of an achievement, for tests.
    package func latestLocalizations(vendorIdentifier: String) -> [SimLocalization] {
        guard let achievement = achievement(vendorIdentifier: vendorIdentifier), let latest = achievement.versionIDs.last,
              let version = versions[latest] else { return [] }
        return version.localizationIDs.compactMap { localizations[$0] }
    }

    // MARK: Writing, with App Store Connect's rules

    package func createDetail(app appID: String) throws(SimulatorError) -> String {
        if details[appID] != nil { throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID.DUPLICATE", "The app already has a Game Center detail.") }
        let id = newID("D")
        details[appID] = id
        return id
    }

    func totalPoints(detail: String, replacing achievementID: String? = nil, with points: Int = 0) -> Int {
        achievements.values.filter { $0.ownerID == detail }.reduce(0) { $0 + ($1.id == achievementID ? points : $1.points) }
    }

    func checkPoints(_ points: Int, detail: String, replacing achievementID: String?) throws(SimulatorError) {
        guard (0...100).contains(points) else {
            throw .conflict("ENTITY_ERROR.INVALID_POINTS_RANGE", "You must provide points between 0 and 100", pointer: "/data/attributes/points")
        }
        let total = achievementID == nil ? totalPoints(detail: detail) + points : totalPoints(detail: detail, replacing: achievementID, with: points)
        guard total <= 1000 else {
            throw .conflict("ENTITY_ERROR.INVALID_TOTAL_APP_POINTS", "Total achievement points may not exceed 1000", pointer: "/data/attributes/points")
        }
    }

    /// Creates an achievement on a detail or, for a grouped app, on its
    /// group. A grouped detail takes none of its own, and a group's IDs
    /// start with `grp.` (App Store Connect Help, "Game Center groups":
    /// the group's achievements carry the prefix; the exact refusal is
    /// not documented, so the simulator's is a guess in App Store
    /// Connect's shape).
    package func createAchievement(detail: String?, group: String? = nil, vendorIdentifier: String, referenceName: String, points: Int,
                                   showBeforeEarned: Bool, repeatable: Bool) throws(SimulatorError) -> SimAchievement {
        let owner: String
        switch (detail, group) {
        case (let detail?, nil):
            guard details.values.contains(detail) else { throw .notFound("Game Center detail \(detail)") }
            if detailGroups[detail] != nil {
                throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The Game Center detail belongs to a group: create the achievement on the group.",
                                pointer: "/data/relationships/gameCenterDetail")
            }
            owner = detail
        case (nil, let group?):
            guard detailGroups.values.contains(group) else { throw .notFound("Game Center group \(group)") }
            guard vendorIdentifier.hasPrefix("grp.") else {
                throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "A group's achievement IDs start with 'grp.'.", pointer: "/data/attributes/vendorIdentifier")
            }
            owner = group
        default:
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "Name exactly one of gameCenterDetail and gameCenterGroup.", pointer: "/data/relationships")
        }
        let detail = owner
        if faults.refusedAchievements.contains(vendorIdentifier) {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The vendor identifier '\(vendorIdentifier)' is not allowed.", pointer: "/data/attributes/vendorIdentifier")
        }
        guard !vendorIdentifier.isEmpty, vendorIdentifier.utf8.count <= 100,
              vendorIdentifier.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "_") }) else {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The vendor identifier is not valid.", pointer: "/data/attributes/vendorIdentifier")
        }
        if achievements.values.contains(where: { $0.vendorIdentifier == vendorIdentifier }) {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID.DUPLICATE", "The vendor identifier '\(vendorIdentifier)' is already in use.",
                            pointer: "/data/attributes/vendorIdentifier")
        }
        guard achievements.values.filter({ $0.ownerID == detail }).count < 100 else {
            throw .conflict("ENTITY_ERROR.LIMIT_REACHED", "An app can have at most 100 achievements.")
        }
        try checkPoints(points, detail: detail, replacing: nil)
        let id = newID("A"), versionID = newID("V")
        let achievement = SimAchievement(id: id, ownerID: detail, vendorIdentifier: vendorIdentifier, referenceName: referenceName, points: points,
                                         showBeforeEarned: showBeforeEarned, repeatable: repeatable, archived: false, versionIDs: [versionID])
        achievements[id] = achievement
        achievementOrder.append(id)
        versions[versionID] = SimVersion(id: versionID, resourceID: id, number: 1, state: "PREPARE_FOR_SUBMISSION", localizationIDs: [])
        return achievement
    }

    package func updateAchievement(_ id: String, referenceName: String?, points: Int?, showBeforeEarned: Bool?, repeatable: Bool?,
                                   archived: Bool?) throws(SimulatorError) -> SimAchievement {
        var achievement = try achievement(id)
        // Points change only before the first approval, or while the latest
        // version is rejected (ASC Help, "Edit achievement details"): a PATCH
        // naming them is refused then, even with the same value.
        if points != nil, pointsLocked(achievement) {
            throw .conflict("STATE_ERROR.ENTITY_STATE_INVALID", "Points cannot be changed after the achievement has been approved.",
                            pointer: "/data/attributes/points")
        }
        if let points { try checkPoints(points, detail: achievement.ownerID, replacing: id) }
        if archived == true, !achievement.archived { try checkArchivable(achievement.versionIDs, pointer: "/data/attributes/archived") }
        if let referenceName { achievement.referenceName = referenceName }
        if let points { achievement.points = points }
        if let showBeforeEarned { achievement.showBeforeEarned = showBeforeEarned }
        if let repeatable { achievement.repeatable = repeatable }
        if let archived { achievement.archived = archived }
        achievements[id] = achievement
        return achievement
    }

    static let editable: Set<String> = ["PREPARE_FOR_SUBMISSION", "DEVELOPER_REJECTED", "REJECTED"]

    /// Whether an achievement's points are fixed: it was approved once, and its latest version is not rejected.
    func pointsLocked(_ achievement: SimAchievement) -> Bool {
        let states = achievement.versionIDs.compactMap { versions[$0]?.state }
        let approved = states.count > 1 || states.contains { Self.approved.contains($0) }
        return approved && !["REJECTED", "DEVELOPER_REJECTED"].contains(states.last ?? "")
    }

    static let approved: Set<String> = ["ACCEPTED", "PENDING_RELEASE", "LIVE", "REPLACED_WITH_NEW_VERSION"]

    /// Only what players saw can be archived: "You can archive live
    /// leaderboards and achievements" (ASC Help, "Archive leaderboards and
    /// achievements"). A resource whose versions never went live (a draft,
    /// one in review, accepted or waiting for release) is refused; the
    /// error's code and words are a guess (the help names none).
    func checkArchivable(_ versionIDs: [String], pointer: String) throws(SimulatorError) {
        let states = versionIDs.compactMap { versions[$0]?.state }
        guard states.count > 1 || states.contains(where: { ["LIVE", "REPLACED_WITH_NEW_VERSION"].contains($0) }) else {
            throw .conflict("STATE_ERROR.ENTITY_STATE_INVALID", "Only live achievements and leaderboards can be archived.", pointer: pointer)
        }
    }

    package func createVersion(achievement achievementID: String) throws(SimulatorError) -> SimVersion {
        var achievement = try achievement(achievementID)
        let version = try addVersion(of: achievementID, after: achievement.versionIDs, noun: "achievement")
        achievement.versionIDs.append(version.id)
        achievements[achievementID] = achievement
        return version
    }

    /// A new version of any kind's resource, only beside a live one: one
    /// being prepared, in review or waiting for release cannot have a
    /// second beside it (`noun` names the resource in the refusal).
    func addVersion(of resourceID: String, after held: [String], noun: String) throws(SimulatorError) -> SimVersion {
        if let latest = held.last.flatMap({ versions[$0] }), !["LIVE", "REPLACED_WITH_NEW_VERSION"].contains(latest.state) {
            throw .conflict("STATE_ERROR.ENTITY_STATE_INVALID", "The \(noun) already has a version in \(latest.state).")
        }
        return newVersion(of: resourceID, after: held)
    }

    /// A new version of any kind's resource, after its versions `held`.
    func newVersion(of resourceID: String, after held: [String]) -> SimVersion {
        let id = newID("V")
        var version = SimVersion(id: id, resourceID: resourceID, number: held.count + 1, state: "PREPARE_FOR_SUBMISSION", localizationIDs: [])
        // The new version starts with copies of the live one's texts and
        // images, as App Store Connect's web pages show it (not documented
        // for the API: `versionsStartEmpty` covers the other case).
        if !faults.versionsStartEmpty, let latest = held.last.flatMap({ versions[$0] }) {
            version.fallbackURL = latest.fallbackURL
            // The default image is copied too (a guess: the web pages show it carried over, Apple's document does not say).
            if let image = latest.defaultImageID.flatMap({ images[$0] }) {
                var imageCopy = image
                imageCopy.id = newID("I")
                imageCopy.versionID = id
                images[imageCopy.id] = imageCopy
                version.defaultImageID = imageCopy.id
            }
            for original in latest.localizationIDs.compactMap({ localizations[$0] }) {
                var copy = original
                copy.id = newID("L")
                copy.versionID = id
                if let image = original.imageID.flatMap({ images[$0] }) {
                    var imageCopy = image
                    imageCopy.id = newID("I")
                    imageCopy.localizationID = copy.id
                    images[imageCopy.id] = imageCopy
                    copy.imageID = imageCopy.id
                }
                localizations[copy.id] = copy
                version.localizationIDs.append(copy.id)
            }
        }
        versions[id] = version
        return version
    }

    func editableVersion(_ id: String) throws(SimulatorError) -> SimVersion {
        let version = try version(id)
        guard Self.editable.contains(version.state) else {
            throw .conflict("STATE_ERROR.ENTITY_STATE_INVALID", "The version is \(version.state) and cannot be changed.")
        }
        return version
    }

    func checkTexts(name: String?, before: String?, after: String?) throws(SimulatorError) {
        if let name, name.isEmpty || name.count > 50 {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The name must be 1 to 50 characters.", pointer: "/data/attributes/name")
        }
        for (text, field) in [(before, "beforeEarnedDescription"), (after, "afterEarnedDescription")] {
            if let text, text.isEmpty || text.count > 255 {
                throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The description must be 1 to 255 characters.", pointer: "/data/attributes/\(field)")
            }
        }
    }

    package func createLocalization(version versionID: String, locale: String, name: String, before: String, after: String) throws(SimulatorError) -> SimLocalization {
        try checkTexts(name: name, before: before, after: after)
        return try insertLocalization(SimLocalization(id: "", versionID: versionID, locale: locale, name: name, beforeEarnedDescription: before,
                                                      afterEarnedDescription: after, imageID: nil))
    }

    /// Adds a localization of any kind to an editable version: one per locale, of App Store Connect's codes.
    func insertLocalization(_ new: SimLocalization) throws(SimulatorError) -> SimLocalization {
        let versionID = new.versionID, locale = new.locale
        var version = try editableVersion(versionID)
        guard simulatorLocales.contains(locale), !faults.refusedLocales.contains(locale) else {
            throw .conflict("ENTITY_ERROR.LOCALE_INVALID", "The locale '\(locale)' is not valid.", pointer: "/data/attributes/locale")
        }
        if version.localizationIDs.contains(where: { localizations[$0]?.locale == locale }) {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID.DUPLICATE", "The version already has the locale '\(locale)'.", pointer: "/data/attributes/locale")
        }
        let id = newID("L")
        var localization = new
        localization.id = id
        localizations[id] = localization
        version.localizationIDs.append(id)
        versions[versionID] = version
        return localization
    }

    package func updateLocalization(_ id: String, name: String?, before: String?, after: String?) throws(SimulatorError) -> SimLocalization {
        var localization = try localization(id)
        _ = try editableVersion(localization.versionID)
        try checkTexts(name: name, before: before, after: after)
        if let name { localization.name = name }
        if let before { localization.beforeEarnedDescription = before }
        if let after { localization.afterEarnedDescription = after }
        localizations[id] = localization
        return localization
    }

    package func reserveImage(localization localizationID: String, fileName: String, fileSize: Int) throws(SimulatorError) -> SimImage {
        var localization = try localization(localizationID)
        _ = try editableVersion(localization.versionID)
        if localization.imageID != nil {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The localization already has an image.", pointer: "/data/relationships/localization")
        }
        let image = try newImage(localizationID: localizationID, versionID: nil, fileName: fileName, fileSize: fileSize)
        localization.imageID = image.id
        localizations[localizationID] = localization
        return image
    }

    /// A new image awaiting its upload, in two parts when the file allows (so offsets and lengths matter).
    func newImage(localizationID: String, versionID: String?, fileName: String, fileSize: Int) throws(SimulatorError) -> SimImage {
        guard fileSize > 0, fileSize <= 16 << 20 else {
            throw .conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The file size is not valid.", pointer: "/data/attributes/fileSize")
        }
        let half = fileSize / 2
        let image = SimImage(id: newID("I"), localizationID: localizationID, versionID: versionID, fileName: fileName, fileSize: fileSize,
                             state: "AWAITING_UPLOAD", parts: [:], operations: half > 0 ? [0..<half, half..<fileSize] : [0..<fileSize], bytes: nil)
        images[image.id] = image
        return image
    }

    /// Reserves a version's default image: an activity's or a challenge's
    /// (the `version` relationship of their image creation, 4.4.1), one per version.
    package func reserveImage(version versionID: String, fileName: String, fileSize: Int) throws(SimulatorError) -> SimImage {
        var version = try editableVersion(versionID)
        guard let kind = kind(ofResource: version.resourceID), [.activity, .gameCenterChallenge].contains(kind) else {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "Only an activity's or a challenge's version has a default image.",
                            pointer: "/data/relationships/version")
        }
        if version.defaultImageID != nil {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The version already has a default image.", pointer: "/data/relationships/version")
        }
        let image = try newImage(localizationID: "", versionID: versionID, fileName: fileName, fileSize: fileSize)
        version.defaultImageID = image.id
        versions[versionID] = version
        return image
    }

    /// The version an image belongs to: its own (a default image), or its localization's.
    func versionID(ofImage image: SimImage) -> String? {
        image.versionID ?? localizations[image.localizationID]?.versionID
    }

    package func receivePart(image id: String, offset: Int, bytes: [UInt8]) throws(SimulatorError) {
        var image = try image(id)
        guard image.operations.contains(where: { $0.lowerBound == offset && $0.count == bytes.count }) else {
            throw .badRequest("The part at \(offset) with \(bytes.count) bytes is not one of the upload operations.")
        }
        image.parts[offset] = bytes
        images[id] = image
    }

    package func commitImage(_ id: String, uploaded: Bool?) throws(SimulatorError) -> SimImage {
        var image = try image(id)
        guard uploaded == true else { return image }
        let assembled = image.operations.flatMap { image.parts[$0.lowerBound] ?? [] }
        let complete = image.operations.allSatisfy { image.parts[$0.lowerBound] != nil } && assembled.count == image.fileSize
        image.bytes = assembled
        image.state = complete ? "UPLOAD_COMPLETE" : "FAILED"
        // Processed at once when no read is to find it in progress: the commit's answer shows the end state.
        // A guess: App Store Connect's documentation does not say whether the commit's answer may show
        // COMPLETE (its upload guide reads the state after the commit); the client takes it when it does.
        if complete, faults.deliveryReadsBeforeComplete <= 0 { image = processed(image) }
        images[id] = image
        return image
    }

    /// Reads an image, moving its delivery on as App Store Connect's processing would.
    package func readImage(_ id: String) throws(SimulatorError) -> SimImage {
        var image = try image(id)
        if image.state == "UPLOAD_COMPLETE" {
            image.deliveryReads += 1
            if image.deliveryReads > faults.deliveryReadsBeforeComplete { image = processed(image) }
            images[id] = image
        }
        return image
    }

    /// The image once App Store Connect's processing ends: complete, or failed as it refuses it.
    func processed(_ image: SimImage) -> SimImage {
        var image = image
        let isPNG = image.bytes?.starts(with: [0x89, 0x50, 0x4E, 0x47]) ?? false
        // Activities' and challenges' images may also be JPEG, and are 3840 × 2160 pixels (ASC Help, "Game activities", "Challenges").
        let isJPEG = image.bytes?.starts(with: [0xFF, 0xD8, 0xFF]) ?? false
        let wide = versionID(ofImage: image).flatMap { versions[$0] }
            .flatMap { kind(ofResource: $0.resourceID) }.map { [.activity, .gameCenterChallenge].contains($0) } ?? false
        let size = SimulatorAPI.pixels(image.bytes ?? [])
        if faults.failImageDelivery || !(isPNG || (isJPEG && wide)) {
            image.state = "FAILED"
        } else if wide, size != (3840, 2160) {
            image.state = "FAILED"
            image.failure = "The image is \(size.width) × \(size.height) pixels; it must be 3840 × 2160."
        } else {
            image.state = "COMPLETE"
        }
        return image
    }

    package func deleteImage(_ id: String) throws(SimulatorError) {
        let image = try image(id)
        if let versionID = image.versionID {
            var version = try editableVersion(versionID)
            images[id] = nil
            version.defaultImageID = nil
            versions[versionID] = version
            return
        }
        var localization = try localization(image.localizationID)
        _ = try editableVersion(localization.versionID)
        images[id] = nil
        localization.imageID = nil
        localizations[localization.id] = localization
    }

    /// Replaces the order players see. The list must name every
    /// achievement of the owner exactly once (a to-many replacement; the
    /// exact refusal is not documented, so the simulator's is a guess in
    /// App Store Connect's shape).
    package func order(owner: String, achievementIDs: [String]) throws(SimulatorError) {
        guard details.values.contains(owner) || detailGroups.values.contains(owner) else { throw .notFound("Game Center detail or group \(owner)") }
        let held = achievementOrder.filter { achievements[$0]?.ownerID == owner }
        guard achievementIDs.count == held.count, Set(achievementIDs) == Set(held) else {
            throw .conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The list must name each of the \(held.count) achievements exactly once.", pointer: "/data")
        }
        var slots = achievementIDs.makeIterator()
        achievementOrder = achievementOrder.map { achievements[$0]?.ownerID == owner ? slots.next() ?? $0 : $0 }
    }

    /// Deletes an achievement that never left draft (ASC-FACTS.md: one
    /// with a non-draft version is refused, `STATE_ERROR.CANNOT_DELETE_HAS_NON_DRAFT_VERSION`).
    package func deleteAchievement(_ id: String) throws(SimulatorError) {
        try removeDraft(versions: try achievement(id).versionIDs, what: "An achievement")
        achievements[id] = nil
        achievementOrder.removeAll { $0 == id }
    }

    /// Removes a resource's versions with their localizations and images,
    /// when it never left draft; `what` names the resource in the refusal.
    func removeDraft(versions versionIDs: [String], what: String) throws(SimulatorError) {
        let states = versionIDs.compactMap { versions[$0]?.state }
        guard states.count <= 1, states.allSatisfy({ $0 == "PREPARE_FOR_SUBMISSION" }) else {
            throw .conflict("STATE_ERROR.CANNOT_DELETE_HAS_NON_DRAFT_VERSION", "\(what) with a version that is not a draft cannot be deleted.")
        }
        for versionID in versionIDs {
            if let imageID = versions[versionID]?.defaultImageID { images[imageID] = nil }
            for localizationID in versions[versionID]?.localizationIDs ?? [] {
                if let imageID = localizations[localizationID]?.imageID { images[imageID] = nil }
                localizations[localizationID] = nil
            }
            versions[versionID] = nil
        }
    }

    package func gameCenterAppVersions(detail: String) throws(SimulatorError) -> [SimAppVersion] {
        guard details.values.contains(detail) else { throw .notFound("Game Center detail \(detail)") }
        return appVersions[detail] ?? []
    }

    /// Opens a review submission. An app has one open submission per
    /// platform at a time (a draft, or one in review or with unresolved
    /// issues): a second is refused with 409. Sources: fastlane issue 21482
    /// (App Store Connect answers "Resource state invalid - There is another
    /// reviewSubmissions with id … still in progress."), fastlane pull
    /// request 19979 (no new submission while one is in progress,
    /// `UNRESOLVED_ISSUES` included), sceneview issue 2301 (a draft left
    /// open by a failed run makes the next `POST /v1/reviewSubmissions`
    /// answer 409). The error code is a guess (its title is the one of
    /// `STATE_ERROR`s). Not modelled: Apple's help ("Overview of submitting
    /// for review") lets one submission with an app version and one
    /// without be in review at once.
    package func createReviewSubmission(app appID: String, platform: String?) throws(SimulatorError) -> SimReviewSubmission {
        let platform = platform ?? "IOS"
        if let open = reviewSubmissions.values.sorted(by: { $0.id < $1.id })
            .first(where: { $0.appID == appID && $0.platform == platform && SimReviewSubmission.openStates.contains($0.state) }) {
            throw SimulatorError(status: 409, code: "STATE_ERROR.ENTITY_STATE_INVALID", title: "Resource state invalid",
                                 detail: "There is another reviewSubmissions with id \(open.id) still in progress.")
        }
        let submission = SimReviewSubmission(id: newID("R"), appID: appID, state: "READY_FOR_REVIEW", versionIDs: [], platform: platform)
        reviewSubmissions[submission.id] = submission
        return submission
    }

    /// The app's review submissions, filtered as `GET /v1/reviewSubmissions` does.
    package func reviewSubmissions(app appID: String, platforms: Set<String>?, states: Set<String>?) -> [SimReviewSubmission] {
        reviewSubmissions.values.filter { submission in
            submission.appID == appID && platforms.map { $0.contains(submission.platform) } ?? true && states.map { $0.contains(submission.state) } ?? true
        }.sorted { $0.id < $1.id }
    }

    /// The relationship a review submission item names a version by:
    /// `gameCenterAchievementVersion`, `gameCenterLeaderboardVersion` or `gameCenterLeaderboardSetVersion`.
    package func reviewRelationship(ofVersion versionID: String) -> String {
        guard let resourceID = versions[versionID]?.resourceID, let kind = kind(ofResource: resourceID) else { return "" }
        return Self.reviewRelationship(kind)
    }

    /// The kind of the resource `resourceID`, if the simulator holds it.
    package func kind(ofResource resourceID: String) -> GameCenterKind? {
        achievements[resourceID] != nil ? .achievement : leaderboards[resourceID]?.kind
    }

    /// The relationship a review submission item names a version of `kind` by.
    static func reviewRelationship(_ kind: GameCenterKind) -> String {
        switch kind {
        case .achievement: "gameCenterAchievementVersion"
        case .leaderboard: "gameCenterLeaderboardVersion"
        case .leaderboardSet: "gameCenterLeaderboardSetVersion"
        case .activity: "gameCenterActivityVersion"
        case .gameCenterChallenge: "gameCenterChallengeVersion"
        }
    }

    /// A review submission.
    package func reviewSubmission(_ id: String) throws(SimulatorError) -> SimReviewSubmission {
        guard let submission = reviewSubmissions[id] else { throw .notFound("review submission \(id)") }
        return submission
    }

    /// Leaves a draft review submission open, as a run cut off after adding
    /// `versionIDs`, or Xcode or the web pages with `otherItems` items of
    /// their own (an app version, say), would.
    package func handOpenReviewSubmission(app appID: String, platform: String = "IOS", versionIDs: [String], otherItems: Int = 0,
                                          state: String = "READY_FOR_REVIEW") -> String {
        let id = newID("R")
        reviewSubmissions[id] = SimReviewSubmission(id: id, appID: appID, state: state, versionIDs: versionIDs, platform: platform,
                                                    itemIDs: versionIDs.map { _ in newID("RI") }, otherItemIDs: (0..<otherItems).map { _ in newID("RI") })
        return id
    }

    /// Adds an achievement version to a draft submission, with App Store
    /// Connect's rules (ASC-FACTS.md, "first submission"): the first Game
    /// Center components go with an app version, at most 200 per
    /// submission, and a version is ready only with every locale's image.
    package func addReviewItem(submission submissionID: String, version versionID: String) throws(SimulatorError) -> String {
        guard var submission = reviewSubmissions[submissionID] else { throw .notFound("review submission \(submissionID)") }
        guard submission.state == "READY_FOR_REVIEW" else { throw .conflict("STATE_ERROR.ENTITY_STATE_INVALID", "The submission was already submitted.") }
        let version = try editableVersion(versionID)
        guard let owner = achievements[version.resourceID]?.ownerID ?? leaderboards[version.resourceID]?.ownerID else {
            throw .notFound("the resource of version \(versionID)")
        }
        let held = achievements.values.filter { $0.ownerID == owner }.map(\.versionIDs) + leaderboards.values.filter { $0.ownerID == owner }.map(\.versionIDs)
        let everApproved = held.contains { ids in ids.contains { versions[$0].map { Self.approved.contains($0.state) } ?? false } }
        let relationship = kind(ofResource: version.resourceID).map(Self.reviewRelationship) ?? ""
        guard everApproved else {
            throw .conflict("STATE_ERROR.FIRST_GAME_CENTER_SUBMISSION", "The first Game Center components must be submitted with an app version.",
                            pointer: "/data/relationships/\(relationship)")
        }
        guard submission.versionIDs.count + submission.otherItemIDs.count < 200 else { throw .conflict("ENTITY_ERROR.LIMIT_REACHED", "A submission holds at most 200 items.") }
        let texts = version.localizationIDs.compactMap { localizations[$0] }
        // A localization without its own image shows the version's default one (activities, challenges; a guess: the document does not say).
        let defaultImage = version.defaultImageID.flatMap { images[$0]?.state } == "COMPLETE"
        guard !texts.isEmpty, texts.allSatisfy({ defaultImage || $0.imageID.flatMap { images[$0]?.state } == "COMPLETE" }) else {
            throw .conflict("ENTITY_ERROR.INCOMPLETE", "Every localization of the version needs a processed image.",
                            pointer: "/data/relationships/\(relationship)")
        }
        let itemID = newID("RI")
        submission.versionIDs.append(versionID)
        submission.itemIDs.append(itemID)
        reviewSubmissions[submissionID] = submission
        return itemID
    }

    /// Submits or cancels a submission: submitted, its versions wait for review.
    package func finishReviewSubmission(_ id: String, submitted: Bool?, canceled: Bool?) throws(SimulatorError) -> SimReviewSubmission {
        guard var submission = reviewSubmissions[id] else { throw .notFound("review submission \(id)") }
        if canceled == true {
            submission.state = "CANCELING"
        } else if submitted == true {
            guard submission.state == "READY_FOR_REVIEW", !submission.versionIDs.isEmpty else {
                throw .conflict("STATE_ERROR.ENTITY_STATE_INVALID", "Only a draft submission with items can be submitted.")
            }
            submission.state = "WAITING_FOR_REVIEW"
            for versionID in submission.versionIDs { versions[versionID]?.state = "WAITING_FOR_REVIEW" }
        }
        reviewSubmissions[id] = submission
        return submission
    }

    // MARK: Hand edits, as a person in App Store Connect's web pages would make them

    package func handEdit(vendorIdentifier: String, locale: String, name: String) {
        guard let localization = latestLocalizations(vendorIdentifier: vendorIdentifier).first(where: { $0.locale == locale }) else { return }
        localizations[localization.id]?.name = name
    }

    package func handEdit(vendorIdentifier: String, points: Int) {
        guard let achievement = achievement(vendorIdentifier: vendorIdentifier) else { return }
        achievements[achievement.id]?.points = points
    }

    /// Puts one achievement's latest version in `state`, as a review does.
    package func setLatestState(vendorIdentifier: String, _ state: String) {
        let held = achievement(vendorIdentifier: vendorIdentifier)?.versionIDs ?? leaderboards.values.first { $0.vendorIdentifier == vendorIdentifier }?.versionIDs
        guard let latest = held?.last else { return }
        versions[latest]?.state = state
    }

    /// Reverses the order players see, as a drag in App Store Connect's web pages would.
    package func handReverseOrder() {
        achievementOrder.reverse()
    }

    /// The vendor identifiers in the order players see.
    package func order(ofApp appID: String) -> [String] {
        guard let detail = details[appID] else { return [] }
        let owner = detailGroups[detail] ?? detail
        return achievementOrder.compactMap { achievements[$0] }.filter { $0.ownerID == owner }.map(\.vendorIdentifier)
    }

    /// Sets an app's versions with their Game Center switch.
    package func setAppVersions(app appID: String, _ list: [SimAppVersion]) {
        guard let detail = details[appID] else { return }
        appVersions[detail] = list
    }

    /// Puts every achievement's latest version in `state` (such as `LIVE`), as a release does.
    package func release(state: String = "LIVE") {
        for achievement in achievements.values {
            if let latest = achievement.versionIDs.last { versions[latest]?.state = state }
        }
        for leaderboard in leaderboards.values {
            if let latest = leaderboard.versionIDs.last { versions[latest]?.state = state }
        }
    }

    /// Puts the app's detail in a new Game Center group (creating the
    /// detail if needed); its achievements move to the group, each ID
    /// gaining `grp.`, as App Store Connect does when a detail joins a group.
    package func makeGrouped(app appID: String) throws(SimulatorError) -> String {
        let detail: String
        if let existing = details[appID] { detail = existing } else { detail = try createDetail(app: appID) }
        let group = newID("G")
        detailGroups[detail] = group
        for (id, achievement) in achievements where achievement.ownerID == detail {
            achievements[id]?.ownerID = group
            achievements[id]?.vendorIdentifier = "grp." + achievement.vendorIdentifier
        }
        for (id, leaderboard) in leaderboards where leaderboard.ownerID == detail {
            leaderboards[id]?.ownerID = group
            leaderboards[id]?.vendorIdentifier = "grp." + leaderboard.vendorIdentifier
        }
        return group
    }

    /// Adds an achievement the catalog does not list, as another tool might have.
    package func addUnmanaged(app appID: String, vendorIdentifier: String, points: Int) throws(SimulatorError) {
        let detail: String
        if let existing = details[appID] { detail = existing } else { detail = try createDetail(app: appID) }
        let group = detailGroups[detail]
        _ = try createAchievement(detail: group == nil ? detail : nil, group: group, vendorIdentifier: vendorIdentifier, referenceName: vendorIdentifier,
                                  points: points, showBeforeEarned: true, repeatable: false)
    }
}
