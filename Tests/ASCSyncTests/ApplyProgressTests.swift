import ASCSync
import Testing

@Suite("The progress line of a long apply")
struct ApplyProgressTests {
    @Test("steps and uploads started of the plan's; the quota once an answer told it, and how many more requests go before the stop")
    func line() {
        var progress = ApplyProgress(total: 5, uploads: 2)
        #expect(progress.line(requestsLeft: nil, reserve: 10) == "applying: step 0/5 · uploads 0/2")
        progress.start(upload: false)
        progress.start(upload: true)
        #expect(progress.line(requestsLeft: 3_412, reserve: 30) == "applying: step 2/5 · uploads 1/2 · 3412 requests left this hour · quota stop in 3382")
        #expect(progress.line(requestsLeft: 30, reserve: 30) == "applying: step 2/5 · uploads 1/2 · 30 requests left this hour · stopping for the quota")
        #expect(ApplyProgress(total: 3, uploads: 0).line(requestsLeft: 12, reserve: 10) == "applying: step 0/3 · 12 requests left this hour · quota stop in 2")
    }

    @Test("cut to one column less than the terminal, so a redraw never wraps; a line that fits, or no width known, is whole")
    func width() {
        let progress = ApplyProgress(total: 2730, uploads: 700)
        let whole = progress.line(requestsLeft: 1_834, reserve: 44)
        #expect(whole == "applying: step 0/2730 · uploads 0/700 · 1834 requests left this hour · quota stop in 1790")
        #expect(progress.line(requestsLeft: 1_834, reserve: 44, width: 40) == "applying: step 0/2730 · uploads 0/700 ·")
        #expect(progress.line(requestsLeft: 1_834, reserve: 44, width: whole.count + 1) == whole)
        #expect(progress.line(requestsLeft: 1_834, reserve: 44, width: whole.count) == String(whole.dropLast()))
        #expect(progress.line(requestsLeft: 1_834, reserve: 44, width: 0) == whole)
    }
}
