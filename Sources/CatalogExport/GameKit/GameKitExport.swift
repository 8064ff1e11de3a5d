import AchievementsCatalog
import CatalogValidation
import FileAccess
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SourceDiagnostics

/// Xcode's Game Center configuration bundle from the catalog: every
/// resource of every kind, every locale's texts, and each resource's image
/// copied where Xcode looks for it, so Xcode's local testing sees exactly
/// the catalog.
package enum GameKitExport {
    /// One file of the bundle: its path inside the bundle and its bytes.
    package struct File: Sendable, Hashable {
        /// `gameCenterResources.json`, or `<locale>/AchievementImage-<localID>.png`.
        package var path: String
        /// Its bytes.
        package var bytes: [UInt8]
    }

    /// The marker file's text.
    package static let markerText = "Written by `achievements export gamekit` from the catalog; edit the catalog, not this bundle.\n"

    /// The JSON text as Xcode writes it: pretty-printed with `" : "`, sorted keys, `/` escaped.
    package static func json(_ resources: GameKitResources) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(resources)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
    }

    /// Every file of the bundle for a valid catalog, reading each image from
    /// its artwork folder with `readImage`; a required image that cannot be
    /// read is left out with a warning at the resource's image, and an
    /// optional one (a leaderboard's `KEY.png`) that does not exist is no image.
    package static func files(_ catalog: AchievementCatalog,
                             readImage: (String) -> Result<[UInt8], FileBytes.Failure>) -> Staged<[File]> {
        var diagnostics: [Diagnostic] = []
        var bytesOfPath: [String: [UInt8]] = [:]
        var fileOf: [GameKitResourceKey: (file: String, path: String)] = [:]
        for source in imageSources(catalog) {
            let path = catalog.imagePath(named: source.file)
            let noun = source.kind == .achievement ? "" : source.kind.noun + " "
            if !source.isRequired, !FileBytes.exists(path) { continue }
            if bytesOfPath[path] == nil {
                // The bundle ships in the app: nothing reached through a link out of the artwork folder goes in.
                if let escape = ArtworkCheck.linkEscape(path, folder: catalog.artworkFolderPath) {
                    diagnostics.append(Diagnostic(path: catalog.path, position: source.position, severity: .warning, rule: ArtworkCheck.Rule.path.id,
                                                  message: "the image of \(noun)'\(source.id)' is left out of the bundle: it \(TerminalText.escaped(escape))"))
                    continue
                }
                switch readImage(path) {
                case .success(let bytes): bytesOfPath[path] = bytes
                case .failure(let failure):
                    // Xcode's local testing works without it; App Store Connect's review does not (validate --artwork says so).
                    diagnostics.append(Diagnostic(path: catalog.path, position: source.position, severity: .warning, rule: failure.rule,
                                                  message: "the image of \(noun)'\(source.id)' is left out of the bundle: \(failure.message)"))
                    continue
                }
            }
            fileOf[GameKitResourceKey(kind: source.kind, id: source.id)] = (source.file, path)
        }
        let resources = resources(catalog) { kind, id in
            guard let name = fileOf[GameKitResourceKey(kind: kind, id: id)]?.file else { return nil }
            let parts = FilePath.lastComponent(of: name).split(separator: ".")
            return parts.count > 1 ? parts.last.map { String($0).lowercased() } : "png"
        }
        var files = [File(path: GameKitResources.fileName, bytes: Array(json(resources).utf8)),
                     File(path: GameKitResources.markerName, bytes: Array(markerText.utf8))]
        func add(_ kind: GameCenterKind, _ id: String, _ urls: [String]) {
            guard let path = fileOf[GameKitResourceKey(kind: kind, id: id)]?.path, let bytes = bytesOfPath[path] else { return }
            files += urls.map { File(path: $0, bytes: bytes) }
        }
        let parts = resources.resources
        for kind in GameCenterKind.allCases {
            switch kind {
            case .achievement:
                for item in parts.achievements { add(kind, item.vendorIdentifier, (parts.achievementLocalizations[item.vendorIdentifier] ?? []).flatMap { parts.achievementImages[$0.localID] ?? [] }.map(\.url)) }
            case .leaderboard:
                for item in parts.leaderboards { add(kind, item.vendorIdentifier, (parts.leaderboardLocalizations[item.vendorIdentifier] ?? []).flatMap { parts.leaderboardImages[$0.localID] ?? [] }.map(\.url)) }
            case .leaderboardSet:
                for item in parts.leaderboardSets { add(kind, item.vendorIdentifier, (parts.leaderboardSetLocalizations[item.vendorIdentifier] ?? []).flatMap { parts.leaderboardSetImages[$0.localID] ?? [] }.map(\.url)) }
            case .activity:
                for item in parts.gameActivities {
                    add(kind, item.vendorIdentifier, (parts.gameActivityDefaultImages[item.vendorIdentifier].map { [$0.url] } ?? [])
                        + (parts.gameActivityLocalizations[item.vendorIdentifier] ?? []).flatMap { parts.gameActivityImages[$0.localID] ?? [] }.map(\.url))
                }
            case .gameCenterChallenge:
                for item in parts.challenges {
                    add(kind, item.vendorIdentifier, (parts.challengeDefaultImages[item.vendorIdentifier].map { [$0.url] } ?? [])
                        + (parts.challengeLocalizations[item.vendorIdentifier] ?? []).flatMap { parts.challengeImages[$0.localID] ?? [] }.map(\.url))
                }
            }
        }
        return Staged(files, diagnostics: diagnostics)
    }

    /// The images an earlier export left in `bundle` that `files` no longer
    /// has (a resource or a locale removed, an image's format changed):
    /// regular files named with a kind's image prefix (`AchievementImage-…`,
    /// `LeaderboardImage-…`) at the bundle's top or in its locale folders,
    /// as paths inside the bundle. Links and other files are not the export's.
    package static func staleImages(in bundle: String, keeping files: [File]) -> [String] {
        let kept = Set(files.map(\.path))
        let prefixes = GameCenterKind.allCases.map { GameKitResources.imagePrefix($0) + "-" }
        var stale: [String] = []
        var status = stat()
        func isExports(_ relative: String) -> Bool {
            let name = FilePath.lastComponent(of: relative)
            return prefixes.contains { name.hasPrefix($0) } && !kept.contains(relative)
                && lstat(FilePath.join(bundle, relative), &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        }
        for entry in ((try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []).sorted() where !entry.hasPrefix(".") {
            let entryPath = FilePath.join(bundle, entry)
            guard lstat(entryPath, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFREG {
                if isExports(entry) { stale.append(entry) }
                continue
            }
            guard status.st_mode & S_IFMT == S_IFDIR else { continue }
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: entryPath)) ?? []).sorted() where isExports(entry + "/" + name) {
                stale.append(entry + "/" + name)
            }
        }
        return stale
    }
}
