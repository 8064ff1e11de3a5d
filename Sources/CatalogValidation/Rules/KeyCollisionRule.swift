import AchievementsCatalog
import SourceDiagnostics

/// `key-collision`: two local keys of one kind never become the same Swift
/// identifier in the generated code (`best_10` and `best10` are both
/// `best10`), so `validate` finds what `generate` would refuse
/// (`generate-identifier-collision`); and no key becomes the name of a
/// member the generated enum of its kind declares (``GeneratedMembers``:
/// a leaderboard keyed `reference`), which would not compile.
package struct KeyCollisionRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "key-collision",
        category: .identifiers,
        summary: #"two local keys of one kind never become the same Swift identifier (`best_10`, `best10`), nor a member of the generated enum (`reference`)"#,
        example: #"catalog.yaml:48:10: error: local keys 'best10' and 'best_10' both become the Swift identifier best10 in the generated code; rename one [key-collision]"#,
        trigger: RuleTrigger(replacing: "key: best_20", with: "key: best10"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .identifiers }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let members: [(noun: String, keys: [Located<String>], names: Set<String>)] = GameCenterKind.allCases.map { kind in
            switch kind {
            case .achievement: (kind.noun, catalog.achievements.map(\.key), GeneratedMembers.achievement)
            case .leaderboard: (kind.noun, catalog.leaderboards.map(\.key), GeneratedMembers.leaderboard)
            case .leaderboardSet: (kind.noun, catalog.leaderboardSets.map(\.key), GeneratedMembers.leaderboardSet)
            case .activity: (kind.noun, catalog.activities.map(\.key), GeneratedMembers.activity)
            case .gameCenterChallenge: (kind.noun, catalog.gameCenterChallenges.map(\.key), GeneratedMembers.gameCenterChallenge)
            }
        }
        // Each key's identifier is worked out once for both checks below.
        var identifiers: [String: String] = [:]
        func identifier(of key: String) -> String {
            if let known = identifiers[key] { return known }
            let made = SwiftIdentifier.lowerCamelCase(key)
            identifiers[key] = made
            return made
        }
        for (noun, keys, names) in members {
            for key in keys {
                let identifier = identifier(of: key.value)
                guard names.contains(identifier) || GeneratedMembers.synthesized.contains(identifier) else { continue }
                findings.error("the \(noun) key '\(key.value)' becomes the Swift case \(identifier), which the generated \(noun) enum already has as a member; rename the key",
                               at: key.position)
            }
        }
        // The activities' property keys are the cases of one generated `Property` enum.
        var properties: [String: String] = [:]
        for property in catalog.activities.flatMap(\.properties) {
            let key = property.key.value
            let made = SwiftIdentifier.escaped(SwiftIdentifier.lowerCamelCase(key))
            if GeneratedMembers.synthesized.contains(made) {
                findings.error("the activity property key '\(key)' becomes the Swift case \(made), which the generated Property enum already has as a member; rename the key",
                               at: property.key.position)
            } else if let other = properties[made], other != key {
                findings.error("activity property keys '\(key)' and '\(other)' both become the Swift identifier \(made) in the generated code; rename one",
                               at: property.key.position)
            } else if properties[made] == nil {
                properties[made] = key
            }
        }
        for kind in context.identitiesByKind {
            // The first key of each identifier; one hash per key (an earlier
            // key the insertion displaces is put back).
            var seen: [String: String] = [:]
            seen.reserveCapacity(kind.count)
            for resource in kind {
                let key = resource.key.value
                let identifier = SwiftIdentifier.escaped(identifier(of: key))
                guard let other = seen.updateValue(key, forKey: identifier) else { continue }
                // Put back whatever was there, even a key `==` calls equal
                // (another Unicode spelling of it): later findings name the first.
                seen[identifier] = other
                guard other != key else { continue }
                findings.error("local keys '\(key)' and '\(other)' both become the Swift identifier \(identifier) in the generated code; rename one",
                               at: resource.key.position)
            }
        }
    }
}
