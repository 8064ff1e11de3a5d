/// Every limit the tool puts on what it reads, parses, renders, writes and
/// prints, in one place, each with its reason, so no input can make it run,
/// read, write or print without bound. The README's Robustness section lists them.
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

    /// The largest API answer the sync reads from App Store Connect, read
    /// as it arrives and the connection dropped there: a page of 200
    /// achievements is about 200 KiB, so 4 MiB is twenty times the largest
    /// real page. (An image download is bounded by ``syncImageBytes``.)
    package static let syncResponseBytes = 4 * 1024 * 1024

    /// The most pages the sync follows for one list: 100 achievements per
    /// app is ASC's limit, so 1,000 pages of any size means a server loop.
    package static let syncPages = 1_000

    /// The most achievement rows `import csv` reads: App Store Connect holds
    /// at most 100 achievements per app (ASCLimits), so ten times that is
    /// past any sheet of a real game; a larger one is refused before work.
    package static let importRows = 1_000

    /// The largest JSON file `import gamekit` reads: Xcode's file for 100
    /// achievements in 39 locales is well under 1 MiB.
    package static let importJSONBytes = 16 * 1024 * 1024

    /// The most image bytes `import gamekit` copies: 100 achievements of
    /// 1024×1024 PNGs are well under 256 MiB; more is a hostile bundle.
    package static let importImageBytes = 256 * 1024 * 1024

    /// The largest file generation or an export writes: ten times what the
    /// benchmark's 100,000-achievement catalog generates. An existing output
    /// file larger than this is not one the tool wrote, and is never read.
    package static let outputFileBytes = 512 * 1024 * 1024

    /// The most a render of all templates may produce, in bytes (the same
    /// bound: a template that multiplies its output stops here with a diagnostic).
    package static let renderedBytes = outputFileBytes

    /// The largest template file read. A template is a page of text; this is
    /// far past any real one.
    package static let templateBytes = 1024 * 1024

    /// The largest Swift file the client check reads (a generated or
    /// hand-written mapping is a few KiB; the biggest real-world sources are a
    /// few hundred KiB).
    package static let clientSourceBytes = 2 * 1024 * 1024

    /// The most Swift files the client check reads in one run.
    package static let clientSourceFiles = 20_000

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

    // MARK: Templates

    /// Templates in one folder: each is a file to render and write.
    package static let templates = 256
    /// Sections nested in a template, counting through partials; swift-mustache recurses once per level.
    package static let templateSectionDepth = 32
    /// Partials including partials; deeper than any real set.
    package static let templatePartialDepth = 8
    /// Key lookups one render may make per context node: far more than any
    /// template that visits each node a few hundred times.
    package static let templateLookupsPerNode = 200
    /// Key lookups any render may make, however small the context.
    package static let templateMinimumLookups = 1_000_000

    // MARK: The game's Swift code (--client)

    /// `[` nested in a client file: swift-syntax takes about 0.1 s at 14
    /// levels and doubles its time with each level past that.
    package static let clientSquareDepth = 12
    /// Brackets of any kind nested in a client file.
    package static let clientBracketDepth = 64
    /// Links of one member-access or call chain (a long SwiftUI modifier chain has a few dozen).
    package static let clientChainLinks = 256
    /// Generic arguments nested, or prefix operators in a row.
    package static let clientOperatorNesting = 32
    /// The stack the parser runs on (address space; only touched pages are
    /// used), the margin for nesting the pre-scan does not know.
    package static let clientParserStackBytes = 512 << 20

    // MARK: Suggestions

    /// Words longer than this are never taken for typos (an ASC ID has at
    /// most 100 characters), so no comparison costs more than a bounded one.
    package static let typoWordLength = 128
    /// The most edits a suggestion may be from the word.
    package static let typoDistance = 8
}
