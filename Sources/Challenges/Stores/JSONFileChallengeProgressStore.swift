import Foundation

/// A store that keeps the snapshot in a JSON file, written atomically (a
/// temporary file renamed over the old one), with the last good copy in
/// `FILE.lastgood`. A damaged file is copied to `FILE.damaged.N` before
/// anything else is written.
///
/// Every read-merge-write holds an exclusive `flock` on `FILE.lock`, so any
/// number of processes may share the file (an app and its extensions, with
/// the file in their app group's container) and none overwrites another's
/// change. The lock is held only for the length of one update.
public typealias JSONFileChallengeProgressStore = SnapshotByteStore<JSONFileSnapshotBytes>

extension SnapshotByteStore where Bytes == JSONFileSnapshotBytes {
    /// Creates a store at `url`; the file is created by the first save.
    public convenience init(url: URL, log: ChallengeLog = ChallengeLog()) {
        self.init(bytes: JSONFileSnapshotBytes(url: url), log: log)
    }
}

/// Snapshot bytes in one file, and its last good copy beside it.
public struct JSONFileSnapshotBytes: SnapshotBytes {
    /// The file of the current snapshot.
    public let url: URL

    /// Creates the medium.
    public init(url: URL) {
        self.url = url
    }

    /// The file of `slot`.
    public func url(for slot: SnapshotSlot) -> URL {
        switch slot {
        case .current: url
        case .lastGood: URL(fileURLWithPath: url.path + ".lastgood")
        }
    }

    public func read(_ slot: SnapshotSlot) throws -> Data? {
        let file = url(for: slot)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try Data(contentsOf: file)
    }

    public func write(_ data: Data, to slot: SnapshotSlot) throws {
        try data.write(to: url(for: slot), options: .atomic)
    }

    /// The lock file every process sharing the store takes around a read-merge-write.
    public var lockURL: URL { URL(fileURLWithPath: url.path + ".lock") }

    /// Runs `body` holding an exclusive `flock` on ``lockURL``.
    public func withExclusiveAccess<T>(_ body: () throws -> T) throws -> T {
        try FileLock.withLock(at: lockURL.path, body)
    }

    public func setAside(_ data: Data) throws -> String {
        var number = 1
        while FileManager.default.fileExists(atPath: url.path + ".damaged.\(number)") { number += 1 }
        let aside = url.path + ".damaged.\(number)"
        try data.write(to: URL(fileURLWithPath: aside), options: .atomic)
        return aside
    }
}
