import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPTypes
import OpenAPIRuntime

/// Retries what App Store Connect did not carry out (see ``RetryPolicy``),
/// records the hourly quota of every answer, and reads each answer's body
/// up to a bound before the generated client decodes it.
struct RetryMiddleware: ClientMiddleware {
    let policy: RetryPolicy
    let rateLimit: RateLimitRecorder
    let maxResponseBytes: Int
    /// How long one request may wait for its answer, to name in a timeout's reason.
    let requestTimeout: Duration
    let sleep: @Sendable (Duration) async throws -> Void

    func intercept(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
                   next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)) async throws -> (HTTPResponse, HTTPBody?) {
        let bodyBytes: [UInt8]? = if let body { try await Self.collect(body, upTo: maxResponseBytes) } else { nil }
        let described = "\(request.method) \(request.path ?? "/")"
        var lastReason = ""
        for attempt in 1...policy.maxAttempts {
            let response: HTTPResponse, responseBody: HTTPBody?
            do {
                (response, responseBody) = try await next(request, bodyBytes.map { HTTPBody($0) }, baseURL)
            } catch {
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
                if attempt < policy.maxAttempts {
                    try await sleep(policy.delay(afterAttempt: attempt, retryAfter: response.headerFields[.retryAfter]))
                    continue
                }
                throw ConnectionFailure(request: described, attempts: attempt, reason: lastReason)
            }
            let bytes: [UInt8]
            do {
                bytes = if let responseBody { try await Self.collect(responseBody, upTo: maxResponseBytes) } else { [] }
            } catch is TooLarge {
                throw UnusableResponse(request: described, reason: "the answer is larger than \(maxResponseBytes) bytes")
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

    /// A body's bytes, throwing ``TooLarge`` past `limit`.
    static func collect(_ body: HTTPBody, upTo limit: Int) async throws -> [UInt8] {
        var bytes: [UInt8] = []
        for try await chunk in body {
            guard bytes.count + chunk.count <= limit else { throw TooLarge() }
            bytes += chunk
        }
        return bytes
    }

    /// A body past its bound.
    struct TooLarge: Error {}

    /// Whether a request whose connection failed may be sent again: any but a
    /// POST, and a POST only when it never reached the server.
    static func mayRetryLostConnection(_ method: HTTPRequest.Method, error: any Error) -> Bool {
        if method != .post { return true }
        guard let urlError = transportFailure(error) else { return false }
        return [.cannotConnectToHost, .cannotFindHost, .dnsLookupFailed].contains(urlError.code)
    }

    /// The transport's own failure inside `error`, however the generated
    /// client wrapped it.
    static func transportFailure(_ error: any Error) -> URLError? {
        if let urlError = error as? URLError { return urlError }
        if let clientError = error as? ClientError { return transportFailure(clientError.underlyingError) }
        return nil
    }

    /// A short reason for a transport failure.
    static func reason(_ error: any Error, timeout: Duration? = nil) -> String {
        guard let urlError = transportFailure(error) else { return "the request failed (\(type(of: error)))" }
        switch urlError.code {
        case .cannotConnectToHost: return "the connection was refused"
        case .networkConnectionLost: return "the connection was lost"
        case .timedOut: return timeout.map { "no answer within \($0.components.seconds) s (--request-timeout)" } ?? "it timed out"
        case .notConnectedToInternet: return "there is no network"
        case .cannotFindHost, .dnsLookupFailed: return "the host was not found"
        default: return "the connection failed (URLError \(urlError.code.rawValue))"
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
