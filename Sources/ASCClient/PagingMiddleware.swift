import Foundation
import HTTPTypes
import OpenAPIRuntime

/// The next page a list request should fetch instead of its first page: the
/// `links.next` address of the page before, checked to be the same list on
/// the same server (a link elsewhere would carry the token off).
enum NextPage {
    @TaskLocal static var address: URL?
}

/// Sends a list request to ``NextPage/address`` when one is set.
struct PagingMiddleware: ClientMiddleware {
    func intercept(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
                   next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)) async throws -> (HTTPResponse, HTTPBody?) {
        guard let address = NextPage.address else { return try await next(request, body, baseURL) }
        var request = request
        request.path = try Self.path(of: address, for: request.path ?? "/", baseURL: baseURL)
        return try await next(request, body, baseURL)
    }

    /// The request path (relative to `baseURL`, with its query) of `address`,
    /// which must be on `baseURL`'s server and name the list `requestPath` names.
    static func path(of address: URL, for requestPath: String, baseURL: URL) throws -> String {
        let described = "GET \(requestPath.split(separator: "?", maxSplits: 1).first.map(String.init) ?? requestPath)"
        guard address.scheme?.lowercased() == baseURL.scheme?.lowercased(), address.host?.lowercased() == baseURL.host?.lowercased(),
              address.port == baseURL.port else {
            throw UnusableResponse(request: described, reason: "the next page's address is on another server")
        }
        let prefix = baseURL.path.hasSuffix("/") ? String(baseURL.path.dropLast()) : baseURL.path
        let fullPath = address.path
        guard fullPath.hasPrefix(prefix) else {
            throw UnusableResponse(request: described, reason: "the next page's address is outside the API")
        }
        let listPath = String(requestPath.split(separator: "?", maxSplits: 1).first ?? "")
        let path = String(fullPath.dropFirst(prefix.count))
        guard path == listPath else {
            throw UnusableResponse(request: described, reason: "the next page's address names another list")
        }
        let components = URLComponents(url: address, resolvingAgainstBaseURL: false)
        return path + (components?.percentEncodedQuery.map { "?" + $0 } ?? "")
    }
}
