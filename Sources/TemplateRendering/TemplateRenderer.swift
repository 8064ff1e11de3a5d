import FileAccess
import Foundation
import Mustache
import SourceDiagnostics

/// Renders a template set with a context, as plain text (never HTML-escaped),
/// and refuses templates that name keys the context does not have.
package struct TemplateRenderer: Sendable {
    /// The rule ID of a template the Mustache parser rejects.
    package static let syntaxRule = RuleDescriptor(
        id: "template-syntax",
        category: .generation,
        summary: #"the Mustache parser accepts each template"#,
        example: #"templates/A.mustache:3:1: error: the template cannot be parsed: a section is opened but never closed [template-syntax]"#)
    /// The rule ID of a key the context does not have.
    package static let missingKeyRule = RuleDescriptor(
        id: "template-missing-key",
        category: .generation,
        summary: #"every key a template names is in the render context"#,
        example: #"templates/A.mustache:2:5: error: the template uses 'titel', which the render context does not have [template-missing-key]"#)
    /// The rule ID of a partial the templates folder does not have.
    package static let missingPartialRule = RuleDescriptor(
        id: "template-missing-partial",
        category: .generation,
        summary: #"every partial a template includes exists"#,
        example: #"templates/Typo.swift.mustache:2:1: error: the template includes the partial '_misspelt', which the templates folder does not have [template-missing-partial]"#)
    /// The rule ID of sections nested too deep, or a section inside itself.
    package static let nestingRule = RuleDescriptor(
        id: "template-nesting",
        category: .generation,
        summary: #"sections nest at most 32 deep; no list inside itself"#,
        example: #"templates/Deep.swift.mustache:1:18: error: the section 'achievements' is opened inside a section of the same name; a list inside itself multiplies the output at every level [template-nesting]"#)
    /// The rule ID of partials that include themselves, or nest too deep.
    package static let partialCycleRule = RuleDescriptor(
        id: "template-partial-cycle",
        category: .generation,
        summary: #"partials never include themselves, and nest at most 8 deep"#,
        example: #"templates/_loop.mustache:1:1: error: the partial '_loop' includes itself (_loop → _loop) [template-partial-cycle]"#)
    /// The rule ID of a render that grows past the output limits.
    package static let outputTooLargeRule = RuleDescriptor(
        id: "template-output-too-large",
        category: .generation,
        summary: #"a template's estimated output is within 512 MiB, and rendering within its lookup budget"#,
        example: #"templates/Big.swift.mustache:1:1: error: the template could produce about 691200000 bytes with this catalog, more than the limit of 536870912; … [template-output-too-large]"#)

    /// Every template is parsed behind this line, which makes `{{name}}` print
    /// text as it is; the parser drops the standalone line from the output.
    static let textPragma = "{{% CONTENT_TYPE: TEXT }}\n"

    /// The set rendered.
    package let templates: TemplateSet

    /// Creates a renderer.
    package init(templates: TemplateSet) {
        self.templates = templates
    }

    /// One rendered file.
    package typealias RenderedFile = OutputFile

    /// Renders every template with `context`; all files or diagnostics.
    package func render(_ context: Any & Sendable) -> Result<[RenderedFile], DiagnosticList> {
        // One box tree for every template; the recorder is emptied between them.
        let recorder = MissingKeyRecorder()
        let root = StrictRenderBox.root(context, recorder: recorder)
        var diagnostics = TemplateStructureCheck(templates: templates, listLengths: recorder.listLengths).diagnostics()
        guard diagnostics.isEmpty else { return .failure(DiagnosticList(diagnostics)) }
        var library = MustacheLibrary()
        var parsed: [(TemplateSet.Template, MustacheTemplate)] = []
        for (name, partial) in templates.partials.sorted(by: { $0.key < $1.key }) {
            switch parse(partial) {
            case .success(let template): library.register(template, named: name)
            case .failure(let list): diagnostics += list.diagnostics
            }
        }
        for template in templates.templates {
            switch parse(template) {
            case .success(let mustache): parsed.append((template, mustache))
            case .failure(let list): diagnostics += list.diagnostics
            }
        }
        guard diagnostics.isEmpty else { return .failure(DiagnosticList(diagnostics)) }
        var files: [RenderedFile] = []
        var total = 0
        for (template, mustache) in parsed {
            recorder.reset()
            let output = mustache.render(root, library: library)
            total += output.utf8.count
            if recorder.exhausted || total > TemplateLimits.renderedBytes {
                let reason = recorder.exhausted
                    ? "looked up more than \(recorder.lookupBudget) keys"
                    : "produced more than \(TemplateLimits.renderedBytes) bytes"
                return .failure(DiagnosticList([Diagnostic(
                    path: template.path, position: .startOfFile, severity: .error, rule: Self.outputTooLargeRule.id,
                    message: "rendering stopped: the template \(reason), far more than this catalog needs; look for sections that repeat a list inside another")]))
            }
            for key in recorder.missing {
                diagnostics.append(Diagnostic(
                    path: template.path, position: Self.position(ofKey: key, in: template.text) ?? .startOfFile, severity: .error,
                    rule: Self.missingKeyRule.id, message: "the template uses '\(key)', which the render context does not have"))
            }
            files.append(RenderedFile(name: template.outputName, contents: output))
        }
        return diagnostics.isEmpty ? .success(files) : .failure(DiagnosticList(diagnostics))
    }

    private func parse(_ template: TemplateSet.Template) -> Result<MustacheTemplate, DiagnosticList> {
        do {
            return .success(try MustacheTemplate(string: Self.textPragma + template.text))
        } catch let error as MustacheTemplate.ParserError {
            let position = SourcePosition(line: max(1, error.context.lineNumber - 1), column: max(1, error.context.columnNumber))
            return .failure(DiagnosticList([Diagnostic(path: template.path, position: position, severity: .error, rule: Self.syntaxRule.id,
                                                       message: "the template cannot be parsed: \(Self.explain(error.error))")]))
        } catch {
            return .failure(DiagnosticList([Diagnostic(path: template.path, position: .startOfFile, severity: .error, rule: Self.syntaxRule.id,
                                                       message: "the template cannot be parsed: \(error)")]))
        }
    }

    /// A sentence for a Mustache parser error.
    static func explain(_ error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return String(describing: error) }
        switch error {
        case .sectionCloseNameIncorrect: return "this closing tag does not match the section it closes"
        case .unfinishedName: return "a tag is not closed with }}"
        case .expectedSectionEnd: return "a section is opened but never closed"
        case .invalidSetDelimiter: return "the set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection: return "a transform cannot apply to an inherited section"
        case .illegalTokenInsideInheritSection: return "this tag cannot stand inside an inherited section"
        case .textInsideInheritSection: return "text cannot stand inside an inherited section"
        case .invalidConfigVariableSyntax: return "the pragma tag is malformed"
        case .unrecognisedConfigVariable: return "the pragma is not one the renderer knows"
        @unknown default: return String(describing: error)
        }
    }

    /// Where a tag names `key` first (`{{key}}`, `{{#key}}`, `{{ key.sub }}`…), to point the diagnostic at it.
    static func position(ofKey key: String, in text: String) -> SourcePosition? {
        var line = 1
        var column = 1
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("{{"), let close = text[index...].range(of: "}}") {
                let inner = text[text.index(index, offsetBy: 2)..<close.lowerBound]
                let name = inner.drop(while: { "{#^/&!>= ".contains($0) }).prefix(while: { !" }|".contains($0) })
                if name == key || name.hasPrefix(key + ".") || name.hasSuffix("." + key) || name.contains("." + key + ".") {
                    return SourcePosition(line: line, column: column)
                }
            }
            if text[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index = text.index(after: index)
        }
        return nil
    }
}
