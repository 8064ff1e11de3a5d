import TemplateRendering

extension CatalogRenderContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("headerComment", headerComment), ("sourceFile", sourceFile), ("game", game), ("gameLiteral", gameLiteral),
         ("access", access), ("challengeType", challengeType), ("groupType", groupType), ("mappingType", mappingType),
         ("catalogProperty", catalogProperty), ("languages", languages as [any RenderFields]), ("metrics", metrics as [any RenderFields]),
         ("inputs", inputs as [any RenderFields]), ("groups", groups as [any RenderFields]),
         ("achievements", achievements as [any RenderFields]), ("achievementCount", achievementCount),
         ("hasReportedByGame", hasReportedByGame), ("totalPoints", totalPoints),
         ("appleID", appleID), ("writeReviewURLLiteral", writeReviewURLLiteral),
         ("leaderboardType", leaderboardType), ("leaderboardSetType", leaderboardSetType),
         ("leaderboards", leaderboards as [any RenderFields]), ("hasLeaderboards", hasLeaderboards),
         ("leaderboardSets", leaderboardSets as [any RenderFields]), ("hasLeaderboardSets", hasLeaderboardSets),
         ("activityType", activityType), ("activities", activities as [any RenderFields]), ("hasActivities", hasActivities),
         ("activityProperties", activityProperties as [any RenderFields]), ("hasActivityProperties", hasActivityProperties),
         ("gameCenterChallengeType", gameCenterChallengeType), ("gameCenterChallenges", gameCenterChallenges as [any RenderFields]),
         ("hasGameCenterChallenges", hasGameCenterChallenges)]
    }
}

extension LeaderboardContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("key", key), ("keyLiteral", keyLiteral), ("identifier", identifier), ("ascIDLiteral", ascIDLiteral), ("comment", comment),
         ("order", order), ("submission", submission), ("isRecurring", isRecurring), ("isLast", isLast)]
    }
}

extension LeaderboardSetContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("key", key), ("keyLiteral", keyLiteral), ("identifier", identifier), ("ascIDLiteral", ascIDLiteral), ("comment", comment),
         ("leaderboards", leaderboards as [any RenderFields]), ("isLast", isLast)]
    }
}

extension LanguageContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("code", code), ("codeLiteral", codeLiteral), ("ascLocale", ascLocale), ("ascLocaleLiteral", ascLocaleLiteral),
         ("isFirst", isFirst), ("isLast", isLast)]
    }
}

extension MetricContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("name", name), ("identifier", identifier), ("literal", literal), ("comment", comment),
         ("bestRunAccessor", bestRunAccessor), ("cumulativeAccessor", cumulativeAccessor), ("isLast", isLast)]
    }
}

extension InputContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("name", name), ("identifier", identifier), ("literal", literal), ("comment", comment), ("isLast", isLast)]
    }
}

extension GroupContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("key", key), ("identifier", identifier), ("literal", literal), ("comment", comment), ("nameLiteral", nameLiteral),
         ("idPrefixLiteral", idPrefixLiteral), ("achievements", achievements as [any RenderFields]), ("isFirst", isFirst), ("isLast", isLast)]
    }
}

extension GroupMemberContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("identifier", identifier), ("isLast", isLast)]
    }
}

extension AchievementContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("position", position), ("key", key), ("keyLiteral", keyLiteral), ("identifier", identifier), ("ascID", ascID),
         ("ascIDLiteral", ascIDLiteral), ("referenceNameLiteral", referenceNameLiteral), ("comment", comment),
         ("groupIdentifier", groupIdentifier), ("groupLiteral", groupLiteral), ("isEvaluated", isEvaluated), ("isBestRun", isBestRun),
         ("isCumulative", isCumulative), ("isControlInput", isControlInput), ("metricIdentifier", metricIdentifier),
         ("threshold", threshold), ("inputIdentifier", inputIdentifier), ("points", points), ("hiddenLiteral", hiddenLiteral),
         ("repeatableLiteral", repeatableLiteral), ("localizations", localizations as [any RenderFields]),
         ("isFirst", isFirst), ("isLast", isLast)]
    }
}

extension LocalizationContext: RenderFields {
    package var renderFields: [(String, Any?)] {
        [("language", language), ("languageLiteral", languageLiteral), ("titleLiteral", titleLiteral),
         ("descriptionLiteral", descriptionLiteral), ("earnedDescriptionLiteral", earnedDescriptionLiteral), ("isLast", isLast)]
    }
}

/// The keys of a context value as `Mirror` sees them, for the test that keeps
/// ``RenderFields`` lists complete.
package enum RenderFieldsAudit {
    /// Pairs of (declared keys by reflection, listed keys) for every context type.
    package static func keyLists(of context: CatalogRenderContext) -> [(type: String, reflected: [String], listed: [String])] {
        var values: [any RenderFields] = [context]
        values += context.languages as [any RenderFields]
        values += context.metrics as [any RenderFields]
        values += context.inputs as [any RenderFields]
        values += context.groups as [any RenderFields]
        values += context.groups.flatMap(\.achievements) as [any RenderFields]
        values += context.achievements as [any RenderFields]
        values += context.achievements.flatMap(\.localizations) as [any RenderFields]
        values += context.leaderboards as [any RenderFields]
        values += context.leaderboardSets as [any RenderFields]
        var seen: Set<String> = []
        return values.compactMap { value in
            let type = String(describing: Swift.type(of: value))
            guard seen.insert(type).inserted else { return nil }
            return (type, Mirror(reflecting: value).children.compactMap(\.label), value.renderFields.map(\.0))
        }
    }
}
