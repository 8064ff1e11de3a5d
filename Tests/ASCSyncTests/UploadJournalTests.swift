import AchievementsCatalog
import ASCSync
import CatalogTestSupport
import Foundation
import SourceDiagnostics
import SyncSession
import Testing

/// The upload journal: what a run cut before its read-back leaves for the
/// next, which tells the images it uploaded from others and finishes the
/// uploads it left reserved, and how the file is read and written.
struct UploadJournalTests {
    static let image = DesiredImage(path: "artwork/a.png", fileName: "a.png", bytes: [1, 2, 3], position: SyncPlannerTests.at(25))
    static let desired = SyncPlannerTests.state([SyncPlannerTests.desired("a", "x.a", points: 10, line: 20, image: image)])

    /// App Store Connect holding `held` as the en-US image of `x.a`.
    static func remote(_ held: RemoteImage?) -> RemoteState {
        RemoteState(detailID: "D", achievements: [SyncPlannerTests.remote("a", "x.a", points: 10, image: held)])
    }

    static func held(_ id: String, _ state: String, name: String = "a.png", size: Int = 3) -> RemoteImage {
        RemoteImage(resourceID: id, fileName: name, fileSize: size, deliveryState: state)
    }

    /// A line of `app`'s upload of the catalog's file (or `sha256`) at `stage`.
    static func line(_ stage: JournaledUpload.Stage, image: String? = nil, offset: Int? = nil, replacing: String? = nil, app: String = "1",
                     sha256: String? = nil) -> JournaledUpload {
        var line = JournaledUpload(app: app, kind: .achievement, id: "x.a", locale: "en-US", image: Self.image, replacing: replacing)
        (line.stage, line.image, line.offset) = (stage, image, offset)
        if let sha256 { line.sha256 = sha256 }
        return line
    }

    static func vouched(_ journal: [JournaledUpload], _ held: RemoteImage?) -> [String?] {
        SyncRecording.vouched(by: journal, desired: desired, remote: remote(held), app: "1").map(\.imageSHA256)
    }

    @Test("an image is the journal's upload when it is the image its lines name, or, its reservation unanswered, a new image of the file's name and size")
    func vouching() {
        let sha = Self.image.sha256
        // Seen through, or committed with its answer lost: the image its reservation named, processed or processing.
        #expect(Self.vouched([Self.line(.started), Self.line(.done, image: "I-new")], Self.held("I-new", "COMPLETE")) == [sha])
        #expect(Self.vouched([Self.line(.started), Self.line(.sent, image: "I-new")], Self.held("I-new", "UPLOAD_COMPLETE")) == [sha])
        // Another image than the one it reserved, one awaiting its parts or failed: not this upload's.
        #expect(Self.vouched([Self.line(.done, image: "I-new")], Self.held("I-other", "COMPLETE")) == [])
        #expect(Self.vouched([Self.line(.sent, image: "I-new")], Self.held("I-new", "AWAITING_UPLOAD")) == [])
        #expect(Self.vouched([Self.line(.sent, image: "I-new")], Self.held("I-new", "FAILED")) == [])
        // Its reservation's answer never seen: a new image of the file's name and size, never the one it replaced.
        #expect(Self.vouched([Self.line(.started, replacing: "I-old")], Self.held("I-new", "COMPLETE")) == [sha])
        #expect(Self.vouched([Self.line(.started, replacing: "I-old")], Self.held("I-old", "COMPLETE")) == [])
        #expect(Self.vouched([Self.line(.started)], Self.held("I-new", "COMPLETE", name: "b.png")) == [])
        #expect(Self.vouched([Self.line(.started)], Self.held("I-new", "COMPLETE", size: 4)) == [])
        // Where a line names the image it reserved, a line that names none tells nothing by name and size.
        #expect(Self.vouched([Self.line(.started, replacing: "I-old"), Self.line(.reserved, image: "I-x")], Self.held("I-new", "COMPLETE")) == [])
        // Another app's upload, a file the catalog no longer names, or no image held: nothing.
        #expect(Self.vouched([Self.line(.done, image: "I-new", app: "2")], Self.held("I-new", "COMPLETE")) == [])
        #expect(Self.vouched([Self.line(.done, image: "I-new", sha256: "0000")], Self.held("I-new", "COMPLETE")) == [])
        #expect(Self.vouched([Self.line(.done, image: "I-new")], nil) == [])
    }

    @Test("a reservation the journal made and App Store Connect holds awaiting its parts is finished: the parts it sent, and whether all were; one whose answer was lost too")
    func reservations() {
        func reserved(_ journal: [JournaledUpload], _ held: RemoteImage?) -> [ImageKey: ReservedUpload] {
            SyncRecording.reservations(in: journal, desired: Self.desired, remote: Self.remote(held), app: "1")
        }
        let key = ImageKey(kind: .achievement, id: "x.a", locale: "en-US")
        var expected = ReservedUpload(image: "I-new", sha256: Self.image.sha256)
        #expect(reserved([Self.line(.started), Self.line(.reserved, image: "I-new")], Self.held("I-new", "AWAITING_UPLOAD")) == [key: expected])
        expected.sentParts = [0]
        #expect(reserved([Self.line(.reserved, image: "I-new"), Self.line(.part, image: "I-new", offset: 0)],
                         Self.held("I-new", "AWAITING_UPLOAD")) == [key: expected])
        expected.sentParts = [0, 1]
        expected.allSent = true
        #expect(reserved([Self.line(.reserved, image: "I-new"), Self.line(.part, image: "I-new", offset: 0), Self.line(.part, image: "I-new", offset: 1),
                          Self.line(.sent, image: "I-new")], Self.held("I-new", "AWAITING_UPLOAD")) == [key: expected])
        // The reservation's answer lost: a new image of the file's name and size awaiting its parts, never the one replaced.
        #expect(reserved([Self.line(.started, replacing: "I-old")], Self.held("I-new", "AWAITING_UPLOAD"))
                == [key: ReservedUpload(image: "I-new", sha256: Self.image.sha256)])
        #expect(reserved([Self.line(.started, replacing: "I-old")], Self.held("I-old", "AWAITING_UPLOAD")).isEmpty)
        #expect(reserved([Self.line(.started)], Self.held("I-new", "AWAITING_UPLOAD", size: 4)).isEmpty)
        // An earlier reservation's lines, a committed or failed image, another app's, or another file: none.
        #expect(reserved([Self.line(.reserved, image: "I-old")], Self.held("I-new", "AWAITING_UPLOAD")).isEmpty)
        #expect(reserved([Self.line(.reserved, image: "I-new")], Self.held("I-new", "UPLOAD_COMPLETE")).isEmpty)
        #expect(reserved([Self.line(.reserved, image: "I-new")], Self.held("I-new", "FAILED")).isEmpty)
        #expect(reserved([Self.line(.reserved, image: "I-new", app: "2")], Self.held("I-new", "AWAITING_UPLOAD")).isEmpty)
        #expect(reserved([Self.line(.reserved, image: "I-new", sha256: "0000")], Self.held("I-new", "AWAITING_UPLOAD")).isEmpty)
    }

    @Test("what the journal vouches for is recorded on the app's own entry of that place, or on a new one; other apps' entries stay")
    func merging() {
        let mine = SyncedEntry(id: "x.a", app: "1", locale: "en-US", fingerprint: "F", imageSHA256: nil)
        let theirs = SyncedEntry(id: "x.a", app: "2", locale: "en-US", fingerprint: "G", imageSHA256: "old")
        let own = SyncedEntry(id: "x.a", app: "1", locale: nil, fingerprint: "H")
        let vouched = [SyncedEntry(id: "x.a", app: "1", locale: "en-US", fingerprint: nil, imageSHA256: "new"),
                       SyncedEntry(id: "x.b", app: "1", locale: "fr-FR", fingerprint: nil, imageSHA256: "newer")]
        var expected = mine
        expected.imageSHA256 = "new"
        #expect(SyncRecording.merging(vouched, into: [theirs, mine, own], app: "1", legacyApp: nil) == [theirs, expected, own, vouched[1]])
        // An entry that names no app is the catalog's own app's.
        let legacy = SyncedEntry(id: "x.a", locale: "en-US", fingerprint: "F")
        var legacyExpected = legacy
        legacyExpected.imageSHA256 = "new"
        #expect(SyncRecording.merging(vouched, into: [legacy], app: "1", legacyApp: "1") == [legacyExpected, vouched[1]])
        #expect(SyncRecording.merging(vouched, into: [legacy], app: "1", legacyApp: "9") == [legacy] + vouched)
    }

    @Test("the journal is written line by line from its first upload on; a line cut short is left out, and the next run starts a new line")
    func writesAndReads() throws {
        let folder = try TestScratch.folder("journal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(UploadJournal.fileName).path
        let writer = UploadJournal.Writer(path: path)
        #expect(!FileManager.default.fileExists(atPath: path))
        writer.append(Self.line(.started))
        writer.append(Self.line(.reserved, image: "I-new"))
        writer.close()
        #expect(writer.warning(reportingAt: "catalog.yaml") == nil)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == "{\"format\":\"achievements upload journal 1\"}")
        #expect(UploadJournal.load(path: path, reportingAt: "catalog.yaml").0 == [Self.line(.started), Self.line(.reserved, image: "I-new")])
        // A kill in the middle of a line.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("{\"app\":\"1\",\"fileN".utf8))
        handle.closeFile()
        let next = UploadJournal.Writer(path: path)
        next.append(Self.line(.part, image: "I-new", offset: 0))
        next.close()
        #expect(UploadJournal.load(path: path, reportingAt: "catalog.yaml").0
                == [Self.line(.started), Self.line(.reserved, image: "I-new"), Self.line(.part, image: "I-new", offset: 0)])

        // A kill between the file's creation and its first line leaves it empty: still the journal.
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(UploadJournal.load(path: path, reportingAt: "catalog.yaml") == ([], nil))
        let again = UploadJournal.Writer(path: path)
        again.append(Self.line(.started))
        again.close()
        #expect(again.warning(reportingAt: "catalog.yaml") == nil)
        #expect(UploadJournal.load(path: path, reportingAt: "catalog.yaml").0 == [Self.line(.started)])
    }

    @Test("a FIFO where the journal goes is named, never waited on: not read, not written, not removed")
    func refusesFIFO() throws {
        let folder = try TestScratch.folder("journal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(UploadJournal.fileName).path
        #expect(mkfifo(path, 0o644) == 0)
        #expect(UploadJournal.load(path: path, reportingAt: "catalog.yaml").1.map(TextReporter().line(for:))
                == "catalog.yaml:1:1: warning: \(path) is not used: \(path) is not a regular file; "
                + "images an earlier run uploaded without recording them in the lock are uploaded again [asc-resume]")
        let writer = UploadJournal.Writer(path: path)
        writer.append(Self.line(.started))
        #expect(writer.warning(reportingAt: "catalog.yaml").map(TextReporter().line(for:)) == "catalog.yaml:1:1: warning: the upload journal was not written: "
                + "\(path) is not a regular file; if this run stops before it records the lock, the next run uploads its images again [asc-resume]")
        #expect(UploadJournal.remove(at: path, app: "1", protectedInputs: [], reportingAt: "catalog.yaml") == nil)
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("a journal is read to a bound: lines past the 100,000th are not read, and a line that does not read is left out")
    func boundedRead() throws {
        let folder = try TestScratch.folder("journal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(UploadJournal.fileName).path
        let line = String(decoding: try JSONEncoder().encode(Self.line(.started)), as: UTF8.self)
        let junk = String(repeating: "a\n", count: 99_999)
        try "{\"format\":\"achievements upload journal 1\"}\n\(line)\n\(junk)\(line)\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(UploadJournal.load(path: path, reportingAt: "catalog.yaml").0 == [Self.line(.started)])
    }

    @Test("removing an app's lines keeps the lines past the read bound byte for byte: they were not read, so none is judged")
    func removalPastTheBound() throws {
        let folder = try TestScratch.folder("journal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(UploadJournal.fileName).path
        func text(_ line: JournaledUpload) throws -> String { String(decoding: try JSONEncoder().encode(line), as: UTF8.self) }
        let header = "{\"format\":\"achievements upload journal 1\"}\n"
        let (one, two) = (try text(Self.line(.started)), try text(Self.line(.started, app: "2")))
        // 100,000 lines are read: app 1's, app 2's and 99,998 that do not read. The rest, cut short at its end, is not.
        let past = "\(one)\nnot a line\n\(two)"
        let junk = String(repeating: "a\n", count: 99_998)
        try "\(header)\(one)\n\(two)\n\(junk)\(past)".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(UploadJournal.remove(at: path, app: "1", protectedInputs: [], reportingAt: "catalog.yaml") == nil)
        // What was read of app 1 and the lines that did not read went; app 2's stays, and what was past the bound, byte for byte.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "\(header)\(two)\n\(past)")
        #expect(UploadJournal.load(path: path, reportingAt: "catalog.yaml").0 == [Self.line(.started, app: "2"), Self.line(.started), Self.line(.started, app: "2")])

        // Nothing of app 3 to remove: the file is not rewritten, its last line still without its line break.
        #expect(UploadJournal.remove(at: path, app: "3", protectedInputs: [], reportingAt: "catalog.yaml") == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "\(header)\(two)\n\(past)")

        // Exactly 100,000 lines, all app 1's or unreadable: every one was read, and the file goes.
        try "\(header)\(one)\n\(String(repeating: "a\n", count: 99_999))".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(UploadJournal.remove(at: path, app: "1", protectedInputs: [], reportingAt: "catalog.yaml") == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("once the lock records what App Store Connect holds, the app's lines go, but a reservation's still awaiting its parts; another app's stay for its own next run")
    func removal() throws {
        let folder = try TestScratch.folder("journal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(UploadJournal.fileName).path
        let writer = UploadJournal.Writer(path: path)
        writer.append(Self.line(.started))
        writer.append(Self.line(.started, app: "2"))
        writer.close()
        // A reservation still awaiting its parts keeps its lines for the run that finishes it.
        #expect(UploadJournal.remove(at: path, app: "1", keeping: SyncRecording.awaitingParts(in: Self.remote(Self.held("I-new", "AWAITING_UPLOAD"))),
                             protectedInputs: [], reportingAt: "catalog.yaml") == nil)
        #expect(UploadJournal.load(path: path, reportingAt: "catalog.yaml").0 == [Self.line(.started), Self.line(.started, app: "2")])
        #expect(UploadJournal.remove(at: path, app: "1", keeping: SyncRecording.awaitingParts(in: Self.remote(Self.held("I-new", "COMPLETE"))),
                             protectedInputs: [], reportingAt: "catalog.yaml") == nil)
        #expect(UploadJournal.load(path: path, reportingAt: "catalog.yaml").0 == [Self.line(.started, app: "2")])
        #expect(UploadJournal.remove(at: path, app: "2", protectedInputs: [], reportingAt: "catalog.yaml") == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("a journal that is a link, or a file this tool did not write, is named and left as it is: never read, written or removed")
    func refusesForeignFiles() throws {
        let folder = try TestScratch.folder("journal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(UploadJournal.fileName).path
        let elsewhere = folder.appendingPathComponent("notes.txt").path
        try "the team's notes\n".write(toFile: elsewhere, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
        let (linked, why) = UploadJournal.load(path: path, reportingAt: "catalog.yaml")
        #expect(linked.isEmpty)
        #expect(why.map(TextReporter().line(for:)) == "catalog.yaml:1:1: warning: \(path) is not used: it is a symbolic link; "
                + "images an earlier run uploaded without recording them in the lock are uploaded again [asc-resume]")
        let writer = UploadJournal.Writer(path: path)
        writer.append(Self.line(.started))
        #expect(writer.warning(reportingAt: "catalog.yaml").map(TextReporter().line(for:)) == "catalog.yaml:1:1: warning: the upload journal was not written: "
                + "\(path) is a symbolic link; if this run stops before it records the lock, the next run uploads its images again [asc-resume]")
        #expect(UploadJournal.remove(at: path, app: "1", protectedInputs: [], reportingAt: "catalog.yaml") == nil)
        #expect(try String(contentsOfFile: elsewhere, encoding: .utf8) == "the team's notes\n")
        try FileManager.default.removeItem(atPath: path)

        try FileManager.default.moveItem(atPath: elsewhere, toPath: path)
        let (foreign, whyForeign) = UploadJournal.load(path: path, reportingAt: "catalog.yaml")
        #expect(foreign.isEmpty)
        #expect(whyForeign.map(TextReporter().line(for:)) == "catalog.yaml:1:1: warning: \(path) is not used: it is not an upload journal this tool wrote "
                + "(\"format\": \"achievements upload journal 1\"); images an earlier run uploaded without recording them in the lock are uploaded again [asc-resume]")
        let foreignWriter = UploadJournal.Writer(path: path)
        foreignWriter.append(Self.line(.started))
        #expect(foreignWriter.warning(reportingAt: "catalog.yaml").map(TextReporter().line(for:)) == "catalog.yaml:1:1: warning: the upload journal was not written: "
                + "\(path) is not a file this tool wrote; if this run stops before it records the lock, the next run uploads its images again [asc-resume]")
        #expect(UploadJournal.remove(at: path, app: "1", protectedInputs: [], reportingAt: "catalog.yaml") == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "the team's notes\n")
    }
}
