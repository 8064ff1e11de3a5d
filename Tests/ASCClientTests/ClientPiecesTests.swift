import AchievementsCatalog
@testable import ASCClient
import Crypto
import Foundation
import Testing

/// The client's parts that decide alone: tokens, backoff, quota, paging links.
struct ClientPiecesTests {
    @Test("a token is ES256 over the header and claims App Store Connect asks for, and lives 15 minutes (ASC allows 20)")
    func token() throws {
        let privateKey = P256.Signing.PrivateKey()
        let key = try APIKey(keyID: "ABC123DEFG", issuerID: "57246542-96fe-1a63-e053-0824d011072a", pem: privateKey.pemRepresentation)
        let token = try key.token(now: Date(timeIntervalSince1970: 1_700_000_000))
        let parts = token.split(separator: ".")
        #expect(parts.count == 3)
        #expect(String(decoding: Base64URL.decode(parts[0]) ?? [], as: UTF8.self) == #"{"alg":"ES256","kid":"ABC123DEFG","typ":"JWT"}"#)
        #expect(String(decoding: Base64URL.decode(parts[1]) ?? [], as: UTF8.self)
            == #"{"aud":"appstoreconnect-v1","exp":1700000900,"iat":1700000000,"iss":"57246542-96fe-1a63-e053-0824d011072a"}"#)
        let signature = try P256.Signing.ECDSASignature(rawRepresentation: Base64URL.decode(parts[2]) ?? [])
        #expect(privateKey.publicKey.isValidSignature(signature, for: Data((parts[0] + "." + parts[1]).utf8)))
    }

    @Test("keys and IDs that are not what App Store Connect shows are refused without echoing them")
    func badKeys() {
        #expect(throws: APIKey.Problem(message: "the private key is not a P-256 key in PEM form (the .p8 file App Store Connect lets you download once)")) {
            try APIKey(keyID: "ABC", issuerID: "x-1", pem: "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----")
        }
        #expect(throws: APIKey.Problem(message: "the API key ID must be letters and digits, as App Store Connect shows it")) {
            try APIKey(keyID: "AB\"C", issuerID: "x-1", pem: "")
        }
        #expect(throws: APIKey.Problem(message: "the issuer ID must be the UUID App Store Connect shows")) {
            try APIKey(keyID: "ABC", issuerID: "a\"b", pem: "")
        }
    }

    @Test("backoff: Retry-After when given, else doubling with up to half again of jitter, capped")
    func backoff() {
        let policy = RetryPolicy(maxAttempts: 5, baseDelay: .milliseconds(500), maxDelay: .seconds(60))
        #expect(policy.delay(afterAttempt: 1, retryAfter: "3") == .seconds(3))
        #expect(policy.delay(afterAttempt: 1, retryAfter: "99999") == .seconds(60))
        #expect(policy.delay(afterAttempt: 1, retryAfter: nil, random: 0) == .milliseconds(500))
        #expect(policy.delay(afterAttempt: 3, retryAfter: nil, random: 1) == .seconds(3))
        #expect(policy.delay(afterAttempt: 1, retryAfter: "soon", random: 0) == .milliseconds(500))
        #expect(policy.delay(afterAttempt: Int.max, retryAfter: nil, random: 0) == .seconds(60))
        #expect(RetryPolicy(maxAttempts: -3).maxAttempts == 1)
    }

    @Test("the quota header is read; anything else is ignored")
    func quota() {
        #expect(RateLimit(header: "user-hour-lim:3600;user-hour-rem:3598;") == RateLimit(limit: 3600, remaining: 3598))
        #expect(RateLimit(header: "user-hour-lim:3600;") == nil)
        #expect(RateLimit(header: "user-hour-lim:-1;user-hour-rem:x;") == nil)
    }

    @Test("a next-page link is followed only on the same server, for the same list")
    func pagingLinks() throws {
        let base = URL(string: "https://api.appstoreconnect.apple.com")!
        let list = "/v1/gameCenterDetails/D1/gameCenterAchievementsV2?limit=200"
        #expect(try PagingMiddleware.path(of: URL(string: "https://api.appstoreconnect.apple.com/v1/gameCenterDetails/D1/gameCenterAchievementsV2?cursor=Mg&limit=200")!,
                                          for: list, baseURL: base) == "/v1/gameCenterDetails/D1/gameCenterAchievementsV2?cursor=Mg&limit=200")
        #expect(throws: UnusableResponse.self) {
            try PagingMiddleware.path(of: URL(string: "https://evil.example/v1/gameCenterDetails/D1/gameCenterAchievementsV2?cursor=Mg")!, for: list, baseURL: base)
        }
        #expect(throws: UnusableResponse.self) {
            try PagingMiddleware.path(of: URL(string: "http://api.appstoreconnect.apple.com/v1/gameCenterDetails/D1/gameCenterAchievementsV2")!, for: list, baseURL: base)
        }
        #expect(throws: UnusableResponse.self) {
            try PagingMiddleware.path(of: URL(string: "https://api.appstoreconnect.apple.com/v1/apps")!, for: list, baseURL: base)
        }
    }
}
