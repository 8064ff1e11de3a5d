import AchievementsCatalog
import CatalogValidation
import SourceDiagnostics

/// The plan's App Store Connect checklist (section 6.5) as a readiness report:
/// what is ready, what is missing, and what was not checked, with counts.
package struct ReadinessChecklist: Sendable, Hashable {
    /// An item's state.
    package enum Status: String, Sendable, Hashable, Encodable {
        /// Done.
        case ready
        /// Needs work before entering achievements in ASC.
        case missing
        /// Not checked in this run (it does not block readiness).
        case notChecked = "not checked"
    }

    /// One line of the checklist.
    package struct Item: Sendable, Hashable, Encodable {
        /// What is checked.
        package var name: String
        /// Its state.
        package var status: Status
        /// Counts and details.
        package var detail: String
    }

    /// The game's name.
    package var game: String
    /// The items, in the order admins work through them.
    package var items: [Item]

    /// Ready when nothing is missing.
    package var isReady: Bool { !items.contains { $0.status == .missing } }

    /// The results that feed the checklist.
    package struct Inputs: Sendable {
        /// The catalog, if it loaded.
        package var catalog: AchievementCatalog?
        /// Every diagnostic of reading and validating the catalog.
        package var diagnostics: [Diagnostic]
        /// The artwork check's diagnostics.
        package var artwork: [Diagnostic]
        /// Whether the generated code is fresh.
        package var generated: GeneratedCode
        /// The client mapping check's result, `nil` when not checked.
        package var clientMapping: (matching: Int, total: Int, problems: Int)?
        /// Whether the game's committed Xcode Game Center bundle matches the
        /// catalog, `nil` when the game has none.
        package var gameKitBundle: GeneratedCode?

        /// Creates the inputs.
        package init(catalog: AchievementCatalog?, diagnostics: [Diagnostic], artwork: [Diagnostic],
                    generated: GeneratedCode, clientMapping: (matching: Int, total: Int, problems: Int)? = nil,
                    gameKitBundle: GeneratedCode? = nil) {
            self.catalog = catalog
            self.diagnostics = diagnostics
            self.artwork = artwork
            self.generated = generated
            self.clientMapping = clientMapping
            self.gameKitBundle = gameKitBundle
        }
    }

    /// What the freshness check of the generated code found.
    package enum GeneratedCode: Sendable, Hashable {
        /// Not checked in this run.
        case notChecked
        /// This many of the generated files match what generation makes now.
        case checked(fresh: Int, total: Int)
        /// Generation itself failed (templates missing or invalid), for this reason.
        case failed(String)
        /// The build-tool plugin generates the code at every build (into the
        /// build folder), so there is nothing in the package to be stale; the
        /// check that the catalog generates cleanly stands in for it.
        case atBuildTime(rendered: Int)
    }

    /// The rules behind each item: those whose descriptor names it.
    static func rules(for item: ReadinessItem) -> Set<RuleID> {
        Set(CatalogValidator.builtInRules.filter { $0.readinessItem == item }.map(\.id))
    }
    static let idRules = rules(for: .identifiers)
    static let referenceRules = rules(for: .referenceNames)
    static let pointsRules = rules(for: .points)
    static let localizationRules = rules(for: .localizations)

    /// Builds the checklist.
    package init(_ inputs: Inputs) {
        let errors = inputs.diagnostics.filter { $0.severity == .error }.count
        let warnings = inputs.diagnostics.filter { $0.severity == .warning }.count
        var items = [Item(name: "Catalog valid", status: errors == 0 ? .ready : .missing,
                          detail: "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")]
        guard let catalog = inputs.catalog else {
            game = ""
            self.items = items
            return
        }
        game = catalog.game.value
        let total = catalog.achievements.count
        /// How many achievements have no diagnostic of `rules` at the given positions.
        func clean(_ rules: Set<RuleID>, in diagnostics: [Diagnostic], at positions: (Achievement) -> [SourcePosition]) -> Int {
            let flagged = Set(diagnostics.filter { rules.contains($0.rule) }.map(\.position))
            return catalog.achievements.filter { positions($0).allSatisfy { !flagged.contains($0) } }.count
        }
        func item(_ name: String, ok: Int, of count: Int, _ extra: String = "") -> Item {
            Item(name: name, status: ok == count && count > 0 ? .ready : .missing, detail: "\(ok)/\(count)" + extra)
        }
        items.append(item("Achievement IDs valid and unique", ok: clean(Self.idRules, in: inputs.diagnostics) { [$0.id.position, $0.key.position] }, of: total))
        items.append(item("Reference names present and unique", ok: clean(Self.referenceRules, in: inputs.diagnostics) { [$0.referenceName.position] }, of: total))
        let used = catalog.totalPoints
        let pointsOK = clean(Self.pointsRules, in: inputs.diagnostics) { [$0.points.position] }
        items.append(Item(name: "Points and budget", status: pointsOK == total && used <= ASCLimits.maxTotalPoints ? .ready : .missing,
                          detail: "\(used) of \(ASCLimits.maxTotalPoints) used, \(ASCLimits.maxTotalPoints - used) left"))
        let hidden = catalog.achievements.filter(\.hidden.value).count
        items.append(item("Hidden flags set", ok: total, of: total, " (\(hidden) hidden)"))
        let flaggedTexts = Set(inputs.diagnostics.filter { Self.localizationRules.contains($0.rule) }.map(\.position))
        let languages = catalog.languages.map(\.code.value)
        let pairs = catalog.achievements.flatMap { achievement in languages.map { achievement.localization(for: $0) } }
        let goodPairs = pairs.filter { texts in
            guard let texts else { return false }
            return [texts.language.position, texts.title.position, texts.description.position, texts.earnedDescription?.position]
                .compactMap { $0 }.allSatisfy { !flaggedTexts.contains($0) }
        }.count
        items.append(item("Localizations complete and within limits", ok: goodPairs, of: pairs.count,
                          " (" + catalog.languages.map(\.ascLocale.value).joined(separator: ", ") + ")"))
        if !catalog.leaderboards.isEmpty || !catalog.leaderboardSets.isEmpty {
            items.append(Self.leaderboardItem(catalog, diagnostics: inputs.diagnostics + inputs.artwork))
        }
        if !catalog.activities.isEmpty || !catalog.gameCenterChallenges.isEmpty {
            items.append(Self.activityItem(catalog, diagnostics: inputs.diagnostics + inputs.artwork))
        }
        // The achievements' images; another kind's are in that kind's item.
        let achievementImages = Set(catalog.achievements.map(\.imagePosition))
        let artwork = inputs.artwork.filter { achievementImages.contains($0.position) }
        let artworkOK = clean(Set(artwork.map(\.rule)), in: artwork) { [$0.imagePosition] }
        let missingImages = Set(artwork.filter { $0.rule == ArtworkCheck.Rule.missing.id }.map(\.position)).count
        items.append(item("Artwork present and valid", ok: artworkOK, of: total,
                          missingImages > 0 ? " (\(missingImages) missing, \(total - artworkOK - missingImages) invalid)" : ""))
        if let client = inputs.clientMapping {
            items.append(Item(name: "Client mapping matches", status: client.problems == 0 && client.matching == client.total ? .ready : .missing,
                              detail: "\(client.matching)/\(client.total)" + (client.problems > 0 ? " (\(client.problems) problems)" : "")))
        } else {
            items.append(Item(name: "Client mapping matches", status: .notChecked, detail: "not checked (pass --client)"))
        }
        switch inputs.generated {
        case .checked(let fresh, let total):
            items.append(item("Generated code fresh", ok: fresh, of: total, " files"))
        case .failed(let reason):
            items.append(Item(name: "Generated code fresh", status: .missing, detail: "cannot generate: \(reason)"))
        case .notChecked:
            items.append(Item(name: "Generated code fresh", status: .notChecked, detail: "not checked"))
        case .atBuildTime where errors > 0:
            // The plugin's tool refuses a catalog with errors, so the game's build stops at them.
            items.append(Item(name: "Generated code fresh", status: .missing,
                              detail: "the build-tool plugin stops the game's build at the catalog's \(errors == 1 ? "error" : "\(errors) errors")"))
        case .atBuildTime(let rendered):
            items.append(Item(name: "Generated code fresh", status: .ready,
                              detail: "generated at build time by the build-tool plugin (\(rendered) files render cleanly)"))
        }
        switch inputs.gameKitBundle {
        case .checked(let fresh, let total)?:
            items.append(item("Xcode Game Center bundle fresh", ok: fresh, of: total, " files (achievements export gamekit)"))
        case .failed(let reason)?:
            items.append(Item(name: "Xcode Game Center bundle fresh", status: .missing, detail: "cannot export: \(reason)"))
        case .notChecked?, .atBuildTime?, nil:
            break
        }
        self.items = items
    }

    /// "Leaderboards and sets valid": each leaderboard and set with no error
    /// or warning at any of its values, shown only for a catalog that has
    /// any. Notes (a leaderboard added since the lock's release) are not findings.
    static func leaderboardItem(_ catalog: AchievementCatalog, diagnostics: [Diagnostic]) -> Item {
        let flagged = Set(diagnostics.filter { $0.severity != .note }.map(\.position))
        let leaderboards = catalog.leaderboards.map { board -> [SourcePosition] in
            var positions = [board.position, board.key.position, board.id.position, board.referenceName.position, board.format.position,
                             board.sort.position, board.submission.position, board.localizationsPosition]
            positions += [board.range?.start.position, board.range?.end.position, board.recurrence?.position, board.recurrence?.start.position,
                          board.recurrence?.duration.position, board.recurrence?.rule.position, board.hidden?.position, board.image?.position].compactMap { $0 }
            for texts in board.localizations {
                positions += [texts.language.position, texts.title.position]
                positions += [texts.description?.position, texts.format?.position, texts.suffix?.position, texts.suffixSingular?.position].compactMap { $0 }
            }
            return positions
        }
        let sets = catalog.leaderboardSets.map { set -> [SourcePosition] in
            [set.position, set.key.position, set.id.position, set.referenceName.position, set.leaderboardsPosition, set.localizationsPosition]
                + set.leaderboards.map(\.position) + [set.image?.position].compactMap { $0 }
                + set.localizations.flatMap { [$0.language.position, $0.title.position] }
        }
        let all = leaderboards + sets
        let clean = all.filter { $0.allSatisfy { !flagged.contains($0) } }.count
        let recurring = catalog.leaderboards.filter(\.isRecurring).count
        return Item(name: "Leaderboards and sets valid", status: clean == all.count ? .ready : .missing,
                    detail: "\(clean)/\(all.count) (\(Self.count(catalog.leaderboards.count, "leaderboard")), \(recurring) recurring, \(Self.count(catalog.leaderboardSets.count, "set")))")
    }

    /// "Activities and challenges valid": each activity and Game Center
    /// challenge with no error or warning at any of its values, shown only
    /// for a catalog that has any.
    static func activityItem(_ catalog: AchievementCatalog, diagnostics: [Diagnostic]) -> Item {
        let flagged = Set(diagnostics.filter { $0.severity != .note }.map(\.position))
        let activities = catalog.activities.map { activity -> [SourcePosition] in
            [activity.position, activity.key.position, activity.id.position, activity.referenceName.position, activity.localizationsPosition]
                + [activity.minimumPlayers?.position, activity.maximumPlayers?.position, activity.partyCode?.position, activity.playStyle?.position,
                   activity.fallbackURL?.position, activity.image?.position].compactMap { $0 }
                + activity.properties.flatMap { [$0.key.position, $0.value.position] }
                + (activity.achievements + activity.leaderboards).map(\.position)
                + activity.localizations.flatMap { [$0.language.position, $0.title.position] + [$0.description?.position].compactMap { $0 } }
        }
        let challenges = catalog.gameCenterChallenges.map { challenge -> [SourcePosition] in
            [challenge.position, challenge.key.position, challenge.id.position, challenge.referenceName.position, challenge.leaderboard.position,
             challenge.localizationsPosition] + [challenge.repeatable?.position, challenge.image?.position].compactMap { $0 }
                + challenge.durations.map(\.position)
                + challenge.localizations.flatMap { [$0.language.position, $0.title.position] + [$0.description?.position].compactMap { $0 } }
        }
        let all = activities + challenges
        let clean = all.filter { $0.allSatisfy { !flagged.contains($0) } }.count
        return Item(name: "Activities and challenges valid", status: clean == all.count ? .ready : .missing,
                    detail: "\(clean)/\(all.count) (\(catalog.activities.count) \(catalog.activities.count == 1 ? "activity" : "activities"), "
                        + "\(Self.count(catalog.gameCenterChallenges.count, "Game Center challenge")))")
    }

    /// `1 set`, `2 sets`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
