import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary folders of one test process, all under one root that is
/// removed when the process exits, and by the next run when a process was
/// killed before it could: a full `swift test` writes over a gigabyte of
/// catalogs, bundles and images, which must not pile up run after run.
public enum TestScratch {
    /// The prefix of every root, followed by the process ID that owns it.
    static let prefix = "achievements-scratch-"

    /// This process's root, made on first use after the roots of ended processes are removed.
    public static let root: URL = {
        let temporary = FileManager.default.temporaryDirectory
        removeEndedRoots(in: temporary)
        let url = temporary.appendingPathComponent(prefix + String(getpid()))
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(TestScratch.prefix + String(getpid()))
            try? FileManager.default.removeItem(at: url)
        }
        return url
    }()

    /// A new empty folder under this process's root, its name starting with `name`.
    public static func folder(_ name: String) throws -> URL {
        let url = root.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Removes the roots whose process has ended.
    static func removeEndedRoots(in temporary: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), pid != getpid() else { continue }
            let alive = kill(pid, 0) == 0 || errno == EPERM
            if !alive { try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name)) }
        }
    }
}
