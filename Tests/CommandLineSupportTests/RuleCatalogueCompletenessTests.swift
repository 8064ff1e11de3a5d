import ClientCheckRules
import CommandLineSupport
import ImportRules
import SourceDiagnostics
import Testing

/// The rule catalogue lists the client check's and the imports' rules from
/// their descriptor targets (`ClientCheckRule`, `ImportRule`), the one list
/// of each: every one of them is in it, once.
@Suite("the rule catalogue")
struct RuleCatalogueCompletenessTests {
    @Test("every rule of the client check and the imports is in the catalogue, and no ID twice")
    func stagesAreListed() {
        let listed = RuleCatalogue.all.map(\.id.rawValue)
        #expect(Set(listed).count == listed.count)
        let declared = (ClientCheckRule.descriptors + ImportRule.descriptors).map(\.id.rawValue)
        #expect(declared.count == 10)
        #expect(declared.filter { !listed.contains($0) } == [])
    }
}
