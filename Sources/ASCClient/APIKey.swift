import Crypto
import Foundation

/// A team's App Store Connect API key: its ID, the issuer ID and the P-256
/// private key of the `.p8` file. It signs the short-lived tokens every
/// request carries; neither the key nor a token is ever printed.
package struct APIKey: Sendable {
    /// The key ID shown in App Store Connect (the token's `kid`).
    package var keyID: String
    /// The issuer ID shown in App Store Connect (the token's `iss`).
    package var issuerID: String
    /// The private key.
    let privateKey: P256.Signing.PrivateKey

    /// Why a key cannot be used.
    package struct Problem: Error, Sendable, Equatable {
        /// What is wrong, without any of the key's text.
        package var message: String
    }

    /// Reads a key from the PEM text of a `.p8` file (PKCS #8, or SEC 1).
    package init(keyID: String, issuerID: String, pem: String) throws(Problem) {
        guard !keyID.isEmpty, keyID.utf8.count <= 64, keyID.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else {
            throw Problem(message: "the API key ID must be letters and digits, as App Store Connect shows it")
        }
        guard !issuerID.isEmpty, issuerID.utf8.count <= 64, issuerID.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }) else {
            throw Problem(message: "the issuer ID must be the UUID App Store Connect shows")
        }
        do {
            privateKey = try P256.Signing.PrivateKey(pemRepresentation: pem)
        } catch {
            throw Problem(message: "the private key is not a P-256 key in PEM form (the .p8 file App Store Connect lets you download once)")
        }
        // The parser takes any 32-byte EC key; the curve is named only in the
        // DER. A secp256k1 key would sign tokens App Store Connect refuses.
        guard Self.namesP256(pem) else {
            throw Problem(message: "the private key is not on the P-256 curve (prime256v1); App Store Connect's API keys are P-256, so this key's tokens would be refused")
        }
        self.keyID = keyID
        self.issuerID = issuerID
    }

    /// Whether the PEM's DER names the P-256 curve (OID 1.2.840.10045.3.1.7).
    static func namesP256(_ pem: String) -> Bool {
        let body = pem.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("-----") }.joined()
        guard let der = Data(base64Encoded: body).map(Array.init) else { return false }
        let p256: [UInt8] = [0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07]
        return der.count >= p256.count && (0...(der.count - p256.count)).contains { der[$0..<($0 + p256.count)].elementsEqual(p256) }
    }

    /// How long a token lives: App Store Connect refuses one whose `exp` is
    /// more than 20 minutes after `iat`; 15 leaves five minutes for a clock
    /// that runs fast or slow against Apple's.
    package static let tokenLifetime: TimeInterval = 15 * 60

    /// A signed token (ES256 JWT) issued at `now`.
    package func token(now: Date = Date()) throws(Problem) -> String {
        let issued = Int(now.timeIntervalSince1970)
        let header = #"{"alg":"ES256","kid":"\#(keyID)","typ":"JWT"}"#
        let claims = #"{"aud":"appstoreconnect-v1","exp":\#(issued + Int(Self.tokenLifetime)),"iat":\#(issued),"iss":"\#(issuerID)"}"#
        let signingInput = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8))
        // Only the key ID and issuer ID go into the JSON; both were checked to
        // be letters, digits and dashes above, so no escaping is needed.
        guard let signature = try? privateKey.signature(for: Data(signingInput.utf8)).rawRepresentation else {
            throw Problem(message: "the private key could not sign a token")
        }
        return signingInput + "." + Base64URL.encode(Array(signature))
    }
}

/// Base64 with the URL alphabet and no padding, as JWTs use it.
package enum Base64URL {
    /// Encodes bytes.
    package static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Decodes text, `nil` when it is not Base64URL.
    package static func decode(_ text: Substring) -> [UInt8]? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        return Data(base64Encoded: base64).map(Array.init)
    }
}
