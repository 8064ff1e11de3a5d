import FileAccess

/// Whether the package in the working directory generates its challenge
/// code at build time with the build-tool plugin: `checklist` then checks
/// that the catalog renders instead of comparing files, and `generate`
/// refuses to write a second copy into the plugin's target.
package enum BuildPluginMode {
    /// The build-tool plugin's names: built from source, or with the
    /// generator `scripts/install.sh` prebuilt.
    package static let pluginNames = ["ChallengesBuildPlugin", "ChallengesPrebuiltPlugin"]

    /// The build-tool plugin ./Package.swift applies to a target
    /// (`.plugin(name: "ChallengesBuildPlugin", package: …)`, or
    /// `ChallengesPrebuiltPlugin`; read up to 1 MiB), if it applies one.
    package static func appliedPlugin() -> String? {
        guard let bytes = try? FileBytes.read("Package.swift", maxBytes: 1 << 20).get() else { return nil }
        let text = String(decoding: bytes, as: UTF8.self).filter { !$0.isWhitespace }
        return pluginNames.first { text.contains(".plugin(name:\"\($0)\",package:") }
    }

    /// Whether ./Package.swift applies either build-tool plugin to a target.
    package static func isOn() -> Bool { appliedPlugin() != nil }

    /// The templates folder the build-tool plugin uses when nothing names
    /// one: `templates/` beside `Package.swift`, when the package applies the
    /// plugin and the folder exists (so `checklist` renders what the build does).
    package static func pluginTemplatesFolder() -> String? {
        isOn() && FileBytes.exists("templates") ? "templates" : nil
    }

    /// Whether `folder` (relative to the package) is inside a target's sources.
    package static func isInsideSources(_ folder: String) -> Bool {
        let components = FilePath.components(of: folder)
        return components.first == "Sources"
    }
}
