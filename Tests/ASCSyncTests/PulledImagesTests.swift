import AchievementsCatalog
import ASCSync
import CatalogTestSupport
import Testing

/// What `asc pull` names of an activity's images when a download fails.
@Suite struct PulledImagesTests {
    @Test("a default image that does not download leaves the locales' images theirs: none becomes the catalog's image")
    func defaultMissed() async throws {
        var catalog = AdoptedCatalog(game: "Game", header: [], appID: nil, entries: [], retired: [])
        catalog.activities = [AdoptedCatalog.Activity(
            id: "g.race", referenceName: "Race", minimumPlayers: nil, maximumPlayers: nil, partyCode: false, playStyle: nil, properties: [],
            fallbackURL: nil, achievementIDs: [], leaderboardIDs: [],
            texts: [.init(locale: "en-US", title: "Race", description: nil), .init(locale: "de-DE", title: "Rennen", description: nil)])]
        func held(_ id: String) -> RemoteImage {
            RemoteImage(resourceID: id, fileName: "\(id).png", fileSize: 10, deliveryState: "COMPLETE", templateURL: "https://example.com/\(id)/{w}x{h}bb.{f}")
        }
        let images = [PulledCatalog.Image(kind: .activity, index: 0, key: "race", id: "g.race", locale: nil, image: held("default")),
                      PulledCatalog.Image(kind: .activity, index: 0, key: "race", id: "g.race", locale: "en-US", image: held("english"))]
        let png = Array(TestImages.png(width: 3840, height: 2160))
        let (files, findings) = await PulledCatalog.images(images, into: &catalog, artwork: "artwork") { image throws(ASCServiceError) in
            if image.resourceID == "default" { throw .connection(request: "GET image", attempts: 1, reason: "connection refused") }
            return png
        }
        let name = AdoptedCatalog.languageImageName(key: "race", locale: "en-US", extension: "png")
        #expect(files.map(\.name) == [name])
        #expect(catalog.activities[0].image == nil)
        #expect(catalog.activities[0].texts.map { $0.image ?? "-" } == [name, "-"])
        #expect(findings.map(\.message) == ["the image of 'g.race' (its default) was not downloaded: App Store Connect did not answer GET image after 1 attempt: connection refused"])
    }
}
