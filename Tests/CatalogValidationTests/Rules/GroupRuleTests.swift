import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import SourceDiagnostics
import Testing

@Suite("Groups, unlock rules and inputs")
struct GroupRuleTests {
    @Test("group-declaration: prefix, metric, rule text, and no metric on controlInput")
    func groupDeclaration() {
        let (prefix, prefixValue) = fault("id: ach.total\n", "id: total\n")
        #expect(check(prefix).first == "\(prefixValue) error group-declaration group 'total' has id 'total', which must start with 'ach.'")
        let (metric, metricValue) = fault("metric: score\n    rule: \">= {threshold} lifetime\"", "metric: points\n    rule: \">= {threshold} lifetime\"")
        #expect(check(metric) == ["\(metricValue) error group-declaration group 'total' measures metric 'points', which is not declared under 'metrics'"])
        let (rule, ruleValue) = fault("rule: \">= {threshold} lifetime\"", "rule: \">= {limit} lifetime\"")
        #expect(check(rule) == ["\(ruleValue) error group-declaration the rule text of group 'total' must contain {threshold}"])
        let (control, controlValue) = fault("progress: controlInput", "progress: controlInput\n    metric: score")
        #expect(check(control) == ["\(at("metric: score", 3, offset: 8, in: control)) error group-declaration group 'control' unlocks by control input, so it takes no 'metric'; the input's rule text is used"])
        _ = controlValue
        let missing = FixtureCatalog.replacing("    metric: score\n    rule: \">= {threshold} in one run\"\n", with: "")
        #expect(check(missing) == [
            "\(at("  best:", offset: 2, in: missing)) error group-declaration group 'best' has progress 'bestRun', so it needs a 'metric'",
            "\(at("  best:", offset: 2, in: missing)) error group-declaration group 'best' has progress 'bestRun', so it needs a 'rule' text with {threshold}",
        ])
    }

    @Test("unknown-group")
    func unknownGroup() {
        let (text, value) = fault("group: total", "group: totals")
        #expect(check(text) == ["\(value) error unknown-group group 'totals' is not declared under 'groups' (declared: best, total, control)"])
    }

    @Test("unlock-rule: threshold and input must fit the group")
    func unlockRule() {
        let (noThreshold, _) = fault("    threshold: 20\n", "")
        #expect(check(noThreshold) == ["\(at("- key: best_20", offset: 2, in: noThreshold)) error unlock-rule 'best_20' is in bestRun group 'best', so it needs a 'threshold'"])
        let (both, bothValue) = fault("    input: tap\n", "    input: tap\n    threshold: 3\n")
        #expect(check(both) == ["\(at("threshold: 3", offset: 11, in: both)) error unlock-rule 'control_tap' is in controlInput group 'control', so it takes no 'threshold'"])
        _ = bothValue
        let (inputOnThreshold, _) = fault("    threshold: 100\n", "    threshold: 100\n    input: tap\n")
        #expect(check(inputOnThreshold) == ["\(at("input: tap", offset: 7, in: inputOnThreshold)) error unlock-rule 'total_100' is in cumulative group 'total', so it takes no 'input'"])
        let (noInput, _) = fault("    input: tap\n", "")
        #expect(check(noInput) == [
            "\(at("  tap:", offset: 2, in: noInput)) error unused-input input 'tap' is declared but no achievement unlocks with it",
            "\(at("- key: control_tap", offset: 2, in: noInput)) error unlock-rule 'control_tap' is in controlInput group 'control', so it needs an 'input'",
        ])
    }

    @Test("threshold-positive", arguments: [0, -5])
    func thresholdPositive(threshold: Int) {
        let (text, value) = fault("threshold: 10", "threshold: \(threshold)")
        #expect(check(text) == ["\(value) error threshold-positive threshold must be positive, not \(threshold)"])
    }

    @Test("threshold-order: equal or lower than the one before in the group")
    func thresholdOrder() {
        let (text, value) = fault("threshold: 20", "threshold: 10")
        #expect(check(text) == ["\(value) error threshold-order threshold 10 must be greater than 10 of 'best_10', the one before it in group 'best'"])
        // Thresholds of different groups do not constrain each other.
        #expect(check(FixtureCatalog.replacing("threshold: 100", with: "threshold: 5")) == [])
    }

    @Test("unknown-input")
    func unknownInput() {
        let (text, value) = fault("input: tap", "input: swipe")
        #expect(check(text) == [
            "\(at("  tap:", offset: 2, in: text)) error unused-input input 'tap' is declared but no achievement unlocks with it",
            "\(value) error unknown-input input 'swipe' is not declared under 'inputs' (declared: tap)",
        ])
    }

    @Test("unused-input: a declared input with no achievement")
    func unusedInput() {
        let (text, _) = fault("inputs:\n", "inputs:\n  keyboard:\n    name: Keyboard\n    rule: Keyboard used in completed run\n")
        #expect(check(text) == ["\(at("  keyboard:", offset: 2, in: text)) error unused-input input 'keyboard' is declared but no achievement unlocks with it"])
    }
}
