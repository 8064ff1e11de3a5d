import AchievementsCatalog
import SourceDiagnostics

/// `apple-id`: the app's Apple ID (`app: { appleID: … }`) is the number App
/// Store Connect shows for the app: digits only, 1 to 19 of them. It makes
/// the generated write-review link and names the app for the sync.
public struct AppleIDRule: CatalogRule {
    public init() {}
    public var id: String { "apple-id" }
    public var summary: String { "The app's Apple ID (`app.appleID`) is digits only, as App Store Connect shows it." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        guard let appleID = catalog.appleID, !Self.isValid(appleID.value) else { return }
        findings.error("app Apple ID \(DiagnosticLimits.quote(appleID.value)) must be digits only, as App Store Connect shows it (such as \"6758641625\")",
                       at: appleID.position)
    }

    /// Digits only, 1 to 19 of them.
    public static func isValid(_ value: String) -> Bool {
        (1...19).contains(value.utf8.count) && value.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
