#if AppStoreConnectSync
import ArgumentParser
import CommandLineSupport
import ASCClient
import ASCSync
import FileAccess
import Foundation
import SourceDiagnostics
import SyncRules

/// The App Store Connect credentials, app and API root, from options or the
/// environment (`ASC_KEY_ID`, `ASC_ISSUER_ID`, `ASC_PRIVATE_KEY_PATH` or
/// `ASC_PRIVATE_KEY`, `ASC_API_URL`). No key or token is ever printed.
struct ASCOptions: ParsableArguments {
    @Option(help: "The API key ID (default: $ASC_KEY_ID).")
    var keyID: String?

    @Option(help: "The issuer ID (default: $ASC_ISSUER_ID).")
    var issuerID: String?

    @Option(help: ArgumentHelp("The API key's .p8 file (default: $ASC_PRIVATE_KEY_PATH, or the PEM text in $ASC_PRIVATE_KEY).", valueName: "path"),
            completion: .file(extensions: ["p8"]))
    var privateKey: String?

    @Option(help: "The app's Apple ID (default: the catalog's app.appleID).")
    var appID: String?

    @Option(help: ArgumentHelp("The API root (default: $ASC_API_URL, else https://api.appstoreconnect.apple.com).", valueName: "url"))
    var apiURL: String?

    @Option(help: "Attempts per request before giving up (429, 5xx, lost connections).")
    var maxAttempts: Int = 5

    @Option(help: ArgumentHelp("How long one request may wait for App Store Connect's answer before it counts as a lost connection.", valueName: "seconds"))
    var requestTimeout: Int = 60

    /// The process environment, where the options fall back to.
    var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The API key, or a diagnostic at `path` saying what is missing; warnings (a key file others can read) go to `warnings`.
    func key(reportingAt path: String, warnings: inout [Diagnostic]) -> Result<APIKey, Refusal> {
        func problem(_ message: String) -> Result<APIKey, Refusal> {
            .failure(Refusal(Diagnostic(path: path, position: .startOfFile, severity: .error, rule: SyncRule.credentials.id, message: message)))
        }
        let keyID = (keyID ?? environment["ASC_KEY_ID"]).flatMap { $0.isEmpty ? nil : $0 }
        let issuerID = (issuerID ?? environment["ASC_ISSUER_ID"]).flatMap { $0.isEmpty ? nil : $0 }
        let file = (privateKey ?? environment["ASC_PRIVATE_KEY_PATH"]).flatMap { $0.isEmpty ? nil : $0 }
        let text = environment["ASC_PRIVATE_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        // Every missing credential at once, so one run says all that is left to set.
        let missing = [keyID == nil ? "the API key ID (--key-id or ASC_KEY_ID)" : nil,
                       issuerID == nil ? "the issuer ID (--issuer-id or ASC_ISSUER_ID)" : nil,
                       file == nil && text == nil ? "the private key (--private-key, ASC_PRIVATE_KEY_PATH or ASC_PRIVATE_KEY)" : nil].compactMap { $0 }
        guard let keyID, let issuerID, file != nil || text != nil else {
            return problem("missing credentials: \(missing.joined(separator: ", ")); App Store Connect's Users and Access > Integrations shows them")
        }
        let pem: String
        if let file {
            switch FileBytes.read(file, maxBytes: 64 * 1024) {
            case .failure(let failure): return problem("the private key cannot be read: \(failure.message)")
            case .success(let bytes): pem = String(decoding: bytes, as: UTF8.self)
            }
            // The mode of the file itself, not of a link to it (a link's is always 777).
            if let resolved = PhysicalPath.resolve(file), let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
               let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0 {
                warnings.append(Diagnostic(path: path, position: .startOfFile, severity: .warning, rule: SyncRule.credentials.id,
                                           message: "the private key \(TerminalText.escaped(file)) can be read by others (mode \(String(mode, radix: 8))); run chmod 600 on it"))
            }
        } else {
            pem = text ?? ""
        }
        do {
            return .success(try APIKey(keyID: keyID, issuerID: issuerID, pem: pem))
        } catch {
            return problem(error.message)
        }
    }

    /// The client configuration, or a diagnostic when the API root is not an http(s) address.
    func configuration(reportingAt path: String) -> Result<ClientConfiguration, Refusal> {
        let text = apiURL ?? environment["ASC_API_URL"] ?? ClientConfiguration.defaultAPIRoot.absoluteString
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", url.host != nil else {
            return .failure(Refusal(Diagnostic(path: path, position: .startOfFile, severity: .error, rule: SyncRule.credentials.id,
                                               message: "the API root '\(TerminalText.escaped(text))' is not an http(s) address")))
        }
        return .success(ClientConfiguration(apiRoot: url, retry: RetryPolicy(maxAttempts: maxAttempts), requestTimeout: .seconds(requestTimeout)))
    }

    func validate() throws {
        guard (1...20).contains(maxAttempts) else { throw ValidationError("--max-attempts must be 1 to 20") }
        guard (1...3600).contains(requestTimeout) else { throw ValidationError("--request-timeout must be 1 to 3600 seconds") }
    }
}

/// A diagnostic that stops a command.
struct Refusal: Error {
    var diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
#endif
