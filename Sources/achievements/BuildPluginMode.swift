import FileAccess

/// Whether the package in the working directory generates its challenge
/// code at build time with the build-tool plugin: `checklist` then checks
/// that the catalog renders instead of comparing files, and `generate`
/// refuses to write a second copy into the plugin's target.
enum BuildPluginMode {
    /// Whether ./Package.swift applies the build-tool plugin to a target
    /// (`.plugin(name: "ChallengesBuildPlugin", package: …)`; read up to 1 MiB).
    static func isOn() -> Bool {
        guard let bytes = try? FileBytes.read("Package.swift", maxBytes: 1 << 20).get() else { return false }
        let text = String(decoding: bytes, as: UTF8.self).filter { !$0.isWhitespace }
        return text.contains(".plugin(name:\"ChallengesBuildPlugin\",package:")
    }

    /// Whether `folder` (relative to the package) is inside a target's sources.
    static func isInsideSources(_ folder: String) -> Bool {
        let components = FilePath.components(of: folder)
        return components.first == "Sources"
    }
}
