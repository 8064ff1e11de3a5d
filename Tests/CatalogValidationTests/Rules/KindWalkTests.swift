import AchievementsCatalog
import CatalogTestSupport
@testable import CatalogValidation
import Testing

/// The rules walk the kinds with a copy of the model's walk, compiled in
/// their module so that it is specialized: the two must hand over the same
/// lists in the same order.
@Suite("The rules' walk over the kinds")
struct KindWalkTests {
    /// Writes down each list it is shown: its kind and its resources' keys.
    struct Recorder: LocalizedResourceVisitor {
        var seen: [String] = []
        mutating func visit<Resource: LocalizedResource>(_ resources: [Resource]) {
            seen.append("\(Resource.kind.rawValue): \(resources.map(\.key.value).joined(separator: ", "))")
        }
    }

    @Test("visits every kind, with its resources in file order, as the model's walk does")
    func sameAsTheModel() throws {
        let catalog = try #require(CatalogLoader().load(text: FixtureCatalog.withKinds, path: "c.yaml").catalog)
        var model = Recorder()
        catalog.visitLocalizedResources(&model)
        var rules = Recorder()
        catalog.visitKinds(&rules)
        #expect(rules.seen == model.seen)
        #expect(rules.seen.count == GameCenterKind.allCases.count)
        #expect(rules.seen.allSatisfy { !$0.hasSuffix(": ") }, "every kind of the fixture has resources: \(rules.seen)")
    }
}
