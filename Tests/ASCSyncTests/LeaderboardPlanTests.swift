import AchievementsCatalog
import ASCSync
import CatalogTestSupport
import FileAccess
import SourceDiagnostics
import SyncRules
import Testing

/// Leaderboards and sets through the same planner as achievements: the
/// kinds are data (`Kinds/LeaderboardKind.swift`), the logic is the core's.
struct LeaderboardPlanTests {
    static func desired() throws -> DesiredState {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "catalog.yaml").catalog)
        var images = DesiredImages(catalogPath: catalog.path) { _ in .success([0x89, 0x50, 0x4E, 0x47]) }
        let sections = [DesiredSection.leaderboards(of: catalog, images: &images), DesiredSection.leaderboardSets(of: catalog, images: &images)]
        #expect(images.diagnostics.isEmpty)
        return DesiredState(catalogPath: catalog.path, sections: sections)
    }

    static func held(_ id: String, sort: String, range: (String, String)?, state: String) -> RemoteResource {
        RemoteResource(resourceID: "R-\(id)", vendorIdentifier: id, values: [
            .referenceName: .text("Best Score"), .format: .text("INTEGER"), .sort: .text(sort), .submission: .text("BEST_SCORE"),
            .rangeStart: range.map { .text($0.0) } ?? FieldValue.none, .rangeEnd: range.map { .text($0.1) } ?? FieldValue.none,
            .recurrenceStart: FieldValue.none, .recurrenceDuration: FieldValue.none, .recurrenceRule: FieldValue.none, .hidden: .flag(false),
        ], archived: false, latestVersion: RemoteVersion(resourceID: "V-\(id)", number: 1, state: state, localizations: [
            RemoteLocalization(resourceID: "L-\(id)-en", locale: "en-US", texts: [.title: "Best Score", .description: "Your best score in one run.",
                                                                                  .suffix: "points", .suffixSingular: "point"], image: nil),
        ]))
    }

    @Test("a recurrence duration is compared in one form: weeks as 7 days, no zero part; anything else is left as written",
          arguments: [("P1W", "P7D"), ("P7D", "P7D"), ("P0Y1W2D", "P9D"), ("PT12H", "PT12H"), ("P1DT0H30M", "P1DT30M"), ("P1M", "P1M"),
                      ("PT1M", "PT1M"), ("P1Y2M3W4DT5H6M7S", "P1Y2M25DT5H6M7S"), ("7 days", "7 days"), ("P", "P"), ("P0D", "P0D"), ("P1D1D", "P1D1D"),
                      ("PT", "PT"), ("P1", "P1"), ("P1H", "P1H")])
    func durationForm(written: String, compared: String) {
        #expect(RecurrenceDuration.canonical(written) == compared)
    }

    @Test("a catalog writing P1W asks App Store Connect for the P7D it holds, so the two read as no change")
    func durationInWeeks() throws {
        let text = FixtureCatalog.replacing("duration: P7D", with: "duration: P1W")
        let catalog = try #require(CatalogLoader().load(text: text, path: "catalog.yaml").catalog)
        var images = DesiredImages(catalogPath: catalog.path) { _ in .success([0x89, 0x50, 0x4E, 0x47]) }
        let section = DesiredSection.leaderboards(of: catalog, images: &images)
        #expect(section.resources.map { $0.values[.recurrenceDuration]?.value } == [FieldValue.none, .text("P7D")])
    }

    /// The remote state of an app holding the fixture's leaderboards, and `sets`.
    static func holding(sets: [String]) -> RemoteState {
        let boards = ["ach.board.best", "ach.board.weekly"].map { held($0, sort: "DESC", range: nil, state: "LIVE") }
        let setResources = sets.map { RemoteResource(resourceID: "S-\($0)", vendorIdentifier: $0, values: [.referenceName: .text($0), .leaderboards: .text("")],
                                                     archived: false, latestVersion: nil) }
        return RemoteState(detailID: "D", sections: [RemoteSection(kind: .leaderboard, resources: boards),
                                                     RemoteSection(kind: .leaderboardSet, resources: setResources)])
    }

    @Test("where the first set's new leaderboards would not fit beside those the app holds, the set is created first and they go into it")
    func firstSetBeforeItsMembersWhenFull() throws {
        var desired = try Self.desired()
        let boards = try #require(desired.sections.first)
        // A third leaderboard, new, in the set; the app holds 100 leaderboards (the fixture's two among them) and no set.
        var third = boards.resources[0]
        third.id = Located("ach.board.third", at: third.id.position)
        third.heldBy = [.leaderboardSet: ["ach.set.scores"]]
        third.values[.referenceName] = Located(.text("Third"), at: third.id.position)
        desired.sections[0].resources.append(third)
        var set = desired.sections[1].resources[0]
        set.values[.leaderboards] = Located(.text("ach.board.best, ach.board.weekly, ach.board.third"), at: set.values[.leaderboards]?.position ?? .startOfFile)
        desired.sections[1].resources[0] = set
        var remote = Self.holding(sets: [])
        remote.sections[0].resources += (1...98).map { Self.held("ach.board.x\($0)", sort: "DESC", range: nil, state: "LIVE") }
        let plan = SyncPlanner().plan(desired: desired, remote: remote, lock: nil)
        let creations = plan.steps.filter { $0.actionName.hasPrefix("create-leaderboard") }.map { "\($0.actionName) \($0.id)" }
        #expect(creations == ["create-leaderboardSet ach.set.scores", "create-leaderboard ach.board.third"])
    }

    @Test("a new leaderboard in no set of the catalog, where App Store Connect holds sets, is refused before any request")
    func setRequired() throws {
        var desired = try Self.desired()
        desired.sections.removeLast()
        for index in desired.sections[0].resources.indices { desired.sections[0].resources[index].heldBy = [.leaderboardSet: []] }
        var remote = Self.holding(sets: ["web.set"])
        remote.sections[0].resources.removeLast()
        let plan = SyncPlanner().plan(desired: desired, remote: remote, lock: nil)
        #expect(plan.diagnostics.map(\.message) == [
            "App Store Connect holds 1 leaderboard set for this app (web.set), so a new leaderboard must go into one: list 'ach.board.weekly' in a leaderboard set of the catalog",
        ])
        #expect(plan.diagnostics.map(\.rule) == [SyncRule.setRequired.id])
        #expect(!plan.steps.contains { $0.actionName == "create-leaderboard" })
    }

    @Test("the default leaderboard is set after the creations and before any archive, as a step of that leaderboard")
    func defaultLeaderboard() throws {
        var desired = try Self.desired()
        desired.defaultLeaderboard = Located("ach.board.weekly", at: .startOfFile)
        let plan = SyncPlanner().plan(desired: desired, remote: RemoteState(detailID: "D", sections: []), lock: nil)
        let names = plan.steps.map { "\($0.actionName) \($0.id)" }
        let setting = try #require(names.firstIndex(of: "set-default-leaderboard ach.board.weekly"))
        #expect(names.lastIndex { $0.hasPrefix("create-leaderboard") }.map { $0 < setting } == true)
        #expect(plan.steps[setting].kind == .leaderboards)
        var held = Self.holding(sets: ["ach.set.scores"])
        held.defaultLeaderboard = "ach.board.weekly"
        #expect(!SyncPlanner().plan(desired: desired, remote: held, lock: nil).steps.contains { $0.actionName == "set-default-leaderboard" })
    }

    @Test("the app's challenges switch is one step when the catalog says otherwise than App Store Connect, none when it is silent")
    func challengesEnabled() throws {
        var desired = try Self.desired()
        var held = Self.holding(sets: ["ach.set.scores"])
        held.challengesEnabled = true
        let silent = SyncPlanner().plan(desired: desired, remote: held, lock: nil)
        #expect(!silent.steps.contains { $0.actionName == "set-challenges-enabled" })
        desired.challengesEnabled = Located(false, at: SourcePosition(line: 9, column: 22))
        let plan = SyncPlanner().plan(desired: desired, remote: held, lock: nil)
        let step = try #require(plan.steps.first { $0.actionName == "set-challenges-enabled" })
        #expect(step.action == .setChallengesEnabled(false) && step.kind == nil && step.position == SourcePosition(line: 9, column: 22))
        #expect(step.changes.map { "\($0.field): \($0.from ?? "nil") → \($0.to)" } == ["challengesEnabled: yes → no"])
        held.challengesEnabled = false
        #expect(!SyncPlanner().plan(desired: desired, remote: held, lock: nil).steps.contains { $0.actionName == "set-challenges-enabled" })
        // An app without a detail gets one first, even when the switch is all the catalog asks for.
        var alone = DesiredState(catalogPath: "catalog.yaml", sections: [])
        alone.challengesEnabled = Located(false, at: SourcePosition(line: 9, column: 22))
        #expect(SyncPlanner().plan(desired: alone, remote: RemoteState(detailID: nil, sections: []), lock: nil).steps.map(\.actionName)
                == ["create-detail", "set-challenges-enabled"])
    }

    @Test("a new app gets each leaderboard, its texts and image per locale, then the set with its leaderboards' IDs")
    func creates() throws {
        let plan = SyncPlanner().plan(desired: try Self.desired(), remote: RemoteState(detailID: "D", sections: []), lock: nil)
        #expect(plan.steps.map { "\($0.actionName) \($0.id)" } == [
            "create-leaderboard ach.board.best", "create-leaderboard ach.board.weekly", "create-leaderboardSet ach.set.scores",
            "create-localization ach.board.best", "upload-image ach.board.best", "create-localization ach.board.best", "upload-image ach.board.best",
            "create-localization ach.board.weekly", "upload-image ach.board.weekly", "create-localization ach.board.weekly", "upload-image ach.board.weekly",
            "create-localization ach.set.scores", "upload-image ach.set.scores", "create-localization ach.set.scores", "upload-image ach.set.scores",
            "update-leaderboardSet ach.set.scores",
        ])
        // The app's first set is created holding every leaderboard App Store Connect has, then given the catalog's list.
        #expect(plan.steps.last?.changes.map { "\($0.field): \($0.from ?? "-") → \($0.to)" } == [
            "leaderboards: every one App Store Connect holds → ach.board.best, ach.board.weekly",
        ])
        #expect(plan.steps[0].changes.map { "\($0.field)=\($0.to)" } == ["referenceName=Best Score", "format=INTEGER", "sort=DESC", "submission=BEST_SCORE",
                                                                           "rangeStart=0", "rangeEnd=1000000", "hidden=false"])
        #expect(plan.steps[2].changes.map { "\($0.field)=\($0.to)" } == ["referenceName=Scores", "leaderboards=ach.board.best, ach.board.weekly"])
        #expect(plan.budgets.isEmpty)
        #expect(plan.diagnostics.isEmpty)
    }

    @Test("the sort of an approved leaderboard is refused at its line; a score range removed from the catalog is refused, not cleared; a description removed is left as held")
    func update() throws {
        let desired = try Self.desired()
        let live = Self.held("ach.board.best", sort: "ASC", range: ("0", "1000000"), state: "LIVE")
        let plan = SyncPlanner().plan(desired: desired, remote: RemoteState(detailID: "D", sections: [RemoteSection(kind: .leaderboard, resources: [live])]), lock: nil)
        // Exactly the rule's documented example.
        #expect(TextReporter().report(plan.refusals) == SyncRule.sortLocked.example + "\n")
        let cleared = Self.held("ach.board.best", sort: "DESC", range: ("0", "5"), state: "PREPARE_FOR_SUBMISSION")
        var noRange = desired
        let text = FixtureCatalog.text.replacingOccurrences(of: "    range:\n      start: 0\n      end: 1000000\n", with: "")
        let catalog = try #require(CatalogLoader().load(text: text, path: "catalog.yaml").catalog)
        var images = DesiredImages(catalogPath: catalog.path) { _ in .failure(FileBytes.Failure(rule: FileRule.unreadable.id, message: "no such file")) }
        noRange.sections = [DesiredSection.leaderboards(of: catalog, images: &images)]
        let second = SyncPlanner().plan(desired: noRange, remote: RemoteState(detailID: "D", sections: [RemoteSection(kind: .leaderboard, resources: [cleared])]), lock: nil)
        // The sync cannot clear a range App Store Connect holds: refused at the leaderboard, exactly the rule's example, and nothing is sent.
        #expect(TextReporter().report(second.refusals) == SyncRule.notClearable.example + "\n"
            + SyncRule.notClearable.example.replacingOccurrences(of: "rangeStart", with: "rangeEnd").replacingOccurrences(of: "as 0;", with: "as 5;")
                .replacingOccurrences(of: "write 0", with: "write 5") + "\n")
        #expect(!second.steps.contains { $0.actionName == "update-leaderboard" })
        // A text left out of the catalog:
        let noDescription = FixtureCatalog.text.replacingOccurrences(of: "        description: Your best score in one run.\n", with: "")
        let described = try #require(CatalogLoader().load(text: noDescription, path: "catalog.yaml").catalog)
        var moreImages = DesiredImages(catalogPath: described.path) { _ in .failure(FileBytes.Failure(rule: FileRule.unreadable.id, message: "no such file")) }
        let third = SyncPlanner().plan(desired: DesiredState(catalogPath: described.path, sections: [DesiredSection.leaderboards(of: described, images: &moreImages)]),
                                       remote: RemoteState(detailID: "D", sections: [RemoteSection(kind: .leaderboard, resources: [live])]), lock: nil)
        // A description left out is left as App Store Connect holds it: the sync cannot clear it.
        #expect(third.steps.contains { $0.id == "ach.board.best" && $0.actionName == "create-localization" })
        #expect(!third.steps.contains { $0.id == "ach.board.best" && $0.changes.contains { $0.field == "description (en-US)" } })
    }

    @Test("a leaderboard the catalog does not manage stays in the set App Store Connect holds it in, and in the app's first set; a retired one leaves")
    func unmanagedMembersStay() throws {
        let desired = try Self.desired()
        let other = Self.held("other.board", sort: "DESC", range: nil, state: "LIVE")
        func set(_ members: String) -> RemoteResource {
            RemoteResource(resourceID: "R-set", vendorIdentifier: "ach.set.scores", values: [.referenceName: .text("Scores"), .leaderboards: .text(members)],
                           archived: false, latestVersion: nil)
        }
        func memberChanges(_ plan: SyncPlan) -> [String] {
            plan.steps.flatMap { step in step.changes.filter { $0.field == "leaderboards" }.map { "\(step.actionName) \($0.from ?? "-") → \($0.to)" } }
        }
        let best = Self.held("ach.board.best", sort: "DESC", range: ("0", "1000000"), state: "LIVE")
        let weekly = Self.held("ach.board.weekly", sort: "DESC", range: nil, state: "LIVE")
        // Held beside the catalog's two: no change.
        let kept = SyncPlanner().plan(desired: desired, remote: RemoteState(detailID: "D", sections: [
            RemoteSection(kind: .leaderboard, resources: [best, weekly, other]),
            RemoteSection(kind: .leaderboardSet, resources: [set("ach.board.best, ach.board.weekly, other.board")]),
        ]), lock: nil)
        #expect(memberChanges(kept) == [])
        // ... and named: the set holds a leaderboard the catalog does not list, so the plan is not in sync.
        #expect(kept.extras.map(\.rule.rawValue) == ["asc-held-not-in-catalog"])
        #expect(!kept.isInSync)
        // A catalog leaderboard joins: the list grows and keeps the other.
        let joins = SyncPlanner().plan(desired: desired, remote: RemoteState(detailID: "D", sections: [
            RemoteSection(kind: .leaderboard, resources: [best, weekly, other]),
            RemoteSection(kind: .leaderboardSet, resources: [set("ach.board.best, other.board")]),
        ]), lock: nil)
        #expect(memberChanges(joins) == ["update-leaderboardSet ach.board.best, other.board → ach.board.best, ach.board.weekly, other.board"])
        // The app's first set: created with every leaderboard, then the catalog's list and the other.
        let first = SyncPlanner().plan(desired: desired, remote: RemoteState(detailID: "D", sections: [
            RemoteSection(kind: .leaderboard, resources: [best, weekly, other]),
        ]), lock: nil)
        #expect(memberChanges(first).last == "update-leaderboardSet every one App Store Connect holds → ach.board.best, ach.board.weekly, other.board")
        // Retired in the catalog, it is managed: it leaves the set.
        let text = FixtureCatalog.text + "retired:\n  - id: other.board\n    kind: leaderboard\n    reason: Replaced by the weekly board.\n"
        let catalog = try #require(CatalogLoader().load(text: text, path: "catalog.yaml").catalog)
        var images = DesiredImages(catalogPath: catalog.path) { _ in .success([0x89, 0x50, 0x4E, 0x47]) }
        let retiring = DesiredState(catalogPath: catalog.path, sections: [DesiredSection.leaderboards(of: catalog, images: &images),
                                                                          DesiredSection.leaderboardSets(of: catalog, images: &images)])
        let leaves = SyncPlanner().plan(desired: retiring, remote: RemoteState(detailID: "D", sections: [
            RemoteSection(kind: .leaderboard, resources: [best, weekly, other]),
            RemoteSection(kind: .leaderboardSet, resources: [set("ach.board.best, ach.board.weekly, other.board")]),
        ]), lock: nil)
        #expect(memberChanges(leaves) == ["update-leaderboardSet ach.board.best, ach.board.weekly, other.board → ach.board.best, ach.board.weekly"])
    }
}
