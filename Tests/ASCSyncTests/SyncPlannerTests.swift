import AchievementsCatalog
import ASCSync
import SourceDiagnostics
import Testing
import SyncRules

/// The planner's decisions, without a server: order, budget, renames,
/// versions, images, archives and drift.
struct SyncPlannerTests {
    static func at(_ line: Int, _ column: Int = 5) -> SourcePosition { SourcePosition(line: line, column: column) }

    static func desired(_ key: String, _ id: String, points: Int, line: Int, title: String = "Title", image: DesiredImage? = nil) -> DesiredResource {
        .achievement(
            key: key, id: Located(id, at: at(line)), referenceName: Located("Ref \(key)", at: at(line + 1)), points: Located(points, at: at(line + 2)),
            hidden: Located(false, at: at(line + 3)), repeatable: Located(false, at: at(line)),
            localizations: [.achievement(locale: Located("en-US", at: at(line + 4)), title: Located(title, at: at(line + 5)),
                                         description: Located("Before", at: at(line + 6)),
                                         earnedDescription: Located("Before", at: at(line + 6)), image: image)])
    }

    static func remote(_ key: String, _ id: String, points: Int, title: String = "Title", state: String = "PREPARE_FOR_SUBMISSION",
                       image: RemoteImage? = nil, archived: Bool = false) -> RemoteResource {
        .achievement(resourceID: "R-\(key)", vendorIdentifier: id, referenceName: "Ref \(key)", points: points, showBeforeEarned: true,
                     repeatable: false, archived: archived,
                     latestVersion: RemoteVersion(resourceID: "V-\(key)", number: 1, state: state, localizations: [
                         .achievement(resourceID: "L-\(key)", locale: "en-US", name: title, beforeEarnedDescription: "Before",
                                      afterEarnedDescription: "Before", image: image),
                     ]))
    }

    static func state(_ achievements: [DesiredResource], retired: [String] = []) -> DesiredState {
        DesiredState(catalogPath: "catalog.yaml", sections: [
            DesiredSection(kind: .achievements, resources: achievements, retired: retired.map { Located($0, at: at(90)) }, position: at(10, 1)),
        ])
    }

    @Test("points go down first, then stay, then go up, then creations; texts after")
    func budgetSafeOrder() {
        let plan = SyncPlanner().plan(
            desired: Self.state([Self.desired("a", "x.a", points: 10, line: 20), Self.desired("b", "x.b", points: 40, line: 30),
                                 Self.desired("c", "x.c", points: 30, line: 40)]),
            remote: RemoteState(detailID: "D", achievements: [Self.remote("b", "x.b", points: 10), Self.remote("a", "x.a", points: 50)]),
            lock: nil)
        // ASC's order (b, a) is not the catalog's (a, b, c): set once, last, when every achievement exists.
        #expect(plan.steps.map(\.actionName) == ["update-achievement", "update-achievement", "create-achievement", "create-localization", "order"])
        #expect(plan.steps.map(\.id) == ["x.a", "x.b", "x.c", "x.c", ""])
        #expect(plan.steps.last?.action == .order(["x.a", "x.b", "x.c"]))
        #expect(plan.steps.last?.changes == [FieldChange(field: "order", from: "x.b, x.a, x.c", to: "x.a, x.b, x.c", position: Self.at(10, 1))])
        #expect(plan.steps[0].changes == [FieldChange(field: "points", from: "50", to: "10", position: Self.at(22))])
        #expect(plan.pointsNow == 60)
        #expect(plan.pointsAfter == 80)
        #expect(plan.diagnostics.isEmpty)
    }

    @Test("the budget counts achievements not in the catalog, and is refused at the achievements key")
    func budget() {
        let plan = SyncPlanner().plan(
            desired: Self.state([Self.desired("a", "x.a", points: 60, line: 20)]),
            remote: RemoteState(detailID: "D", achievements: (0..<10).map { Self.remote("o\($0)", "other.\($0)", points: 95) }), lock: nil)
        #expect(plan.diagnostics == [Diagnostic(
            path: "catalog.yaml", position: Self.at(10, 1), severity: .error, rule: SyncRule.pointsBudget.id,
            message: "after the sync App Store Connect would hold 1010 points (950 of them in achievements not in the catalog), above its limit of 1000; lower some points first")])
        #expect(plan.unmanaged.count == 10)
        #expect(plan.hasErrors)
    }

    @Test("a new ID for a key the lock released under another ID that ASC holds is a rename")
    func renameByLock() {
        let released = ReleasedAchievement(key: Located("a", at: Self.at(1)), id: Located("x.old", at: Self.at(2)), group: Located("g", at: Self.at(3)),
                                           progress: Located(.bestRun, at: Self.at(4)), metric: nil, threshold: nil, input: nil,
                                           released: Located("1.0", at: Self.at(5)))
        var renamed = Self.remote("old", "x.old", points: 10)
        renamed.values[.referenceName] = .text("Another name")
        let plan = SyncPlanner().plan(desired: Self.state([Self.desired("a", "x.new", points: 10, line: 20)]),
                                      remote: RemoteState(detailID: "D", achievements: [renamed]),
                                      lock: ReleasedSet(source: "catalog.lock.yaml", entries: [released]))
        #expect(plan.diagnostics.map(\.rule.rawValue) == ["asc-id-immutable"])
        #expect(plan.diagnostics.first?.position == Self.at(20))
        #expect(plan.steps.isEmpty)
    }

    @Test("a text change on a live version makes a new version with every locale and image")
    func newVersion() {
        let image = DesiredImage(path: "artwork/a.png", fileName: "a.png", bytes: [1, 2, 3], position: Self.at(25))
        let live = Self.remote("a", "x.a", points: 10, title: "Old", state: "LIVE",
                               image: RemoteImage(resourceID: "I-a", fileName: "a.png", fileSize: 3, deliveryState: "COMPLETE"))
        let plan = SyncPlanner().plan(desired: Self.state([Self.desired("a", "x.a", points: 10, line: 20, title: "New", image: image)]),
                                      remote: RemoteState(detailID: "D", achievements: [live]), lock: nil)
        #expect(plan.steps.map(\.actionName) == ["create-version", "create-localization", "upload-image"])
        if case .uploadImage(_, _, let replacing) = plan.steps[2].action { #expect(replacing == nil) }
        let unchanged = SyncPlanner().plan(desired: Self.state([Self.desired("a", "x.a", points: 10, line: 20, title: "Old")]),
                                           remote: RemoteState(detailID: "D", achievements: [live]), lock: nil)
        #expect(unchanged.isInSync)
    }

    @Test("an image is uploaded again only when the lock does not record the same file")
    func images() {
        let image = DesiredImage(path: "artwork/a.png", fileName: "a.png", bytes: [1, 2, 3], position: Self.at(25))
        let held = Self.remote("a", "x.a", points: 10, image: RemoteImage(resourceID: "I-a", fileName: "a.png", fileSize: 3, deliveryState: "COMPLETE"))
        func plan(recorded: String?) -> SyncPlan {
            SyncPlanner().plan(desired: Self.state([Self.desired("a", "x.a", points: 10, line: 20, image: image)]),
                               remote: RemoteState(detailID: "D", achievements: [held]),
                               lock: ReleasedSet(source: "lock", entries: [], synced: [SyncedEntry(id: "x.a", locale: "en-US", fingerprint: nil, imageSHA256: recorded)]))
        }
        #expect(plan(recorded: image.sha256).isInSync)
        let changed = plan(recorded: String(repeating: "0", count: 64))
        #expect(changed.steps.map(\.actionName) == ["upload-image"])
        if case .uploadImage(_, let locale, let replacing) = changed.steps[0].action {
            #expect(locale == "en-US")
            #expect(replacing == "I-a")
        }
        #expect(image.sha256 == "039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81")
    }

    @Test("retired IDs ASC holds live are archived once; a catalog ID archived in ASC is unarchived")
    func archives() {
        let plan = SyncPlanner().plan(
            desired: Self.state([Self.desired("a", "x.a", points: 10, line: 20)], retired: ["x.gone", "x.done"]),
            remote: RemoteState(detailID: "D", achievements: [Self.remote("a", "x.a", points: 10, archived: true), Self.remote("g", "x.gone", points: 5, state: "LIVE"),
                                                             Self.remote("d", "x.done", points: 5, archived: true)]), lock: nil)
        #expect(plan.steps.map(\.actionName) == ["update-achievement", "archive"])
        #expect(plan.steps[0].changes.map(\.field) == ["archived"])
        #expect(plan.steps[1].id == "x.gone")
        #expect(plan.unmanaged.isEmpty)
    }

    @Test("drift: ASC no longer holds what the lock says apply wrote")
    func drift() {
        let held = Self.remote("a", "x.a", points: 10, title: "Hand edit")
        let written = Fingerprint.of(["Title", "Before", "Before"])
        let plan = SyncPlanner().plan(desired: Self.state([Self.desired("a", "x.a", points: 10, line: 20)]),
                                      remote: RemoteState(detailID: "D", achievements: [held]),
                                      lock: ReleasedSet(source: "lock", entries: [], synced: [SyncedEntry(id: "x.a", locale: "en-US", fingerprint: written)]))
        #expect(plan.drift.map(\.actionName) == ["update-localization"])
        let noRecord = SyncPlanner().plan(desired: Self.state([Self.desired("a", "x.a", points: 10, line: 20)]),
                                          remote: RemoteState(detailID: "D", achievements: [held]), lock: nil)
        #expect(noRecord.drift.isEmpty)
        #expect(noRecord.steps.count == 1)
    }

    @Test("an app without a Game Center detail gets one first")
    func detailFirst() {
        let plan = SyncPlanner().plan(desired: Self.state([Self.desired("a", "x.a", points: 10, line: 20)]),
                                      remote: RemoteState(detailID: nil, achievements: []), lock: nil)
        #expect(plan.steps.first?.action == .createDetail)
    }

    @Test("another app's recorded image never stands for this app's: a staging app gets its own uploads, and its entries leave the first app's alone")
    func fingerprintsPerApp() {
        let image = DesiredImage(path: "artwork/a.png", fileName: "a.png", bytes: [1, 2, 3], position: Self.at(25))
        let held = Self.remote("a", "x.a", points: 10, image: RemoteImage(resourceID: "I-a", fileName: "a.png", fileSize: 3, deliveryState: "COMPLETE"))
        let lock = ReleasedSet(source: "lock", entries: [], synced: [
            SyncedEntry(id: "x.a", app: "111", locale: "en-US", fingerprint: nil, imageSHA256: image.sha256),
            SyncedEntry(id: "x.a", locale: "en-US", fingerprint: nil, imageSHA256: image.sha256),
        ])
        func plan(app: String, catalogApp: String?) -> SyncPlan {
            SyncPlanner().plan(desired: Self.state([Self.desired("a", "x.a", points: 10, line: 20, image: image)]),
                               remote: RemoteState(detailID: "D", achievements: [held]), lock: lock.synced(forApp: app, legacyApp: catalogApp))
        }
        #expect(plan(app: "111", catalogApp: "999").isInSync)
        #expect(plan(app: "222", catalogApp: "999").steps.map(\.actionName) == ["upload-image"])
        // An entry that names no app (an older lock) is the catalog's own app's.
        #expect(plan(app: "999", catalogApp: "999").isInSync)
        #expect(plan(app: "222", catalogApp: nil).steps.map(\.actionName) == ["upload-image"])

        let desired = Self.state([Self.desired("a", "x.a", points: 10, line: 20, image: image)])
        let recorded = SyncRecording.synced(desired: desired, after: RemoteState(detailID: "D", achievements: [held]), previous: lock.synced,
                                            uploaded: [.init(kind: .achievement, id: "x.a", locale: "en-US", sha256: image.sha256)], app: "222", legacyApp: "999")
        #expect(recorded.map { $0.app ?? "none" } == ["111", "none", "222", "222"])
    }

    @Test("an upload cut short is recorded only for a new committed image of the file's name and size, so the next run sends it once")
    func unfinishedUpload() {
        let image = DesiredImage(path: "artwork/a.png", fileName: "a.png", bytes: [1, 2, 3], position: Self.at(25))
        let desired = Self.state([Self.desired("a", "x.a", points: 10, line: 20, image: image)])
        let before = RemoteState(detailID: "D", achievements: [Self.remote("a", "x.a", points: 10,
            image: RemoteImage(resourceID: "I-old", fileName: "a.png", fileSize: 3, deliveryState: "COMPLETE"))])
        func recorded(_ held: RemoteImage) -> String? {
            SyncRecording.synced(desired: desired, after: RemoteState(detailID: "D", achievements: [Self.remote("a", "x.a", points: 10, image: held)]),
                                 previous: [], uploaded: [], unfinished: [.init(kind: .achievement, id: "x.a", locale: "en-US", sha256: image.sha256)],
                                 before: before, app: "1", legacyApp: nil).first { $0.locale == "en-US" }?.imageSHA256
        }
        #expect(recorded(RemoteImage(resourceID: "I-new", fileName: "a.png", fileSize: 3, deliveryState: "UPLOAD_COMPLETE")) == image.sha256)
        #expect(recorded(RemoteImage(resourceID: "I-new", fileName: "a.png", fileSize: 3, deliveryState: "COMPLETE")) == image.sha256)
        // Reserved only, failed, the image held before (the replacement never started), or another file: not recorded.
        #expect(recorded(RemoteImage(resourceID: "I-new", fileName: "a.png", fileSize: 3, deliveryState: "AWAITING_UPLOAD")) == nil)
        #expect(recorded(RemoteImage(resourceID: "I-new", fileName: "a.png", fileSize: 3, deliveryState: "FAILED")) == nil)
        #expect(recorded(RemoteImage(resourceID: "I-old", fileName: "a.png", fileSize: 3, deliveryState: "COMPLETE")) == nil)
        #expect(recorded(RemoteImage(resourceID: "I-new", fileName: "b.png", fileSize: 3, deliveryState: "COMPLETE")) == nil)
        #expect(recorded(RemoteImage(resourceID: "I-new", fileName: "a.png", fileSize: 4, deliveryState: "COMPLETE")) == nil)
        // A replacement stopped at its delete leaves the image it was to replace: not the catalog's file.
        let stoppedAtDelete = SyncRecording.synced(
            desired: desired, after: RemoteState(detailID: "D", achievements: [Self.remote("a", "x.a", points: 10,
                image: RemoteImage(resourceID: "I-copy", fileName: "a.png", fileSize: 3, deliveryState: "COMPLETE"))]),
            previous: [], uploaded: [], unfinished: [{ var upload = PlanExecutor.UploadedImage(kind: .achievement, id: "x.a", locale: "en-US", sha256: image.sha256)
                                                        upload.replaced = "I-copy"
                                                        return upload }()],
            before: before, app: "1", legacyApp: nil).first { $0.locale == "en-US" }?.imageSHA256
        #expect(stoppedAtDelete == nil)
    }

    @Test("the lock vouches for a live version only while the catalog has the texts, images and locales it recorded")
    func vouching() throws {
        let desired = Self.state([Self.desired("a", "x.a", points: 10, line: 20)])
        let localization = try #require(desired.sections.first?.resources.first?.localizations.first)
        var own = SyncedEntry(id: "x.a", locale: nil, fingerprint: nil)
        own.version = "V1"
        let english = SyncedEntry(id: "x.a", locale: localization.locale.value, fingerprint: localization.fingerprint(.achievements))
        func vouched(_ entries: [SyncedEntry]) -> [String: String] {
            desired.vouched(by: ReleasedSet(source: "lock", entries: [], synced: entries))[.achievement] ?? [:]
        }
        #expect(vouched([own, english]) == ["x.a": "V1"])
        #expect(vouched([SyncedEntry(id: "x.a", locale: nil, fingerprint: nil), english]).isEmpty)
        // A locale the catalog dropped is still held in the version: not vouched, so the plan reads it and names it.
        #expect(vouched([own, english, SyncedEntry(id: "x.a", locale: "fr-FR", fingerprint: "f")]).isEmpty)
        #expect(vouched([own, SyncedEntry(id: "x.a", locale: localization.locale.value, fingerprint: "other texts")]).isEmpty)
        #expect(vouched([own]).isEmpty)
    }

    @Test("the order: achievements not in the catalog keep their places, new ones count at the end, pruned drafts drop out")
    func order() throws {
        let desired = Self.state([Self.desired("a", "x.a", points: 1, line: 20), Self.desired("b", "x.b", points: 1, line: 30),
                                  Self.desired("c", "x.c", points: 1, line: 40)], retired: ["x.old"])
        let remote = RemoteState(detailID: "D", achievements: [Self.remote("b", "x.b", points: 1), Self.remote("o", "other.x", points: 1),
                                                                Self.remote("old", "x.old", points: 1), Self.remote("a", "x.a", points: 1)])
        let archived = SyncPlanner().plan(desired: desired, remote: remote, lock: nil)
        #expect(archived.steps.last?.action == .order(["x.a", "other.x", "x.old", "x.b", "x.c"]))
        #expect(archived.retiredDrafts == ["x.old"])
        let pruned = SyncPlanner(pruneDrafts: true).plan(desired: desired, remote: remote, lock: nil)
        #expect(pruned.steps.map(\.actionName) == ["delete-draft", "create-achievement", "create-localization", "order"])
        #expect(pruned.steps.last?.action == .order(["x.a", "other.x", "x.b", "x.c"]))
        // Already in the catalog's order (other achievements between them do not count): no step.
        let agreeing = RemoteState(detailID: "D", achievements: [Self.remote("a", "x.a", points: 1), Self.remote("o", "other.x", points: 1),
                                                                  Self.remote("b", "x.b", points: 1), Self.remote("c", "x.c", points: 1)])
        #expect(SyncPlanner().plan(desired: desired, remote: agreeing, lock: nil).isInSync)
    }

    @Test("a grouped app's IDs start with grp., and only a grouped app's")
    func groupIDs() {
        let desired = Self.state([Self.desired("a", "grp.x.a", points: 1, line: 20), Self.desired("b", "x.b", points: 1, line: 30)])
        let grouped = SyncPlanner().plan(desired: desired, remote: RemoteState(detailID: "D", groupID: "G", achievements: []), lock: nil)
        #expect(grouped.diagnostics.map(\.rule) == [SyncRule.groupID.id])
        #expect(grouped.diagnostics.first?.position == Self.at(30))
        #expect(Array(grouped.steps.map(\.actionName).prefix(1)) == ["create-achievement"])
        let alone = SyncPlanner().plan(desired: desired, remote: RemoteState(detailID: "D", achievements: []), lock: nil)
        #expect(alone.diagnostics.map(\.position) == [Self.at(20)])
        #expect(alone.diagnostics.first?.message == "'grp.x.a' starts with 'grp.', which App Store Connect gives only achievements of a Game Center group, and this app's detail belongs to none: drop the prefix, or add the app to its group in App Store Connect first")
    }

    @Test("a review submission holds prepared versions in the catalog's order, at most the limit; the first components are marked")
    func reviewSubmission() {
        let desired = Self.state([Self.desired("a", "x.a", points: 1, line: 20), Self.desired("b", "x.b", points: 1, line: 30),
                                  Self.desired("c", "x.c", points: 1, line: 40), Self.desired("d", "x.d", points: 1, line: 50)])
        let remote = RemoteState(detailID: "D", achievements: [
            Self.remote("a", "x.a", points: 1, state: "LIVE"), Self.remote("b", "x.b", points: 1, state: "REJECTED"),
            Self.remote("c", "x.c", points: 1, state: "IN_REVIEW"), Self.remote("d", "x.d", points: 1),
        ])
        let submission = ReviewSubmissionPlan.make(desired: desired, remote: remote, limit: 1)
        #expect(submission.items.map(\.id) == ["x.b"])
        #expect(submission.leftOver.map(\.id) == ["x.d"])
        #expect(!submission.isFirstSubmission)
        let first = ReviewSubmissionPlan.make(desired: desired, remote: RemoteState(detailID: "D", achievements: [Self.remote("d", "x.d", points: 1)]))
        #expect(first.isFirstSubmission)
    }

    @Test("only a draft (one version, being prepared) is deleted with --prune-drafts, and its points leave the budget; one in review is left")
    func drafts() {
        let desired = Self.state([Self.desired("a", "x.a", points: 100, line: 20)], retired: ["x.draft", "x.review"])
        let remote = RemoteState(detailID: "D", achievements: [Self.remote("d", "x.draft", points: 100, state: "PREPARE_FOR_SUBMISSION"),
                                                                Self.remote("r", "x.review", points: 0, state: "IN_REVIEW")]
                                     + (1...9).map { Self.remote("o\($0)", "other.\($0)", points: 100) })
        let pruned = SyncPlanner(pruneDrafts: true).plan(desired: desired, remote: remote, lock: nil)
        #expect(pruned.retiredDrafts == ["x.draft"])
        // In review, never live: App Store Connect can neither archive nor delete it yet.
        #expect(pruned.retiredNotLive.map(\.id) == ["x.review"])
        #expect(pruned.steps.filter { $0.actionName != "create-localization" && $0.actionName != "order" }.map(\.actionName)
                == ["delete-draft", "create-achievement"])
        #expect(pruned.pointsAfter == 1000)
        #expect(pruned.diagnostics.isEmpty)
        let kept = SyncPlanner().plan(desired: desired, remote: remote, lock: nil)
        #expect(kept.pointsAfter == 1100)
        #expect(kept.diagnostics.map(\.rule) == [SyncRule.pointsBudget.id])
    }
    /// A description only this test knows (a leaderboard of another
    /// shape: no order, one fixed field), planned by the same core.
    static let scoreBoards = ResourceKind(
        .leaderboard,
        fields: [SyncedField(.referenceName), SyncedField(.sort, attribute: "scoreSortType", lockedOnceApproved: SyncRule.idImmutable.id)],
        localizationFields: [SyncedField(.title, attribute: "name")], budget: nil, isOrdered: false)

    static func board(_ id: String, sort: String, line: Int) -> DesiredResource {
        DesiredResource(key: id, id: Located(id, at: at(line)), values: [
            .referenceName: Located(.text("Board \(id)"), at: at(line + 1)), .sort: Located(.text(sort), at: at(line + 2)),
        ], localizations: [DesiredLocalization(locale: Located("en-US", at: at(line + 3)), texts: [.title: Located("Best", at: at(line + 4))],
                                               position: at(line + 4), image: nil)])
    }

    @Test("a second kind goes through the same core: its steps are tagged, its fixed field refused, no order or budget of its own")
    func secondKind() {
        let live = RemoteResource(resourceID: "B-1", vendorIdentifier: "x.b1", values: [.referenceName: .text("Board x.b1"), .sort: .text("DESC")],
                                  archived: false, latestVersion: RemoteVersion(resourceID: "BV-1", number: 1, state: "LIVE", localizations: [
                                      RemoteLocalization(resourceID: "BL-1", locale: "en-US", texts: [.title: "Best"], image: nil),
                                  ]))
        let desired = DesiredState(catalogPath: "catalog.yaml", sections: [
            DesiredSection(kind: .achievements, resources: [Self.desired("a", "x.b1", points: 10, line: 20)], retired: [], position: Self.at(10, 1)),
            DesiredSection(kind: Self.scoreBoards, resources: [Self.board("x.b1", sort: "ASC", line: 60), Self.board("x.b2", sort: "DESC", line: 70)],
                           retired: [], position: Self.at(50, 1)),
        ])
        let remote = RemoteState(detailID: "D", sections: [
            RemoteSection(kind: .achievement, resources: [Self.remote("a", "x.b1", points: 10)]),
            RemoteSection(kind: .leaderboard, resources: [live]),
        ])
        let plan = SyncPlanner().plan(desired: desired, remote: remote, lock: nil)
        // The same ID in two kinds is two resources: the achievement is in sync.
        #expect(plan.steps.map { "\($0.kind?.name ?? "-") \($0.actionName) \($0.id)" }
                == ["leaderboard create-leaderboard x.b2", "leaderboard create-localization x.b2"])
        #expect(plan.refusals == [Diagnostic(
            path: "catalog.yaml", position: Self.at(62), severity: .error, rule: SyncRule.idImmutable.id,
            message: "the sort of 'x.b1' cannot change in App Store Connect after its first approval: it holds DESC, the catalog says ASC; keep DESC, or retire the leaderboard and add a new one")])
        #expect(plan.budgets.map { $0.kind } == [.achievement])
        #expect(plan.steps[0].changes.map { $0.field } == ["referenceName", "sort"])
        #expect(PlanText.line(plan.steps[0]) == "catalog.yaml:70:5: create leaderboard x.b2")
    }
}

extension RemoteState {
    /// An app's state holding only achievements.
    init(detailID: String?, groupID: String? = nil, achievements: [RemoteResource]) {
        self.init(detailID: detailID, groupID: groupID, sections: [RemoteSection(kind: .achievement, resources: achievements)])
    }
}
