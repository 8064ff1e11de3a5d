import Crypto

/// SHA-256 fingerprints of what the sync wrote, recorded in the lock so the
/// next plan can tell a catalog edit from a hand edit in App Store Connect.
package enum Fingerprint {
    /// Lowercase hexadecimal of a digest.
    package static func hex<D: Digest>(_ digest: D) -> String {
        digest.map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// The fingerprint of a list of fields: each field's length and text, so
    /// no two lists share one.
    package static func of(_ fields: [String]) -> String {
        var bytes: [UInt8] = []
        for field in fields {
            bytes += Array("\(field.utf8.count):".utf8) + Array(field.utf8)
        }
        return hex(SHA256.hash(data: bytes))
    }
}

extension ResourceKind {
    /// The fingerprint of a resource's own fields: App Store Connect's
    /// values (a negated flag as it holds it), in the kind's field order.
    package func fingerprint(_ value: (FieldKey) -> FieldValue?) -> String {
        Fingerprint.of(fields.map { (value($0.name) ?? .text("")).negated($0.isNegated).description })
    }

    /// The fingerprint of a localization's texts, in the kind's field order.
    package func textsFingerprint(_ text: (FieldKey) -> String) -> String {
        Fingerprint.of(localizationFields.map { text($0.name) })
    }
}

extension RemoteResource {
    /// The fingerprint of the fields the catalog sets.
    package func fingerprint(_ kind: ResourceKind) -> String {
        kind.fingerprint { values[$0] }
    }
}

extension DesiredResource {
    /// The fingerprint of the fields the catalog sets.
    package func fingerprint(_ kind: ResourceKind) -> String {
        kind.fingerprint { values[$0]?.value }
    }
}

extension RemoteLocalization {
    /// The fingerprint of the texts.
    package func fingerprint(_ kind: ResourceKind) -> String {
        kind.textsFingerprint(text)
    }
}

extension DesiredLocalization {
    /// The fingerprint of the texts.
    package func fingerprint(_ kind: ResourceKind) -> String {
        kind.textsFingerprint(text)
    }
}
