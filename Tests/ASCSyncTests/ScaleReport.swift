import ASCSimulator
import CatalogTestSupport
import Foundation

/// One run of the tool for ``SyncScaleRun``: its wall time and its peak
/// memory (the largest resident set, through Python's `resource`).
enum ScaleCommand {
    struct Measured {
        var result: TestProcess.Result
        var seconds: Double
        var peakBytes: Int
    }

    static func run(_ game: SyncGame, _ arguments: [String]) async throws -> Measured {
        guard let binary = ScaleSettings.tool else { throw CocoaError(.fileNoSuchFile) }
        let script = """
            import resource, subprocess, sys, time
            start = time.monotonic()
            child = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            took = time.monotonic() - start
            sys.stdout.buffer.write(child.stdout)
            sys.stderr.buffer.write(child.stderr)
            sys.stderr.write("\\npeak-kib: %d\\nseconds: %.3f\\n" % (resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, took))
            sys.exit(child.returncode)
            """
        let result = try await TestProcess.run("/usr/bin/env", ["python3", "-c", script, binary.path] + arguments, in: game.folder)
        func value(_ name: String) -> String? {
            result.stderr.split(separator: "\n").last { $0.hasPrefix(name + ": ") }.map { String($0.dropFirst(name.count + 2)) }
        }
        return Measured(result: result, seconds: value("seconds").flatMap(Double.init) ?? .nan,
                        peakBytes: (value("peak-kib").flatMap(Int.init) ?? 0) * 1024)
    }
}

/// The requests of one command by kind: writes, reads and list pages.
struct RequestCount {
    var writes = 0, reads = 0, pages = 0
    /// Reads of an image's delivery state, and of a version's or resource's localization list.
    var deliveryReads = 0, localizationLists = 0

    init(_ requests: [String]) {
        for request in requests {
            if request.hasPrefix("GET ") {
                let path = request.split(separator: "?").first.map(String.init) ?? request
                if path.hasSuffix("/localizations") { localizationLists += 1; reads += 1 }
                else if path.contains("Images/") && !path.contains("/relationships/") { deliveryReads += 1; reads += 1 }
                else if request.contains("limit=") { pages += 1 }
                else { reads += 1 }
            } else {
                writes += 1
            }
        }
    }

    static func + (lhs: RequestCount, rhs: RequestCount) -> RequestCount {
        var sum = lhs
        sum.writes += rhs.writes; sum.reads += rhs.reads; sum.pages += rhs.pages
        sum.deliveryReads += rhs.deliveryReads; sum.localizationLists += rhs.localizationLists
        return sum
    }
    var total: Int { writes + reads + pages }

    /// How many requests of each shape (`METHOD /path`, IDs as `{id}`, the
    /// query's names without values), most first, then the order they came in
    /// (each shape's first request, numbered).
    static func shapes(_ requests: [String]) -> String {
        var counts: [String: Int] = [:]
        var first: [String: Int] = [:]
        for (index, request) in requests.enumerated() {
            let shape = SimulatorState.shape(of: request)
            counts[shape, default: 0] += 1
            if first[shape] == nil { first[shape] = index }
        }
        return counts.sorted { ($0.value, first[$1.key] ?? 0) > ($1.value, first[$0.key] ?? 0) }
            .map { "\($0.value)\t#\(first[$0.key] ?? 0)\t\($0.key)" }.joined(separator: "\n") + "\n"
    }
}

/// The figures of ``SyncScaleRun``, as a Markdown table.
struct ScaleReport {
    let shape: ScaleCatalog
    var rows: [String] = []
    var notes: [String] = []
    var peak = 0

    init(shape: ScaleCatalog) { self.shape = shape }

    mutating func add(_ what: String, _ run: ScaleCommand.Measured, requests: [String]) {
        let count = RequestCount(requests)
        peak = max(peak, run.peakBytes)
        rows.append("| \(what) | \(run.result.status) | \(String(format: "%.2f", run.seconds)) | \(Self.megabytes(run.peakBytes)) | \(count.total) | \(count.writes) | \(count.reads) (\(count.localizationLists) localization lists, \(count.deliveryReads) delivery) | \(count.pages) |")
    }

    mutating func addApply(_ hours: [ScaleCommand.Measured], _ requests: [[String]]) {
        let counts = requests.map(RequestCount.init)
        let sum = counts.reduce(RequestCount([]), +)
        let seconds = hours.reduce(0) { $0 + $1.seconds }
        let top = hours.map(\.peakBytes).max() ?? 0
        peak = max(peak, top)
        rows.append("| apply, \(hours.count) run(s) of one quota hour each | \(hours.last?.result.status ?? -1) | \(String(format: "%.1f", seconds)) | \(Self.megabytes(top)) | \(sum.total) | \(sum.writes) | \(sum.reads) (\(sum.localizationLists) localization lists, \(sum.deliveryReads) delivery) | \(sum.pages) |")
        let stopped = counts.dropLast().map { ScaleSettings.hourlyQuota - $0.total }
        if !stopped.isEmpty {
            let sorted = stopped.sorted()
            notes.append("Requests left unused in an hour the run stopped for the quota: median \(sorted[sorted.count / 2]), least \(sorted.first ?? 0), most \(sorted.last ?? 0), over \(stopped.count) stopped run(s).")
        }
        let ratio = sum.writes == 0 ? 0 : Double(sum.reads) / Double(sum.writes) * 100
        notes.append("Reads against writes over the whole apply: \(sum.reads) reads for \(sum.writes) writes (\(String(format: "%.1f", ratio)) %), plus \(sum.pages) list pages.")
    }

    /// What App Store Connect holds against what the runs sent to create
    /// it: a creation beyond what it holds was sent twice.
    mutating func addCreations(_ state: SimulatorState, _ requests: [[String]]) async {
        let all = requests.joined()
        func path(_ request: String) -> Substring { request.split(separator: "?").first ?? Substring(request) }
        let localizationCreates = all.count { $0.hasPrefix("POST ") && path($0).hasSuffix("Localizations") }
        let reservations = all.count { $0.hasPrefix("POST ") && path($0).hasSuffix("Images") }
        let deletes = all.count { $0.hasPrefix("DELETE ") }
        let localizations = await state.localizations.count, images = await state.images.count
        notes.append("Sent over all runs: \(localizationCreates) localization creations and \(reservations) image reservations, "
                     + "for the \(localizations) localizations and \(images) images App Store Connect holds "
                     + "(the catalog has \(shape.localizations) and \(shape.images)); \(deletes) deletions. "
                     + "Sent twice: \(max(0, localizationCreates - localizations)) localizations, \(max(0, reservations - images)) images.")
    }

    func markdown() -> String {
        var text = "Tool: \(ScaleSettings.tool?.path ?? "none").\n\n"
        text += "Catalog: \(shape.achievements) achievements, \(shape.leaderboards) leaderboards in \(shape.sets) sets, \(shape.activities) activities and \(shape.challenges) challenges, in \(shape.languages.count) languages: \(shape.resources) resources, \(shape.localizations) localizations, \(shape.images) images.\n\n"
        text += "| command | exit | wall s | peak MB | requests | writes | reads | list pages |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n"
        text += rows.joined(separator: "\n") + "\n\n"
        text += notes.map { "- " + $0 }.joined(separator: "\n") + "\n"
        text += "- Peak memory of any one command: \(Self.megabytes(peak)) MB.\n"
        return text
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.0f", Double(bytes) / 1_000_000) }
}
