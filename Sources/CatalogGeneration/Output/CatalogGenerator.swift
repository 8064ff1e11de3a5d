import AchievementsCatalog
import FileAccess
import SourceDiagnostics
import TemplateRendering

/// The whole generation of one catalog: context, templates, rendering. No
/// file is written here; `SafeFileWriter` does that.
public struct CatalogGenerator: Sendable {
    /// The access level of generated declarations.
    public var accessLevel: AccessLevel

    /// Creates a generator.
    public init(accessLevel: AccessLevel = .public) {
        self.accessLevel = accessLevel
    }

    /// The files `templates` make from `catalog`, or diagnostics.
    public func render(_ catalog: AchievementCatalog, templates: TemplateSet) -> Result<[TemplateRenderer.RenderedFile], DiagnosticList> {
        let sourceFile = FilePath.lastComponent(of: catalog.path)
        return CatalogRenderContextBuilder(accessLevel: accessLevel).build(catalog, sourceFile: sourceFile)
            .flatMap { TemplateRenderer(templates: templates).render($0) }
    }

    /// The default output folder: `Sources/GAMEChallenges/Generated`, named
    /// after the catalog's game, so the generated code is a target of its own.
    public static func defaultOutputDirectory(for catalog: AchievementCatalog) -> String {
        "Sources/\(SwiftIdentifier.upperCamelCase(catalog.game.value))Challenges/Generated"
    }
}
