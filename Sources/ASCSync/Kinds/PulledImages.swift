import AchievementsCatalog
import FileAccess
import SourceDiagnostics
import SyncRules

/// The image files `asc pull` saves, and the catalog's `image:` lines for
/// the languages that have one of their own.
extension PulledCatalog {
    /// Downloads `images` (every locale's, as ``adopted(game:appID:remote:)``
    /// lists them) with `download`, and names them in `catalog`: each
    /// resource's first image that downloads (its version's default image,
    /// else its first locale's) is the resource's
    /// (`KEY.png`, or `KEY.jpg` for a JPEG upload), and a later locale whose
    /// image differs from it in bytes keeps its own (`KEY.<locale>.png`,
    /// `image:` under that language).
    /// Within a resource, images with one file name and size are downloaded
    /// once (App Store Connect names an upload by the file it came from).
    /// An image that cannot be downloaded, or is not a PNG, is a warning
    /// at the file it would have been saved as, under `artwork`.
    package static func images(_ images: [Image], into catalog: inout AdoptedCatalog, artwork: String,
                               download: (RemoteImage) async throws(ASCServiceError) -> [UInt8]) async -> (files: [OutputFile], findings: [Diagnostic]) {
        var files: [OutputFile] = []
        var findings: [Diagnostic] = []
        var resourceBytes: [UInt8]?
        var resource: (kind: GameCenterKind, index: Int)?
        var downloaded: [String: [UInt8]] = [:]
        // A default image that did not download: the locales' images stay theirs, none stands in for it
        // (the catalog's `image:` would replace App Store Connect's default on the next apply).
        var defaultMissed = false
        for pulled in images {
            if resource.map({ $0.kind != pulled.kind || $0.index != pulled.index }) ?? true {
                // The images of one resource come together: what is kept of the last one is done with.
                (resource, resourceBytes, downloaded, defaultMissed) = ((pulled.kind, pulled.index), nil, [:], false)
            }
            let format = pulled.image.fileExtension
            let file = if let locale = pulled.locale, resourceBytes != nil || defaultMissed {
                AdoptedCatalog.languageImageName(key: pulled.key, locale: locale, extension: format)
            } else { pulled.key + "." + format }
            let path = FilePath.join(artwork, file)
            let upload = pulled.image.fileName + "\u{0}" + String(pulled.image.fileSize)
            let bytes: [UInt8]
            if let known = downloaded[upload] {
                bytes = known
            } else {
                let whose = "the image of '\(TerminalText.escaped(pulled.id))' " + (pulled.locale.map { "in '\(TerminalText.escaped($0))'" } ?? "(its default)")
                do throws(ASCServiceError) {
                    bytes = try await download(pulled.image)
                } catch {
                    findings.append(Diagnostic(path: path, position: .startOfFile, severity: .warning, rule: error.rule,
                                               message: "\(whose) was not downloaded: \(error.message)"))
                    if pulled.locale == nil { defaultMissed = true }
                    continue
                }
                if let problem = imageProblem(bytes, format: format) {
                    findings.append(Diagnostic(path: path, position: .startOfFile, severity: .warning, rule: SyncRule.unexpectedResponse.id,
                                               message: "\(whose) was not saved: \(problem) (GET image \(TerminalText.escaped(pulled.image.fileName)))"))
                    if pulled.locale == nil { defaultMissed = true }
                    continue
                }
                downloaded[upload] = bytes
            }
            if defaultMissed, let locale = pulled.locale, resourceBytes == nil {
                files.append(OutputFile(name: file, bytes: bytes))
                catalog.setLanguageImage(file, of: pulled.kind, at: pulled.index, locale: locale)
                continue
            }
            guard let kept = resourceBytes else {
                resourceBytes = bytes
                // `KEY.png` goes unnamed where the catalog looks for it; another name, or any for a kind without a default name, is written.
                if format != "png" || !pulled.kind.hasDefaultImageName { catalog.setImage(file, of: pulled.kind, at: pulled.index, key: pulled.key) }
                files.append(OutputFile(name: file, bytes: bytes))
                continue
            }
            if let locale = pulled.locale, !FileBytes.same(kept, bytes) {
                files.append(OutputFile(name: file, bytes: bytes))
                catalog.setLanguageImage(file, of: pulled.kind, at: pulled.index, locale: locale)
            }
        }
        return (files, findings)
    }
}
