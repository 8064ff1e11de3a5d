import AchievementsCatalog
import Foundation
import Testing

/// `GeneratedMembers`, which `key-collision` reads, lists exactly the members
/// the default templates declare on each kind's enum in the golden output.
struct GeneratedMembersTests {
    /// The names declared with `public var` or `public init` inside the enum `name` of a golden file.
    static func members(of name: String, in file: String) throws -> Set<String> {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tests/GoldenOutput/DemoChallenges/\(file)"), encoding: .utf8)
        let start = try #require(text.range(of: "public enum \(name): "))
        let body = text[start.upperBound...]
        let end = body.range(of: "\n}\n").map { body[..<$0.lowerBound] } ?? body
        var names: Set<String> = []
        for line in end.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("public var ") {
                names.insert(String(trimmed.dropFirst("public var ".count).prefix { $0.isLetter || $0.isNumber }))
            } else if trimmed.hasPrefix("public init") {
                names.insert("init")
            }
        }
        return names
    }

    @Test("each kind's list is what the default templates declare on its enum (init among what Swift has)")
    func matchesGoldenOutput() throws {
        #expect(try Self.members(of: "DemoChallenge", in: "ChallengeCatalog.swift") == GeneratedMembers.achievement)
        #expect(try Self.members(of: "DemoLeaderboard", in: "ChallengeIDMapping.swift") == GeneratedMembers.leaderboard.union(["init"]))
        #expect(try Self.members(of: "DemoLeaderboardSet", in: "ChallengeIDMapping.swift") == GeneratedMembers.leaderboardSet)
        #expect(GeneratedMembers.synthesized.contains("init"))
    }
}
