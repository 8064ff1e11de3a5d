import AchievementsCatalog
import CatalogTestSupport
import CatalogValidation
import Testing

@Suite("app.appleID")
struct AppleIDTests {
    private func check(_ app: String) -> [String] {
        let text = FixtureCatalog.replacing("idPrefix: ach\n", with: "idPrefix: ach\n" + app)
        return CatalogCheck().run(text: text, path: "c.yaml").diagnostics.map { "\($0.position) \($0.rule) \($0.message)" }
    }

    @Test("digits only are accepted and decoded")
    func valid() throws {
        #expect(check("app:\n  appleID: \"6758641625\"\n") == [])
        let catalog = try #require(CatalogCheck().run(text: FixtureCatalog.replacing("idPrefix: ach\n", with: "idPrefix: ach\napp:\n  appleID: \"6758641625\"\n"), path: "c.yaml").catalog)
        #expect(catalog.appleID?.value == "6758641625")
    }

    @Test("anything but digits is an error at the value", arguments: ["id6758641625", "\"67 58\"", "\"\"", "\"-1\"", "\"12345678901234567890\""])
    func invalid(value: String) {
        let found = check("app:\n  appleID: \(value)\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("5:12 apple-id app Apple ID ") == true, "\(found)")
    }

    @Test("an unknown field under app is a schema error")
    func unknownField() {
        #expect(check("app:\n  appleId: \"1\"\n").first?.contains("schema-unknown-field") == true)
    }
}
