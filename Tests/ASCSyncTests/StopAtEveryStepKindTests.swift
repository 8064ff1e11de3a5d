import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// An apply cut off at the first write of each kind it sends, then run
/// again with `--resume`: App Store Connect ends as one clean apply leaves
/// it, and nothing that landed is sent again. A process killed or a network
/// lost stops a run in one of two places, so each kind is cut in both:
/// before the write lands (the network gone from that request on), and
/// after it landed, its answer lost (502). The game is the starter catalog
/// (the detail, achievements, their texts and images, their order): the
/// executor's steps are the same for every kind, each kind's requests its own.
/// A third cut comes just after a write is answered: the network gone from
/// the next request on, as a kill there would leave it (uploads at once in
/// flight, the first image committed and seen through).
@Suite(.tags(.process, .simulator), .unlessSkipped(.process, .simulator))
struct StopAtEveryStepKindTests {
    /// Where a run is cut at a write.
    enum Cut: String, CaseIterable, CustomTestStringConvertible {
        case beforeItLands = "before it lands"
        case afterItLandsAnswerLost = "after it lands, its answer lost"
        case afterItIsAnswered = "after it is answered, the network gone from the next request"
        var testDescription: String { rawValue }
    }

    /// A new app with the starter catalog, its images processed at their commit.
    static func game() async throws -> SyncGame {
        let game = try await SyncGame.make()
        var faults = SimulatorFaults()
        faults.deliveryReadsBeforeComplete = 0
        await game.simulator.state.setFaults(faults)
        return game
    }

    /// The writes a run carried out, each as its shape, counted.
    static func writes(_ state: SimulatorState) async -> [String: Int] {
        await state.handled.filter { !$0.hasPrefix("GET ") }.reduce(into: [:]) { $0[SimulatorState.shape(of: $1), default: 0] += 1 }
    }

    /// What App Store Connect holds, resource by resource, comparable across apps and runs.
    static func holding(_ state: SimulatorState) async -> [String] {
        var lines: [String] = []
        for achievement in await state.achievements.values {
            let texts = await state.latestLocalizations(vendorIdentifier: achievement.vendorIdentifier)
            lines.append("achievement \(achievement.vendorIdentifier) versions \(achievement.versionIDs.count): "
                         + texts.map { "\($0.locale)/\($0.name)/image \($0.imageID != nil)" }.joined(separator: ", "))
        }
        lines.append("images \(await state.images.count), of them complete \(await state.images.values.count { $0.state == "COMPLETE" })")
        return lines.sorted()
    }

    @Test("cut at the first write of each kind, before it lands or after, the resumed apply sends no landed write again and ends where a clean apply does",
          arguments: Cut.allCases)
    func cutAtEveryWriteKind(_ cut: Cut) async throws {
        let clean = try await Self.game()
        let applied = try await clean.asc("apply", ["--yes"])
        clean.simulator.stop()
        #expect(applied.status == 0, "\(applied.stdout)")
        let reference = await Self.writes(clean.simulator.state)
        let holds = await Self.holding(clean.simulator.state)
        // Each kind of write a first apply sends, in the order it first comes.
        var kinds: [String] = []
        for request in await clean.simulator.state.handled where !request.hasPrefix("GET ") {
            let shape = SimulatorState.shape(of: request)
            if !kinds.contains(shape) { kinds.append(shape) }
        }
        #expect(kinds == ["POST /v1/gameCenterDetails", "POST /v2/gameCenterAchievements", "POST /v2/gameCenterAchievementLocalizations",
                          "POST /v2/gameCenterAchievementImages", "PUT /upload/{id}?offset", "PATCH /v2/gameCenterAchievementImages/{id}"])

        for kind in kinds {
            var game = try await Self.game()
            var faults = await game.simulator.state.faults
            switch cut {
            case .beforeItLands: faults.stopBefore = kind
            case .afterItLandsAnswerLost: faults.loseAnswerOf = kind
            case .afterItIsAnswered: faults.stopAfterAnswer = kind
            }
            await game.simulator.state.setFaults(faults)
            // The network gone stops the run (one attempt: no retry waits for a server that is not there).
            // An answer lost is recovered from in the run itself, but for an image's reservation: its
            // step fails, since a creation is not sent again, and the next run sees to it.
            let stopped = try await game.asc("apply", ["--yes"] + (cut == .afterItLandsAnswerLost ? [] : ["--max-attempts", "1"]))
            let fails = cut != .afterItLandsAnswerLost || (kind.hasPrefix("POST ") && kind.hasSuffix("Images"))
            #expect(stopped.status == (fails ? 1 : 0), "\(kind): \(stopped.stdout)")
            // The network comes back: a new server over the same state.
            game.simulator.stop()
            faults = SimulatorFaults()
            faults.deliveryReadsBeforeComplete = 0
            await game.simulator.state.setFaults(faults)
            game.simulator = try await ASCSimulator.start(state: game.simulator.state, privateKey: game.simulator.privateKey)
            defer { game.simulator.stop() }
            let resumed = try await game.asc("apply", ["--yes", "--resume"])
            #expect(resumed.status == 0, "\(kind): \(resumed.stdout)")
            let plan = try await game.asc("plan")
            #expect(plan.status == 0 && plan.stdout.contains("in sync"), "\(kind): \(plan.stdout)")
            #expect(await Self.holding(game.simulator.state) == holds, "cut \(cut.rawValue) at \(kind)")
            // Both runs together carried out no write more often than the clean apply did, but
            // for what an answer lost costs (``lostAnswerCost(_:)``).
            let sent = await Self.writes(game.simulator.state)
            let allowed = cut == .afterItLandsAnswerLost ? Self.lostAnswerCost(kind) : [:]
            let again = sent.filter { $0.value > reference[$0.key, default: 0] + allowed[$0.key, default: 0] }
                .map { "\($0.key): \($0.value) against \(reference[$0.key, default: 0])" }.sorted()
            #expect(again.isEmpty, "cut \(cut.rawValue) at \(kind): sent again \(again)")
        }
    }

    @Test("a reservation left awaiting its parts whose read gives no upload operations is deleted and reserved anew, and the apply still ends where a clean one does")
    func reservationWithoutOperationsOnRead() async throws {
        let clean = try await Self.game()
        #expect(try await clean.asc("apply", ["--yes"]).status == 0)
        clean.simulator.stop()
        let reference = await Self.writes(clean.simulator.state)
        let holds = await Self.holding(clean.simulator.state)

        var game = try await Self.game()
        var faults = await game.simulator.state.faults
        faults.stopBefore = "PUT /upload/{id}?offset"
        await game.simulator.state.setFaults(faults)
        #expect(try await game.asc("apply", ["--yes", "--max-attempts", "1"]).status == 1)
        game.simulator.stop()
        // The reservations made before the network went (uploads run at once: how many is a matter of timing).
        let reserved = await Self.writes(game.simulator.state)["POST /v2/gameCenterAchievementImages", default: 0]
        #expect(reserved >= 1)
        faults = SimulatorFaults()
        faults.deliveryReadsBeforeComplete = 0
        faults.operationsOnRead = .absent
        await game.simulator.state.setFaults(faults)
        game.simulator = try await ASCSimulator.start(state: game.simulator.state, privateKey: game.simulator.privateKey)
        defer { game.simulator.stop() }
        let resumed = try await game.asc("apply", ["--yes", "--resume"])
        #expect(resumed.status == 0, "\(resumed.stdout)")
        #expect(await Self.holding(game.simulator.state) == holds)
        // Each reservation left: read, found without operations, deleted, and made again.
        let sent = await Self.writes(game.simulator.state)
        var again: [String: Int] = [:]
        for (shape, count) in sent where count != reference[shape, default: 0] { again[shape] = count - reference[shape, default: 0] }
        #expect(again == ["POST /v2/gameCenterAchievementImages": reserved, "DELETE /v2/gameCenterAchievementImages/{id}": reserved])
    }

    @Test("a journal that is a link is named twice, where it is not read and where it is not written, and the apply goes on without it")
    func linkedJournal() async throws {
        let game = try await Self.game()
        defer { game.simulator.stop() }
        let elsewhere = game.folder.appendingPathComponent("notes.txt").path
        try "the team's notes\n".write(toFile: elsewhere, atomically: true, encoding: .utf8)
        let journal = game.folder.appendingPathComponent("catalog.uploads.json").path
        try FileManager.default.createSymbolicLink(atPath: journal, withDestinationPath: elsewhere)
        let applied = try await game.asc("apply", ["--yes"])
        #expect(applied.status == 0, "\(applied.stdout)")
        let warnings = applied.stdout.split(separator: "\n").filter { $0.contains("[asc-resume]") }.map(String.init)
        #expect(warnings == [
            "catalog.yaml:1:1: warning: catalog.uploads.json is not used: it is a symbolic link; images an earlier run uploaded without recording them in the lock are uploaded again [asc-resume]",
            "catalog.yaml:1:1: warning: the upload journal was not written: catalog.uploads.json is a symbolic link; if this run stops before it records the lock, the next run uploads its images again [asc-resume]",
        ])
        #expect(try String(contentsOfFile: elsewhere, encoding: .utf8) == "the team's notes\n")
    }

    /// The writes a lost answer adds, by the kind of the write that lost it.
    /// - A change (`PATCH`) or an image part (`PUT`) is sent once more: the
    ///   same request, which lands the same way twice.
    /// - A creation is not: the run reads what App Store Connect holds and
    ///   uses what it finds (a localization's texts are not written again).
    ///   An image's reservation whose answer was lost is found by the next
    ///   run, which reads its upload operations and finishes it.
    static func lostAnswerCost(_ kind: String) -> [String: Int] {
        kind.hasPrefix("PATCH ") || kind.hasPrefix("PUT ") ? [kind: 1] : [:]
    }
}
