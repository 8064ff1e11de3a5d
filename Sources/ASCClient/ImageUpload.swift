import ASCAPI
import ASCSync
import Foundation
import HTTPTypes
import OpenAPIRuntime
import SourceDiagnostics

/// The asset upload protocol: reserve the image on the localization, send
/// each upload operation's part with its headers, commit, then read the
/// delivery state until it ends (a bounded number of times).
extension AppStoreConnectClient {
    package func uploadImage(localizationID: String, _ image: DesiredImage) async throws(ASCServiceError) -> RemoteImage {
        let reserve = "POST /v2/gameCenterAchievementImages"
        let reserved = try await call(reserve) {
            try await client.gameCenterAchievementImagesV2_createInstance(body: .json(.init(data: .init(
                attributes: .init(fileName: image.fileName, fileSize: image.bytes.count),
                relationships: .init(localization: .init(data: .init(id: localizationID, _type: .gameCenterAchievementLocalizations))),
                _type: .gameCenterAchievementImages)))).created.body.json.data
        }
        let operations = reserved.attributes?.uploadOperations ?? []
        guard !operations.isEmpty, operations.count <= 1_000 else {
            throw .unexpected(request: reserve, reason: "the reservation has \(operations.count) upload operations")
        }
        for operation in operations {
            try await send(operation, of: image.bytes, request: reserve)
        }
        let commit = "PATCH /v2/gameCenterAchievementImages/\(reserved.id)"
        _ = try await call(commit) {
            try await client.gameCenterAchievementImagesV2_updateInstance(path: .init(id: reserved.id), body: .json(.init(data: .init(
                attributes: .init(uploaded: true), id: reserved.id, _type: .gameCenterAchievementImages)))).ok
        }
        return try await waitForDelivery(reserved.id)
    }

    /// Reads the image's delivery state until it is `COMPLETE` (returned) or
    /// `FAILED` (thrown), at most ``ClientConfiguration/deliveryPolls`` times.
    func waitForDelivery(_ imageID: String) async throws(ASCServiceError) -> RemoteImage {
        let request = "GET /v2/gameCenterAchievementImages/\(imageID)"
        var last = "unknown"
        for poll in 0..<configuration.deliveryPolls {
            if poll > 0 {
                do { try await retry.sleep(configuration.deliveryInterval) } catch { throw .connection(request: request, attempts: poll, reason: "cancelled") }
            }
            let image = try await call(request) {
                try await client.gameCenterAchievementImagesV2_getInstance(path: .init(id: imageID)).ok.body.json.data
            }
            let state = image.attributes?.assetDeliveryState
            last = state?.state ?? "unknown"
            // A state newer than the document is neither: read again, as for one still in progress.
            switch state?.state {
            case "COMPLETE": return Self.remoteImage(image)
            case "FAILED":
                throw .imageDelivery(state: last, errors: (state?.errors ?? []).map { Self.clean([$0.code, $0.description].compactMap { $0 }.joined(separator: ": ")) })
            default: continue
            }
        }
        throw .imageDelivery(state: last, errors: ["still not processed after \(configuration.deliveryPolls) checks"])
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
        let text = template.replacingOccurrences(of: "{w}", with: "1024").replacingOccurrences(of: "{h}", with: "1024")
            .replacingOccurrences(of: "{f}", with: "png")
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
