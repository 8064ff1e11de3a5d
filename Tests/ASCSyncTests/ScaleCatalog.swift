import CatalogTestSupport
import Foundation

/// The catalog of ``SyncScaleRun``: 100 achievements, 500 leaderboards in
/// 100 sets of 5, 10 activities and 10 challenges, every one in each of
/// `languages` with its own image, small to send: a deflated one-colour
/// PNG of 512 × 512 pixels, and for activities and challenges the header
/// of a JPEG of 3840 × 2160 (as much as the simulator reads of one).
struct ScaleCatalog {
    let languages: [String]
    let achievements = 100, leaderboards = 500, sets = 100, activities = 10, challenges = 10

    /// Resources in all.
    var resources: Int { achievements + leaderboards + sets + activities + challenges }
    /// Localizations in all, one per resource and language.
    var localizations: Int { resources * languages.count }
    /// Images in all: one per localization of an achievement, leaderboard or
    /// set (the default goes to every language), one default image per
    /// activity and challenge.
    var images: Int { (achievements + leaderboards + sets) * languages.count + activities + challenges }

    /// Writes `catalog.yaml` and its artwork into `folder`.
    func write(to folder: URL) async throws {
        let artwork = folder.appendingPathComponent("artwork")
        try FileManager.default.createDirectory(at: artwork, withIntermediateDirectories: true)
        let square = try await Self.compressedPNG(side: 512)
        let wide = TestImages.jpeg(width: 3840, height: 2160)
        var files: [(String, Data)] = []
        var out = """
            format: 1
            game: Scale
            idPrefix: scale
            app:
              appleID: "\(SyncGame.appID)"
            artwork: artwork
            languages:

            """
        for locale in languages { out += "  \(locale): \(locale)\n" }
        out += """
            metrics:
              score: Points scored in one completed run.
            groups:
              best:
                name: Best Score
                id: scale.best
                type: Score per run
                progress: bestRun
                metric: score
                rule: ">= {threshold} in one completed run"
            achievements:

            """
        func add(_ key: String, id: String, name: String, _ fields: [String], image: Data, localized value: (String) -> String) {
            let file = key + (image.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? ".png" : ".jpg")
            files.append((file, image))
            out += "  - key: \(key)\n    id: scale.\(id)\n    referenceName: \(name)\n"
            out += fields.map { "    \($0)\n" }.joined() + "    image: \(file)\n    localizations:\n"
            out += languages.map { "      \($0): \(value($0))\n" }.joined()
        }
        for index in 0..<achievements {
            let number = Self.digits(index, 3), threshold = 100 * (index + 1)
            add("best_\(number)", id: "best.a\(number)", name: "Best \(index)",
                ["group: best", "threshold: \(threshold)", "points: 10", "hidden: no"], image: square) {
                "{title: Best \(index) \($0), description: Score \(threshold) in one run.}"
            }
        }
        out += "leaderboards:\n"
        for index in 0..<leaderboards {
            let number = Self.digits(index, 3)
            add("board_\(number)", id: "board.b\(number)", name: "Board \(index)", ["format: INTEGER", "sort: DESC", "submission: BEST_SCORE"],
                image: square) { "{title: Board \(index) \($0)}" }
        }
        out += "leaderboardSets:\n"
        for index in 0..<sets {
            let members = (0..<5).map { "board_\(Self.digits(index * 5 + $0, 3))" }.joined(separator: ", ")
            add("set_\(Self.digits(index, 3))", id: "set.s\(Self.digits(index, 3))", name: "Set \(index)", ["leaderboards: [\(members)]"],
                image: square) { "{title: Set \(index) \($0)}" }
        }
        out += "activities:\n"
        for index in 0..<activities {
            let number = Self.digits(index, 3)
            add("activity_\(number)", id: "activity.v\(number)", name: "Activity \(index)",
                ["achievements: [best_\(number)]", "leaderboards: [board_\(number)]"], image: wide) {
                "{title: Activity \(index) \($0), description: Race a friend.}"
            }
        }
        out += "gameCenterChallenges:\n"
        for index in 0..<challenges {
            let number = Self.digits(index, 3)
            add("challenge_\(number)", id: "challenge.c\(number)", name: "Challenge \(index)", ["leaderboard: board_\(number)"],
                image: wide) { "{title: Challenge \(index) \($0)}" }
        }
        try Data(out.utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        for (name, data) in files { try data.write(to: artwork.appendingPathComponent(name)) }
    }

    /// A one-colour PNG of `side` × `side` pixels, deflated (by Python's
    /// zlib: the test support writes stored blocks only, 786 kB at 512 × 512).
    static func compressedPNG(side: Int) async throws -> Data {
        let script = """
            import struct, sys, zlib
            side = int(sys.argv[1])
            def chunk(kind, body):
                return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
            rows = (b"\\x00" + b"\\x80" * side * 3) * side
            sys.stdout.buffer.write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0))
                                    + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))
            """
        let result = try await TestProcess.run("/usr/bin/env", ["python3", "-c", script, String(side)])
        guard result.status == 0 else { throw CocoaError(.fileWriteUnknown) }
        return result.stdoutData
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
