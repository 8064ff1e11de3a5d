import ASCAPI
import AchievementsCatalog
import ASCSync
import Foundation
import HTTPTypes
import OpenAPIRuntime
import SourceDiagnostics

/// The requests one kind's images take: reserve on a localization (the
/// new image's ID and its upload operations), commit, and read the delivery state.
struct ImageRequests: Sendable {
    /// The reservation's request and call.
    var reserve: (String, @Sendable () async throws -> (String, [Components.Schemas.UploadOperation]))
    /// The commit's request and call, for an image ID: the image as the answer shows it.
    var commit: @Sendable (String) -> (String, @Sendable () async throws -> ImageDelivery)
    /// The delivery read's request and call, for an image ID.
    var poll: @Sendable (String) -> (String, @Sendable () async throws -> ImageDelivery)
    /// The read of a reservation's upload operations, for an image ID.
    var operations: @Sendable (String) -> (String, @Sendable () async throws -> [Components.Schemas.UploadOperation])
}

/// An image's delivery state as one read found it.
struct ImageDelivery: Sendable {
    /// `AWAITING_UPLOAD`, `UPLOAD_COMPLETE`, `COMPLETE`, `FAILED`, or a newer one.
    var state: String?
    /// The errors of a failed delivery.
    var errors: [String]
    /// The image as App Store Connect holds it.
    var image: RemoteImage
}

/// The asset upload protocol, alike for every kind: reserve the image on
/// the localization, send each upload operation's part with its headers,
/// commit, then read the delivery state until it ends (a bounded number of times).
extension AppStoreConnectClient {
    func upload(_ image: DesiredImage, _ requests: ImageRequests, stages: @Sendable (UploadStage) -> Void) async throws(ASCServiceError) -> RemoteImage {
        // The commit's request is kept back from the quota while the reservation and the parts go, so a
        // quota stop never leaves a reservation that cannot be committed (the next run would delete it
        // and reserve again: a write sent twice).
        let commitHeld = QuotaReserve.growing?.hold()
        defer { commitHeld?.release() }
        let (reserve, reserveCall) = requests.reserve
        let (imageID, operations) = try await call(reserve) { try await reserveCall() }
        stages(.reserved(image: imageID))
        guard !operations.isEmpty, operations.count <= 1_000 else {
            throw .unexpected(request: reserve, reason: "the reservation has \(operations.count) upload operations")
        }
        return try await send(operations, of: image, to: imageID, requests, request: reserve, stages: stages, commitHeld: commitHeld)
    }

    /// Finishes an upload an earlier run reserved: reads the reservation's
    /// upload operations (unless every part was sent), sends the parts not
    /// sent, commits and waits for the delivery. `nil`, with nothing sent,
    /// when the read gives no operations.
    func finishUpload(_ reserved: ReservedUpload, _ image: DesiredImage, _ requests: ImageRequests,
                      stages: @Sendable (UploadStage) -> Void) async throws(ASCServiceError) -> RemoteImage? {
        let commitHeld = QuotaReserve.growing?.hold()
        defer { commitHeld?.release() }
        let (read, readCall) = requests.operations(reserved.image)
        var operations: [Components.Schemas.UploadOperation] = []
        if !reserved.allSent {
            // A guess: Apple's document gives an image's `uploadOperations` on its read as on its
            // reservation's answer, and does not say whether App Store Connect fills them in there.
            // Without them the reservation is deleted and the image reserved anew.
            operations = try await call(read) { try await readCall() }
            guard !operations.isEmpty else { return nil }
            guard operations.count <= 1_000 else {
                throw .unexpected(request: read, reason: "the reservation has \(operations.count) upload operations")
            }
            operations.removeAll { reserved.sentParts.contains($0.offset ?? 0) }
        }
        return try await send(operations, of: image, to: reserved.image, requests, request: read, stages: stages, commitHeld: commitHeld)
    }

    /// Sends each upload operation's part of `image`, then commits and waits
    /// for the delivery. `request` names the request that gave the operations.
    private func send(_ operations: [Components.Schemas.UploadOperation], of image: DesiredImage, to imageID: String, _ requests: ImageRequests,
                      request: String, stages: @Sendable (UploadStage) -> Void, commitHeld: GrowingReserve.Hold?) async throws(ASCServiceError) -> RemoteImage {
        for operation in operations {
            try await send(operation, of: image.bytes, request: request)
            stages(.part(image: imageID, offset: operation.offset ?? 0))
        }
        stages(.sent(image: imageID))
        let (commit, commitCall) = requests.commit(imageID)
        // The held request is this commit's: what later uploads add to the reserve as they start does not
        // refuse it, and the hold lasts until it is sent, so no other request takes it meanwhile.
        let committing: Result<ImageDelivery, ASCServiceError> = await QuotaReserve.$requests.withValue(QuotaReserve.growing?.baseRequests ?? QuotaReserve.requests) {
            await QuotaReserve.$growing.withValue(nil) {
                do throws(ASCServiceError) { return .success(try await call(commit) { try await commitCall() }) } catch { return .failure(error) }
            }
        }
        let committed = try committing.get()
        commitHeld?.release()
        // The commit's answer carries the delivery state: read it again only while it is in progress.
        switch committed.state {
        case "COMPLETE": return committed.image
        case "FAILED": throw .imageDelivery(state: "FAILED", errors: committed.errors.map(Self.clean))
        default: return try await waitForDelivery(requests.poll(imageID))
        }
    }

    /// Reads the image's delivery state until it is `COMPLETE` (returned) or
    /// `FAILED` (thrown), at most ``ClientConfiguration/deliveryPolls`` times.
    func waitForDelivery(_ poll: (String, @Sendable () async throws -> ImageDelivery)) async throws(ASCServiceError) -> RemoteImage {
        let (request, read) = poll
        var last = "unknown"
        for attempt in 0..<configuration.deliveryPolls {
            if attempt > 0 {
                do { try await retry.sleep(configuration.deliveryWait(beforeRead: attempt)) } catch { throw .connection(request: request, attempts: attempt, reason: "cancelled") }
            }
            let delivery = try await call(request) { try await read() }
            last = delivery.state ?? "unknown"
            // A state newer than the document is neither: read again, as for one still in progress.
            switch delivery.state {
            case "COMPLETE": return delivery.image
            case "FAILED": throw .imageDelivery(state: last, errors: delivery.errors.map(Self.clean))
            default: continue
            }
        }
        throw .imageDelivery(state: last, errors: ["still not processed after \(configuration.deliveryPolls) checks"])
    }

    /// The newest of a resource's versions (`held`), with its
    /// localizations when `detailed` (else `earlier`'s, when the same
    /// version), and whether any version was ever approved. When `reusing`,
    /// a detailed resource's texts are `earlier`'s too, when it is the same
    /// version in the same state (a resumed apply: what the stopped run found).
    func latestVersion(of held: [VersionSummary], detailed: Bool, earlier: RemoteVersion?, vouched: String? = nil, reusing: Bool = false,
                       localizations: (String) async throws(ASCServiceError) -> [RemoteLocalization],
                       defaultImage: (String) async throws(ASCServiceError) -> RemoteImage?) async throws(ASCServiceError) -> (RemoteVersion?, Bool) {
        let wasApproved = held.count > 1 || held.contains { RemoteVersion.approvedStates.contains($0.state ?? "") }
        guard let latest = held.max(by: { $0.number < $1.number }) else { return (nil, wasApproved) }
        // A live version the lock vouches for cannot have changed: its texts are not read.
        if latest.resourceID == vouched, latest.state == "LIVE" {
            var version = RemoteVersion(resourceID: latest.resourceID, number: latest.number, state: latest.state, localizations: [])
            version.textsVouched = true
            return (version, wasApproved)
        }
        // Not asked for: what the earlier read found, when it was the same version.
        let same = earlier?.resourceID == latest.resourceID
        // Reused: what the stopped run found, when the version and its state are the same and it read the texts itself.
        let reused = reusing && same && earlier?.state == latest.state && earlier?.textsVouched == false
        let read = detailed && !reused
        let texts = read ? try await localizations(latest.resourceID) : same ? earlier?.localizations ?? [] : []
        let image = read ? try await defaultImage(latest.resourceID) : same ? earlier?.defaultImage : nil
        var version = RemoteVersion(resourceID: latest.resourceID, number: latest.number, state: latest.state, localizations: texts, defaultImage: image)
        // Texts carried over from a read that did not read them (the lock vouched, a record was reused) stay marked so:
        // nothing vouches again from them.
        version.textsVouched = !detailed && same && earlier?.textsVouched == true
        version.textsReused = reused || (!read && same && earlier?.textsReused == true)
        return (version, wasApproved)
    }

    /// Sends one upload operation's part of `bytes`, after checking what the
    /// reservation asked for: a usable address, a part inside the file, headers HTTP allows.
    func send(_ operation: Components.Schemas.UploadOperation, of bytes: [UInt8], request: String) async throws(ASCServiceError) {
        guard let address = operation.url.flatMap(URL.init(string:)), let scheme = address.scheme?.lowercased(), let host = address.host,
              scheme == "https" || (scheme == "http" && configuration.apiRoot.scheme == "http") else {
            throw .unexpected(request: request, reason: "an upload operation has no usable https address")
        }
        let offset = operation.offset ?? 0, length = operation.length ?? bytes.count
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else {
            throw .unexpected(request: request, reason: "an upload operation asks for bytes \(offset)+\(length) of a \(bytes.count)-byte file")
        }
        guard let method = HTTPRequest.Method(operation.method ?? "PUT") else {
            throw .unexpected(request: request, reason: "an upload operation has no usable method")
        }
        var fields = HTTPFields()
        for header in operation.requestHeaders ?? [] {
            guard let name = header.name.flatMap({ HTTPField.Name($0) }), let value = header.value else {
                throw .unexpected(request: request, reason: "an upload operation has an unusable header")
            }
            fields.append(HTTPField(name: name, value: value))
        }
        let authority = address.port.map { "\(host):\($0)" } ?? host
        let components = URLComponents(url: address, resolvingAgainstBaseURL: false)
        let path = (address.path.isEmpty ? "/" : components?.percentEncodedPath ?? address.path) + (components?.percentEncodedQuery.map { "?" + $0 } ?? "")
        let upload = HTTPRequest(method: method, scheme: scheme, authority: authority, path: path, headerFields: fields)
        let base = URL(string: "\(scheme)://\(authority)")!
        let part = Array(bytes[offset..<(offset + length)])
        do {
            // No token: the upload address carries its own authorization.
            _ = try await retry.intercept(upload, body: HTTPBody(part), baseURL: base, operationID: "uploadOperation") { request, body, url in
                try await transport.send(request, body: body, baseURL: url, operationID: "uploadOperation")
            }
        } catch {
            throw Self.serviceError(error, request: "\(method) upload operation")
        }
    }

    package func downloadImage(_ image: RemoteImage) async throws(ASCServiceError) -> [UInt8] {
        let request = "GET image \(image.fileName)"
        guard let template = image.templateURL else { throw .unexpected(request: request, reason: "the image has no address yet") }
        // At the size App Store Connect holds it (an activity's is 3840×2160), in the format it was uploaded in.
        let text = template.replacingOccurrences(of: "{w}", with: String(image.width.map { min(max($0, 1), 8192) } ?? 1024))
            .replacingOccurrences(of: "{h}", with: String(image.height.map { min(max($0, 1), 8192) } ?? 1024))
            .replacingOccurrences(of: "{f}", with: image.fileExtension)
        guard let address = URL(string: text), let scheme = address.scheme?.lowercased(), let host = address.host,
              scheme == "https" || (scheme == "http" && configuration.apiRoot.scheme == "http") else {
            throw .unexpected(request: request, reason: "the image's address is not usable")
        }
        let authority = address.port.map { "\(host):\($0)" } ?? host
        let components = URLComponents(url: address, resolvingAgainstBaseURL: false)
        let path = (components?.percentEncodedPath ?? "/") + (components?.percentEncodedQuery.map { "?" + $0 } ?? "")
        do {
            let (_, body) = try await ResponseLimit.$bytes.withValue(ToolLimits.syncImageBytes) { try await retry.intercept(HTTPRequest(method: .get, scheme: scheme, authority: authority, path: path), body: nil,
                                                      baseURL: URL(string: "\(scheme)://\(authority)")!, operationID: "downloadImage") { request, body, url in
                try await transport.send(request, body: body, baseURL: url, operationID: "downloadImage")
            } }
            guard let body else { return [] }
            return try await RetryMiddleware.collect(body, upTo: ToolLimits.syncImageBytes)
        } catch {
            throw Self.serviceError(error, request: request)
        }
    }
}

/// A listed resource's link to its versions, as a page gave it.
struct VersionLinkage: Sendable {
    /// The linked version IDs; `nil` when the answer gave no linkage.
    var ids: [String]?
    /// The total `meta.paging.total` gives, when it does.
    var total: Int?
    /// Whether the linkage carried `meta`.
    var hasMeta: Bool
}

extension AppStoreConnectClient {
    /// A listed resource's versions: the included ones its linkage names,
    /// or every version read through `readAll` when those may not be all.
    /// An included to-many relationship holds at most `limit[versions]`
    /// items, so the list is read in full when the linkage is missing, an
    /// included version is missing, a total says there are more, or the
    /// linkage is at its limit with no total to say it is whole.
    func versions(linked: VersionLinkage, included: [String: VersionSummary],
                  readAll: () async throws(ASCServiceError) -> [VersionSummary]) async throws(ASCServiceError) -> [VersionSummary] {
        let held = linked.ids?.compactMap { included[$0] } ?? []
        let count = linked.ids?.count ?? 0
        if linked.ids == nil || held.count < count || (linked.total ?? 0) > held.count || (!linked.hasMeta && count >= ASCLimits.includedItems) {
            return try await readAll()
        }
        return held
    }
}


/// A version as a resource's list names it: enough to find the latest.
struct VersionSummary: Sendable {
    /// App Store Connect's resource ID.
    var resourceID: String
    /// The version number.
    var number: Int
    /// Its state.
    var state: String?
}

/// A resource's field values as requests send them.
extension DesiredResource {
    /// The number of the field `name`, 0 when it has none.
    func number(_ name: FieldKey) -> Int { value(name)?.value.number ?? 0 }
    /// The flag of the field `name`, `false` when it has none.
    func flag(_ name: FieldKey) -> Bool { value(name)?.value.flag ?? false }
    /// The text of the field `name`, empty when it has none.
    func text(_ name: FieldKey) -> String { value(name)?.value.text ?? "" }
    /// The number of the field `name`, `nil` when it has none.
    func optionalNumber(_ name: FieldKey) -> Int? {
        if case .number(let number)? = value(name)?.value { number } else { nil }
    }
    /// The text of the field `name`, `nil` when it has none or is empty.
    func optionalText(_ name: FieldKey) -> String? {
        let text = text(name)
        return text.isEmpty ? nil : text
    }
}
