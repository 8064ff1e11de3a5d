import SourceDiagnostics

/// The rules of the configuration file, `achievements.yml`, beyond those of
/// reading YAML and the shape every file shares. Their triggers edit the
/// configuration `achievements init` writes (``ToolConfiguration/starterText(catalog:game:)``).
package enum ConfigurationRule {
    /// A path in the configuration that leaves the configuration's folder.
    package static let pathOutside = RuleDescriptor(
        id: "config-path-outside",
        category: .reading,
        summary: #"paths in `achievements.yml` stay inside its folder: not absolute, no `..` above it, no symbolic link out of it (a path given on the command line may point anywhere)"#,
        example: #"achievements.yml:13:9: error: 'output' must stay inside the configuration's folder, but '../victim/.ssh' climbs above it with '..'; a folder outside the project can only be named on the command line (--output) [config-path-outside]"#,
        trigger: RuleTrigger(replacing: "# output: Sources/MyGameChallenges/Generated", with: "output: ../victim/.ssh"))

    /// A `disabledWarnings` entry that names no warning.
    package static let disabledWarning = RuleDescriptor(
        id: "config-disabled-warning",
        category: .reading,
        summary: #"`disabledWarnings` in `achievements.yml` names only rules that report warnings (errors cannot be disabled)"#,
        example: #"achievements.yml:23:20: error: 'points-range' reports errors, which cannot be disabled [config-disabled-warning]"#,
        trigger: RuleTrigger(replacing: "# disabledWarnings: [csv-formula]", with: "disabledWarnings: [points-range]"))

    /// A `catalog` or `templates` the build-tool plugin read otherwise than
    /// the tool does (the plugin's reader is its own: a plugin cannot link the
    /// toolkit). No trigger: the input is the plugin's reading, which only a
    /// build makes; the generator's tests assert its diagnostics.
    package static let pluginReading = RuleDescriptor(
        id: "config-plugin-reading",
        category: .reading,
        summary: #"the build-tool plugin reads `catalog` and `templates` in `achievements.yml` as the tool does (one line, a plain or quoted value)"#,
        example: #"achievements.yml:2:10: error: the build plugin read 'catalog' as 'Catalog/kart #1.yaml', but YAML reads 'Catalog/kart' in this file: write it as 'catalog: Catalog/game.yaml' on a line of its own, the key at the line's start and the value plain or quoted on that line, then build again [config-plugin-reading]"#)

    /// The rules of the configuration file.
    package static let descriptors: [RuleDescriptor] = [
        pathOutside,
        disabledWarning,
        pluginReading,
    ]
}
