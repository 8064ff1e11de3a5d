import AchievementsCatalog
import CatalogTestSupport
import Testing

/// The bundled RetroRacing catalog, as the exports read it.
func bundledCatalog() throws -> AchievementCatalog {
    try #require(CatalogLoader().load(path: packageRoot.appendingPathComponent("catalog.yaml").path).catalog)
}
