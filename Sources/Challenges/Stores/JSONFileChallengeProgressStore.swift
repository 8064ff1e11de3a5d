import Foundation

/// A store that keeps the snapshot in a JSON file, written atomically (a
/// temporary file renamed over the old one), for command-line and server use.
///
/// A damaged file is renamed to `FILE.damaged.N` before anything else is
/// written, so progress is never erased silently.
public final class JSONFileChallengeProgressStore: ChallengeProgressStore, @unchecked Sendable {
    // @unchecked: `lock` makes each load-merge-save atomic within the process.
    private let lock = NSLock()
    private let log: ChallengeLog

    /// The file the snapshot is stored in.
    public let url: URL

    /// Creates a store at `url`; the file is created by the first save.
    public init(url: URL, log: ChallengeLog = ChallengeLog()) {
        self.url = url
        self.log = log
    }

    public func load() -> ChallengeStoreLoad {
        lock.locked { loadUnlocked() }
    }

    @discardableResult
    public func save(_ snapshot: ChallengeProgressSnapshot) throws -> ChallengeProgressSnapshot {
        try lock.locked {
            let merged = loadUnlocked().snapshot.merged(with: snapshot)
            try SnapshotCoding.encode(merged).write(to: url, options: .atomic)
            return merged
        }
    }

    private func loadUnlocked() -> ChallengeStoreLoad {
        guard let data = try? Data(contentsOf: url) else { return ChallengeStoreLoad(snapshot: ChallengeProgressSnapshot()) }
        switch SnapshotCoding.decode(data) {
        case .success(let snapshot): return ChallengeStoreLoad(snapshot: snapshot)
        case .failure(let error):
            let reason = String(describing: error)
            var number = 1
            while FileManager.default.fileExists(atPath: url.path + ".damaged.\(number)") { number += 1 }
            let aside = URL(fileURLWithPath: url.path + ".damaged.\(number)")
            let salvaged = SnapshotCoding.salvage(data)
            do {
                try data.write(to: aside, options: .atomic)
                try SnapshotCoding.encode(salvaged).write(to: url, options: .atomic)
            } catch {
                log.log(.error, "could not set damaged progress aside at \(aside.path): \(error)")
            }
            log.log(.error, "stored challenge progress could not be decoded (\(reason)); kept the bytes at \(aside.path) and recovered what could be read")
            return ChallengeStoreLoad(snapshot: salvaged, recovery: .init(reason: reason, preservedAt: aside.path))
        }
    }
}
