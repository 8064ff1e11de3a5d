import ArgumentParser
import CommandLineSupport
import AchievementsCatalog
import FileAccess
import CatalogValidation
import Foundation
import SourceDiagnostics

/// `achievements lock`: record the achievements just entered in App Store Connect.
struct LockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lock",
        abstract: "Add every achievement, leaderboard, set, activity and Game Center challenge not yet locked to the lock of released IDs (never rewrites an entry).",
        discussion: "Run it right after entering the achievements in App Store Connect."
    )

    @OptionGroup var options: CatalogOptions

    @Option(help: "The lock file (default: catalog.lock.yaml beside the catalog).")
    var lock: String?

    @Option(help: "What to record as the release: a version or a date (default: today, UTC, as YYYY-MM-DD).")
    var release: String?

    @Flag(help: "Print what would be added; write nothing.")
    var dryRun = false

    func run() async throws {
        let settings = try options.resolve()
        let path = lock ?? LockFile.defaultPath(forCatalog: settings.catalog)
        let existingLock = FileManager.default.fileExists(atPath: path) ? path : nil
        // The lock named is the lock used: with none there yet, nothing is released
        // (never the default lock beside the catalog in its place).
        let check = existingLock == nil ? settings.check
            : try await StabilityOptions.configure(settings.check, lock: existingLock, against: nil, settings: settings)
        let checked = check.run(path: settings.catalog)
        guard let catalog = checked.catalog, !checked.diagnostics.containsErrors else {
            print(TextReporter().report(checked.diagnostics.filter { $0.severity != .note }), terminator: "")
            print("nothing locked: fix the catalog first")
            throw ExitCode(1)
        }
        // The check already decoded the lock; its text is read again only to append to it.
        let existing = (try? FileBytes.read(path, maxBytes: settings.limits.maxBytes).get()).map { String(decoding: $0, as: UTF8.self) }
        let label = release ?? LockUpdate.today()
        let update = LockUpdate(catalog: catalog, locked: check.released, existing: existing, label: label)
        guard !update.additions.isEmpty || !update.resourceAdditions.isEmpty else {
            // Every kind the catalog holds, achievements always named.
            let held = GameCenterKind.allCases.compactMap { kind -> String? in
                let count = catalog.ids(of: kind).count
                guard kind == .achievement || count > 0 else { return nil }
                return "\(count) \(count == 1 && kind != .achievement ? kind.noun : kind.plural)"
            }
            let listed = held.count == 1 ? held[0] : held.dropLast().joined(separator: ", ") + " and " + held[held.count - 1]
            print("nothing to lock: all \(listed) are in \(TerminalText.escaped(path))")
            return
        }
        if dryRun {
            print("would add to \(TerminalText.escaped(path)):")
            print(TerminalText.escapedLines(String(update.addedText)), terminator: "")
            return
        }
        // The lock was decoded above, so it is the tool's own: append to it, but never
        // through a symbolic link and never over the catalog.
        let writer = SafeFileWriter(directory: FilePath.parent(of: path), ownership: .any, protectedInputs: [settings.catalog])
        _ = try CommandOutput.require(writer.write([OutputFile(name: FilePath.lastComponent(of: path), contents: update.text)], check: false))
        let wasLocked = Set(check.released?.entries.map(\.id.value) ?? [])
        for entry in update.additions {
            // Released without a rule before: what is locked now is its rule.
            let what = wasLocked.contains(entry.id.value) ? "the rule of \(entry.key.value) \(entry.id.value), \(entry.ruleDescription)" : "\(entry.key.value) \(entry.id.value)"
            print(TerminalText.escaped("locked: \(what) (\(label))"))
        }
        for entry in update.resourceAdditions { print(TerminalText.escaped("locked: \(entry.noun) \(entry.key.value) \(entry.id.value) (\(label))")) }
    }
}
