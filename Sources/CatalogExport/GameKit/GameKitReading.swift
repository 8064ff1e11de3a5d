import FileAccess
import Foundation
import ImportRules
import SourceDiagnostics

/// How `import gamekit` and `validate --gamekit` read the bundle's JSON
/// file: only the bundle's own file, strictly JSON with no key twice, every
/// whole number in range, then Xcode's format; each refusal at its value.
extension GameKitImport {
    /// A key repeated in one object of the bundle's JSON.
    package static let duplicateKeyRule = ImportRule.gamekitDuplicateKey

    /// The bytes of the bundle's JSON file, or why it is not read: a link
    /// (symbolic, or a file with more than one hard link) can lead outside
    /// the bundle, so only a regular file of its own is read.
    package static func readJSON(bundle: String, maxBytes: Int = ImportLimits.jsonBytes) -> Staged<[UInt8]> {
        let path = FilePath.join(bundle, GameKitResources.fileName)
        func refuse(_ rule: RuleID, _ message: String) -> Staged<[UInt8]> {
            .failed([Diagnostic(path: path, position: .startOfFile, severity: .error, rule: rule, message: message)])
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFLNK {
                return refuse(rule.id, "\(TerminalText.escaped(path)) is a symbolic link; import reads only the bundle's own file, never one a link leads to (copy the file into the bundle)")
            }
            if status.st_mode & S_IFMT == S_IFREG, status.st_nlink > 1 {
                return refuse(rule.id, "\(TerminalText.escaped(path)) has \(status.st_nlink) hard links; import reads only a file that is the bundle's own, not one shared with a place outside it (copy the file)")
            }
        }
        switch FileBytes.read(path, maxBytes: maxBytes) {
        case .success(let bytes): return Staged(bytes, diagnostics: [])
        case .failure(let failure): return refuse(failure.rule, failure.message)
        }
    }

    /// The file's contents in Xcode's format with where each value is, or
    /// why it is not that and where.
    static func decode(_ bytes: [UInt8]) -> Result<(resources: GameKitResources, root: JSONValue), Unreadable> {
        let root: JSONValue
        switch GameKitJSON.parse(bytes) {
        case .success(let parsed): root = parsed
        case .failure(let failure) where failure.isDuplicateKey:
            return .failure(Unreadable(reason: failure.message, position: failure.position, rule: duplicateKeyRule.id))
        case .failure(let failure):
            return .failure(Unreadable(reason: "the file is not JSON: \(failure.message)", position: failure.position))
        }
        if let outOfRange = firstWholeNumberOutOfRange(root, path: "") { return .failure(outOfRange) }
        if let notText = firstNonTextInMaps(root) { return .failure(notText) }
        do {
            let resources = try JSONDecoder().decode(GameKitResources.self, from: Data(bytes))
            return .success((resources: resources, root: root))
        } catch let error as DecodingError {
            return .failure(Unreadable(reason: describe(error), position: position(of: codingPath(error), in: root)))
        } catch {
            return .failure(Unreadable(reason: "the file is not Xcode's Game Center format", position: root.position))
        }
    }

    /// Why a bundle's JSON cannot be read, and where.
    struct Unreadable: Error {
        var reason: String
        var position = SourcePosition(line: 1, column: 1)
        var rule = GameKitImport.rule.id
    }

    /// The first number that is not a plain whole number a 64-bit reader
    /// holds, named by its path: Foundation's reader calls the whole file
    /// "not JSON" for one, at its first byte, or reads 1e-400 as 0.
    static func firstWholeNumberOutOfRange(_ value: JSONValue, path: String) -> Unreadable? {
        switch value.content {
        case .number(let text) where text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }):
            // Every number of Xcode's format is whole, and Xcode writes it plainly:
            // 10.5 and 1e19 were "not JSON" at 1:1, and 1e-400 was read as 0.
            return Unreadable(reason: "\(path.isEmpty ? "the file" : clean(path)) is \(clean(text)), written with a fraction or an exponent; "
                                  + "Xcode's format holds whole numbers written plainly, such as 10",
                              position: value.position)
        case .number(let text) where Int(text) == nil:
            let bound = text.hasPrefix("-") ? "at least \(Int.min)" : "at most \(Int.max)"
            return Unreadable(reason: "\(path.isEmpty ? "the file" : clean(path)) is out of range: \(clean(text)) is no whole number Xcode's format holds (\(bound))",
                              position: value.position)
        case .object(let members):
            for member in members {
                if let found = firstWholeNumberOutOfRange(member.value, path: path.isEmpty ? member.key : path + "." + member.key) { return found }
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let found = firstWholeNumberOutOfRange(item, path: path + "[\(index)]") { return found }
            }
        default: break
        }
        return nil
    }

    /// The first value that is not text in a map of texts (properties,
    /// fallback URLs), in the file's order: Foundation's reader meets a map's
    /// keys in no fixed order, so it would name a different one on each run.
    static func firstNonTextInMaps(_ root: JSONValue) -> Unreadable? {
        guard let resources = root.member("resources") else { return nil }
        func check(_ map: JSONValue?, path: String) -> Unreadable? {
            guard case .object(let members)? = map?.content else { return nil }
            for member in members {
                switch member.value.content {
                case .string: continue
                default: return Unreadable(reason: "\(clean(path + "." + member.key)) must be text, as in Xcode's format", position: member.value.position)
                }
            }
            return nil
        }
        for (list, key) in [("achievements", "activityProperties"), ("leaderboards", "activityProperties"), ("gameActivities", "properties")] {
            for (offset, item) in (resources.member(list)?.items ?? []).enumerated() {
                if let found = check(item.member(key), path: "resources.\(list)[\(offset)].\(key)") { return found }
            }
        }
        return check(resources.member("gameActivityFallbackURLs"), path: "resources.gameActivityFallbackURLs")
    }

    /// The coding path a decoding error names.
    static func codingPath(_ error: DecodingError) -> [any CodingKey] {
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath
        @unknown default:
            return []
        }
    }

    /// Where the value at `path` starts: as deep as the path leads in `root`.
    static func position(of path: [any CodingKey], in root: JSONValue) -> SourcePosition {
        var value = root
        for key in path {
            if let index = key.intValue, let items = value.items, index >= 0, index < items.count {
                value = items[index]
            } else if let member = value.member(key.stringValue) {
                value = member
            } else {
                break
            }
        }
        return value.position
    }
}
