import AchievementsCatalog
import SourceDiagnostics

/// Builds the render context from a validated catalog.
package struct CatalogRenderContextBuilder: Sendable {
    /// The access level of generated declarations.
    package var accessLevel: AccessLevel

    /// Creates a builder.
    package init(accessLevel: AccessLevel = .public) {
        self.accessLevel = accessLevel
    }

    /// The rule ID of two names that become the same Swift identifier.
    package static let collisionRule = RuleDescriptor(
        id: "generate-identifier-collision",
        category: .generation,
        summary: #"two names never become the same Swift identifier"#,
        example: #"c.yaml:70:10: error: local keys 'best_10' and 'best10' both become the Swift identifier best10; rename one [generate-identifier-collision]"#)

    /// The context, or diagnostics when names collide as Swift identifiers.
    package func build(_ catalog: AchievementCatalog, sourceFile: String) -> Result<CatalogRenderContext, DiagnosticList> {
        var diagnostics: [Diagnostic] = []
        func identifiers<T>(_ items: [T], name: (T) -> Located<String>, what: String) -> [String] {
            var seen: [String: String] = [:]
            return items.map { item in
                let located = name(item)
                let identifier = SwiftIdentifier.escaped(SwiftIdentifier.lowerCamelCase(located.value))
                if let other = seen[identifier] {
                    diagnostics.append(Diagnostic(path: catalog.path, position: located.position, severity: .error, rule: Self.collisionRule.id,
                        message: "\(what) '\(located.value)' and '\(other)' both become the Swift identifier \(identifier); rename one"))
                }
                seen[identifier] = seen[identifier] ?? located.value
                return identifier
            }
        }
        let achievementIDs = identifiers(catalog.achievements, name: \.key, what: "local keys")
        let groupIDs = identifiers(catalog.groups, name: \.key, what: "groups")
        let metricIDs = identifiers(catalog.metrics, name: \.name, what: "metrics")
        let inputIDs = identifiers(catalog.inputs, name: \.name, what: "inputs")
        // Each kind's keys as Swift identifiers: a new kind's generated type starts here.
        var keyIdentifiers: [GameCenterKind: [String]] = [.achievement: achievementIDs]
        for kind in GameCenterKind.allCases {
            switch kind {
            case .achievement: continue // named first, with the game's own names after them
            case .leaderboard: keyIdentifiers[kind] = identifiers(catalog.leaderboards, name: \.key, what: "leaderboard keys")
            case .leaderboardSet: keyIdentifiers[kind] = identifiers(catalog.leaderboardSets, name: \.key, what: "leaderboard set keys")
            case .activity: keyIdentifiers[kind] = identifiers(catalog.activities, name: \.key, what: "activity keys")
            case .gameCenterChallenge: keyIdentifiers[kind] = identifiers(catalog.gameCenterChallenges, name: \.key, what: "Game Center challenge keys")
            }
        }
        let leaderboardIDs = keyIdentifiers[.leaderboard] ?? [], setIDs = keyIdentifiers[.leaderboardSet] ?? []
        let activityIDs = keyIdentifiers[.activity] ?? [], challengeIDs = keyIdentifiers[.gameCenterChallenge] ?? []
        var propertyKeys: [Located<String>] = [], seenPropertyKeys: Set<String> = []
        for property in catalog.activities.flatMap(\.properties) where seenPropertyKeys.insert(property.key.value).inserted {
            propertyKeys.append(property.key)
        }
        let propertyIDs = identifiers(propertyKeys, name: { $0 }, what: "activity property keys")
        let leaderboardIdentifier = Dictionary(zip(catalog.leaderboards.map(\.key.value), leaderboardIDs), uniquingKeysWith: { a, _ in a })
        guard diagnostics.isEmpty else { return .failure(DiagnosticList(diagnostics)) }

        let groupIdentifier = Dictionary(zip(catalog.groups.map(\.key.value), groupIDs), uniquingKeysWith: { a, _ in a })
        let metricIdentifier = Dictionary(zip(catalog.metrics.map(\.name.value), metricIDs), uniquingKeysWith: { a, _ in a })
        let inputIdentifier = Dictionary(zip(catalog.inputs.map(\.name.value), inputIDs), uniquingKeysWith: { a, _ in a })
        let typePrefix = GeneratedTypeNames.prefix(game: catalog.game.value)
        let languages = catalog.languages.map(\.code.value)
        // Validation makes it digits only; anything else never reaches generated code.
        let appleID = catalog.appleID.map(\.value).flatMap { $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } && !$0.isEmpty ? $0 : nil }

        let achievements = catalog.achievements.enumerated().map { index, achievement in
            let progress = catalog.group(of: achievement)?.progress.value
            let metric = catalog.group(of: achievement)?.metric?.value
            return AchievementContext(
                position: index + 1,
                key: achievement.key.value,
                keyLiteral: SwiftStringLiteral.make(achievement.key.value),
                identifier: achievementIDs[index],
                ascID: achievement.id.value,
                ascIDLiteral: SwiftStringLiteral.make(achievement.id.value),
                referenceNameLiteral: SwiftStringLiteral.make(achievement.referenceName.value),
                comment: Self.comment(achievement.referenceName.value),
                groupIdentifier: achievement.group.flatMap { groupIdentifier[$0.value] } ?? "_",
                groupLiteral: SwiftStringLiteral.make(achievement.group?.value ?? ""),
                isEvaluated: achievement.hasUnlockRule,
                isBestRun: progress == .bestRun,
                isCumulative: progress == .cumulative,
                isControlInput: progress == .controlInput,
                metricIdentifier: progress?.usesThreshold == true ? metric.flatMap { metricIdentifier[$0] } : nil,
                threshold: progress?.usesThreshold == true ? achievement.threshold?.value : nil,
                inputIdentifier: progress == .controlInput ? achievement.input.flatMap { inputIdentifier[$0.value] } : nil,
                points: achievement.points.value,
                hiddenLiteral: String(achievement.hidden.value),
                repeatableLiteral: String(achievement.isRepeatable),
                localizations: languages.enumerated().compactMap { languageIndex, language in
                    achievement.localization(for: language).map { texts in
                        LocalizationContext(
                            language: language,
                            languageLiteral: SwiftStringLiteral.make(language),
                            titleLiteral: SwiftStringLiteral.make(texts.title.value),
                            descriptionLiteral: SwiftStringLiteral.make(texts.description.value),
                            earnedDescriptionLiteral: SwiftStringLiteral.make(texts.effectiveEarnedDescription.value),
                            isLast: languageIndex == languages.count - 1
                        )
                    }
                },
                isFirst: index == 0,
                isLast: index == catalog.achievements.count - 1
            )
        }

        let context = CatalogRenderContext(
            headerComment: "// Generated by `achievements generate` from \(Self.comment(sourceFile)). Do not edit:\n// edit \(Self.comment(sourceFile)) and run `achievements generate` again.",
            sourceFile: Self.comment(sourceFile),
            game: Self.comment(catalog.game.value),
            gameLiteral: SwiftStringLiteral.make(catalog.game.value),
            access: accessLevel.rawValue,
            challengeType: typePrefix + GeneratedTypeNames.challenge,
            groupType: typePrefix + GeneratedTypeNames.challengeGroup,
            mappingType: typePrefix + GeneratedTypeNames.challengeIDMapping,
            catalogProperty: SwiftIdentifier.escaped(SwiftIdentifier.lowerCamelCase(catalog.game.value)),
            languages: catalog.languages.enumerated().map { index, language in
                LanguageContext(
                    code: Self.comment(language.code.value), codeLiteral: SwiftStringLiteral.make(language.code.value),
                    ascLocale: language.ascLocale.value, ascLocaleLiteral: SwiftStringLiteral.make(language.ascLocale.value),
                    isFirst: index == 0, isLast: index == catalog.languages.count - 1)
            },
            metrics: catalog.metrics.enumerated().map { index, metric in
                let upper = SwiftIdentifier.upperCamelCase(metric.name.value)
                return MetricContext(
                    name: Self.comment(metric.name.value), identifier: metricIDs[index], literal: SwiftStringLiteral.make(metric.name.value),
                    comment: Self.comment(metric.summary.value), bestRunAccessor: "bestRun" + upper, cumulativeAccessor: "cumulative" + upper,
                    isLast: index == catalog.metrics.count - 1)
            },
            inputs: catalog.inputs.enumerated().map { index, input in
                InputContext(
                    name: Self.comment(input.name.value), identifier: inputIDs[index], literal: SwiftStringLiteral.make(input.name.value),
                    comment: Self.comment("\(input.displayName.value): \(input.ruleText.value)."), isLast: index == catalog.inputs.count - 1)
            },
            groups: catalog.groups.enumerated().map { index, group in
                let members = achievements.filter { $0.groupIdentifier == groupIDs[index] }
                return GroupContext(
                    key: group.key.value, identifier: groupIDs[index], literal: SwiftStringLiteral.make(group.key.value),
                    comment: Self.comment(group.name.value), nameLiteral: SwiftStringLiteral.make(group.name.value),
                    idPrefixLiteral: SwiftStringLiteral.make(group.idPrefix.value),
                    achievements: members.enumerated().map { GroupMemberContext(identifier: $1.identifier, isLast: $0 == members.count - 1) },
                    isFirst: index == 0, isLast: index == catalog.groups.count - 1)
            },
            achievements: achievements,
            achievementCount: achievements.count,
            hasReportedByGame: achievements.contains { !$0.isEvaluated },
            totalPoints: catalog.totalPoints,
            appleID: appleID,
            writeReviewURLLiteral: appleID.map { SwiftStringLiteral.make(Self.writeReviewURL(appleID: $0)) },
            leaderboardType: typePrefix + GeneratedTypeNames.leaderboard,
            leaderboardSetType: typePrefix + GeneratedTypeNames.leaderboardSet,
            leaderboards: catalog.leaderboards.enumerated().map { index, leaderboard in
                LeaderboardContext(
                    key: Self.comment(leaderboard.key.value), keyLiteral: SwiftStringLiteral.make(leaderboard.key.value), identifier: leaderboardIDs[index],
                    ascIDLiteral: SwiftStringLiteral.make(leaderboard.id.value), comment: Self.comment(leaderboard.referenceName.value),
                    order: leaderboard.sort.value == .ascending ? "lowestFirst" : "highestFirst",
                    submission: leaderboard.submission.value == .mostRecentScore ? "mostRecent" : "best",
                    isRecurring: leaderboard.isRecurring, isLast: index == catalog.leaderboards.count - 1)
            },
            hasLeaderboards: !catalog.leaderboards.isEmpty,
            leaderboardSets: catalog.leaderboardSets.enumerated().map { index, set in
                let members = set.leaderboards.compactMap { leaderboardIdentifier[$0.value] }
                return LeaderboardSetContext(
                    key: Self.comment(set.key.value), keyLiteral: SwiftStringLiteral.make(set.key.value), identifier: setIDs[index],
                    ascIDLiteral: SwiftStringLiteral.make(set.id.value), comment: Self.comment(set.referenceName.value),
                    leaderboards: members.enumerated().map { GroupMemberContext(identifier: $1, isLast: $0 == members.count - 1) },
                    isLast: index == catalog.leaderboardSets.count - 1)
            },
            hasLeaderboardSets: !catalog.leaderboardSets.isEmpty,
            activityType: typePrefix + GeneratedTypeNames.activity,
            activities: catalog.activities.enumerated().map { index, activity in
                let pairs = activity.properties.map { SwiftStringLiteral.make($0.key.value) + ": " + SwiftStringLiteral.make($0.value.value) }
                return ActivityContext(
                    key: Self.comment(activity.key.value), keyLiteral: SwiftStringLiteral.make(activity.key.value), identifier: activityIDs[index],
                    ascIDLiteral: SwiftStringLiteral.make(activity.id.value), comment: Self.comment(activity.referenceName.value),
                    propertiesLiteral: pairs.isEmpty ? "[:]" : "[" + pairs.joined(separator: ", ") + "]",
                    isLast: index == catalog.activities.count - 1)
            },
            hasActivities: !catalog.activities.isEmpty,
            activityProperties: zip(propertyKeys, propertyIDs).map { key, identifier in
                ActivityPropertyContext(identifier: identifier, keyLiteral: SwiftStringLiteral.make(key.value), comment: Self.comment(key.value))
            },
            hasActivityProperties: !propertyKeys.isEmpty,
            gameCenterChallengeType: typePrefix + GeneratedTypeNames.gameCenterChallenge,
            gameCenterChallenges: catalog.gameCenterChallenges.enumerated().map { index, challenge in
                GameCenterChallengeContext(
                    key: Self.comment(challenge.key.value), keyLiteral: SwiftStringLiteral.make(challenge.key.value), identifier: challengeIDs[index],
                    ascIDLiteral: SwiftStringLiteral.make(challenge.id.value), comment: Self.comment(challenge.referenceName.value),
                    leaderboardIdentifier: leaderboardIdentifier[challenge.leaderboard.value] ?? "_",
                    isLast: index == catalog.gameCenterChallenges.count - 1)
            },
            hasGameCenterChallenges: !catalog.gameCenterChallenges.isEmpty
        )
        return .success(context)
    }

    /// The App Store's write-review page of the app with `appleID`.
    package static func writeReviewURL(appleID: String) -> String {
        "https://apps.apple.com/app/id\(appleID)?action=write-review"
    }

    /// `text` on one line, safe inside a `//` or `/* */` comment: line breaks,
    /// controls and format characters become spaces, and `*/` and `/*` are
    /// split so they can neither end a block comment nor open a nested one.
    static func comment(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if (scalar == "/" && out.hasSuffix("*")) || (scalar == "*" && out.hasSuffix("/")) { out += " " }
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator || scalar.properties.generalCategory == .format {
                out += " "
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out.trimmingSpaces
    }
}

extension String {
    var trimmingSpaces: String {
        var slice = Substring(self)
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}
