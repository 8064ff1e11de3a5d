import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Adds `Authorization: Bearer TOKEN` to every API request, signing a new
/// token when the current one is more than half its lifetime old.
struct AuthenticationMiddleware: ClientMiddleware {
    let key: APIKey
    let clock: @Sendable () -> Date
    let cache = LockedValue<(token: String, issued: Date)?>(nil)

    init(key: APIKey, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.key = key
        self.clock = clock
    }

    func intercept(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
                   next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.authorization] = "Bearer " + (try currentToken())
        return try await next(request, body, baseURL)
    }

    func currentToken() throws -> String {
        let now = clock()
        if let cached = cache.withLock({ $0 }), now.timeIntervalSince(cached.issued) < APIKey.tokenLifetime / 2, now >= cached.issued {
            return cached.token
        }
        let token = try key.token(now: now)
        cache.withLock { $0 = (token, now) }
        return token
    }
}
