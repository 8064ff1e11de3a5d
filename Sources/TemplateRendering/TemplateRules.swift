import SourceDiagnostics

/// The rules of templates: reading, parsing, structure and rendering.
package enum TemplateRule {
    /// Every template rule.
    package static let descriptors: [RuleDescriptor] = [
        RuleDescriptor(
            id: "template-unreadable",
            category: .generation,
            summary: #"the templates folder and files can be read (UTF-8, at most 1 MiB each, 256 in all)"#,
            example: #"templates:1:1: error: no templates folder at templates [template-unreadable]"#),
        RuleDescriptor(
            id: "template-path",
            category: .generation,
            summary: #"a template or partial does not resolve through a symbolic link to outside the templates folder"#,
            example: #"templates/Leak.swift.mustache:1:1: error: the template templates/Leak.swift.mustache resolves through a symbolic link to /home/me/.ssh/id_ed25519, outside the templates folder; it is not read [template-path]"#),
        RuleDescriptor(
            id: "template-syntax",
            category: .generation,
            summary: #"the Mustache parser accepts each template"#,
            example: #"templates/A.mustache:3:1: error: the template cannot be parsed: a section is opened but never closed [template-syntax]"#),
        RuleDescriptor(
            id: "template-missing-key",
            category: .generation,
            summary: #"every key a template names is in the render context"#,
            example: #"templates/A.mustache:2:5: error: the template uses 'titel', which the render context does not have [template-missing-key]"#),
        RuleDescriptor(
            id: "template-missing-partial",
            category: .generation,
            summary: #"every partial a template includes exists"#,
            example: #"templates/Typo.swift.mustache:2:1: error: the template includes the partial '_misspelt', which the templates folder does not have [template-missing-partial]"#),
        RuleDescriptor(
            id: "template-nesting",
            category: .generation,
            summary: #"sections nest at most 32 deep; no list inside itself"#,
            example: #"templates/Deep.swift.mustache:1:18: error: the section 'achievements' is opened inside a section of the same name; a list inside itself multiplies the output at every level [template-nesting]"#),
        RuleDescriptor(
            id: "template-partial-cycle",
            category: .generation,
            summary: #"partials never include themselves, and nest at most 8 deep"#,
            example: #"templates/_loop.mustache:1:1: error: the partial '_loop' includes itself (_loop → _loop) [template-partial-cycle]"#),
        RuleDescriptor(
            id: "template-output-too-large",
            category: .generation,
            summary: #"a template's estimated output is within 512 MiB, and rendering within its lookup budget"#,
            example: #"templates/Big.swift.mustache:1:1: error: the template could produce about 691200000 bytes with this catalog, more than the limit of 536870912; … [template-output-too-large]"#),
    ]
}
