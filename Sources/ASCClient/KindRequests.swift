import ASCAPI
import ASCSync
import OpenAPIRuntime

/// The requests of one Game Center kind over the v2 API, written once for
/// every kind: a kind supplies its ``KindAPI``, and the driver does the
/// paging with `include` and bounds, the version fallback of a creation,
/// the order, the image upload, and labels each request with the method and
/// path of the operation it calls.
struct KindRequests<API: KindAPI>: ResourceEndpoints {
    /// The client the requests go through.
    let connection: AppStoreConnectClient

    var client: Client { connection.client }
    var pageSize: Int { connection.configuration.pageSize }
    var paths: KindPaths { API.paths }

    /// Runs one request labelled `request`.
    func call<T: Sendable>(_ request: String, _ body: @Sendable () async throws -> T) async throws(ASCServiceError) -> T {
        try await connection.call(request, body)
    }

    /// Runs a `PATCH` of the resource itself.
    func patch(_ resourceID: String, _ send: @Sendable (Client) async throws -> Void) async throws(ASCServiceError) {
        let client = self.client
        try await call("PATCH \(paths.resources)/\(resourceID)") { try await send(client) }
    }

    // MARK: Reading

    func read(owner: ResourceOwner, detailed: Set<String>?, previous: RemoteSection?,
              vouched: [String: String], reusing: Bool) async throws(ASCServiceError) -> [RemoteResource] {
        let request = "GET \(paths.list(owner))"
        let included = LockedValue<[API.Included]>([])
        let client = self.client, size = pageSize
        let resources = try await connection.pages(request, maxItems: API.listBound) { () async throws -> ([API.Resource], String?) in
            let page = try await API.listPage(client, owner: owner, limit: size)
            included.withLock { $0 += page.included }
            return (page.data, page.next)
        }
        let allIncluded = included.withLock { $0 }
        let summaries = Dictionary(API.versions(in: allIncluded).map(API.summary).map { ($0.resourceID, $0) }, uniquingKeysWith: { _, last in last })
        let context = API.listContext(allIncluded)
        // The earlier read's latest versions, looked up once per resource.
        let earlierVersions = Dictionary((previous?.resources ?? []).compactMap { resource in resource.latestVersion.map { (resource.vendorIdentifier, $0) } },
                                         uniquingKeysWith: { first, _ in first })
        var remote: [RemoteResource] = []
        for resource in resources {
            let resourceID = API.resourceID(resource)
            guard let vendorIdentifier = API.vendorIdentifier(resource) else {
                throw .unexpected(request: request, reason: "the \(API.kind.noun) \(resourceID) has no vendorIdentifier")
            }
            let versions = try await connection.versions(linked: API.versionLinkage(resource), included: summaries) { () async throws(ASCServiceError) in
                try await allVersions(of: resourceID).map(API.summary)
            }
            let earlier = earlierVersions[vendorIdentifier]
            let (latestVersion, wasApproved) = try await connection.latestVersion(
                of: versions, detailed: detailed?.contains(vendorIdentifier) ?? true, earlier: earlier, vouched: vouched[vendorIdentifier], reusing: reusing,
                localizations: localizations(versionID:), defaultImage: defaultImage(versionID:))
            let (values, archived) = try await API.fields(of: resource, in: context, requests: self)
            remote.append(RemoteResource(resourceID: resourceID, vendorIdentifier: vendorIdentifier, values: values, archived: archived,
                                         latestVersion: latestVersion, wasApproved: wasApproved))
        }
        return remote
    }

    /// Every version of a resource.
    func allVersions(of resourceID: String) async throws(ASCServiceError) -> [API.Version] {
        let client = self.client, size = pageSize
        return try await connection.pages("GET \(paths.resources)/\(resourceID)/versions", maxItems: .versions) { () async throws -> ([API.Version], String?) in
            let page = try await API.versionsPage(client, of: resourceID, limit: size)
            return (page.data, page.next)
        }
    }

    func localizations(versionID: String) async throws(ASCServiceError) -> [RemoteLocalization] {
        let images = LockedValue<[String: RemoteImage]>([:])
        let client = self.client, size = pageSize
        let localizations = try await connection.pages("GET \(paths.versions)/\(versionID)/localizations", maxItems: .localizations) {
            () async throws -> ([API.Localization], String?) in
            let page = try await API.localizationsPage(client, of: versionID, limit: size)
            images.withLock { images in
                for image in page.included.map(API.remoteImage) { images[image.resourceID] = image }
            }
            return (page.data, page.next)
        }
        let found = images.withLock { $0 }
        return localizations.map { API.localization($0, images: found) }
    }

    // MARK: Writing

    func create(owner: ResourceOwner, _ resource: DesiredResource, known: KnownResources) async throws(ASCServiceError) -> CreatedResource {
        let request = "POST \(paths.resources)"
        let send = try API.create(client, owner: owner, resource, known: known, firstVersion: "${first-version}", request: request)
        let created = try await call(request) { try await send() }
        let resourceID = API.resourceID(created)
        if let versionID = API.firstVersionID(created) {
            return CreatedResource(resourceID: resourceID, versionID: versionID)
        }
        // An answer that names no version: the newest one App Store Connect holds.
        guard let latest = try await allVersions(of: resourceID).map(API.summary).max(by: { $0.number < $1.number }) else {
            throw .unexpected(request: request, reason: "the new \(API.kind.noun) has no version")
        }
        return CreatedResource(resourceID: resourceID, versionID: latest.resourceID)
    }

    func update(owner: ResourceOwner, resourceID: String, _ resource: DesiredResource, fields: Set<FieldKey>, known: KnownResources) async throws(ASCServiceError) {
        try await API.update(self, owner: owner, resourceID: resourceID, resource, fields: fields, known: known)
    }

    func archive(resourceID: String) async throws(ASCServiceError) {
        try await API.archive(self, resourceID: resourceID)
    }

    func delete(resourceID: String) async throws(ASCServiceError) {
        let client = self.client
        _ = try await call("DELETE \(paths.resources)/\(resourceID)") { try await API.delete(client, resourceID) }
    }

    func order(owner: ResourceOwner, resourceIDs: [String]) async throws(ASCServiceError) {
        let client = self.client
        _ = try await call("PATCH \(paths.order(owner))") { try await API.order(client, owner: owner, resourceIDs) }
    }

    func createVersion(resourceID: String) async throws(ASCServiceError) -> String {
        let client = self.client
        return try await call("POST \(paths.versions)") { try await API.createVersion(client, of: resourceID) }
    }

    func createLocalization(versionID: String, _ localization: DesiredLocalization) async throws(ASCServiceError) -> String {
        let client = self.client
        return try await call("POST \(paths.localizations)") { try await API.createLocalization(client, on: versionID, localization) }
    }

    func updateLocalization(resourceID: String, _ localization: DesiredLocalization) async throws(ASCServiceError) {
        let client = self.client
        _ = try await call("PATCH \(paths.localizations)/\(resourceID)") { try await API.updateLocalization(client, resourceID, localization) }
    }

    // MARK: Images

    func deleteImage(resourceID: String) async throws(ASCServiceError) {
        let client = self.client
        _ = try await call("DELETE \(paths.images)/\(resourceID)") { try await API.deleteImage(client, resourceID) }
    }

    func uploadImage(to owner: ImageOwner, _ image: DesiredImage, stages: @escaping @Sendable (UploadStage) -> Void) async throws(ASCServiceError) -> RemoteImage {
        let client = self.client, fileName = image.fileName, fileSize = image.bytes.count
        return try await connection.upload(image, imageRequests(reserve: ("POST \(paths.images)", {
            try await API.reserveImage(client, on: owner, fileName: fileName, fileSize: fileSize)
        })), stages: stages)
    }

    func finishUpload(_ reserved: ReservedUpload, _ image: DesiredImage, stages: @escaping @Sendable (UploadStage) -> Void) async throws(ASCServiceError) -> RemoteImage? {
        let request = "POST \(paths.images)"
        return try await connection.finishUpload(reserved, image, imageRequests(reserve: (request, {
            throw ASCServiceError.unexpected(request: request, reason: "a finished upload reserves nothing")
        })), stages: stages)
    }

    /// The requests of this kind's images, with `reserve` for a new one.
    func imageRequests(reserve: (String, @Sendable () async throws -> (String, [Components.Schemas.UploadOperation]))) -> ImageRequests {
        let client = self.client, images = paths.images
        return ImageRequests(
            reserve: reserve,
            commit: { imageID in ("PATCH \(images)/\(imageID)", { Self.delivery(try await API.commitImage(client, imageID)) }) },
            poll: { imageID in ("GET \(images)/\(imageID)", { Self.delivery(try await API.image(client, imageID)) }) },
            operations: { imageID in ("GET \(images)/\(imageID)", { API.uploadOperations(try await API.image(client, imageID)) }) })
    }

    /// An image's delivery as an answer shows it.
    static func delivery(_ image: API.Image) -> ImageDelivery {
        let remote = API.remoteImage(image)
        return ImageDelivery(state: remote.deliveryState, errors: API.deliveryErrors(image), image: remote)
    }

    func defaultImage(versionID: String) async throws(ASCServiceError) -> RemoteImage? {
        guard API.kind.hasVersionImage else { return nil }
        let client = self.client
        return try await call("GET \(paths.versions)/\(versionID)") { try await API.defaultImage(client, ofVersion: versionID) }.map(API.remoteImage)
    }

    func downloadImage(_ image: RemoteImage) async throws(ASCServiceError) -> [UInt8] {
        try await connection.downloadImage(image)
    }
}
