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
/// achievement, every locale's texts, and the achievement's image copied
/// to each locale's path, so Xcode's local testing sees exactly the catalog.
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

    /// The resources of a valid catalog; `imageExtension` gives each
    /// achievement's image file extension (`nil` when it has none).
    package static func resources(_ catalog: AchievementCatalog, imageExtension: (Achievement) -> String?) -> GameKitResources {
        var achievements: [GameKitResources.Achievement] = []
        var localizations: [String: [GameKitResources.Localization]] = [:]
        var images: [String: [GameKitResources.Image]] = [:]
        for achievement in catalog.achievements {
            let id = achievement.id.value
            achievements.append(.init(activityProperties: [:], archived: false, points: achievement.points.value,
                                      referenceName: achievement.referenceName.value, repeatable: achievement.isRepeatable,
                                      showBeforeEarned: !achievement.hidden.value, vendorIdentifier: id))
            var texts: [GameKitResources.Localization] = []
            for language in catalog.languages {
                guard let localization = achievement.localization(for: language.code.value) else { continue }
                let locale = language.ascLocale.value, localID = GameKitResources.localID(id, locale)
                texts.append(.init(afterEarnedDescription: localization.effectiveEarnedDescription.value,
                                   beforeEarnedDescription: localization.description.value, locale: locale, localID: localID,
                                   name: localization.title.value))
                if let fileExtension = imageExtension(achievement) {
                    images[localID] = [.init(localID: localID, url: GameKitResources.imagePath(locale: locale, localID: localID, extension: fileExtension))]
                }
            }
            localizations[id] = texts
        }
        // A retired ID is archived: the catalog keeps only its ID.
        for retired in catalog.retired where retired.kind == .achievement {
            achievements.append(.init(activityProperties: [:], archived: true, points: 0, referenceName: retired.id.value, repeatable: false,
                                      showBeforeEarned: true, vendorIdentifier: retired.id.value))
        }
        return GameKitResources(meta: .init(version: GameKitResources.formatVersion),
                                resources: .init(achievements: achievements, achievementLocalizations: localizations, achievementImages: images))
    }

    /// The JSON text as Xcode writes it: pretty-printed with `" : "`, sorted keys, `/` escaped.
    package static func json(_ resources: GameKitResources) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(resources)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
    }

    /// Every file of the bundle for a valid catalog, reading each image from
    /// its artwork folder with `readImage`; an image that cannot be read is
    /// left out, with a warning at the achievement's image.
    package static func files(_ catalog: AchievementCatalog,
                             readImage: (String) -> Result<[UInt8], FileBytes.Failure>) -> Staged<[File]> {
        var diagnostics: [Diagnostic] = []
        var bytesOfPath: [String: [UInt8]] = [:]
        for achievement in catalog.achievements {
            let path = catalog.imagePath(of: achievement)
            guard bytesOfPath[path] == nil else { continue }
            // The bundle ships in the app: nothing reached through a link out of the artwork folder goes in.
            if let escape = ArtworkCheck.linkEscape(path, folder: catalog.artworkFolderPath) {
                diagnostics.append(Diagnostic(path: catalog.path, position: achievement.imagePosition, severity: .warning, rule: ArtworkCheck.Rule.path.id,
                                              message: "the image of '\(achievement.id.value)' is left out of the bundle: it \(TerminalText.escaped(escape))"))
                continue
            }
            switch readImage(path) {
            case .success(let bytes): bytesOfPath[path] = bytes
            case .failure(let failure):
                // Xcode's local testing works without it; App Store Connect's review does not (validate --artwork says so).
                diagnostics.append(Diagnostic(path: catalog.path, position: achievement.imagePosition, severity: .warning, rule: failure.rule,
                                              message: "the image of '\(achievement.id.value)' is left out of the bundle: \(failure.message)"))
            }
        }
        let resources = resources(catalog) { achievement in
            guard bytesOfPath[catalog.imagePath(of: achievement)] != nil else { return nil }
            let name = achievement.imageFile
            return name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!).lowercased() : "png"
        }
        var files = [File(path: GameKitResources.fileName, bytes: Array(json(resources).utf8)),
                     File(path: GameKitResources.markerName, bytes: Array(markerText.utf8))]
        for achievement in catalog.achievements {
            let bytes = bytesOfPath[catalog.imagePath(of: achievement)] ?? []
            for localization in resources.resources.achievementLocalizations[achievement.id.value] ?? [] {
                for image in resources.resources.achievementImages[localization.localID] ?? [] {
                    files.append(File(path: image.url, bytes: bytes))
                }
            }
        }
        return Staged(files, diagnostics: diagnostics)
    }

    /// The images an earlier export left in `bundle` that `files` no longer
    /// has (an achievement or a locale removed, an image's format changed):
    /// regular files named `AchievementImage-…` in the bundle's locale
    /// folders, as paths inside the bundle. Links and other files are not the export's.
    package static func staleImages(in bundle: String, keeping files: [File]) -> [String] {
        let kept = Set(files.map(\.path))
        var stale: [String] = []
        for folder in ((try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []).sorted() where !folder.hasPrefix(".") {
            let folderPath = FilePath.join(bundle, folder)
            var status = stat()
            guard lstat(folderPath, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folderPath)) ?? []).sorted() where name.hasPrefix("AchievementImage-") {
                let relative = folder + "/" + name
                guard !kept.contains(relative), lstat(FilePath.join(bundle, relative), &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
                stale.append(relative)
            }
        }
        return stale
    }
}
