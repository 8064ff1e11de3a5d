import ASCAPI
import Crypto
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// What every request goes through before the generated server code: the
/// request log and injected faults, the API token's signature and claims,
/// the paging cursor, and App Store Connect's error shape for every refusal
/// (rule violations, and bodies the document does not accept).
struct SimulatorMiddleware: ServerMiddleware {
    let state: SimulatorState
    let key: P256.Signing.PublicKey
    let keyID: String
    let issuerID: String
    /// Stops the server (the network is gone).
    let stop: @Sendable () -> Void

    func intercept(_ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
                   next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)) async throws -> (HTTPResponse, HTTPBody?) {
        switch await state.admit("\(request.method) \(request.path ?? "")") {
        case .stop:
            stop()
            return Self.errorResponse(SimulatorError(status: 503, code: "UNAVAILABLE", title: "Stopped", detail: "The simulator is stopping."))
        case .rateLimit:
            var (response, body) = Self.errorResponse(SimulatorError(status: 429, code: "RATE_LIMIT_EXCEEDED", title: "The request rate limit has been reached.",
                                                                     detail: "We've received too many requests for this API. Please wait and try again."))
            response.headerFields[.retryAfter] = "0"
            return (response, body)
        case .serverError:
            return Self.errorResponse(SimulatorError(status: 500, code: "UNEXPECTED_ERROR", title: "An unexpected error occurred.", detail: "Injected."))
        case .handle:
            break
        }
        if let delay = await state.faults.answerDelay {
            try? await Task.sleep(for: delay)
        }
        if let redirect = await state.takeRedirect() {
            var response = HTTPResponse(status: .init(code: redirect.status))
            response.headerFields[.location] = redirect.origin + (request.path ?? "/")
            return (response, nil)
        }
        if let count = await state.takeHeaderFlood() {
            var response = HTTPResponse(status: .ok)
            for index in 0..<count { response.headerFields.append(HTTPField(name: HTTPField.Name("X-Flood-\(index)")!, value: "x")) }
            return (response, HTTPBody(#"{"data":{"type":"gameCenterDetails","id":"D1"}}"#))
        }
        if let size = await state.takeOversizedAnswer() {
            var response = HTTPResponse(status: .ok)
            response.headerFields[.contentType] = "application/json"
            return (response, Self.streamedPadding(bytes: size, state: state))
        }
        if let problem = verify(request.headerFields[.authorization]) {
            return Self.errorResponse(.unauthorized(problem))
        }
        let cursor = Self.cursor(in: request.path ?? "")
        let kept = Self.queryWithoutCursor(in: request.path ?? "")
        do {
            var (response, responseBody) = try await SimulatorCursor.$offset.withValue(cursor) {
                try await SimulatorCursor.$query.withValue(kept) { try await next(request, body, metadata) }
            }
            if await state.takeFailAfterHandling("\(request.method) \(request.path ?? "")") {
                return Self.errorResponse(SimulatorError(status: 502, code: "UNEXPECTED_ERROR", title: "Bad Gateway", detail: "Done, but the answer was lost."))
            }
            let quota = await state.faults.hourlyQuota, used = await state.requests.count
            response.headerFields[HTTPField.Name("X-Rate-Limit")!] = "user-hour-lim:\(quota);user-hour-rem:\(max(0, quota - used));"
            if let interval = await state.faults.trickle, let whole = responseBody {
                let bytes = try await [UInt8](collecting: whole, upTo: 16 << 20)
                response.headerFields[.contentLength] = nil
                return (response, Self.trickled(bytes, interval: interval))
            }
            return (response, responseBody)
        } catch let error as ServerError {
            if let refusal = error.underlyingError as? SimulatorError { return Self.errorResponse(refusal) }
            return Self.errorResponse(.badRequest("The request does not match the API: \(error.underlyingError)"))
        }
    }

    /// Why the bearer token is refused, or `nil` when it is good: ES256 over
    /// header and claims with the team's key, `kid`, `iss`, `aud`, and an
    /// `exp` in the future at most 20 minutes after `iat`.
    func verify(_ authorization: String?) -> String? {
        guard let authorization, authorization.hasPrefix("Bearer ") else { return "No bearer token." }
        let parts = authorization.dropFirst("Bearer ".count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerBytes = Self.base64URL(parts[0]), let claimsBytes = Self.base64URL(parts[1]),
              let signatureBytes = Self.base64URL(parts[2]),
              let header = try? JSONSerialization.jsonObject(with: Data(headerBytes)) as? [String: Any],
              let claims = try? JSONSerialization.jsonObject(with: Data(claimsBytes)) as? [String: Any] else { return "The token is not a JWT." }
        guard header["alg"] as? String == "ES256", header["typ"] as? String == "JWT" else { return "The token is not ES256." }
        guard header["kid"] as? String == keyID else { return "Unknown key ID." }
        guard let signature = try? P256.Signing.ECDSASignature(rawRepresentation: signatureBytes),
              key.isValidSignature(signature, for: Data((parts[0] + "." + parts[1]).utf8)) else { return "The signature is not valid." }
        guard claims["iss"] as? String == issuerID else { return "Unknown issuer." }
        guard claims["aud"] as? String == "appstoreconnect-v1" else { return "Wrong audience." }
        guard let issued = claims["iat"] as? Int, let expires = claims["exp"] as? Int else { return "No iat or exp." }
        let now = Int(Date().timeIntervalSince1970)
        guard expires > now, expires - issued <= 20 * 60, issued <= now + 60 else { return "The token is expired or lives longer than 20 minutes." }
        return nil
    }

    /// A JSON document of `bytes` bytes, `{"data":[]}` and spaces, made
    /// a mebibyte at a time as the client reads it (a gibibyte costs the
    /// server no memory); what was sent is counted in `state`.
    static func streamedPadding(bytes: Int, state: SimulatorState) -> HTTPBody {
        let document = Array(#"{"data":[]}"#.utf8)
        let chunk = [UInt8](repeating: 0x20, count: 1 << 20)
        let left = LockedCounter(max(bytes, document.count))
        // Unfolding: each part is made only when the server writes it out.
        let stream = AsyncStream<ArraySlice<UInt8>>(unfolding: {
            let remaining = left.value
            guard remaining > 0 else { return nil }
            let part = remaining == max(bytes, document.count) ? ArraySlice(document) : chunk.prefix(remaining)
            left.subtract(part.count)
            await state.countOversized(part.count)
            return part
        })
        return HTTPBody(stream, length: .unknown, iterationBehavior: .single)
    }

    /// `bytes` sent one byte every `interval`.
    static func trickled(_ bytes: [UInt8], interval: Duration) -> HTTPBody {
        let stream = AsyncStream<ArraySlice<UInt8>> { continuation in
            let producer = Task {
                for byte in bytes {
                    if Task.isCancelled { break }
                    if case .terminated = continuation.yield([byte]) { break }
                    try? await Task.sleep(for: interval)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in producer.cancel() }
        }
        return HTTPBody(stream, length: .unknown, iterationBehavior: .single)
    }

    static func base64URL(_ text: Substring) -> [UInt8]? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        return Data(base64Encoded: base64).map(Array.init)
    }

    /// The request's query without its cursor and limit: what a next page's
    /// link carries on (App Store Connect's `links.next` keeps `include`,
    /// `limit[…]` and the rest of the request's parameters).
    static func queryWithoutCursor(in path: String) -> String {
        guard let query = path.split(separator: "?", maxSplits: 1).dropFirst().first else { return "" }
        return query.split(separator: "&").filter { !$0.hasPrefix("cursor=") && !$0.hasPrefix("limit=") }.map { "&" + $0 }.joined()
    }

    static func cursor(in path: String) -> Int {
        guard let query = path.split(separator: "?", maxSplits: 1).dropFirst().first else { return 0 }
        for pair in query.split(separator: "&") where pair.hasPrefix("cursor=") {
            return Int(pair.dropFirst("cursor=".count)) ?? 0
        }
        return 0
    }

    /// App Store Connect's `ErrorResponse` for a refusal.
    static func errorResponse(_ error: SimulatorError) -> (HTTPResponse, HTTPBody?) {
        let body = Components.Schemas.ErrorResponse(errors: [.init(
            code: error.code, detail: error.detail, id: UUID().uuidString,
            source: error.pointer.map { .ErrorSourcePointer(.init(pointer: $0)) }, status: String(error.status), title: error.title)])
        let data = (try? JSONEncoder().encode(body)) ?? Data()
        var response = HTTPResponse(status: .init(code: error.status))
        response.headerFields[.contentType] = "application/json"
        return (response, HTTPBody(data))
    }
}

/// A count shared with a stream's producer.
final class LockedCounter: @unchecked Sendable {
    // @unchecked: `count` is read and written only under `lock`.
    private let lock = NSLock()
    private var count: Int

    init(_ count: Int) { self.count = count }

    var value: Int { lock.withLock { count } }

    func subtract(_ amount: Int) { lock.withLock { count -= amount } }
}
