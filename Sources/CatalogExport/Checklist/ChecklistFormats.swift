import Foundation

/// Turns a checklist into one output format.
package protocol ChecklistFormat: Sendable {
    /// The whole output.
    func render(_ checklist: ReadinessChecklist) -> String
}

extension ReadinessChecklist.Status {
    /// ✓, ✗ or –.
    var mark: String {
        switch self {
        case .ready: "✓"
        case .missing: "✗"
        case .notChecked: "–"
        }
    }
}

extension ReadinessChecklist {
    /// The closing sentence: ready, or what is missing.
    var verdict: String {
        let missing = items.filter { $0.status == .missing }.map(\.name)
        return missing.isEmpty
            ? "Ready to enter in App Store Connect."
            : "Not ready: \(missing.count) item\(missing.count == 1 ? "" : "s") missing: \(missing.joined(separator: ", "))."
    }
}

/// One line per item: `✓ Name: detail`.
package struct ChecklistTextFormat: ChecklistFormat {
    /// Creates the format.
    package init() {}

    package func render(_ checklist: ReadinessChecklist) -> String {
        var lines = ["\(checklist.game) App Store Connect readiness"]
        lines += checklist.items.map { "\($0.status.mark) \($0.name): \($0.detail)" }
        lines.append(checklist.verdict)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A Markdown table an admin can paste into a ticket.
package struct ChecklistMarkdownFormat: ChecklistFormat {
    /// Creates the format.
    package init() {}

    package func render(_ checklist: ReadinessChecklist) -> String {
        var lines = ["## \(checklist.game) App Store Connect readiness", "", "| | Item | Status |", "| --- | --- | --- |"]
        lines += checklist.items.map { "| \($0.status.mark) | \($0.name) | \($0.detail.replacingOccurrences(of: "|", with: "\\|")) |" }
        lines += ["", checklist.verdict]
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `{"game": …, "ready": …, "items": [{"name", "status", "detail"}]}` with sorted keys.
package struct ChecklistJSONFormat: ChecklistFormat {
    /// Creates the format.
    package init() {}

    struct Document: Encodable {
        var game: String
        var ready: Bool
        var items: [ReadinessChecklist.Item]
    }

    package func render(_ checklist: ReadinessChecklist) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(game: checklist.game, ready: checklist.isReady, items: checklist.items))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
