import CatalogYAML
import FileAccess
import Foundation
import SourceDiagnostics

extension LockFile {
    /// Reads and decodes the lock at `path`, bounded by `limits`.
    public static func load(path: String, limits: YAMLReadLimits = YAMLReadLimits()) -> Staged<ReleasedSet> {
        switch FileBytes.read(path, maxBytes: limits.maxBytes) {
        case .failure(let failure):
            .failed([Diagnostic(path: path, position: .startOfFile, severity: .error, rule: failure.rule, message: failure.message)])
        case .success(let bytes):
            decode(bytes, path: path, limits: limits)
        }
    }

    /// The lock at `path` if one exists, or the default lock beside the
    /// catalog if that exists; `nil` inside when there is none to read.
    public static func loadIfPresent(path: String?, catalogPath: String, limits: YAMLReadLimits) -> Staged<ReleasedSet?> {
        let file = path ?? defaultPath(forCatalog: catalogPath)
        guard path != nil || FileManager.default.fileExists(atPath: file) else { return Staged(.some(nil)) }
        let loaded = load(path: file, limits: limits)
        return Staged(loaded.value.map { .some($0) }, diagnostics: loaded.diagnostics)
    }
}

/// What `achievements lock` adds: every achievement of a valid catalog not
/// yet in the lock, released under one label, and the lock's new text.
public struct LockUpdate: Sendable {
    /// The entries to add, in catalog order.
    public var additions: [ReleasedAchievement]
    /// The lock's text with them appended (the header first for a new lock).
    public var text: String
    /// The part of ``text`` that is new.
    public var addedText: Substring

    /// The update of the lock whose text is `existing` (`nil` for a new one)
    /// and whose decoded entries are `locked`, for `catalog`, under `label`.
    public init(catalog: AchievementCatalog, locked: ReleasedSet?, existing: String?, label: String) {
        let lockedIDs = Set(locked?.entries.map(\.id.value) ?? [])
        additions = catalog.achievements
            .filter { !lockedIDs.contains($0.id.value) }
            .compactMap { catalog.releasedEntry(for: $0, released: Located(label, at: $0.position)) }
        text = additions.isEmpty ? (existing ?? "") : LockFile.appendText(additions, to: existing)
        addedText = text.dropFirst(existing?.count ?? 0)
    }

    /// Today in UTC as `YYYY-MM-DD`, the default release label.
    public static func today(_ now: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: now)
    }
}
