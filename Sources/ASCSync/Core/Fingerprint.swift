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

    /// An achievement's own fields: reference name, points, shown before earned, repeatable.
    package static func achievement(referenceName: String, points: Int, showBeforeEarned: Bool, repeatable: Bool) -> String {
        of([referenceName, String(points), String(showBeforeEarned), String(repeatable)])
    }

    /// A localization's texts.
    package static func texts(name: String, beforeEarnedDescription: String, afterEarnedDescription: String) -> String {
        of([name, beforeEarnedDescription, afterEarnedDescription])
    }
}

extension RemoteAchievement {
    /// The fingerprint of the fields the catalog sets.
    package var fingerprint: String {
        Fingerprint.achievement(referenceName: referenceName, points: points, showBeforeEarned: showBeforeEarned, repeatable: repeatable)
    }
}

extension RemoteLocalization {
    /// The fingerprint of the texts.
    package var fingerprint: String {
        Fingerprint.texts(name: name, beforeEarnedDescription: beforeEarnedDescription, afterEarnedDescription: afterEarnedDescription)
    }
}

extension DesiredAchievement {
    /// The fingerprint of the fields the catalog sets.
    package var fingerprint: String {
        Fingerprint.achievement(referenceName: referenceName.value, points: points.value,
                                showBeforeEarned: showBeforeEarned.value, repeatable: repeatable.value)
    }
}

extension DesiredLocalization {
    /// The fingerprint of the texts.
    package var fingerprint: String {
        Fingerprint.texts(name: name.value, beforeEarnedDescription: beforeEarnedDescription.value,
                          afterEarnedDescription: afterEarnedDescription.value)
    }
}
