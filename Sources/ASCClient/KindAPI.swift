import ASCAPI
import ASCSync
import OpenAPIRuntime

/// The v2 API's paths of one kind. ``KindRequests`` labels every request
/// with the method and path of the operation it calls, made from these:
/// a kind names its paths once, beside the operations that use them.
struct KindPaths: Sendable {
    /// The resources (`/v2/gameCenterAchievements`).
    var resources: String
    /// Their versions (`/v2/gameCenterAchievementVersions`).
    var versions: String
    /// The versions' localizations (`/v2/gameCenterAchievementLocalizations`).
    var localizations: String
    /// The localizations' images (`/v2/gameCenterAchievementImages`).
    var images: String
    /// The relationship of a detail or group that lists and orders them (`gameCenterAchievementsV2`).
    var ownerRelationship: String

    /// The path of an owner's list.
    func list(_ owner: ResourceOwner) -> String {
        switch owner {
        case .detail(let id): "/v1/gameCenterDetails/\(id)/\(ownerRelationship)"
        case .group(let id): "/v1/gameCenterGroups/\(id)/\(ownerRelationship)"
        }
    }

    /// The path that replaces an owner's order.
    func order(_ owner: ResourceOwner) -> String {
        switch owner {
        case .detail(let id): "/v1/gameCenterDetails/\(id)/relationships/\(ownerRelationship)"
        case .group(let id): "/v1/gameCenterGroups/\(id)/relationships/\(ownerRelationship)"
        }
    }
}

/// One page of a list: its items, what it included beside them, and the next page's address.
struct ListPage<Item: Sendable, Included: Sendable>: Sendable {
    /// The page's items.
    var data: [Item]
    /// The related items the page included.
    var included: [Included]
    /// The next page, `nil` on the last.
    var next: String?
}

/// A kind's generated operations and types, as ``KindRequests`` drives
/// them. A kind supplies each call of the generated client and how its
/// types read in the catalog's terms; paging with `include` and bounds,
/// creation with the version fallback, order, the image upload, the
/// review item and every request's label are the driver's, written once.
protocol KindAPI: Sendable {
    /// A resource as the API answers it.
    associatedtype Resource: Sendable
    /// A version.
    associatedtype Version: Sendable
    /// A localization.
    associatedtype Localization: Sendable
    /// An image.
    associatedtype Image: Sendable
    /// What a list page includes beside its resources.
    associatedtype Included: Sendable
    /// What the included items of a whole list give ``fields(of:in:requests:)``.
    associatedtype ListContext: Sendable

    /// The kind the API is for.
    static var kind: ResourceKind { get }
    /// Its paths.
    static var paths: KindPaths { get }
    /// The longest list of it the sync reads.
    static var listBound: ListBound { get }

    // MARK: Reading

    /// One page of an owner's resources, with their versions included.
    static func listPage(_ client: Client, owner: ResourceOwner, limit: Int) async throws -> ListPage<Resource, Included>
    /// The versions among a list's included items.
    static func versions(in included: [Included]) -> [Version]
    /// What else a list's included items say, once for the whole list.
    static func listContext(_ included: [Included]) -> ListContext
    /// One page of a resource's versions.
    static func versionsPage(_ client: Client, of resourceID: String, limit: Int) async throws -> ListPage<Version, Never>
    /// One page of a version's localizations, with their images included.
    static func localizationsPage(_ client: Client, of versionID: String, limit: Int) async throws -> ListPage<Localization, Image>
    /// An image.
    static func image(_ client: Client, _ imageID: String) async throws -> Image
    /// A version's default image, for a kind whose versions hold one
    /// (``ResourceKind/hasVersionImage``); `nil` for the others, which send nothing.
    static func defaultImage(_ client: Client, ofVersion versionID: String) async throws -> Image?

    /// A resource's ID.
    static func resourceID(_ resource: Resource) -> String
    /// A resource's vendor identifier, the catalog's ID.
    static func vendorIdentifier(_ resource: Resource) -> String?
    /// A resource's link to its versions.
    static func versionLinkage(_ resource: Resource) -> VersionLinkage
    /// A version's ID, number and state.
    static func summary(_ version: Version) -> VersionSummary
    /// A localization's texts in the catalog's terms, its image among `images` (by image ID).
    static func localization(_ localization: Localization, images: [String: RemoteImage]) -> RemoteLocalization
    /// An image as the sync sees it.
    static func remoteImage(_ image: Image) -> RemoteImage
    /// The errors of an image's failed delivery.
    static func deliveryErrors(_ image: Image) -> [String]
    /// An image's upload operations, while it awaits its parts.
    static func uploadOperations(_ image: Image) -> [Components.Schemas.UploadOperation]
    /// A resource's fields in the catalog's terms and whether it is archived,
    /// reading through `requests` what a list page may not hold whole.
    static func fields(of resource: Resource, in context: ListContext, requests: KindRequests<Self>) async throws(ASCServiceError) -> (values: [FieldKey: FieldValue], archived: Bool)

    // MARK: Writing

    /// The creation's call with its first version (`firstVersion`, a local
    /// ID), after checking what it sends: a refusal names `request`.
    static func create(_ client: Client, owner: ResourceOwner, _ resource: DesiredResource, known: KnownResources, firstVersion: String,
                       request: String) throws(ASCServiceError) -> @Sendable () async throws -> Resource
    /// The first version a creation's answer names, if it names one.
    static func firstVersionID(_ created: Resource) -> String?
    /// Sets the named fields (see ``ResourceEndpoints/update(owner:resourceID:_:fields:known:)``).
    static func update(_ requests: KindRequests<Self>, owner: ResourceOwner, resourceID: String, _ resource: DesiredResource,
                       fields: Set<FieldKey>, known: KnownResources) async throws(ASCServiceError)
    /// Archives a resource.
    static func archive(_ requests: KindRequests<Self>, resourceID: String) async throws(ASCServiceError)
    /// Deletes a resource.
    static func delete(_ client: Client, _ resourceID: String) async throws
    /// Replaces the owner's order.
    static func order(_ client: Client, owner: ResourceOwner, _ resourceIDs: [String]) async throws
    /// Creates a version; returns its ID.
    static func createVersion(_ client: Client, of resourceID: String) async throws -> String
    /// Creates a localization; returns its ID.
    static func createLocalization(_ client: Client, on versionID: String, _ localization: DesiredLocalization) async throws -> String
    /// Sets a localization's texts.
    static func updateLocalization(_ client: Client, _ resourceID: String, _ localization: DesiredLocalization) async throws
    /// Deletes an image.
    static func deleteImage(_ client: Client, _ imageID: String) async throws
    /// Reserves an image on a localization, or as a version's default image
    /// (a kind whose versions hold one); returns its ID and upload operations.
    static func reserveImage(_ client: Client, on owner: ImageOwner, fileName: String, fileSize: Int) async throws
        -> (String, [Components.Schemas.UploadOperation])
    /// Commits an uploaded image; returns it as the answer shows it, with
    /// its delivery state (final already if App Store Connect processed it).
    static func commitImage(_ client: Client, _ imageID: String) async throws -> Image
}

extension ImageOwner {
    /// The localization an image goes to, for a kind whose versions hold no
    /// image of their own: a version is refused before anything is sent.
    func localizationID(_ kind: ResourceKind) throws(ASCServiceError) -> String {
        switch self {
        case .localization(let id): return id
        case .version: throw .unexpected(request: "POST image", reason: "a \(kind.noun) version holds no default image")
        }
    }
}

extension KindAPI where ListContext == Void {
    static func listContext(_ included: [Included]) -> Void {}
}

/// What every kind's answers share, read once.
extension RemoteImage {
    /// An image as an answer gives it (every kind's image has these fields).
    init(id: String, fileName: String?, fileSize: Int?, delivery: Components.Schemas.AppMediaAssetState?, asset: Components.Schemas.ImageAsset?) {
        self.init(resourceID: id, fileName: fileName ?? "", fileSize: fileSize ?? 0, deliveryState: delivery?.state, templateURL: asset?.templateUrl)
        width = asset?.width
        height = asset?.height
    }
}

extension RemoteLocalization {
    /// An activity's or challenge's texts in one locale: a name, and a description when it has one.
    static func named(resourceID: String, locale: String?, name: String?, description: String?, image: RemoteImage?) -> RemoteLocalization {
        var texts: [FieldKey: String] = [.title: name ?? ""]
        texts[.description] = description
        return RemoteLocalization(resourceID: resourceID, locale: locale ?? "", texts: texts, image: image)
    }
}

extension Components.Schemas.AppMediaAssetState {
    /// The errors of a failed delivery, each as `code: description`.
    var errorTexts: [String] {
        (errors ?? []).map { [$0.code, $0.description].compactMap { $0 }.joined(separator: ": ") }
    }
}

extension VersionLinkage {
    /// A listed resource's link to its versions, as every kind's page gives it.
    init(ids: [String]?, meta: Components.Schemas.PagingInformation?) {
        self.init(ids: ids, total: meta?.paging.total, hasMeta: meta != nil)
    }
}
