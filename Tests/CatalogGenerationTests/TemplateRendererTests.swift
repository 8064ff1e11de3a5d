import AchievementsCatalog
import CatalogGeneration
import TemplateRendering
import CatalogTestSupport
import SourceDiagnostics
import Testing

private func fixtureCatalog(_ text: String = FixtureCatalog.text) throws -> AchievementCatalog {
    try #require(CatalogLoader().load(text: text, path: "catalog.yaml").catalog)
}

private func render(_ template: String, catalog: AchievementCatalog? = nil) throws -> Result<[TemplateRenderer.RenderedFile], DiagnosticList> {
    let set = TemplateSet(templates: [.init(path: "t/Out.swift.mustache", outputName: "Out.swift", text: template)])
    return CatalogGenerator().render(try catalog ?? fixtureCatalog(), templates: set)
}

private func lines(_ result: Result<[TemplateRenderer.RenderedFile], DiagnosticList>) -> [String] {
    switch result {
    case .success: return []
    case .failure(let list): return list.diagnostics.map { "\($0.path):\($0.position): \($0.rule): \($0.message)" }
    }
}

@Suite("Template rendering")
struct TemplateRendererTests {
    @Test("renders the context's keys, nested sections and first/last flags")
    func rendersContext() throws {
        let result = try render("{{game}}:{{#achievements}}{{identifier}}={{ascIDLiteral}}{{^isLast}},{{/isLast}}{{/achievements}}\n")
        #expect(try result.get().first?.contents == #"Demo:best10="ach.best.0010",best20="ach.best.0020",total100="ach.total.0100",controlTap="ach.control.tap""# + "\n")
    }

    @Test("a key from an enclosing object resolves inside a section")
    func enclosingKeys() throws {
        let result = try render("{{#achievements}}{{challengeType}}.{{identifier}} {{/achievements}}")
        #expect(try result.get().first?.contents == "DemoChallenge.best10 DemoChallenge.best20 DemoChallenge.total100 DemoChallenge.controlTap ")
    }

    @Test("a key the context does not have is an error at the tag, not empty output")
    func missingKey() throws {
        let result = try render("line one\n  {{#achievements}}{{identifer}}{{/achievements}} {{gmae}}\n")
        #expect(lines(result) == [
            "t/Out.swift.mustache:2:20: template-missing-key: the template uses 'identifer', which the render context does not have",
            "t/Out.swift.mustache:2:51: template-missing-key: the template uses 'gmae', which the render context does not have",
        ])
    }

    @Test("a section on a missing key is an error too")
    func missingSection() throws {
        #expect(lines(try render("{{#achievments}}x{{/achievments}}")) == [
            "t/Out.swift.mustache:1:1: template-missing-key: the template uses 'achievments', which the render context does not have",
        ])
    }

    @Test("a key that is present but empty (nil) is not an error")
    func nilIsNotMissing() throws {
        let result = try render("{{#achievements}}[{{threshold}}{{inputIdentifier}}]{{/achievements}}")
        #expect(try result.get().first?.contents == "[10][20][100][tap]")
    }

    @Test("output is text: nothing is HTML-escaped")
    func noHTMLEscaping() throws {
        let catalog = try fixtureCatalog(FixtureCatalog.replacing("game: Demo", with: #"game: "<Demo & 'Co' \"x\">""#))
        let result = try render("{{game}} {{gameLiteral}}", catalog: catalog)
        #expect(try result.get().first?.contents == #"<Demo & 'Co' "x"> "<Demo & 'Co' \"x\">""#)
    }

    @Test("a template the parser rejects is an error with its line")
    func syntaxError() throws {
        #expect(lines(try render("ok\n{{#achievements}}\n{{/groups}}\n")) == [
            "t/Out.swift.mustache:3:4: template-syntax: the template cannot be parsed: this closing tag does not match the section it closes",
        ])
    }

    @Test("an unclosed tag is an error with its line")
    func unclosedTag() throws {
        #expect(lines(try render("a\nb {{#x}\n")) == [
            "t/Out.swift.mustache:2:7: template-syntax: the template cannot be parsed: a tag is not closed with }}",
        ])
    }

    @Test("local keys that become the same identifier are refused")
    func identifierCollision() throws {
        let catalog = try fixtureCatalog(FixtureCatalog.replacing("key: best_20", with: "key: best10"))
        #expect(lines(try render("{{game}}", catalog: catalog)) == [
            "catalog.yaml:48:10: generate-identifier-collision: local keys 'best10' and 'best_10' both become the Swift identifier best10; rename one",
        ])
    }

    @Test("partials: files starting with _ are included, not rendered on their own")
    func partials() throws {
        let set = TemplateSet(
            templates: [.init(path: "t/A.mustache", outputName: "A", text: "[{{> _line}}]")],
            partials: ["_line": .init(path: "t/_line.mustache", outputName: "_line", text: "{{game}}")])
        let files = try CatalogGenerator().render(try fixtureCatalog(), templates: set).get()
        #expect(files == [TemplateRenderer.RenderedFile(name: "A", contents: "[Demo]")])
    }

    @Test("internal access level")
    func internalAccess() throws {
        let set = TemplateSet(templates: [.init(path: "t/A.mustache", outputName: "A", text: "{{access}} enum X {}")])
        let files = try CatalogGenerator(accessLevel: .internal).render(try fixtureCatalog(), templates: set).get()
        #expect(files.first?.contents == "internal enum X {}")
    }
}

@Suite("Render fields")
struct RenderFieldsTests {
    @Test("every context type lists exactly its stored properties, in order, for reflection-free rendering")
    func listsMatchReflection() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "catalog.yaml").catalog)
        let context = try CatalogRenderContextBuilder().build(catalog, sourceFile: "catalog.yaml").get()
        let lists = RenderFieldsAudit.keyLists(of: context)
        #expect(lists.count == 10)
        for list in lists {
            #expect(list.listed == list.reflected, "\(list.type)")
        }
    }
}
