import TemplateRendering

extension TemplateSet {
    /// The templates compiled into the tool (``DefaultTemplates``); their
    /// diagnostics name them `(built-in)/NAME`.
    package static var defaults: TemplateSet {
        var templates: [Template] = []
        var partials: [String: Template] = [:]
        for (name, text) in DefaultTemplates.files {
            let template = Template(path: "(built-in)/\(name)", outputName: String(name.dropLast(".mustache".count)), text: text)
            if name.hasPrefix("_") { partials[template.outputName] = template } else { templates.append(template) }
        }
        return TemplateSet(templates: templates, partials: partials)
    }
}
