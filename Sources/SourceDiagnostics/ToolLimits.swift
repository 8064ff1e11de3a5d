/// The limits every stage shares, each with its reason: images, output
/// files, revisions and reports. A stage's own limits sit with it
/// (`TemplateLimits`, `ClientCheckLimits`, `SyncLimits`, `ImportLimits`,
/// `Spelling`); together no input can make the tool run, read, write or
/// print without bound. docs/robustness.md lists them all.
///
/// App Store Connect's own numbers are in `ASCLimits`. The YAML reader's size
/// and nesting limits are `YAMLReadLimits`, whose defaults (16 MiB, 32
/// levels) are set with `--max-input-bytes` and documented beside them.
package enum ToolLimits {
    /// An image header is read only this far (the PNG IHDR is in the first 33
    /// bytes, a JPEG's SOF usually within the first few KiB; EXIF data can push
    /// it further). An image whose header is not found there is reported, not read on.
    package static let imageHeaderBytes = 256 * 1024

    /// The largest image the sync uploads or `asc pull` downloads: a
    /// 1024×1024 RGB PNG without compression is 3 MiB; 16 MiB leaves room.
    package static let syncImageBytes = 16 * 1024 * 1024

    /// The largest file generation or an export writes: ten times what the
    /// benchmark's 100,000-achievement catalog generates. An existing output
    /// file larger than this is not one the tool wrote, and is never read.
    package static let outputFileBytes = 512 * 1024 * 1024

    /// The largest catalog read from a git revision (`--against REV`, `diff`):
    /// the catalog's own default limit.
    package static let revisionCatalogBytes = 16 * 1024 * 1024

    // MARK: Reports

    /// Diagnostics one rule reports; more of the same say nothing new.
    package static let diagnosticsPerRule = 100
    /// Diagnostics one run reports.
    package static let diagnosticsPerRun = 1_000
    /// Characters of one message (a quoted text is cut, never the position).
    package static let messageCharacters = 1_000
    /// Characters of a catalog text quoted inside a message.
    package static let quotedCharacters = 80
}
