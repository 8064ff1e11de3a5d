import AchievementsCatalog
import Testing

/// The build-tool plugin's reader of `achievements.yml` (its source is
/// linked into this target: a plugin cannot be imported) against the tool's
/// own: for every way people write the two paths, the plugin reads what the
/// tool reads, or nothing (and the generator then stops the build at the
/// difference, `config-plugin-reading`).
@Suite("The build plugin reads achievements.yml as the tool does")
struct PluginSettingsTests {
    /// What the tool's YAML reader makes of `catalog` and `templates` in `text`.
    static func toolReading(_ text: String) -> [String: String] {
        let decoded = ToolConfiguration.decode(Array(text.utf8), path: "achievements.yml", knownWarnings: nil, knownRules: [:])
        var values: [String: String] = [:]
        values["catalog"] = decoded.value?.catalog?.value
        values["templates"] = decoded.value?.templates?.value
        return values
    }

    @Test("the plugin reads exactly what the tool reads", arguments: [
        "catalog: kart.yaml\r\ntemplates: templates\r\n",
        "catalog: kart.yaml\rtemplates: templates\r",
        "\u{FEFF}catalog: kart.yaml\ntemplates: tpl\n",
        "catalog: \"Catalog/kart #1.yaml\"\n",
        "catalog: 'Catalog/kart #1.yaml'   # the race catalog\n",
        "catalog: 'it''s.yaml'\n",
        "catalog: \"a\\\\b.yaml\"\n",
        "catalog: kart#1.yaml\n",
        "catalog: kart.yaml # a comment\ntemplates:\ttpl\t# tabs\n",
        "# catalog: old.yaml\ncatalog: new.yaml\n",
        "accessLevel: internal\r\ncatalog: Catalog/kart.yaml\r\n",
    ])
    func sameReading(text: String) {
        #expect(PluginSettings(text: text).values == Self.toolReading(text))
    }

    @Test("a value the plugin cannot read exactly is left to the generator's check, never misread", arguments: [
        "catalog: [kart.yaml]\n",
        "catalog: |\n  kart.yaml\n",
        "catalog: \"kart\\u0041.yaml\"\n",
        "catalog: &c kart.yaml\n",
        "catalog: \"kart.yaml\n",
        "catalog:\n  kart.yaml\n",
    ])
    func leftOut(text: String) {
        #expect(PluginSettings(text: text).values["catalog"] == nil)
    }
}
