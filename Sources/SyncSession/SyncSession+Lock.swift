import AchievementsCatalog
import ASCSync
import FileAccess
import SourceDiagnostics

extension SyncSession {
    /// Records in the lock what App Store Connect holds after a run (`after`):
    /// released IDs and the `synced` fingerprints, the images `outcome`
    /// uploaded among them. The new text must read back before it replaces
    /// the old.
    package func recordLock(after: RemoteState, outcome: PlanExecutor.Outcome) -> Result<Void, SyncStop> {
        let path = checked.lockPath
        let text: String
        do {
            // The old text and the entries end with this scope, before the new text is read back.
            let existing = (try? FileBytes.read(path, maxBytes: checked.limits.maxBytes).get()).map { String(decoding: $0, as: UTF8.self) }
            let previous = SyncRecording.merging(journaled, into: checked.released?.synced ?? [], app: appID, legacyApp: catalog.appleID?.value)
            let synced = SyncRecording.synced(desired: desired, after: after, previous: previous,
                                              uploaded: outcome.uploadedImages, unfinished: outcome.unfinishedUploads, before: remote,
                                              app: appID, legacyApp: catalog.appleID?.value)
            let new = SyncRecording.lockText(catalog: catalog, remote: after, locked: checked.released, existing: existing,
                                             synced: synced, label: LockUpdate.today())
            guard new != existing else { return .success(()) }
            text = new
        }
        let reread = LockFile.decode(Array(text.utf8), path: path)
        guard reread.value != nil else {
            return .failure(SyncStop(reread.diagnostics, note: "the lock was not updated: its new text would not read back"))
        }
        let writer = SafeFileWriter(directory: FilePath.parent(of: path), ownership: .any, protectedInputs: [catalogPath])
        return writer.write([OutputFile(name: FilePath.lastComponent(of: path), contents: text)], check: false)
            .map { _ in () }.mapError { SyncStop($0.diagnostics) }
    }
}
