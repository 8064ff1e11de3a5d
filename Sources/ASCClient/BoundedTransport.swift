import CCurl
import Dispatch
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// The sync's HTTP transport: libcurl's easy interface with the three
/// bounds every request needs when the other side is untrusted.
///
/// - **No redirect is followed.** A 3xx ends the request
///   (``RedirectRefused``), so the token never leaves the origin it was
///   sent to. Only `http` and `https` are spoken.
/// - **The answer is read as it arrives** and the connection dropped the
///   moment it passes the byte limit (``ResponseTooLarge``): a gibibyte
///   answer costs the limit in memory, never its whole size.
/// - **One deadline bounds the whole attempt**, connecting, headers and
///   body: a server trickling a byte at a time is cut off at `timeout`.
///
/// Foundation's URLSession on Linux offers none of the three: it follows
/// redirects with the `Authorization` header on, queues every received
/// chunk to its delegate with no back-pressure (a cancelled gibibyte
/// answer is still read whole), and its timeout restarts with each byte.
struct BoundedTransport: ClientTransport {
    /// How long one attempt may take, from connecting to the last byte.
    let timeout: Duration
    /// The most bytes of one answer that are read (unless ``ResponseLimit`` says otherwise).
    let maxResponseBytes: Int
    /// The most bytes of one request's body (an image part at most).
    let maxRequestBytes: Int

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        let root = baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        let bodyBytes: [UInt8]? = if let body { try await RetryMiddleware.collect(body, upTo: maxRequestBytes) } else { nil }
        let transfer = CurlTransfer(url: root + (request.path ?? ""), method: request.method.rawValue,
                                    headers: request.headerFields.map { ($0.name.rawName, $0.value) }, body: bodyBytes,
                                    limit: ResponseLimit.bytes ?? maxResponseBytes, timeout: timeout)
        let result = try await withTaskCancellationHandler {
            try await transfer.perform()
        } onCancel: {
            transfer.cancel()
        }
        var response = HTTPResponse(status: .init(code: result.status))
        for (name, value) in result.headers {
            guard let name = HTTPField.Name(name) else { continue }
            response.headerFields.append(HTTPField(name: name, value: value))
        }
        if (300...399).contains(result.status), result.status != 304 {
            throw RedirectRefused(status: result.status, location: Self.origin(of: response.headerFields[.location] ?? ""))
        }
        return (response, HTTPBody(result.body))
    }

    /// The scheme, host and port of `address`, the part a refusal names.
    static func origin(of address: String) -> String {
        guard let url = URL(string: address), let scheme = url.scheme, let host = url.host else { return "a relative or missing address" }
        return "\(scheme)://\(host)\(url.port.map { ":\($0)" } ?? "")"
    }
}

/// The byte limit of the answers read in a task, where it is not the API's
/// (an image download): the transport and the retry middleware both read it.
enum ResponseLimit {
    @TaskLocal static var bytes: Int?
}

/// An answer that redirected; the redirect is never followed.
struct RedirectRefused: Error {
    /// The 3xx status.
    var status: Int
    /// The scheme, host and port it pointed at.
    var location: String
}

/// An answer past the byte limit; the connection was dropped there.
struct ResponseTooLarge: Error {
    var limit: Int
}

/// An answer with more header lines than any real one; reading stopped there.
struct TooManyHeaders: Error {
    static let limit = 1_000
}

/// Why a request got no answer.
struct TransportFailure: Error, Equatable {
    /// What went wrong, in the terms the retry rules need.
    enum Kind: Equatable {
        /// Nothing listens there: the request was never sent.
        case refused
        /// The host name does not resolve: the request was never sent.
        case hostNotFound
        /// The attempt's deadline passed.
        case timedOut
        /// The connection broke after the request may have been sent.
        case connectionLost
        /// TLS failed.
        case insecure
        /// Anything else libcurl reports.
        case other
    }

    var kind: Kind
    /// libcurl's own words.
    var detail: String
}
