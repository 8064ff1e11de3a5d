import AchievementsCatalog
import Foundation
import SourceDiagnostics

/// A plan as people read it: one line per step with its catalog position,
/// the fields it changes from → to, drift marked, then what is left alone,
/// the points before and after, and the counts.
package enum PlanText {
    /// The whole plan.
    /// The whole plan; `holding` says what the catalog holds (``DesiredState/holding``).
    package static func render(_ plan: SyncPlan, appID: String, holding: String) -> String {
        var out = ""
        if !plan.diagnostics.isEmpty || !plan.refusals.isEmpty || !plan.extras.isEmpty {
            out += TextReporter().report((plan.diagnostics + plan.refusals + plan.extras).sortedByPosition())
        }
        for blocked in plan.blocked {
            out += blockedLine(blocked) + "\n"
        }
        for step in plan.steps {
            out += line(step) + "\n"
            for change in step.changes where showsChanges(step.action) {
                out += "    \(TerminalText.escaped(change.field)): \(quote(change.from)) → \(quote(change.to))\n"
            }
        }
        for entry in plan.unmanaged {
            var notes: [String] = []
            if let budget = entry.kind.budget { notes.append("\(entry.budgetValue) \(budget.field)") }
            if entry.resource.archived { notes.append("archived") }
            let shown = notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"
            out += TerminalText.escaped("not in the catalog, left as it is: \(entry.resource.vendorIdentifier)\(shown)") + "\n"
        }
        for use in plan.budgets {
            out += "\(use.budget.field) in App Store Connect: \(use.now) now, \(use.after) after apply (limit \(use.budget.limit))\n"
        }
        if let awaiting = awaitingLine(plan) { out += awaiting + "\n" }
        for version in plan.gameCenterDisabledFor {
            out += "Game Center is not enabled for app version \(TerminalText.escaped(version)): turn it on in that version's Game Center section, or its players will not see its achievements and leaderboards\n"
        }
        if !plan.retiredDrafts.isEmpty {
            let deleted = plan.steps.contains { if case .deleteDraft = $0.action { true } else { false } }
            out += TerminalText.escaped("retired drafts (never submitted): \(plan.retiredDrafts.joined(separator: ", ")): ")
                + (deleted ? "deleted (--prune-drafts)\n"
                    : "left as they are (App Store Connect archives only live achievements and leaderboards); --prune-drafts deletes them\n")
        }
        for entry in plan.retiredNotLive {
            // A rejected version goes live only if someone submits it again: no later apply archives it on its own.
            let then = ["REJECTED", "DEVELOPER_REJECTED"].contains(entry.state)
                ? "it was rejected, so it goes live only if submitted again in App Store Connect (the sync does not submit a retired ID); players never see it as it is"
                : "the first apply after it goes live archives it"
            out += "\(TerminalText.escaped(entry.path)):\(entry.position.line):\(entry.position.column): retired but never live: \(TerminalText.escaped(entry.id)) "
                + "v\(entry.version) \(TerminalText.escaped(entry.state)): left as it is (App Store Connect archives only live ones, and deletes only drafts); "
                + "\(then)\n"
        }
        if let requests = plan.requests { out += "App Store Connect requests: \(requests)\n" }
        out += summary(plan, appID: appID, holding: holding) + "\n"
        return out
    }

    /// `PATH:LINE:COLUMN: action …`, with `[drift]` when App Store Connect was edited by hand.
    package static func line(_ step: SyncStep) -> String {
        let id = TerminalText.escaped(step.id), kind = step.kind?.noun ?? "resource"
        let what: String = switch step.action {
        case .createDetail: "create the app's Game Center detail"
        case .createResource: "create \(kind) \(id)"
        case .updateResource: "update \(kind) \(id)"
        case .createVersion: "create a new version of \(id) (the latest is live; what the catalog does not change is carried over)"
        case .createLocalization(let localization): "create localization \(TerminalText.escaped(localization.locale.value)) of \(id)"
        case .updateLocalization(_, let localization): "update localization \(TerminalText.escaped(localization.locale.value)) of \(id)"
        case .uploadImage(let image, let locale, let replacing):
            "\(replacing == nil ? "upload" : "replace") image \(TerminalText.escaped(image.fileName)) (\(locale.map(TerminalText.escaped) ?? "default")) of \(id)"
        case .removeImage(let locale):
            locale.map { "remove image (\(TerminalText.escaped($0))) of \(id): the catalog names none, so the locale shows the default image" }
                ?? "remove the default image of \(id): the catalog names none"
        case .archive: "archive retired \(kind) \(id)"
        case .deleteDraft: "delete retired draft \(id) (never submitted; --prune-drafts)"
        case .order: "set the order players see"
        case .setDefaultLeaderboard(let id): "make \(TerminalText.escaped(id)) the app's default leaderboard"
        case .setChallengesEnabled(let enabled): "turn the app's challenges \(enabled ? "on" : "off")"
        }
        let drift = step.isDrift ? " [drift: changed in App Store Connect since the last apply]" : ""
        return "\(TerminalText.escaped(step.path)):\(step.position.line):\(step.position.column): \(what)\(drift)"
    }

    /// How many of the catalog's versions players do not see yet, or `nil` when none.
    package static func awaitingLine(_ plan: SyncPlan) -> String? {
        awaitingLine(plan.awaitingReview)
    }

    /// The same line for the versions `awaiting` names.
    package static func awaitingLine(_ awaiting: [BlockedResource]) -> String? {
        guard !awaiting.isEmpty else { return nil }
        let listed = awaiting.prefix(5).map { "\(TerminalText.escaped($0.id)) v\($0.version) \(TerminalText.escaped($0.state))" }
        let more = awaiting.count > 5 ? ", …" : ""
        return "\(awaiting.count) version(s) await review (\(listed.joined(separator: ", "))\(more)): players see them only once App Store Connect approves them; "
            + "the first Game Center components go for review with an app version"
    }

    /// `PATH:LINE:COLUMN: blocked: ID vN STATE: …`.
    package static func blockedLine(_ blocked: BlockedResource) -> String {
        "\(TerminalText.escaped(blocked.path)):\(blocked.position.line):\(blocked.position.column): blocked: \(TerminalText.escaped(blocked.id)) "
            + "v\(blocked.version) \(TerminalText.escaped(blocked.state)): its text and image changes wait until App Store Connect's review of that version ends"
    }

    static func showsChanges(_ action: SyncAction) -> Bool {
        switch action {
        case .createDetail, .archive, .createVersion: false
        default: true
        }
    }

    static func quote(_ text: String?) -> String {
        guard let text else { return "(none)" }
        let shown = text.count > ToolLimits.quotedCharacters ? String(text.prefix(ToolLimits.quotedCharacters)) + "…" : text
        return "\"" + TerminalText.escaped(shown) + "\""
    }

    /// The closing line.
    package static func summary(_ plan: SyncPlan, appID: String, holding: String) -> String {
        if plan.hasErrors { return "plan refused: \(plan.diagnostics.filter { $0.severity == .error }.count) error(s); nothing will be written" }
        if plan.isInSync {
            let waiting = plan.awaitingReview.isEmpty ? "" : "; \(plan.awaitingReview.count) version(s) await review"
            return "in sync: App Store Connect holds the catalog's \(holding) for app \(appID)\(waiting)"
        }
        func count(_ kinds: Set<String>) -> Int { plan.steps.filter { kinds.contains($0.action.name) }.count }
        var parts = [
            "\(count(["create-resource"])) to create",
            "\(count(["update-resource", "update-localization", "create-localization", "create-version"])) to update",
            "\(count(["upload-image"])) image(s) to upload",
            "\(count(["archive"])) to archive",
        ]
        if count(["delete-draft"]) > 0 { parts.append("\(count(["delete-draft"])) draft(s) to delete") }
        if count(["order"]) > 0 { parts.append("the order to set") }
        if count(["set-default-leaderboard"]) > 0 { parts.append("the default leaderboard to set") }
        if !plan.drift.isEmpty { parts.append("\(plan.drift.count) drifted") }
        if !plan.blocked.isEmpty { parts.append("\(plan.blocked.count) blocked by a review") }
        if !plan.refusals.isEmpty { parts.append("\(plan.refusals.count) change(s) App Store Connect refuses, left out") }
        if !plan.extras.isEmpty { parts.append("\(plan.extras.count) held in App Store Connect beyond the catalog, left as they are") }
        return "plan: \(plan.steps.count) step(s) for app \(appID): " + parts.joined(separator: ", ")
    }
}

/// A plan as CI reads it: JSON with every step, its position and changes.
package enum PlanJSON {
    struct Document: Encodable {
        var app: String
        var status: String
        var pointsNow: Int
        var pointsAfter: Int
        var steps: [Step]
        var unmanaged: [Unmanaged]
        var blocked: [Blocked]
        var awaitingReview: [Blocked]
        var retiredDrafts: [String]
        var retiredNotLive: [Blocked]
        var extras: [Finding]
        var gameCenterDisabledFor: [String]
        var requests: Int?
        var diagnostics: [Finding]
    }

    struct Blocked: Encodable {
        var kind: String
        var id: String
        var version: Int
        var state: String
        var path: String
        var line: Int
        var column: Int
    }

    struct Step: Encodable {
        var action: String
        var kind: String?
        var id: String
        var path: String
        var line: Int
        var column: Int
        var drift: Bool
        var changes: [Change]
    }

    struct Change: Encodable {
        var field: String
        var from: String?
        var to: String
        var line: Int
        var column: Int
    }

    struct Unmanaged: Encodable {
        var kind: String
        var id: String
        var points: Int
        var archived: Bool
    }

    struct Finding: Encodable {
        var path: String
        var line: Int
        var column: Int
        var severity: String
        var rule: String
        var message: String
    }

    /// The plan as a JSON document; `warnings` (found before planning, such
    /// as a key file others can read) come first in its `diagnostics`.
    package static func render(_ plan: SyncPlan, appID: String, warnings: [Diagnostic] = []) -> String {
        let document = Document(
            app: appID, status: plan.hasErrors || !plan.refusals.isEmpty ? "error" : plan.isInSync ? "in-sync" : "changes",
            pointsNow: plan.pointsNow, pointsAfter: plan.pointsAfter,
            steps: plan.steps.map { step in
                Step(action: step.actionName, kind: step.kind?.name, id: step.id, path: step.path, line: step.position.line, column: step.position.column,
                     drift: step.isDrift, changes: step.changes.map {
                         Change(field: $0.field, from: $0.from, to: $0.to, line: $0.position.line, column: $0.position.column)
                     })
            },
            unmanaged: plan.unmanaged.map { Unmanaged(kind: $0.kind.name, id: $0.resource.vendorIdentifier, points: $0.budgetValue, archived: $0.resource.archived) },
            blocked: plan.blocked.map(blocked),
            awaitingReview: plan.awaitingReview.map(blocked),
            retiredDrafts: plan.retiredDrafts, retiredNotLive: plan.retiredNotLive.map(blocked), extras: findings(plan.extras),
            gameCenterDisabledFor: plan.gameCenterDisabledFor, requests: plan.requests,
            diagnostics: findings(warnings + (plan.diagnostics + plan.refusals + plan.extras).sortedByPosition()))
        return encoded(document)
    }

    /// The document of a run that stopped before it could plan (the catalog
    /// has errors, the credentials are missing, App Store Connect cannot be
    /// read): status `error`, no steps, and why in `diagnostics`.
    package static func failure(_ diagnostics: [Diagnostic], appID: String?, requests: Int? = nil) -> String {
        encoded(Document(app: appID ?? "", status: "error", pointsNow: 0, pointsAfter: 0, steps: [], unmanaged: [], blocked: [],
                         awaitingReview: [], retiredDrafts: [], retiredNotLive: [], extras: [], gameCenterDisabledFor: [], requests: requests, diagnostics: findings(diagnostics)))
    }

    static func blocked(_ entry: BlockedResource) -> Blocked {
        Blocked(kind: entry.kind.rawValue, id: entry.id, version: entry.version, state: entry.state, path: entry.path, line: entry.position.line, column: entry.position.column)
    }

    static func findings(_ diagnostics: [Diagnostic]) -> [Finding] {
        diagnostics.map {
            Finding(path: $0.path, line: $0.position.line, column: $0.position.column, severity: $0.severity.rawValue, rule: $0.rule.rawValue, message: $0.message)
        }
    }

    static func encoded(_ document: Document) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(document)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
