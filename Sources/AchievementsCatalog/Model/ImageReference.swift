import FileAccess

/// Where a catalog's images are and the rule their names follow, written
/// once for every stage that reads them (validation, exports, the sync).
extension AchievementCatalog {
    /// The folder images are read from: the catalog's `artwork` folder, relative to the catalog file.
    package var artworkFolderPath: String {
        let folder = effectiveArtworkFolder
        return folder.hasPrefix("/") ? folder : FilePath.join(FilePath.parent(of: path), folder)
    }

    /// The image path of one achievement.
    package func imagePath(of achievement: Achievement) -> String {
        imagePath(named: achievement.imageFile)
    }

    /// The path of the image file `name` in the artwork folder (a leaderboard's, a set's).
    package func imagePath(named name: String) -> String {
        FilePath.join(artworkFolderPath, name)
    }
}

/// The rule an `image` value follows: a relative name inside the artwork folder.
package enum ImageReference {
    /// Why an `image` value would leave the artwork folder, or `nil` when it
    /// stays inside: it must be relative, with no `..` component.
    package static func escapeReason(_ image: String) -> String? {
        if image.hasPrefix("/") { return "is an absolute path" }
        if image.contains("\0") { return "contains a NUL character" }
        if FilePath.components(of: image).contains("..") { return "climbs out with '..'" }
        if FilePath.components(of: image).isEmpty { return "names no file" }
        return nil
    }
}
