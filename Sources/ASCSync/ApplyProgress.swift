/// Where a long `apply` is: the steps and uploads started of the plan's, and
/// the hourly quota as the run counts it down. The terminal line `apply`
/// keeps up to date is its ``line``.
package struct ApplyProgress: Sendable, Equatable {
    /// Steps of the plan, uploads among them.
    package var total: Int
    /// Image uploads in the plan.
    package var uploads: Int
    /// Steps started so far, uploads among them.
    package var started = 0
    /// Uploads started so far.
    package var uploadsStarted = 0

    /// `total` steps, `uploads` of them image uploads, with nothing started.
    package init(total: Int, uploads: Int) {
        self.total = total
        self.uploads = uploads
    }

    /// The progress of `plan`, with nothing started.
    package init(_ plan: SyncPlan) {
        self.init(total: plan.steps.count, uploads: plan.steps.count { Self.isUpload($0) })
    }

    /// Counts `step` as started.
    package mutating func start(_ step: SyncStep) {
        start(upload: Self.isUpload(step))
    }

    /// Counts a step as started, an upload or not.
    package mutating func start(upload: Bool) {
        started += 1
        if upload { uploadsStarted += 1 }
    }

    private static func isUpload(_ step: SyncStep) -> Bool {
        if case .uploadImage = step.action { true } else { false }
    }

    /// One line, without its end: the steps started, the uploads, and, once
    /// an answer has told the quota, the requests left this hour and how many
    /// more go out before the sync stops for it (keeping `reserve` back).
    /// With `width`, cut to fit a terminal that wide, so a redraw never wraps.
    package func line(requestsLeft: Int?, reserve: Int, width: Int? = nil) -> String {
        var parts = ["step \(started)/\(total)"]
        if uploads > 0 { parts.append("uploads \(uploadsStarted)/\(uploads)") }
        if let left = requestsLeft {
            let beforeStop = max(0, left - reserve)
            parts.append("\(left) requests left this hour")
            parts.append(beforeStop == 0 ? "stopping for the quota" : "quota stop in \(beforeStop)")
        }
        let line = "applying: " + parts.joined(separator: " · ")
        guard let width, width > 1, line.count >= width else { return line }
        return String(line.prefix(width - 1))
    }
}
