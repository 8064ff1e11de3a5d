import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// The key and the formats of `asc`: a key on the wrong curve, a key reached
/// through a link, warnings that must survive a failed run, and JSON that
/// stays JSON on every way out.
@Suite(.serialized, .tags(.process, .simulator), .unlessSkipped(.process, .simulator))
struct HostileCredentialTests {
    /// A secp256k1 key in PKCS #8 (made for this test; it signs nothing App Store Connect knows).
    static let secp256k1PEM = """
        -----BEGIN PRIVATE KEY-----
        MIGEAgEAMBAGByqGSM49AgEGBSuBBAAKBG0wawIBAQQg/qbUW4c7QVtDwYrITOf2
        0SYRYhxHdRe4yJfP/Pg57j6hRANCAAQjlXoP6SkpgAuoxV567dFUnsl85vf3Ou9g
        mfaH1UGyDGkVqymkRzsuU6Jqc1MKtJThKZXb7gyZYY2hZMUQw/Lv
        -----END PRIVATE KEY-----

        """

    @Test("a key on another curve than P-256 is refused before any request")
    func secp256k1Key() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        _ = FileManager.default.createFile(atPath: game.keyPath, contents: Data(Self.secp256k1PEM.utf8), attributes: [.posixPermissions: 0o600])
        let plan = try await game.asc("plan")
        #expect(plan.status == 1)
        #expect(plan.stdout == "catalog.yaml:1:1: error: the private key is not on the P-256 curve (prime256v1); App Store Connect's API keys are P-256, so this key's tokens would be refused [asc-credentials]\n", "\(plan.stdout)")
        #expect(await game.simulator.state.requests.isEmpty)
    }

    @Test("a link to a key only its owner can read is not warned about; the key's own mode is what counts")
    func keyThroughLink() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let link = game.folder.appendingPathComponent("linked.p8").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: game.keyPath)
        let plan = try await game.asc("plan", ["--private-key", link])
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(!plan.stdout.contains("can be read by others"), "\(plan.stdout)")
    }

    @Test("the warning about a key others can read prints even when the run then fails")
    func warningSurvivesFailure() async throws {
        let game = try await SyncGame.make()
        game.simulator.stop()
        try await Task.sleep(for: .milliseconds(200))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: game.keyPath)
        let plan = try await game.asc("plan", ["--max-attempts", "1"])
        #expect(plan.status == 1)
        #expect(plan.stdout.contains("catalog.yaml:1:1: warning: the private key \(game.keyPath) can be read by others (mode 644); run chmod 600 on it [asc-credentials]\n"), "\(plan.stdout)")
        #expect(plan.stdout.contains("error: App Store Connect did not answer GET /v1/apps/1234567890/gameCenterDetail after 1 attempt: the connection was refused [asc-connection]"), "\(plan.stdout)")
    }

    /// The JSON document `asc plan --format json` printed, parsed.
    static func document(_ result: TestProcess.Result, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: result.stdoutData)
        return try #require(object as? [String: Any], "not a JSON object: \(result.stdout)", sourceLocation: sourceLocation)
    }

    static func rules(_ document: [String: Any]) -> [String] {
        (document["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
    }

    @Test("asc plan --format json prints JSON on every way out: catalog errors, missing credentials, an unreachable server, and warnings")
    func planJSONOnEveryPath() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: game.keyPath)
        let warned = try await game.asc("plan", ["--format", "json"])
        #expect(warned.status == 2)
        let changes = try Self.document(warned)
        #expect(changes["status"] as? String == "changes")
        #expect(Self.rules(changes) == ["asc-credentials"])

        try game.editCatalog("points: 10", "points: 1000")
        let invalid = try await game.asc("plan", ["--format", "json"])
        #expect(invalid.status == 1)
        let refused = try Self.document(invalid)
        #expect(refused["status"] as? String == "error")
        #expect(Self.rules(refused).contains("points-range"), "\(invalid.stdout)")
        try game.editCatalog("points: 1000", "points: 10")

        guard let binary = SyncGame.binary else { throw CocoaError(.fileNoSuchFile) }
        let bare = try await TestProcess.run("/usr/bin/env", ["-u", "ASC_KEY_ID", "-u", "ASC_ISSUER_ID", "-u", "ASC_PRIVATE_KEY_PATH", "-u", "ASC_PRIVATE_KEY",
                                                              binary.path, "asc", "plan", "--format", "json"], in: game.folder)
        #expect(bare.status == 1)
        #expect(Self.rules(try Self.document(bare)) == ["asc-credentials"])

        game.simulator.stop()
        try await Task.sleep(for: .milliseconds(200))
        let unreachable = try await game.asc("plan", ["--format", "json", "--max-attempts", "1"])
        #expect(unreachable.status == 1)
        let gone = try Self.document(unreachable)
        #expect(gone["status"] as? String == "error")
        #expect(Self.rules(gone) == ["asc-credentials", "asc-connection"], "\(unreachable.stdout)")
        #expect(gone["app"] as? String == "1234567890")
    }
}
