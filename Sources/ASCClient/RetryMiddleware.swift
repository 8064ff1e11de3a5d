import Foundation
import HTTPTypes
import OpenAPIRuntime
import SourceDiagnostics

/// Retries what App Store Connect did not carry out (see ``RetryPolicy``),
/// records the hourly quota of every answer, and reads each answer's body
/// up to a bound before the generated client decodes it.
struct RetryMiddleware: ClientMiddleware {
    let policy: RetryPolicy
    let rateLimit: RateLimitRecorder
    /// Requests left in the hour below which nothing more is sent.
    let quotaReserve: Int
    let maxResponseBytes: Int
    /// How long one request may wait for its answer, to name in a timeout's reason.
    let requestTimeout: Duration
    let sleep: @Sendable (Duration) async throws -> Void

    func intercept(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
                   next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)) async throws -> (HTTPResponse, HTTPBody?) {
        let bodyBytes: [UInt8]? = if let body { try await Self.collect(body, upTo: maxResponseBytes) } else { nil }
        // Named by method and path; the query (include=, limit=, cursors) would only hide the resource.
        let described = "\(request.method) \(request.path?.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/")"
        var lastReason = ""
        for attempt in 1...policy.maxAttempts {
            try rateLimit.admit(reserve: QuotaReserve.current ?? quotaReserve,
                                countsAgainstQuota: !Self.otherHostOperations.contains(operationID))
            let response: HTTPResponse, responseBody: HTTPBody?
            do {
                (response, responseBody) = try await next(request, bodyBytes.map { HTTPBody($0) }, baseURL)
            } catch {
                if let refusal = Self.refusal(error, request: described) { throw refusal }
                lastReason = Self.reason(error, timeout: requestTimeout)
                guard Self.mayRetryLostConnection(request.method, error: error), attempt < policy.maxAttempts else {
                    throw ConnectionFailure(request: described, attempts: attempt, reason: lastReason)
                }
                try await sleep(policy.delay(afterAttempt: attempt, retryAfter: nil))
                continue
            }
            rateLimit.record(response)
            let status = response.status.code
            if status == 429 || (500...599).contains(status) {
                lastReason = status == 429 ? "the rate limit was exceeded (429)" : "the server failed (\(status))"
                // A POST answered 5xx may have been carried out (App Store
                // Connect creates, then fails to answer): sending it again could
                // create a duplicate. Only a 429 says it was not done.
                if status != 429, request.method == .post {
                    throw ConnectionFailure(request: described, attempts: attempt,
                                            reason: lastReason + "; a creation is not sent again, since it may have been carried out")
                }
                if attempt < policy.maxAttempts {
                    try await sleep(policy.delay(afterAttempt: attempt, retryAfter: response.headerFields[.retryAfter]))
                    continue
                }
                throw ConnectionFailure(request: described, attempts: attempt, reason: lastReason)
            }
            let bytes: [UInt8]
            do {
                bytes = if let responseBody { try await Self.collect(responseBody, upTo: ResponseLimit.bytes ?? maxResponseBytes) } else { [] }
            } catch let tooLarge as ResponseTooLarge {
                throw UnusableResponse(request: described, reason: "the answer is larger than \(tooLarge.limit) bytes")
            } catch {
                lastReason = Self.reason(error, timeout: requestTimeout)
                guard Self.mayRetryLostConnection(request.method, error: error), attempt < policy.maxAttempts else {
                    throw ConnectionFailure(request: described, attempts: attempt, reason: lastReason)
                }
                try await sleep(policy.delay(afterAttempt: attempt, retryAfter: nil))
                continue
            }
            if status >= 400 {
                throw ErrorAnswer(request: described, status: status, body: bytes)
            }
            return (response, HTTPBody(bytes))
        }
        throw ConnectionFailure(request: described, attempts: policy.maxAttempts, reason: lastReason)
    }

    /// The transport's refusal inside `error` (however the generated client
    /// wrapped it) as an answer that cannot be used, never retried: a
    /// redirect, or an answer past the byte limit.
    static func refusal(_ error: any Error, request: String) -> UnusableResponse? {
        switch error {
        case let clientError as ClientError:
            return refusal(clientError.underlyingError, request: request)
        case let tooLarge as ResponseTooLarge:
            return UnusableResponse(request: request, reason: "the answer is larger than \(tooLarge.limit) bytes")
        case is TooManyHeaders:
            return UnusableResponse(request: request, reason: "the answer has more than \(TooManyHeaders.limit) header lines")
        case let redirect as RedirectRefused:
            return UnusableResponse(request: request, reason: "it redirects (\(redirect.status)) to \(AppStoreConnectClient.clean(redirect.location)); "
                                    + "redirects are not followed, so the API token never goes to another address")
        default:
            return nil
        }
    }

    /// The requests that go to hosts other than the API (the upload
    /// operations' and the image store's), which its quota does not count.
    static let otherHostOperations: Set<String> = ["uploadOperation", "downloadImage"]

    /// A body's bytes, throwing ``ResponseTooLarge`` past `limit`.
    static func collect(_ body: HTTPBody, upTo limit: Int) async throws -> [UInt8] {
        var bytes: [UInt8] = []
        for try await chunk in body {
            guard bytes.count + chunk.count <= limit else { throw ResponseTooLarge(limit: limit) }
            bytes += chunk
        }
        return bytes
    }

    /// Whether a request whose connection failed may be sent again: any but a
    /// POST, and a POST only when it never reached the server.
    static func mayRetryLostConnection(_ method: HTTPRequest.Method, error: any Error) -> Bool {
        if method != .post { return true }
        guard let failure = transportFailure(error) else { return false }
        return [.refused, .hostNotFound].contains(failure.kind)
    }

    /// The transport's own failure inside `error`, however the generated
    /// client wrapped it.
    static func transportFailure(_ error: any Error) -> TransportFailure? {
        if let failure = error as? TransportFailure { return failure }
        if let clientError = error as? ClientError { return transportFailure(clientError.underlyingError) }
        return nil
    }

    /// A short reason for a transport failure.
    static func reason(_ error: any Error, timeout: Duration? = nil) -> String {
        guard let failure = transportFailure(error) else { return "the request failed (\(type(of: error)))" }
        switch failure.kind {
        case .refused: return "the connection was refused"
        case .connectionLost: return "the connection was lost"
        case .timedOut: return timeout.map { "no answer within \($0.components.seconds) s (--request-timeout)" } ?? "it timed out"
        case .hostNotFound: return "the host was not found"
        case .insecure: return "the secure connection failed (\(AppStoreConnectClient.clean(failure.detail)))"
        case .other: return "the connection failed (\(AppStoreConnectClient.clean(failure.detail)))"
        }
    }
}

/// A request that kept failing.
struct ConnectionFailure: Error {
    var request: String
    var attempts: Int
    var reason: String
}

/// An answer that cannot be used.
struct UnusableResponse: Error {
    var request: String
    var reason: String
}

/// An error status with its body.
struct ErrorAnswer: Error {
    var request: String
    var status: Int
    var body: [UInt8]
}
