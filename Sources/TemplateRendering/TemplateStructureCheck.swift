import FileAccess
import SourceDiagnostics

/// Checks a template set's structure against a render context before any
/// template is parsed or rendered, so no template can crash the renderer,
/// hang it or make it fill memory:
///
/// - sections nest at most ``maximumSectionDepth`` deep, counting through partials;
/// - no section is opened inside a section of the same name (a list inside
///   itself multiplies the output by its length at every level);
/// - every partial a template includes exists;
/// - partials include each other at most ``maximumPartialDepth`` deep, and never in a cycle;
/// - the output a template can produce, estimated from above (each text's
///   bytes times the longest list each enclosing section can iterate), stays
///   within `TemplateLimits.renderedBytes`.
struct TemplateStructureCheck {
    /// Deeper than any real template; swift-mustache recurses once per level.
    static let maximumSectionDepth = TemplateLimits.sectionDepth
    /// Deeper than any real set of partials.
    static let maximumPartialDepth = TemplateLimits.partialDepth

    let templates: TemplateSet
    /// The longest list under each key of the render context (1 for keys that are not lists).
    let listLengths: [String: Int]

    func diagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for template in templates.templates + templates.partials.values.sorted(by: { $0.path < $1.path }) {
            for tag in TemplateTags(template.text).tags where tag.kind == .partial && templates.partials[tag.name] == nil {
                diagnostics.append(Diagnostic(path: template.path, position: tag.position, severity: .error,
                    rule: TemplateRenderer.missingPartialRule.id,
                    message: "the template includes the partial '\(tag.name)', which the templates folder does not have"))
            }
        }
        guard diagnostics.isEmpty else { return diagnostics }
        var walk = Walk(partials: templates.partials, partialTags: templates.partials.mapValues { TemplateTags($0.text) },
                        listLengths: listLengths)
        for template in templates.templates {
            let before = walk.diagnostics.count
            let estimate = walk.visit(TemplateTags(template.text), path: template.path, open: [], partialChain: [])
            if walk.diagnostics.count == before && estimate > Double(TemplateLimits.renderedBytes) {
                walk.diagnostics.append(Diagnostic(path: template.path, position: .startOfFile, severity: .error,
                    rule: TemplateRenderer.outputTooLargeRule.id,
                    message: "the template could produce about \(Int(min(estimate, 9e18))) bytes with this catalog, more than the limit of \(TemplateLimits.renderedBytes); look for large text inside sections over long lists"))
            }
        }
        // One diagnostic per place, even when several templates reach it through a partial.
        var seen: Set<Diagnostic> = []
        return walk.diagnostics.filter { seen.insert($0).inserted }
    }

    /// Follows templates through their partials, tracking open sections and
    /// the output they can multiply.
    private struct Walk {
        let partials: [String: TemplateSet.Template]
        let partialTags: [String: TemplateTags]
        let listLengths: [String: Int]
        var diagnostics: [Diagnostic] = []
        /// The estimated output of a partial rendered once under the given open sections.
        var partialEstimates: [[String]: Double] = [:]
        /// Tags looked at; a set of partials that includes others many times over stops here.
        var budget = 200_000

        /// The estimated bytes `tags` render to once, with `open` sections around them.
        mutating func visit(_ tags: TemplateTags, path: String, open: [String], partialChain: [String]) -> Double {
            budget -= tags.tags.count
            if budget < 0 {
                if budget + tags.tags.count >= 0 {
                    diagnostics.append(Diagnostic(path: path, position: .startOfFile, severity: .error, rule: TemplateRenderer.partialCycleRule.id,
                                                  message: "the partials include each other too many times over to check"))
                }
                return .infinity
            }
            var stack: [(name: String, multiplier: Double)] = open.map { ($0, 1) }
            var multiplier = 1.0
            var estimate = 0.0
            var textStart = 0
            for tag in tags.tags {
                estimate += Double(tag.bytes.lowerBound - textStart) * multiplier
                textStart = tag.bytes.upperBound
                func report(_ rule: RuleID, _ message: String) -> Double {
                    diagnostics.append(Diagnostic(path: path, position: tag.position, severity: .error, rule: rule, message: message))
                    return .infinity
                }
                switch tag.kind {
                case .open, .openOnce:
                    if tag.kind == .open && stack.contains(where: { $0.name == tag.name }) {
                        return report(TemplateRenderer.nestingRule.id,
                                      "the section '\(tag.name)' is opened inside a section of the same name; a list inside itself multiplies the output at every level")
                    }
                    if stack.count >= TemplateStructureCheck.maximumSectionDepth {
                        return report(TemplateRenderer.nestingRule.id, "sections nest deeper than \(TemplateStructureCheck.maximumSectionDepth) levels here")
                    }
                    let factor = tag.kind == .open ? Double(max(1, listLengths[Self.lastKey(tag.name)] ?? 1)) : 1
                    stack.append((tag.name, factor))
                    multiplier *= factor
                case .close:
                    guard let last = stack.lastIndex(where: { $0.name == tag.name }) else { continue }
                    for closed in stack[last...] { multiplier /= closed.multiplier }
                    stack.removeSubrange(last...)
                case .partial:
                    if partialChain.contains(tag.name) {
                        return report(TemplateRenderer.partialCycleRule.id,
                                      "the partial '\(tag.name)' includes itself (\((partialChain + [tag.name]).joined(separator: " → ")))")
                    }
                    if partialChain.count >= TemplateStructureCheck.maximumPartialDepth {
                        return report(TemplateRenderer.partialCycleRule.id,
                                      "partials include each other deeper than \(TemplateStructureCheck.maximumPartialDepth) levels here")
                    }
                    guard let partial = partials[tag.name], let inner = partialTags[tag.name] else { continue }
                    let names = stack.map(\.name)
                    let key = [tag.name] + names
                    let once: Double
                    if let known = partialEstimates[key] {
                        once = known
                    } else {
                        once = visit(inner, path: partial.path, open: names, partialChain: partialChain + [tag.name])
                        partialEstimates[key] = once
                    }
                    if once == .infinity { return .infinity }
                    estimate += once * multiplier
                }
            }
            return estimate + Double(tags.byteCount - textStart) * multiplier
        }

        /// `a.b.items` iterates `items`.
        static func lastKey(_ name: String) -> String {
            name.split(separator: ".").last.map(String.init) ?? name
        }
    }
}
