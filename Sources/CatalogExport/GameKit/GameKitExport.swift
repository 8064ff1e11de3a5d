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

    /// An image of a resource, by kind, ID and catalog language (`nil`: the resource's own).
    struct ImageKey: Hashable {
        var kind: GameCenterKind
        var id: String
        var language: String?
    }

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
        // The extension each read image's bytes call for, whatever its file is named.
        var extensionOfPath: [String: String] = [:]
        // Each image read, by kind, ID and language (`nil`: the resource's own).
        var fileOf: [ImageKey: String] = [:]
        let sources = imageSources(catalog)
        for source in sources {
            let path = catalog.imagePath(named: source.file)
            let noun = source.kind == .achievement ? "" : source.kind.noun + " "
            let whose = source.language.map { "'\(source.id)' in '\($0)'" } ?? "'\(source.id)'"
            if !source.isRequired, !FileBytes.exists(path) { continue }
            if bytesOfPath[path] == nil {
                // The bundle ships in the app: nothing reached through a link out of the artwork folder goes in.
                if let escape = ArtworkCheck.linkEscape(path, folder: catalog.artworkFolderPath) {
                    diagnostics.append(Diagnostic(path: catalog.path, position: source.position, severity: .warning, rule: ArtworkCheck.Rule.path.id,
                                                  message: "the image of \(noun)\(whose) is left out of the bundle: it \(TerminalText.escaped(escape))"))
                    continue
                }
                switch readImage(path) {
                case .success(let bytes):
                    // Only a PNG or JPEG goes in: Xcode, and `import gamekit`, read nothing else as an image.
                    switch ImageHeaderReader.read(bytes) {
                    case .failure(let failure):
                        diagnostics.append(Diagnostic(path: catalog.path, position: source.position, severity: .warning, rule: ArtworkCheck.Rule.format.id,
                                                      message: "the image of \(noun)\(whose) is left out of the bundle: it \(failure.message)"))
                        continue
                    case .success(let header):
                        extensionOfPath[path] = GameKitResources.imageExtension(of: header.format, named: source.file)
                    }
                    bytesOfPath[path] = bytes
                case .failure(let failure):
                    // Xcode's local testing works without it; App Store Connect's review does not (validate --artwork says so).
                    diagnostics.append(Diagnostic(path: catalog.path, position: source.position, severity: .warning, rule: failure.rule,
                                                  message: "the image of \(noun)\(whose) is left out of the bundle: \(failure.message)"))
                    continue
                }
            }
            fileOf[ImageKey(kind: source.kind, id: source.id, language: source.language)] = source.file
        }
        // A language with an image of its own uses it (none when it could not be read), else the resource's.
        let ownImage = Set(sources.compactMap { source in source.language.map { ImageKey(kind: source.kind, id: source.id, language: $0) } })
        let (resources, imageFiles) = resources(catalog) { kind, id, language in
            let own = ImageKey(kind: kind, id: id, language: language)
            let file = language != nil && ownImage.contains(own) ? fileOf[own] : fileOf[ImageKey(kind: kind, id: id, language: nil)]
            return file.flatMap { file in extensionOfPath[catalog.imagePath(named: file)].map { (file, $0) } }
        }
        var files = [File(path: GameKitResources.fileName, bytes: Array(json(resources).utf8)),
                     File(path: GameKitResources.markerName, bytes: Array(markerText.utf8))]
        for (url, file) in imageFiles.sorted(by: { $0.key < $1.key }) {
            guard let bytes = bytesOfPath[catalog.imagePath(named: file)] else { continue }
            files.append(File(path: url, bytes: bytes))
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
