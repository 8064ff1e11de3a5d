/// The achievements documentation page in Markdown: per group, a table with
/// each achievement's ID, rule, points, hidden flag and title in every
/// language, then the descriptions. Generated, so it never drifts from the catalog.
package enum DocsExport {
    /// The page for `sheet`, with group headings from `groups` (key, heading) in order.
    package static func markdown(_ sheet: AdminSheet, groups: [(key: String, name: String)], sourceFile: String) -> String {
        var lines = [
            "# \(sheet.game) achievements",
            "",
            "<!-- \(marker) from \(commentSafe(sourceFile)). Do not edit: edit \(commentSafe(sourceFile)). -->",
            "",
            "\(sheet.rows.count) achievements, \(sheet.rows.reduce(0) { $0 + $1.points }) points. "
                + "Languages: " + sheet.locales.map { "\($0.language) (\($0.ascLocale))" }.joined(separator: ", ") + ".",
        ]
        for group in groups {
            let rows = sheet.rows.filter { $0.group == group.key }
            guard !rows.isEmpty else { continue }
            lines += ["", "## \(escape(group.name))", ""]
            let titles = sheet.locales.map { "Title (\($0.language))" }
            lines.append("| # | Key | Achievement ID | Rule | Points | Hidden | " + titles.joined(separator: " | ") + " |")
            lines.append("| " + Array(repeating: "---", count: 6 + titles.count).joined(separator: " | ") + " |")
            for row in rows {
                let cells = [String(row.position), "`\(row.key)`", "`\(row.achievementID)`", escape(row.rule), String(row.points), row.hidden.yesNo]
                    + sheet.locales.map { locale in escape(row.localizations.first { $0.language == locale.language }?.title ?? "") }
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
            lines += ["", "Descriptions:", ""]
            for row in rows {
                let texts = row.localizations.map { "\($0.language): \(escape($0.beforeEarned))" }.joined(separator: " · ")
                lines.append("- `\(row.key)`: \(texts)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe in a Markdown table cell: pipes escaped, line breaks as spaces.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "\n", "\r", "\r\n": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    /// A file name inside an HTML comment: no `--` (which would end it) and no line breaks.
    static func commentSafe(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar == "-" && out.hasSuffix("-") { out += " -" } else if scalar.properties.generalCategory == .control { out += " " } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
