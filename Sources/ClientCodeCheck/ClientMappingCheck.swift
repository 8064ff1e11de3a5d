import AchievementsCatalog
import ClientCheckRules
import FileAccess
import Foundation
import SourceDiagnostics
import SwiftParser
import SwiftSyntax

/// Checks that the game's Swift code maps the same achievement IDs as the
/// catalog: parses each file with SwiftParser and looks at the string literals
/// in mapping constants (dictionary literals, `switch` cases returning
/// literals, `let` constants), never at raw text.
package struct ClientMappingCheck: Sendable {
    /// The rule IDs (declared in ClientCheckRules, so the rule catalogue lists them without swift-syntax).
    package typealias Rule = ClientCheckRule

    /// What the check found.
    package struct Output: Sendable {
        /// The diagnostics, sorted by path, line and column.
        package var diagnostics: [Diagnostic]
        /// Catalog IDs found in the client code.
        package var matching: Int
        /// Catalog IDs in all.
        package var total: Int
        /// The Swift files read.
        package var files: [String]
    }

    /// Creates the check.
    package init() {}

    /// The Swift files at `paths`: files as given, folders searched recursively
    /// (hidden folders and `.build` skipped), sorted.
    package static func swiftFiles(in paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(path: path, position: .startOfFile, severity: .error, rule: Rule.unreadable.id, message: "no such file or folder: \(path)"))
                continue
            }
            guard isDirectory.boolValue else { files.append(path); continue }
            let enumerator = FileManager.default.enumerator(atPath: path)
            var found: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                let components = relative.split(separator: "/")
                if components.contains(where: { $0.hasPrefix(".") }) { continue }
                guard relative.hasSuffix(".swift") else { continue }
                let file = FilePath.join(path, relative)
                // A link out of the folder would print another project's text in diagnostics.
                if let target = PhysicalPath.escape(file, from: path) {
                    diagnostics.append(Diagnostic(path: file, position: .startOfFile, severity: .error, rule: Rule.unreadable.id,
                                                  message: "\(file) resolves through a symbolic link to \(TerminalText.escaped(target)), outside \(path); it is not read"))
                    continue
                }
                found.append(file)
                if found.count > ClientCheckLimits.sourceFiles { break }
            }
            files += found.sorted()
        }
        return (files, diagnostics)
    }

    /// Checks the Swift sources at `paths` against `catalog`.
    package func check(_ catalog: AchievementCatalog, clientPaths paths: [String]) -> Output {
        let (files, unreadable) = Self.swiftFiles(in: paths)
        var diagnostics = unreadable
        let ids = Dictionary(catalog.achievements.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        // The other kinds the game's code maps (leaderboards, activities) are
        // checked like achievement IDs (known, and each mapped) and counted in
        // the total; sets and challenges are only known (``GameCenterKind/isMappedInCode``).
        let mappedKinds = GameCenterKind.allCases.filter { $0 != .achievement && $0.isMappedInCode }
        let otherMappedIDs = Set(mappedKinds.flatMap { catalog.ids(of: $0).map(\.value) })
        // The kinds whose IDs the code maps, as the unknown-ID message names them.
        let mapped = ([.achievement] + mappedKinds.filter { !catalog.ids(of: $0).isEmpty }).map(\.noun)
        let noun = "an " + (mapped.count > 1 ? mapped.dropLast().joined(separator: ", ") + " or " + mapped[mapped.count - 1] : mapped[0]) + " ID"
        let retired = Set(catalog.retired.map(\.id.value))
        let prefix = catalog.idPrefix.value + "."
        let keyByToken = Self.keyTokens(catalog)
        // Catalog order, so a tie goes to the ID listed first.
        let knownInOrder = GameCenterKind.allCases.flatMap { catalog.ids(of: $0).map(\.value) }
        let known = Set(knownInOrder)
        var matcher = NearIDMatcher(prefix: prefix, ids: knownInOrder)
        var unknownLiterals: [(diagnostic: Diagnostic, value: String)] = []
        var seen: Set<String> = []
        var keyForID: [String: (key: String, file: String, line: Int)] = [:]
        if files.count > ClientCheckLimits.sourceFiles {
            diagnostics.append(Diagnostic(path: paths.first ?? ".", position: .startOfFile, severity: .error, rule: Rule.unreadable.id,
                message: "more than \(ClientCheckLimits.sourceFiles) Swift files under \(paths.joined(separator: ", ")); name the folders of the game's own code"))
            return Output(diagnostics: diagnostics, matching: 0, total: ids.count + otherMappedIDs.count, files: [])
        }
        for file in files {
            let data: [UInt8]
            switch FileBytes.read(file, maxBytes: ClientCheckLimits.sourceBytes) {
            case .success(let bytes): data = bytes
            case .failure(let failure):
                diagnostics.append(Diagnostic(path: file, position: .startOfFile, severity: .error, rule: Rule.unreadable.id,
                                              message: "cannot check \(file): \(failure.message)"))
                continue
            }
            let nesting = NestingScan(data)
            guard nesting.isWithinLimits else {
                diagnostics.append(Diagnostic(path: file, position: SourcePosition(line: nesting.firstTooDeepLine ?? 1, column: 1), severity: .error,
                    rule: Rule.unreadable.id,
                    message: "cannot check \(file): the code nests deeper here than the parser handles in bounded time (more than \(NestingScan.maximumSquareDepth) nested '[', \(NestingScan.maximumDepth) brackets, \(NestingScan.maximumChain) links of one chain, or \(NestingScan.maximumOperatorNesting) generic levels or prefix operators)"))
                continue
            }
            let wasExhausted = matcher.isExhausted
            let (facts, nextMatcher) = LargeStack.run { [matcher] in
                var parser = Parser(String(decoding: data, as: UTF8.self), maximumNestingLevel: NestingScan.maximumDepth * 2)
                let tree = SourceFileSyntax.parse(from: &parser)
                let visitor = ClientMappingVisitor(file: tree, fileName: file, matcher: matcher)
                visitor.walk(tree)
                return (visitor.facts, visitor.matcher)
            }
            matcher = nextMatcher
            func report(_ severity: Severity, _ rule: RuleID, _ message: String, _ literal: ClientMappingFacts.Literal) {
                diagnostics.append(Diagnostic(path: file, position: SourcePosition(line: literal.line, column: literal.column), severity: severity, rule: rule, message: message))
            }
            for literal in facts.literals {
                if known.contains(literal.value) {
                    seen.insert(literal.value)
                } else if retired.contains(literal.value) {
                    report(.error, Rule.unknown.id, "'\(literal.value)' is retired in \(catalog.path); the game must not report it", literal)
                } else {
                    // The did-you-mean is added below, for the findings that are reported.
                    unknownLiterals.append((Diagnostic(path: file, position: SourcePosition(line: literal.line, column: literal.column), severity: .error,
                                                       rule: Rule.unknown.id, message: "'\(literal.value)' is not \(noun) in \(catalog.path)"), literal.value))
                }
            }
            if let literal = facts.firstUnmatched, !wasExhausted {
                report(.warning, Rule.nearIDLimit.id,
                       "the check has compared dotted literals with catalog IDs up to its limit of \(ClientCheckLimits.nearIDCells) cells of edit tables, at \(DiagnosticLimits.quote(literal.value)); from here on a literal counts as an ID only when it starts with '\(prefix)'",
                       literal)
            }
            var perConstruct: [Int: Set<String>] = [:]
            for pairing in facts.pairings {
                if !perConstruct[pairing.construct, default: []].insert(pairing.id.value).inserted {
                    report(.error, Rule.duplicate.id, "'\(pairing.id.value)' appears twice in this mapping", pairing.id)
                }
                guard let key = keyByToken[pairing.keyToken], let expected = catalog.achievements.first(where: { $0.key.value == key }) else { continue }
                if expected.id.value != pairing.id.value && ids[pairing.id.value] != nil {
                    report(.error, Rule.mismatch.id, "local key '\(key)' is mapped to '\(pairing.id.value)' here, but \(catalog.path) maps it to '\(expected.id.value)'", pairing.id)
                }
                if let earlier = keyForID[pairing.id.value], earlier.key != key {
                    report(.error, Rule.duplicate.id, "'\(pairing.id.value)' is mapped from '\(key)' here and from '\(earlier.key)' at \(earlier.file):\(earlier.line)", pairing.id)
                } else if keyForID[pairing.id.value] == nil {
                    keyForID[pairing.id.value] = (key, file, pairing.id.line)
                }
            }
            for literal in facts.computed {
                report(.warning, Rule.computed.id, "this achievement ID is computed at run time (\(literal.value)), so it cannot be checked against \(catalog.path); map each ID with a literal", literal)
            }
        }
        let checked = "\(files.count) Swift file\(files.count == 1 ? "" : "s") checked"
        for kind in GameCenterKind.allCases where kind.isMappedInCode {
            let named: [(id: Located<String>, label: String)] = switch kind {
            case .achievement: catalog.achievements.map { ($0.id, "key '\($0.key.value)'") }
            case .leaderboard: catalog.leaderboards.map { ($0.id, "leaderboard '\($0.key.value)'") }
            case .leaderboardSet: catalog.leaderboardSets.map { ($0.id, "leaderboard set '\($0.key.value)'") }
            case .activity: catalog.activities.map { ($0.id, "activity '\($0.key.value)'") }
            case .gameCenterChallenge: catalog.gameCenterChallenges.map { ($0.id, "Game Center challenge '\($0.key.value)'") }
            }
            for (id, label) in named where !seen.contains(id.value) {
                diagnostics.append(Diagnostic(path: catalog.path, position: id.position, severity: .error, rule: Rule.missing.id,
                    message: "'\(id.value)' (\(label)) is not mapped in the client code (\(checked))"))
            }
        }
        diagnostics += Self.withSuggestions(unknownLiterals, index: SpellingIndex(knownInOrder))
        let matching = seen.filter { ids[$0] != nil || otherMappedIDs.contains($0) }.count
        return Output(diagnostics: diagnostics.sortedByPosition(), matching: matching, total: ids.count + otherMappedIDs.count, files: files)
    }

    /// The unknown-ID findings in report order, the first
    /// `DiagnosticLimits.perRule` of them (the most that are reported) with
    /// the closest catalog ID within 3 edits.
    static func withSuggestions(_ findings: [(diagnostic: Diagnostic, value: String)], index: SpellingIndex) -> [Diagnostic] {
        var ordered = findings.enumerated().sorted { a, b in
            if a.element.diagnostic.path != b.element.diagnostic.path { return a.element.diagnostic.path < b.element.diagnostic.path }
            if a.element.diagnostic.position != b.element.diagnostic.position { return a.element.diagnostic.position < b.element.diagnostic.position }
            return a.offset < b.offset
        }.map(\.element)
        for offset in ordered.indices.prefix(DiagnosticLimits.perRule) {
            if let closest = index.closest(to: ordered[offset].value, within: 3).word {
                ordered[offset].diagnostic.message += "; did you mean '\(closest)'?"
            }
        }
        return ordered.map(\.diagnostic)
    }

    /// Every way a local key may be written in code: `run_100`, `run100`, and
    /// the generated identifier (`controlVoiceover`, `self_`).
    static func keyTokens(_ catalog: AchievementCatalog) -> [String: String] {
        var tokens: [String: String] = [:]
        for achievement in catalog.achievements {
            let key = achievement.key.value
            let camel = SwiftIdentifier.lowerCamelCase(key)
            for token in [key, camel, ClientMappingVisitor.unescaped(SwiftIdentifier.escaped(camel))] where tokens[token] == nil {
                tokens[token] = key
            }
        }
        return tokens
    }
}
