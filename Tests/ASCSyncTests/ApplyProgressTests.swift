import ASCSync
import Testing

@Suite("The progress line of a long apply")
struct ApplyProgressTests {
    @Test("steps and uploads started of the plan's; the quota once an answer told it, and how many more requests go before the stop")
    func line() {
        var progress = ApplyProgress(total: 5, uploads: 2)
        #expect(progress.line(requestsLeft: nil, reserve: 10) == "applying: step 0 of 5 · uploads 0 of 2")
        progress.start(upload: false)
        progress.start(upload: true)
        #expect(progress.line(requestsLeft: 3_412, reserve: 30) == "applying: step 2 of 5 · uploads 1 of 2 · 3412 requests left this hour · stops for the quota after 3382 more")
        #expect(progress.line(requestsLeft: 30, reserve: 30) == "applying: step 2 of 5 · uploads 1 of 2 · 30 requests left this hour · stopping for the quota")
        #expect(ApplyProgress(total: 3, uploads: 0).line(requestsLeft: 12, reserve: 10)
            == "applying: step 0 of 3 · 12 requests left this hour · stops for the quota after 2 more")
    }
}
