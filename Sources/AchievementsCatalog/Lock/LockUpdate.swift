import CatalogYAML
import FileAccess
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SourceDiagnostics

extension LockFile {
    /// Reads and decodes the lock at `path`, bounded by `limits`.
    package static func load(path: String, limits: YAMLReadLimits = YAMLReadLimits()) -> Staged<ReleasedSet> {
        switch FileBytes.read(path, maxBytes: limits.maxBytes) {
        case .failure(let failure):
            .failed([Diagnostic(path: path, position: .startOfFile, severity: .error, rule: failure.rule, message: failure.message)])
        case .success(let bytes):
            decode(bytes, path: path, limits: limits)
        }
    }

    /// The lock at `path` if one exists, or the default lock beside the
    /// catalog if that exists; `nil` inside when there is none to read.
    package static func loadIfPresent(path: String?, catalogPath: String, limits: YAMLReadLimits) -> Staged<ReleasedSet?> {
        let file = path ?? defaultPath(forCatalog: catalogPath)
        guard path != nil || FileBytes.exists(file) else { return Staged(.some(nil)) }
        let loaded = load(path: file, limits: limits)
        return Staged(loaded.value.map { .some($0) }, diagnostics: loaded.diagnostics)
    }
}

/// What `achievements lock` adds: every achievement of a valid catalog not
/// yet in the lock, released under one label, and the lock's new text.
package struct LockUpdate: Sendable {
    /// The entries to add, in catalog order.
    package var additions: [ReleasedAchievement]
    /// The leaderboards and sets to add, in catalog order.
    package var resourceAdditions: [ReleasedResource]
    /// The lock's text with them appended (the header first for a new lock).
    package var text: String
    /// The part of ``text`` that is new.
    package var addedText: Substring

    /// The update of the lock whose text is `existing` (`nil` for a new one)
    /// and whose decoded entries are `locked`, for `catalog`, under `label`.
    package init(catalog: AchievementCatalog, locked: ReleasedSet?, existing: String?, label: String) {
        let lockedIDs = Set(locked?.entries.map(\.id.value) ?? [])
        // An achievement released without a rule that has one now: its rule is appended, once.
        let ruleless = Set(locked?.entries.filter { $0.progress == nil }.map(\.id.value) ?? [])
        additions = catalog.achievements
            .filter { !lockedIDs.contains($0.id.value) || (ruleless.contains($0.id.value) && $0.hasUnlockRule) }
            .compactMap { catalog.releasedEntry(for: $0, released: Located(label, at: $0.position)) }
        let lockedResources = Set((locked?.resources ?? []).map { $0.kind.rawValue + "\u{0}" + $0.id.value })
        resourceAdditions = catalog.releasedResources(label: label).filter { !lockedResources.contains($0.kind.rawValue + "\u{0}" + $0.id.value) }
        text = additions.isEmpty && resourceAdditions.isEmpty ? (existing ?? "")
            : LockFile.appendText(additions, resources: resourceAdditions, to: existing)
        addedText = text.dropFirst(existing?.count ?? 0)
    }

    /// Today in UTC as `YYYY-MM-DD`, the default release label; `secondsSince1970`
    /// defaults to now. (Civil date from days since the epoch, so the catalog
    /// stage needs no Foundation.)
    package static func today(secondsSince1970: Int = Int(time(nil))) -> String {
        let days = secondsSince1970 >= 0 ? secondsSince1970 / 86_400 : (secondsSince1970 - 86_399) / 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
}
