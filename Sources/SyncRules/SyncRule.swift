import SourceDiagnostics

/// The rules of the App Store Connect sync: what `asc plan`, `asc apply`
/// and `asc pull` report, with the catalog line where one exists.
package enum SyncRule {
    /// An ID in the catalog replaces one App Store Connect already holds.
    package static let idImmutable = RuleDescriptor(
        id: "asc-id-immutable", category: .sync,
        summary: "no catalog ID replaces an ID App Store Connect holds (IDs cannot change there)",
        example: #"catalog.yaml:12:9: error: 'ach.run.overtake.0100' would replace 'ach.run.overtakes.0100', which App Store Connect holds; IDs cannot change there: keep the old ID, or list it under 'retired' and add the new achievement separately [asc-id-immutable]"#)
    /// Points of an approved achievement differ from the catalog's; App Store Connect no longer lets them change.
    package static let pointsLocked = RuleDescriptor(
        id: "asc-points-locked", category: .sync,
        summary: "points change only before an achievement's first approval (or while it is rejected); the rest of the plan still applies",
        example: #"catalog.yaml:39:13: error: the points of 'demo.best.0100' cannot change in App Store Connect after its first approval: it holds 10, the catalog says 20; keep 10, or retire the achievement and add a new one [asc-points-locked]"#)
    /// The sort order of an approved leaderboard differs from the catalog's; App Store Connect keeps it once live.
    package static let sortLocked = RuleDescriptor(
        id: "asc-sort-locked", category: .sync,
        summary: "a leaderboard's sort order changes only before its first approval (App Store Connect keeps it once live); the rest of the plan still applies",
        example: #"catalog.yaml:95:11: error: the sort of 'ach.board.best' cannot change in App Store Connect after its first approval: it holds ASC, the catalog says DESC; keep ASC, or retire the leaderboard and add a new one [asc-sort-locked]"#)
    /// The leaderboard of an approved challenge differs from the catalog's; App Store Connect keeps it once live.
    package static let challengeLeaderboardLocked = RuleDescriptor(
        id: "asc-challenge-leaderboard-locked", category: .sync,
        summary: "a Game Center challenge's leaderboard changes only before its first approval (players' challenges run on it); the rest of the plan still applies",
        example: #"catalog.yaml:161:18: error: the leaderboard of 'ach.challenge.week' cannot change in App Store Connect after its first approval: it holds ach.board.best, the catalog says ach.board.weekly; keep ach.board.best, or retire the Game Center challenge and add a new one [asc-challenge-leaderboard-locked]"#)
    /// A new leaderboard in no set of the catalog, where App Store Connect holds sets.
    package static let setRequired = RuleDescriptor(
        id: "asc-set-required", category: .sync,
        summary: "once App Store Connect holds leaderboard sets, each new leaderboard goes into one of the catalog's sets (App Store Connect refuses one in none)",
        example: #"catalog.yaml:95:9: error: App Store Connect holds 2 leaderboard sets for this app (ach.set.old, …), so a new leaderboard must go into one: list 'ach.board.new' in a set of the catalog [asc-set-required]"#)

    package static let notClearable = RuleDescriptor(
        id: "asc-not-clearable", category: .sync,
        summary: "a leaderboard's score range and recurrence, once App Store Connect holds them, stay in the catalog (the sync cannot clear them); the rest of the plan still applies",
        example: #"catalog.yaml:91:10: error: the catalog leaves out the rangeStart of 'ach.board.best', which App Store Connect holds as 0; the sync cannot clear it: clear it in App Store Connect's web pages, or write 0 in the catalog [asc-not-clearable]"#)
    /// The end state would exceed App Store Connect's points budget.
    package static let pointsBudget = RuleDescriptor(
        id: "asc-points-budget", category: .sync,
        summary: "App Store Connect's total after the sync, counting achievements not in the catalog, is at most 1000 points",
        example: #"catalog.yaml:40:1: error: after the sync App Store Connect would hold 1030 points (60 of them in achievements not in the catalog), above its limit of 1000; lower some points first [asc-points-budget]"#)
    /// App Store Connect answered a request with an error.
    package static let response = RuleDescriptor(
        id: "asc-response", category: .sync,
        summary: "App Store Connect accepts each request (its errors are shown at the field's catalog line)",
        example: #"catalog.yaml:20:13: error: App Store Connect refused the localization 'ca-ES' of 'ach.run.overtakes.0100': ENTITY_ERROR.LOCALE_INVALID: The locale is not valid (409) [asc-response]"#)
    /// App Store Connect could not be reached, or kept failing.
    package static let connection = RuleDescriptor(
        id: "asc-connection", category: .sync,
        summary: "App Store Connect can be reached; rate limits and failures are retried a bounded number of times",
        example: #"catalog.yaml:1:1: error: App Store Connect did not answer GET /v1/apps/6758641625/gameCenterDetail after 4 attempts: the connection was lost [asc-connection]"#)
    /// The API key, issuer or app is missing or unusable.
    package static let credentials = RuleDescriptor(
        id: "asc-credentials", category: .sync,
        summary: "the API key ID, issuer ID, private key and the app's Apple ID are given and usable",
        example: #"catalog.yaml:1:1: error: missing credentials: the API key ID (--key-id or ASC_KEY_ID), the issuer ID (--issuer-id or ASC_ISSUER_ID), the private key (--private-key, ASC_PRIVATE_KEY_PATH or ASC_PRIVATE_KEY); App Store Connect's Users and Access > Integrations shows them [asc-credentials]"#)
    /// An uploaded image failed App Store Connect's processing.
    package static let imageDelivery = RuleDescriptor(
        id: "asc-image-delivery", category: .sync,
        summary: "each uploaded image is processed by App Store Connect (its delivery state ends COMPLETE)",
        example: #"artwork/run_100.png:1:1: error: App Store Connect could not process the image for 'ach.run.overtakes.0100' (en-US): IMAGE_TOO_SMALL [asc-image-delivery]"#)
    /// An answer from App Store Connect that the sync cannot use.
    package static let unexpectedResponse = RuleDescriptor(
        id: "asc-unexpected-response", category: .sync,
        summary: "App Store Connect's answers are what its OpenAPI document describes",
        example: #"catalog.yaml:1:1: error: App Store Connect's answer to GET /v1/gameCenterDetails/D1/gameCenterAchievementsV2 cannot be used: the next page's address is on another host [asc-unexpected-response]"#)
    /// App Store Connect's hourly request quota is nearly used.
    package static let quota = RuleDescriptor(
        id: "asc-quota", category: .sync,
        summary: "the sync stops before App Store Connect's hourly request quota runs out, and goes on from there when run again",
        example: #"catalog.yaml:1:1: error: stopped before App Store Connect's hourly quota runs out (5 of 3600 requests left): run the same command again when the hour turns; it goes on from where it stopped [asc-quota]"#)
    /// An ID that does not match its owner: a grouped app's IDs start with `grp.`, others' do not.
    package static let groupID = RuleDescriptor(
        id: "asc-group-id", category: .sync,
        summary: "a grouped app's achievement IDs start with 'grp.' (App Store Connect keeps them on the Game Center group); other apps' IDs do not",
        example: #"catalog.yaml:12:9: error: App Store Connect keeps this app's achievements in the Game Center group G1, where every ID starts with 'grp.': write 'grp.ach.run.overtakes.0100', the ID the game reports [asc-group-id]"#)
    /// App Store Connect holds more of a catalog resource than the catalog lists.
    package static let heldBeyondCatalog = RuleDescriptor(
        id: "asc-held-not-in-catalog", category: .sync,
        summary: "App Store Connect holds no localization and no set member of a catalog resource that the catalog leaves out (apply leaves them, and the plan is not in sync)",
        example: #"catalog.yaml:12:9: warning: App Store Connect holds a 'fr-FR' localization of 'ach.run.overtakes.0100' (version 1, PREPARE_FOR_SUBMISSION) that the catalog does not list; apply leaves it, since the sync never deletes a localization: add 'fr-FR' to the catalog's localizations of 'ach.run.overtakes.0100', or delete it in App Store Connect [asc-held-not-in-catalog]"#)
    /// A review submission is open for the app and platform, and the sync cannot use it.
    package static let reviewOpen = RuleDescriptor(
        id: "asc-review-open", category: .sync,
        summary: "`asc submit` reuses a draft review submission holding only the catalog's versions; one holding anything else, or one in review, is named with what to do",
        example: #"catalog.yaml:1:1: error: App Store Connect holds review submission 8c7e… for app 6758641625 (IOS, READY_FOR_REVIEW) with 1 item the catalog does not manage (an app version, say, added in Xcode or the web pages); App Store Connect takes one open submission per app and platform: submit or cancel it in App Store Connect's web pages, then run `achievements asc submit` again [asc-review-open]"#)
    /// A retired resource of a kind App Store Connect cannot archive, still there.
    package static let retiredKept = RuleDescriptor(
        id: "asc-retired-kept", severity: .warning, category: .sync,
        summary: "a retired leaderboard set that was live stays in App Store Connect (sets have no archived state); the plan names it",
        example: #"catalog.yaml:140:9: warning: retired leaderboard set 'ach.set.old' stays in App Store Connect: leaderboard sets have no archived state, and the sync deletes only drafts; players see it until it is deleted in App Store Connect's web pages [asc-retired-kept]"#)
    /// A resume record or upload journal beside the lock that cannot be used or written.
    package static let resume = RuleDescriptor(
        id: "asc-resume", severity: .warning, category: .sync,
        summary: "`asc apply --resume` goes on from the resume record the stopped run left beside the lock, and every run from its upload journal; one it cannot use (another app's record, damaged, not this tool's) is left aside: everything is read, and the images the journal would have vouched for are uploaded again",
        example: #"catalog.yaml:1:1: warning: catalog.resume.json is not used: it was written for app 6758641625, not 1234567890; this run reads everything [asc-resume]"#)

    /// Every sync rule.
    package static let descriptors: [RuleDescriptor] = [
        pointsLocked,
        sortLocked,
        challengeLeaderboardLocked,
        setRequired,
        notClearable,
        idImmutable,
        pointsBudget,
        response,
        connection,
        credentials,
        imageDelivery,
        unexpectedResponse,
        quota,
        groupID,
        heldBeyondCatalog,
        reviewOpen,
        retiredKept,
        resume,
    ]
}
