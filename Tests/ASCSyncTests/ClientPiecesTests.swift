import AchievementsCatalog
@testable import ASCClient
@testable import ASCSync
import Crypto
import Foundation
import Testing

/// The client's parts that decide alone: tokens, backoff, quota, paging links,
/// and the lock's `synced` text.
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

    @Test("the lock's synced list is replaced before released, and reads back")
    func lockSynced() throws {
        let existing = LockFile.header + "  - key: a\n    id: x.a\n    group: g\n    progress: bestRun\n    metric: m\n    threshold: 1\n    released: \"1.0\"\n"
        let entries = [SyncedEntry(id: "x.a", locale: nil, fingerprint: "f1"),
                       SyncedEntry(id: "x.a", locale: "en-US", fingerprint: "t1", imageSHA256: "0abc")]
        let once = LockFile.replacingSynced(entries, in: existing)
        let twice = LockFile.replacingSynced([SyncedEntry(id: "x.a", locale: nil, fingerprint: "f2")], in: once)
        #expect(once.contains("format: 1\nsynced:\n  - id: x.a\n    fields: f1\n  - id: x.a\n    locale: en-US\n    texts: t1\n    image: \"0abc\"\nreleased:\n  - key: a\n"))
        #expect(twice.contains("format: 1\nsynced:\n  - id: x.a\n    fields: f2\nreleased:\n  - key: a\n"))
        let read = try #require(LockFile.decode(Array(once.utf8), path: "catalog.lock.yaml").value)
        #expect(read.synced == entries)
        #expect(read.entries.map(\.id.value) == ["x.a"])
        // `achievements lock` appends after the synced list, into released.
        let appended = LockFile.appendText([read.entries[0]], to: once)
        #expect(LockFile.decode(Array(appended.utf8), path: "l").value?.entries.count == 2)
    }

    @Test("pulled language codes are the language, or the whole locale when two share it")
    func languageCodes() {
        #expect(CatalogLanguage.codes(forLocales: ["en-US", "en-GB", "fr-FR", "ca"]) == ["en-US": "en-us", "en-GB": "en-gb", "fr-FR": "fr", "ca": "ca"])
        var taken: Set<String> = []
        #expect(AdoptedCatalog.uniqueKey("ach.run.0100", prefix: "ach", taken: &taken) == "run_0100")
        #expect(AdoptedCatalog.uniqueKey("ach.run.0100", prefix: "ach", taken: &taken) == "run_0100_2")
        #expect(AdoptedCatalog.uniqueKey("1st", prefix: "ach", taken: &taken) == "a1st")
    }
}
