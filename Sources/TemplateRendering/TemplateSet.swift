import FileAccess
import Foundation
import Mustache
import SourceDiagnostics

/// The templates of one folder: every `NAME.mustache` file renders to a file
/// called `NAME`; files starting with `_` are partials only (`{{> _name}}`).
package struct TemplateSet: Sendable {
    /// One template file.
    package struct Template: Sendable {
        /// The path of the template file, for diagnostics.
        package var path: String
        /// The output file name (the template name without `.mustache`).
        package var outputName: String
        /// The template's text.
        package var text: String

        /// Creates a template from text.
        package init(path: String, outputName: String, text: String) {
            self.path = path
            self.outputName = outputName
            self.text = text
        }
    }

    /// The templates that produce files, sorted by output name.
    package var templates: [Template]
    /// The partials, by name without `.mustache`.
    package var partials: [String: Template]

    /// Creates a set from templates already in memory.
    package init(templates: [Template], partials: [String: Template] = [:]) {
        self.templates = templates.sorted { $0.outputName < $1.outputName }
        self.partials = partials
    }

    /// The rule ID of a templates folder or file that cannot be read.
    package static let unreadableRule = RuleDescriptor(
        id: "template-unreadable",
        category: .generation,
        summary: #"the templates folder and files can be read (UTF-8, at most 1 MiB each, 256 in all)"#,
        example: #"templates:1:1: error: no templates folder at templates [template-unreadable]"#)

    /// The rule ID of a template (or partial) that resolves outside its folder.
    package static let pathRule = RuleDescriptor(
        id: "template-path",
        category: .generation,
        summary: #"a template or partial does not resolve through a symbolic link to outside the templates folder"#,
        example: #"templates/Leak.swift.mustache:1:1: error: the template templates/Leak.swift.mustache resolves through a symbolic link to /home/me/.ssh/id_ed25519, outside the templates folder; it is not read [template-path]"#)

    /// More templates than any real set; each is a file to render and write.
    package static let maximumTemplates = TemplateLimits.templates

    /// Reads every `*.mustache` file of `directory` (not its subfolders).
    package static func load(directory: String) -> Result<TemplateSet, DiagnosticList> {
        func failure(_ message: String, path: String = directory) -> Result<TemplateSet, DiagnosticList> {
            .failure(DiagnosticList([Diagnostic(path: path, position: .startOfFile, severity: .error, rule: unreadableRule.id, message: message)]))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return failure("no templates folder at \(directory)")
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            return failure("cannot list the templates folder \(directory)")
        }
        var templates: [Template] = []
        var partials: [String: Template] = [:]
        let files = names.sorted().filter { $0.hasSuffix(".mustache") }
        guard files.count <= maximumTemplates else {
            return failure("the templates folder \(directory) has \(files.count) templates; the limit is \(maximumTemplates)")
        }
        for name in files {
            let path = FilePath.join(directory, name)
            if let target = PhysicalPath.escape(path, from: directory) {
                return .failure(DiagnosticList([Diagnostic(
                    path: path, position: .startOfFile, severity: .error, rule: pathRule.id,
                    message: "the template \(path) resolves through a symbolic link to \(TerminalText.escaped(target)), outside the templates folder; it is not read")]))
            }
            let bytes: [UInt8]
            switch FileBytes.read(path, maxBytes: TemplateLimits.templateBytes) {
            case .success(let read): bytes = read
            case .failure(let failure): return .failure(DiagnosticList([Diagnostic(path: path, position: .startOfFile, severity: .error,
                                                                                     rule: failure.rule == FileRule.tooLarge.id ? failure.rule : unreadableRule.id,
                                                                                     message: failure.message)]))
            }
            guard let text = String(validating: bytes, as: UTF8.self), !text.contains("\0") else {
                return failure("cannot read the template \(path) as UTF-8 text", path: path)
            }
            let template = Template(path: path, outputName: String(name.dropLast(".mustache".count)), text: text)
            if name.hasPrefix("_") { partials[template.outputName] = template } else { templates.append(template) }
        }
        guard !templates.isEmpty else { return failure("the templates folder \(directory) has no *.mustache files") }
        return .success(TemplateSet(templates: templates, partials: partials))
    }
}
