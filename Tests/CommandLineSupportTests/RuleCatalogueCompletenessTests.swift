import CatalogExport
import ClientCodeCheck
import CommandLineSupport
import SourceDiagnostics
import Testing

/// The rule catalogue lists the client check's and the imports' rules from
/// their descriptor targets, without linking those stages: every rule the
/// stages themselves declare must be among them.
@Suite("the rule catalogue")
struct RuleCatalogueCompletenessTests {
    @Test("every rule the client check and the imports declare is in the catalogue, once")
    func stagesAreListed() {
        let listed = RuleCatalogue.all.map(\.id.rawValue)
        #expect(Set(listed).count == listed.count)
        let declared = ClientMappingCheck.ruleDescriptors + CSVImport.descriptors + GameKitImport.descriptors
        #expect(declared.count == 10)
        #expect(declared.map(\.id.rawValue).filter { !listed.contains($0) } == [])
    }
}
