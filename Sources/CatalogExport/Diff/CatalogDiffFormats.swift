import AchievementsCatalog

/// Turns a catalog diff into one output format.
package protocol CatalogDiffFormat: Sendable {
    /// The whole output, naming the two sides.
    func render(_ diff: CatalogDiff, old: String, new: String) -> String
}

/// Plain text: a section per kind of change, one line each.
package struct CatalogDiffTextFormat: CatalogDiffFormat {
    /// Creates the format.
    package init() {}

    package func render(_ diff: CatalogDiff, old: String, new: String) -> String {
        var lines = ["Achievements from \(old) to \(new)"]
        func section(_ title: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            lines += ["", "\(title) (\(items.count)):"] + items.map { "  \($0)" }
        }
        func kind(_ kind: GameCenterKind) -> String { kind == .achievement ? "" : kind.noun + " " }
        section("Added", diff.added.map { "+ \(kind($0.kind))\($0.id) (\($0.key)): \($0.referenceName)" })
        section("Removed", diff.removed.map { "- \(kind($0.kind))\($0.id) (\($0.key)): \($0.referenceName)" })
        section("Retired", diff.retired.map { "x \(kind($0.kind))\($0.id) (\($0.key)): \($0.referenceName)" })
        section("Renamed", diff.renamed.map { "~ \(kind($0.kind))\($0.id): key \($0.old) → \($0.new)" })
        section("Changed", diff.changed.map { "~ \(kind($0.kind))\($0.id): \($0.field) \($0.old) → \($0.new)" })
        section("Strings", diff.strings.map { "~ \(kind($0.kind))\($0.id): \($0.field): \"\($0.old)\" → \"\($0.new)\"" })
        section("App", diff.app.map { "~ \($0.field): \($0.old) → \($0.new)" })
        if diff.isEmpty { lines += ["", "No changes."] }
        lines += ["", "Points: \(diff.pointsBefore) → \(diff.pointsAfter) of \(ASCLimits.maxTotalPoints) (\(ASCLimits.maxTotalPoints - diff.pointsAfter) left)"]
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Markdown for a release note: a heading and a list per kind of change.
package struct CatalogDiffMarkdownFormat: CatalogDiffFormat {
    /// Creates the format.
    package init() {}

    package func render(_ diff: CatalogDiff, old: String, new: String) -> String {
        var lines = ["## Achievements: \(old) → \(new)"]
        func section(_ title: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            lines += ["", "### \(title)", ""] + items.map { "- \($0)" }
        }
        func kind(_ kind: GameCenterKind) -> String { kind == .achievement ? "" : kind.noun + " " }
        section("Added", diff.added.map { "\(kind($0.kind))`\($0.id)` (`\($0.key)`): \(escape($0.referenceName))" })
        section("Removed", diff.removed.map { "\(kind($0.kind))`\($0.id)` (`\($0.key)`): \(escape($0.referenceName))" })
        section("Retired", diff.retired.map { "\(kind($0.kind))`\($0.id)` (`\($0.key)`): \(escape($0.referenceName))" })
        section("Renamed", diff.renamed.map { "\(kind($0.kind))`\($0.id)`: key `\($0.old)` → `\($0.new)`" })
        section("Changed", diff.changed.map { "\(kind($0.kind))`\($0.id)`: \($0.field) \(escape($0.old)) → \(escape($0.new))" })
        section("Strings", diff.strings.map { "\(kind($0.kind))`\($0.id)`: \($0.field): “\(escape($0.old))” → “\(escape($0.new))”" })
        section("App", diff.app.map { "\($0.field): \(escape($0.old)) → \(escape($0.new))" })
        if diff.isEmpty { lines += ["", "No changes."] }
        lines += ["", "Points: \(diff.pointsBefore) → \(diff.pointsAfter) of \(ASCLimits.maxTotalPoints) (\(ASCLimits.maxTotalPoints - diff.pointsAfter) left)."]
        return lines.joined(separator: "\n") + "\n"
    }

    func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "*", with: "\\*").replacingOccurrences(of: "_", with: "\\_")
    }
}
