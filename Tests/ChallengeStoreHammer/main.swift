import Challenges
import Foundation

// Adds to one challenge store from a process of its own, as an app or its
// extension would, so the tests can run two at once over one store:
//
//   challenge-store-hammer (--file PATH | --defaults SUITE --lock PATH)
//       --writer NAME --count N --via store|service [--start-when PATH]
//
// `--via store` adds 1 to the writer's share of `overtakes` N times through
// `update`; `--via service` records N completed runs of 1 overtake through a
// `LocalChallengeProgressService`. `--start-when` waits (up to 2 minutes) for
// PATH to exist first, so two processes start hammering together.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("challenge-store-hammer: \(message)\n".utf8))
    exit(2)
}

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    guard name.hasPrefix("--"), let value = arguments.popFirst() else { fail("expected --name value pairs, got \(name)") }
    options[String(name.dropFirst(2))] = value
}

let store: any ChallengeProgressStore
if let path = options["file"] {
    store = JSONFileChallengeProgressStore(url: URL(fileURLWithPath: path))
} else if let suite = options["defaults"], let lock = options["lock"] {
    guard let defaults = UserDefaults(suiteName: suite) else { fail("no defaults suite \(suite)") }
    store = UserDefaultsChallengeProgressStore(defaults: defaults, lockFile: URL(fileURLWithPath: lock))
} else {
    fail("give --file PATH or --defaults SUITE --lock PATH")
}
guard let writer = options["writer"], let count = options["count"].flatMap(Int.init), let via = options["via"] else {
    fail("give --writer, --count and --via")
}
let overtakes: ChallengeMetric = "overtakes"

if let start = options["start-when"] {
    let deadline = Date().addingTimeInterval(120)
    while !FileManager.default.fileExists(atPath: start) {
        guard Date() < deadline else { fail("\(start) never appeared") }
        usleep(1_000)
    }
}

switch via {
case "store":
    for _ in 0..<count {
        do {
            try store.update { stored in
                var next = stored
                next.addCumulative(overtakes, 1, writer: writer)
                return next
            }
        } catch {
            fail("update failed: \(error)")
        }
    }
case "service":
    let catalog = ChallengeCatalog(definitions: [
        ChallengeDefinition(id: "total_1k", group: "totalOvertakes", condition: .cumulative(overtakes, threshold: 1_000), points: 10, isHidden: false),
    ])
    let service = LocalChallengeProgressService(catalog: catalog, mapping: DictionaryChallengeIDMapping(["total_1k": "ach.total.1k"]),
                                                store: store, writer: writer, reportsAutomatically: false)
    let recorder = RunTelemetryRecorder()
    for _ in 0..<count {
        let run = recorder.startRun()
        guard let finished = recorder.finishRun(run, metrics: [overtakes: 1]) else { fail("run not handed out") }
        await service.recordCompletedRun(finished)
    }
    if await service.storeHealth().isFailing { fail("the store failed: \(await service.storeHealth())") }
default:
    fail("--via is store or service")
}
print("added \(count) as \(writer)")
