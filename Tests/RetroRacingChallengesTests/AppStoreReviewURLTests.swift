import CatalogTestSupport
import RetroRacingChallenges
import Testing

@Suite("The generated write-review link", .quietLogs)
struct AppStoreReviewURLTests {
    @Test("it is made from the catalog's app.appleID")
    func writeReview() {
        #expect(AppStoreReviewURL.writeReview.absoluteString == "https://apps.apple.com/app/id6758641625?action=write-review")
    }
}
