import AchievementsCatalog
import FileAccess
import SourceDiagnostics
import TemplateRendering

/// The whole generation of one catalog: context, templates, rendering. No
/// file is written here; `SafeFileWriter` does that.
package struct CatalogGenerator: Sendable {
    /// The access level of generated declarations.
    package var accessLevel: AccessLevel

    /// Creates a generator.
    package init(accessLevel: AccessLevel = .public) {
        self.accessLevel = accessLevel
    }

    /// The files `templates` make from `catalog`, or diagnostics.
    package func render(_ catalog: AchievementCatalog, templates: TemplateSet) -> Result<[TemplateRenderer.RenderedFile], DiagnosticList> {
        let sourceFile = FilePath.lastComponent(of: catalog.path)
        return CatalogRenderContextBuilder(accessLevel: accessLevel).build(catalog, sourceFile: sourceFile)
            .flatMap { TemplateRenderer(templates: templates).render($0) }
    }

    /// The default output folder: `Sources/GAMEChallenges/Generated`, named
    /// after the catalog's game, so the generated code is a target of its own.
    package static func defaultOutputDirectory(for catalog: AchievementCatalog) -> String {
        "Sources/\(SwiftIdentifier.upperCamelCase(catalog.game.value))Challenges/Generated"
    }
}
