/// The simulator's records, in App Store Connect's terms.
package struct SimAchievement: Sendable, Hashable {
    package var id: String
    /// The detail, or for a grouped app the group, that holds it.
    package var ownerID: String
    package var vendorIdentifier: String
    package var referenceName: String
    package var points: Int
    package var showBeforeEarned: Bool
    package var repeatable: Bool
    package var archived: Bool
    package var versionIDs: [String]
    /// Its activity properties (`activityProperties`, a map of texts; 4.4.1's `StringToStringMap`).
    package var activityProperties: [String: String] = [:]
}

package struct SimVersion: Sendable, Hashable {
    package var id: String
    package var resourceID: String
    package var number: Int
    package var state: String
    package var localizationIDs: [String]
    /// An activity version's fallback URL (`fallbackUrl`).
    package var fallbackURL: String?
    /// An activity's or challenge's version's default image (`defaultImage`).
    package var defaultImageID: String?
}

package struct SimLocalization: Sendable, Hashable {
    package var id: String
    package var versionID: String
    package var locale: String
    package var name: String
    package var beforeEarnedDescription: String
    package var afterEarnedDescription: String
    package var imageID: String?
    /// A leaderboard's or set's texts other than the name, by attribute
    /// (`description`, `formatterOverride`, `formatterSuffix`, `formatterSuffixSingular`).
    package var texts: [String: String] = [:]
}

package struct SimImage: Sendable, Hashable {
    package var id: String
    /// The localization it is the image of; empty for a version's default image.
    package var localizationID: String
    /// The version it is the default image of (an activity's, a challenge's), if it is one.
    package var versionID: String?
    package var fileName: String
    package var fileSize: Int
    package var state: String
    package var parts: [Int: [UInt8]]
    package var operations: [Range<Int>]
    package var bytes: [UInt8]?
    /// Why its delivery failed, when App Store Connect says (`errors[]` of its delivery state).
    package var failure: String?
    /// How many times its delivery state was read since the upload was committed.
    package var deliveryReads = 0
}

/// A review submission and the versions it holds.
package struct SimReviewSubmission: Sendable, Hashable {
    package var id: String
    package var appID: String
    /// `READY_FOR_REVIEW` while a draft, `WAITING_FOR_REVIEW` once submitted, `CANCELING` once canceled.
    package var state: String
    package var versionIDs: [String]
    /// `IOS`, `MAC_OS`, `TV_OS` or `VISION_OS`.
    package var platform: String = "IOS"
    /// The item resource IDs, one per version of ``versionIDs``.
    package var itemIDs: [String] = []
    /// Items of other kinds (an app version added in Xcode or the web pages, say), by resource ID.
    package var otherItemIDs: [String] = []

    /// The states in which a submission is open: a draft, or one in review.
    package static let openStates: Set<String> = ["READY_FOR_REVIEW", "WAITING_FOR_REVIEW", "IN_REVIEW", "UNRESOLVED_ISSUES"]
}

/// An app version's Game Center switch.
package struct SimAppVersion: Sendable, Hashable {
    package var id: String
    package var versionString: String
    package var state: String
    package var enabled: Bool

    package init(id: String, versionString: String, state: String, enabled: Bool) {
        self.id = id
        self.versionString = versionString
        self.state = state
        self.enabled = enabled
    }
}

/// An error App Store Connect answers with: status, `errors[]` code, detail
/// and the pointer of the field it concerns.
package struct SimulatorError: Error, Sendable, Hashable {
    package var status: Int
    package var code: String
    package var title: String
    package var detail: String
    package var pointer: String?

    package init(status: Int, code: String, title: String, detail: String, pointer: String? = nil) {
        self.status = status
        self.code = code
        self.title = title
        self.detail = detail
        self.pointer = pointer
    }

    package static func conflict(_ code: String, _ detail: String, pointer: String? = nil) -> SimulatorError {
        SimulatorError(status: 409, code: code, title: "The request entity is invalid", detail: detail, pointer: pointer)
    }

    package static func notFound(_ what: String) -> SimulatorError {
        SimulatorError(status: 404, code: "NOT_FOUND", title: "The specified resource does not exist", detail: "There is no \(what).")
    }

    package static func unauthorized(_ detail: String) -> SimulatorError {
        SimulatorError(status: 401, code: "NOT_AUTHORIZED", title: "Authentication credentials are missing or invalid.", detail: detail)
    }

    package static func badRequest(_ detail: String) -> SimulatorError {
        SimulatorError(status: 400, code: "PARAMETER_ERROR.INVALID", title: "A parameter has an invalid value", detail: detail)
    }
}

/// Faults the tests inject.
package struct SimulatorFaults: Sendable, Hashable {
    /// The next this many requests answer 429 (a storm), with `Retry-After: 0`.
    package var rateLimited = 0
    /// The next this many requests answer 500.
    package var serverErrors = 0
    /// After this many more requests (image uploads counted) the server stops (the network is gone).
    package var stopAfter: Int?
    /// The server stops (the network is gone) at the first request of this
    /// shape (``SimulatorState/shape(of:)``), an image upload included, before carrying it out.
    package var stopBefore: String?
    /// The first request of this shape, an image upload included, is carried
    /// out, then answered 502 (the service did it and lost the answer).
    package var loseAnswerOf: String?
    /// The first request of this shape, an image upload included, is carried
    /// out and answered; the server stops (the network is gone) from the next request on.
    package var stopAfterAnswer: String?
    /// The upload operations of an image's read, while it awaits its parts:
    /// `nil`, those of its reservation's answer.
    package var operationsOnRead: UploadOperationFault?
    /// Image deliveries fail.
    package var failImageDelivery = false
    /// Locales refused as App Store Connect refuses an unknown one (its list changed).
    package var refusedLocales: Set<String> = []
    /// The delivery state of each image stays `UPLOAD_COMPLETE` this many reads before it completes;
    /// at 0 the image is processed by its commit, whose answer shows the end state.
    package var deliveryReadsBeforeComplete = 1
    /// What every list's `links.next` says instead of the true next page.
    package var nextLink: NextLinkFault?
    /// What an image reservation's upload operation asks for instead of a part of the file.
    package var uploadOperation: UploadOperationFault?
    /// The next answer's body is this many bytes of JSON padding instead of the real answer.
    package var oversizedAnswerBytes: Int?
    /// Every request waits this long before it is handled (a server that does not answer).
    package var answerDelay: Duration?
    /// The next answer redirects (3xx with `Location`) to this address plus the request's path.
    package var redirect: RedirectFault?
    /// Achievement IDs whose creation is refused (409), as an invalid one would be.
    package var refusedAchievements: Set<String> = []
    /// The next request whose `METHOD /path` starts with this is carried out,
    /// then answered 502 (the service did it and lost the answer).
    package var failAfterHandling: String?
    /// The next answer carries this many extra header lines.
    package var headerFlood: Int?
    /// Every answer's body is sent one byte at a time, this long apart.
    package var trickle: Duration?
    /// The detail's achievement list answers one page of this many made-up
    /// achievements, whatever `limit` asked for.
    package var floodedList: Int?
    /// A new version starts without copies of the live version's texts and
    /// images (whether App Store Connect copies them is not documented; the
    /// simulator copies them unless this is set).
    package var versionsStartEmpty = false
    /// What every image download answers instead of the image (an HTML
    /// error page with status 200, say).
    package var imageBytes: [UInt8]?
    /// Requests allowed in the hour: `X-Rate-Limit` counts down from it, and
    /// past it every request is answered 429, as App Store Connect does.
    package var hourlyQuota = 3600

    package init() {}
}

/// A redirect in place of an answer.
package struct RedirectFault: Sendable, Hashable {
    /// 301, 302, 303, 307 or 308.
    package var status: Int
    /// Scheme, host and port of the address redirected to.
    package var origin: String

    package init(status: Int, origin: String) {
        self.status = status
        self.origin = origin
    }
}

/// A hostile `links.next`.
package enum NextLinkFault: Sendable, Hashable {
    /// The same page again, for ever.
    case repeating
    /// Always one more page, each with a new cursor, past the end of the list.
    case endless
    /// A page on another host.
    case otherHost
}

/// A hostile upload operation in an image reservation.
package enum UploadOperationFault: Sendable, Hashable {
    /// A part that starts beyond the end of the file.
    case outsideFile
    /// An address that is not http(s): a local file.
    case fileAddress
    /// None at all: what an image's read gives if App Store Connect fills
    /// them in only on the reservation's answer (its document has them on
    /// both; which it does is not documented).
    case absent
}

/// App Store Connect's locale codes (ASC-FACTS.md, from fastlane's list).
package let simulatorLocales: Set<String> = [
    "ar-SA", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi", "fr-CA", "fr-FR", "he", "hi",
    "hr", "hu", "id", "it", "ja", "ko", "ms", "nl-NL", "no", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi",
    "zh-Hans", "zh-Hant",
]
