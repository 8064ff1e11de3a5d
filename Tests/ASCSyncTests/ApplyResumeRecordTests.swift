import AchievementsCatalog
import ASCSync
import CatalogTestSupport
import Foundation
import SourceDiagnostics
import SyncSession
import Testing

/// What a stopped apply's resume record keeps: only versions whose texts the
/// run knows, so a resumed run never trusts texts nobody read.
struct ApplyResumeRecordTests {
    static func resource(_ id: String, version: String, state: String = "PREPARE_FOR_SUBMISSION", vouched: Bool = false) -> RemoteResource {
        var latest = RemoteVersion(resourceID: version, number: 1, state: state, localizations: [
            RemoteLocalization(resourceID: "L-\(id)", locale: "en-US", texts: [.title: id], image: nil),
        ])
        latest.textsVouched = vouched
        return RemoteResource(resourceID: "R-\(id)", vendorIdentifier: id, values: [:], archived: false, latestVersion: latest)
    }

    @Test("kept: versions read back, and versions the plan read that are still the same; left out: vouched texts, versions changed and not read, resources outside the catalog")
    func keepsOnlyKnownTexts() {
        let before = RemoteState(detailID: "D1", sections: [RemoteSection(kind: .achievement, resources: [
            Self.resource("a.touched", version: "V1"), Self.resource("a.same", version: "V2"), Self.resource("a.changed", version: "V3"),
            Self.resource("a.vouched", version: "V4", state: "LIVE", vouched: true), Self.resource("other.game", version: "V5"),
        ])])
        let after = RemoteState(detailID: "D1", sections: [RemoteSection(kind: .achievement, resources: [
            Self.resource("a.touched", version: "V1"), Self.resource("a.same", version: "V2"), Self.resource("a.changed", version: "V3b"),
            Self.resource("a.vouched", version: "V4", state: "LIVE", vouched: true), Self.resource("other.game", version: "V5"),
            Self.resource("a.created", version: "V6"),
        ])])
        let kept = ApplyResume.resumable(after: after, before: before, touched: ["a.touched", "a.created", "a.vouched"],
                                         managed: ["a.touched", "a.same", "a.changed", "a.vouched", "a.created"])
        #expect(kept.resources(.achievements).map(\.vendorIdentifier) == ["a.touched", "a.same", "a.created"])
        #expect(kept.detailID == "D1")
    }

    @Test("left out too: a version whose state changed since the plan read it, and one with an image not processed whole")
    func leavesOutChangedStateAndUnprocessedImages() {
        func image(_ state: String) -> RemoteImage { RemoteImage(resourceID: "I", fileName: "a.png", fileSize: 3, deliveryState: state) }
        var processing = Self.resource("a.processing", version: "V2")
        processing.latestVersion?.localizations[0].image = image("UPLOAD_COMPLETE")
        var processed = Self.resource("a.processed", version: "V3")
        processed.latestVersion?.localizations[0].image = image("COMPLETE")
        let before = RemoteState(detailID: "D1", sections: [RemoteSection(kind: .achievement, resources: [
            Self.resource("a.rejected", version: "V1", state: "WAITING_FOR_REVIEW"), processing, processed,
        ])])
        let after = RemoteState(detailID: "D1", sections: [RemoteSection(kind: .achievement, resources: [
            Self.resource("a.rejected", version: "V1", state: "REJECTED"), processing, processed,
        ])])
        let kept = ApplyResume.resumable(after: after, before: before, touched: [], managed: ["a.rejected", "a.processing", "a.processed"])
        #expect(kept.resources(.achievements).map(\.vendorIdentifier) == ["a.processed"])
    }

    @Test("the lock vouches for a live version only from texts the run read, never from a resume record's")
    func noVouchingFromReusedTexts() {
        let desired = SyncPlannerTests.state([SyncPlannerTests.desired("a", "x.a", points: 10, line: 20)])
        func recordedVersion(reused: Bool) -> String? {
            var held = SyncPlannerTests.remote("a", "x.a", points: 10, state: "LIVE")
            held.latestVersion?.textsReused = reused
            return SyncRecording.synced(desired: desired, after: RemoteState(detailID: "D", achievements: [held]), previous: [], uploaded: [],
                                        app: "1", legacyApp: nil).first { $0.locale == nil }?.version
        }
        #expect(recordedVersion(reused: false) == "V-a")
        #expect(recordedVersion(reused: true) == nil)
    }

    @Test("a symbolic link, or a record whose stop time is not a time, is named and not used")
    func refusesLinksAndBadTimes() throws {
        let folder = try TestScratch.folder("resume")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(ApplyResume.fileName).path
        let elsewhere = folder.appendingPathComponent("elsewhere.json").path
        let record = ApplyResume(app: "123", stopped: "2026-12-06T10:00:00Z", remote: RemoteState(detailID: "D1", sections: []))
        #expect(throws: Never.self) { try record.write(to: elsewhere, protectedInputs: []).get() }
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
        let (linked, why) = ApplyResume.load(path: path, app: "123", reportingAt: "catalog.yaml")
        #expect(linked == nil)
        #expect(why.map(TextReporter().line(for:)) == "catalog.yaml:1:1: warning: \(path) is not used: it is a symbolic link; this run reads everything [asc-resume]")
        try FileManager.default.removeItem(atPath: path)

        let badTime = ApplyResume(app: "123", stopped: "\u{1B}[2Jyesterday", remote: RemoteState(detailID: "D1", sections: []))
        #expect(throws: Never.self) { try badTime.write(to: path, protectedInputs: []).get() }
        #expect(ApplyResume.load(path: path, app: "123", reportingAt: "catalog.yaml").0 == nil)
    }

    @Test("the record reads back as written, and a file that is not one, or is another app's, is named and not used")
    func loadsOnlyItsOwnRecord() throws {
        let folder = try TestScratch.folder("resume")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(ApplyResume.fileName).path
        let record = ApplyResume(app: "123", stopped: "2026-12-06T10:00:00Z", remote: RemoteState(detailID: "D1", sections: [
            RemoteSection(kind: .achievement, resources: [Self.resource("a", version: "V1"), Self.resource("b", version: "V2")]),
            RemoteSection(kind: .leaderboard, resources: []),
            RemoteSection(kind: .activity, resources: [Self.resource("c", version: "V3", state: "LIVE")]),
        ]))
        #expect(throws: Never.self) { try record.write(to: path, protectedInputs: []).get() }
        let (found, problem) = ApplyResume.load(path: path, app: "123", reportingAt: "catalog.yaml")
        #expect(found == record)
        #expect(problem == nil)

        // One line for the record, then one per resource.
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count == 4)

        let (otherApp, wrongApp) = ApplyResume.load(path: path, app: "456", reportingAt: "catalog.yaml")
        #expect(otherApp == nil)
        #expect(wrongApp.map(TextReporter().line(for:)) == "catalog.yaml:1:1: warning: \(path) is not used: it was written for app 123, not 456; this run reads everything [asc-resume]")
        // A record's app is untrusted text: a terminal escape in it is shown escaped, never sent.
        var hostile = record
        hostile.app = "1\u{1B}]0;owned\u{07}"
        #expect(throws: Never.self) { try hostile.write(to: path, protectedInputs: []).get() }
        let (_, escaped) = ApplyResume.load(path: path, app: "456", reportingAt: "catalog.yaml")
        #expect(escaped.map(TextReporter().line(for:)) == "catalog.yaml:1:1: warning: \(path) is not used: it was written for app 1\\u{1b}]0;owned\\u{7}, not 456; this run reads everything [asc-resume]")

        try Data(#"{"app":"123","format":"achievements apply resume 1","remote":{"sections":[{"kind":"achievement","resources":[7]}]}}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let (damaged, why) = ApplyResume.load(path: path, app: "123", reportingAt: "catalog.yaml")
        #expect(damaged == nil)
        #expect(why.map(TextReporter().line(for:)) == "catalog.yaml:1:1: warning: \(path) is not used: it is not a resume record this tool wrote (\"format\": \"achievements apply resume 1\"); this run reads everything [asc-resume]")
        // A damaged record of this tool's is replaced by the next; it goes once nothing is left.
        #expect(throws: Never.self) { try record.write(to: path, protectedInputs: []).get() }
        #expect(ApplyResume.load(path: path, app: "123", reportingAt: "catalog.yaml").0 == record)
        // A resource of a kind the first line does not name: the record is not used.
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        lines[3] = lines[3].replacingOccurrences(of: #"{"kind":"activity""#, with: #"{"kind":"gameCenterChallenge""#)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        #expect(ApplyResume.load(path: path, app: "123", reportingAt: "catalog.yaml").0 == nil)
        // Another app's record is left for that app's next run; this app's goes.
        ApplyResume.remove(at: path, app: "456")
        #expect(FileManager.default.fileExists(atPath: path))
        ApplyResume.remove(at: path, app: "123")
        #expect(!FileManager.default.fileExists(atPath: path))
        // Nothing there: no record and nothing to say.
        let (none, silent) = ApplyResume.load(path: path, app: "123", reportingAt: "catalog.yaml")
        #expect(none == nil && silent == nil)
    }
}
