import AchievementsCatalog
import SourceDiagnostics

/// `activity-property`: an activity's properties, and an achievement's or
/// leaderboard's activity properties, have non-empty keys and
/// values without hidden characters, within the toolkit's bounds. Apple
/// documents none; the bounds keep what the game is handed on a join, and
/// the generated code, small. Lengths count Unicode scalars, so combining
/// marks cannot stretch one "character".
package struct ActivityPropertyRule: CatalogRule {
    package init() {}
    /// The most properties an activity has (the toolkit's bound).
    package static let maximumCount = 50
    /// The longest property key, in characters (the toolkit's bound).
    package static let maximumKeyLength = 64
    /// The longest property value, in characters (the toolkit's bound).
    package static let maximumValueLength = 1_000
    package static let descriptor = RuleDescriptor(
        id: "activity-property",
        category: .activities,
        summary: #"an activity's properties, and an achievement's or leaderboard's `activityProperties`, have non-empty keys (at most 64 characters) and values (at most 1000), without control or bidirectional characters, at most 50 of them"#,
        example: #"catalog.yaml:146:13: error: property 'mode' of activity 'duel' is empty; give it a value, or leave the property out [activity-property]"#,
        trigger: ExampleCatalog.kindsTrigger(replacing: "mode: duel", with: "mode: \"\""))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        for kind in GameCenterKind.allCases {
            switch kind {
            // Most achievements and leaderboards have no properties: their names are not put together.
            case .achievement:
                for item in catalog.achievements where !item.activityProperties.isEmpty {
                    check(item.activityProperties, of: "achievement '\(item.key.value)'", what: "activity property", into: &findings)
                }
            case .leaderboard:
                for item in catalog.leaderboards where !item.activityProperties.isEmpty {
                    check(item.activityProperties, of: "leaderboard '\(item.key.value)'", what: "activity property", into: &findings)
                }
            case .activity:
                for item in catalog.activities { check(item.properties, of: "activity '\(item.key.value)'", what: "property", into: &findings) }
            case .leaderboardSet, .gameCenterChallenge: continue  // no properties
            }
        }
    }

    /// Checks one resource's properties; `owner` names it (`activity 'duel'`), `what` a property.
    func check(_ properties: [ActivityProperty], of owner: String, what: String, into findings: inout RuleFindings) {
        if properties.count > Self.maximumCount {
            findings.error("\(owner) has \(properties.count) \(what == "property" ? "properties" : "activity properties"); at most \(Self.maximumCount)",
                           at: properties[Self.maximumCount].key.position)
        }
        for property in properties.prefix(Self.maximumCount) {
            let key = DiagnosticLimits.quote(property.key.value)
            let keyLength = property.key.value.unicodeScalars.count, valueLength = property.value.value.unicodeScalars.count
            if property.key.value.allSatisfy(\.isWhitespace) {
                findings.error("\(owner) has \(what == "property" ? "a property" : "an activity property") with an empty key; name it", at: property.key.position)
            } else if keyLength > Self.maximumKeyLength {
                findings.error("\(what) key \(key) of \(owner) is \(keyLength) characters; at most \(Self.maximumKeyLength)", at: property.key.position)
            } else if let bad = property.key.value.unicodeScalars.first(where: InvisibleCharactersRule.isHidden) {
                findings.error("\(what) key \(key) of \(owner) contains \(Self.named(bad)); remove it", at: property.key.position)
            }
            if property.value.value.allSatisfy(\.isWhitespace) {
                findings.error("\(what) \(key) of \(owner) is empty; give it a value, or leave the property out", at: property.value.position)
            } else if valueLength > Self.maximumValueLength {
                findings.error("\(what) \(key) of \(owner) is \(valueLength) characters; at most \(Self.maximumValueLength)", at: property.value.position)
            } else if let bad = property.value.value.unicodeScalars.first(where: InvisibleCharactersRule.isHidden) {
                findings.error("\(what) \(key) of \(owner) contains \(Self.named(bad)); remove it", at: property.value.position)
            }
        }
    }

    /// `U+202E (a bidirectional control)`.
    static func named(_ scalar: Unicode.Scalar) -> String {
        "U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)) (\(InvisibleCharactersRule.describe(scalar)))"
    }
}
