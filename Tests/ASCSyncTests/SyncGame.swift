import AchievementsCatalog
import ASCSimulator
import CatalogTestSupport
import Foundation

/// A game folder (catalog, artwork, API key) and a simulator to sync it
/// with, driven through the real `achievements` binary and its HTTP client.
struct SyncGame {
    let folder: URL
    var simulator: ASCSimulator
    let keyPath: String
    static let appID = "1234567890"

    var catalogPath: String { folder.appendingPathComponent("catalog.yaml").path }
    var lockPath: String { folder.appendingPathComponent("catalog.lock.yaml").path }

    /// The starter catalog for app 1234567890 with its three images, and a fresh simulator (pages of 2).
    static func make() async throws -> SyncGame {
        let folder = try TestScratch.folder("achievements-sync")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("artwork"), withIntermediateDirectories: true)
        try Data(StarterCatalog.text(game: "Demo", idPrefix: "demo", appleID: appID).utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        for key in ["best_100", "total_1k", "control_tap"] {
            try TestImages.png(width: 512, height: 512, dpi: 72).write(to: folder.appendingPathComponent("artwork/\(key).png"))
        }
        let simulator = try await ASCSimulator.start()
        let keyPath = folder.appendingPathComponent("AuthKey.p8").path
        _ = FileManager.default.createFile(atPath: keyPath, contents: Data(simulator.privateKeyPEM.utf8), attributes: [.posixPermissions: 0o600])
        return SyncGame(folder: folder, simulator: simulator, keyPath: keyPath)
    }

    /// Runs `achievements asc SUBCOMMAND` with the credentials and the simulator's address.
    func asc(_ subcommand: String, _ arguments: [String] = [], catalog: Bool = true) async throws -> TestProcess.Result {
        guard let binary = Self.binary else { throw CocoaError(.fileNoSuchFile) }
        let common = ["--key-id", simulator.keyID, "--issuer-id", simulator.issuerID, "--private-key", keyPath,
                      "--api-url", simulator.url, "--max-attempts", "4"]
        return try await TestProcess.run(binary.path, ["asc", subcommand] + (catalog ? ["--catalog", "catalog.yaml"] : []) + common + arguments, in: folder)
    }

    /// Runs `achievements asc SUBCOMMAND` and measures its peak memory (the
    /// largest resident set of the command and the process it runs in its
    /// place), through Python's `resource`.
    func ascMeasured(_ subcommand: String, _ arguments: [String] = []) async throws -> (result: TestProcess.Result, peakBytes: Int) {
        guard let binary = Self.binary else { throw CocoaError(.fileNoSuchFile) }
        let common = ["--catalog", "catalog.yaml", "--key-id", simulator.keyID, "--issuer-id", simulator.issuerID, "--private-key", keyPath,
                      "--api-url", simulator.url]
        let script = """
            import resource, subprocess, sys
            child = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            sys.stdout.buffer.write(child.stdout)
            sys.stderr.buffer.write(child.stderr)
            sys.stderr.write("\\npeak-kib: %d\\n" % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            sys.exit(child.returncode)
            """
        let result = try await TestProcess.run("/usr/bin/env", ["python3", "-c", script, binary.path, "asc", subcommand] + common + arguments, in: folder)
        let peak = result.stderr.split(separator: "\n").last { $0.hasPrefix("peak-kib: ") }.flatMap { Int($0.dropFirst("peak-kib: ".count)) } ?? Int.max / 1024
        return (result, peak * 1024)
    }

    /// Runs `achievements asc SUBCOMMAND` as `asc` does, with a terminal
    /// (a pseudo-terminal, through Python's `pty`) as standard input, on
    /// which `answer` is typed ahead; with `outputOnTerminal`, standard
    /// output is a terminal too, 200 columns wide (whose line ends read back
    /// as "\r\n"), and `CI` is not set.
    func ascOnTerminal(_ subcommand: String, _ arguments: [String] = [], answer: String, outputOnTerminal: Bool = false) async throws -> TestProcess.Result {
        guard let binary = Self.binary else { throw CocoaError(.fileNoSuchFile) }
        let common = ["--catalog", "catalog.yaml", "--key-id", simulator.keyID, "--issuer-id", simulator.issuerID, "--private-key", keyPath,
                      "--api-url", simulator.url, "--max-attempts", "4"]
        let script = """
            import fcntl, os, pty, struct, subprocess, sys, termios
            primary, secondary = pty.openpty()
            if sys.argv[2] == "terminal":
                out_primary, out_secondary = pty.openpty()
                fcntl.ioctl(out_secondary, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 200, 0, 0))
                env = {k: v for k, v in os.environ.items() if k != "CI"}
                env["TERM"] = "xterm"
                child = subprocess.Popen(sys.argv[3:], stdin=secondary, stdout=out_secondary, env=env)
                os.close(out_secondary)
                os.close(secondary)
                os.write(primary, sys.argv[1].encode())
                chunks = []
                while True:
                    try:
                        data = os.read(out_primary, 65536)
                    except OSError:
                        break
                    if not data:
                        break
                    chunks.append(data)
                out = b"".join(chunks)
                child.wait(timeout=120)
            else:
                child = subprocess.Popen(sys.argv[3:], stdin=secondary, stdout=subprocess.PIPE)
                os.close(secondary)
                os.write(primary, sys.argv[1].encode())
                out, _ = child.communicate(timeout=120)
            sys.stdout.buffer.write(out)
            sys.exit(child.returncode)
            """
        return try await TestProcess.run("/usr/bin/env", ["python3", "-c", script, answer, outputOnTerminal ? "terminal" : "pipe", binary.path, "asc", subcommand]
                                            + common + arguments, in: folder)
    }

    /// How many requests the simulator received that start with `request` (`METHOD /path`).
    func count(_ request: String) async -> Int {
        await simulator.state.requests.count { $0.hasPrefix(request) }
    }

    /// Replaces `old` with `new` in the catalog.
    func editCatalog(_ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: catalogPath, encoding: .utf8)
        precondition(text.contains(old), "the catalog has no \(old)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: URL(fileURLWithPath: catalogPath))
    }

    /// The catalog line and column where `text` starts, as `catalog.yaml:L:C`.
    func position(of text: String) throws -> String {
        let catalog = try String(contentsOfFile: catalogPath, encoding: .utf8)
        for (index, line) in catalog.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: text) {
                return "catalog.yaml:\(index + 1):\(line.distance(from: line.startIndex, to: range.lowerBound) + 1)"
            }
        }
        return "catalog.yaml:?:?"
    }

    /// Where the value of the field on the line `field` starts (`- key: best_100` → the column of `best_100`).
    func valuePosition(of field: String) throws -> String {
        let start = try position(of: field)
        guard let colon = field.range(of: ": "), let column = start.split(separator: ":").last.flatMap({ Int($0) }) else { return start }
        return start.split(separator: ":").dropLast().joined(separator: ":") + ":\(column + field.distance(from: field.startIndex, to: colon.upperBound))"
    }

    /// The `achievements` binary next to the test bundle.
    static let binary: URL? = PackageTools.url(named: "achievements")
}
