/// Every limit the tool puts on what it reads and writes, with its reason, so
/// no input can make it read, write or print without bound.
///
/// App Store Connect's own numbers are in `ASCLimits`; the YAML reader's
/// nesting and size limits in `YAMLReadLimits`.
public enum FileLimits {
    /// An image header is read only this far (the PNG IHDR is in the first 33
    /// bytes, a JPEG's SOF usually within the first few KiB; EXIF data can push
    /// it further). An image whose header is not found there is reported, not read on.
    public static let imageHeaderBytes = 256 * 1024

    /// The largest file generation or an export writes: ten times what the
    /// benchmark's 100,000-achievement catalog generates. An existing output
    /// file larger than this is not one the tool wrote, and is never read.
    public static let outputFileBytes = 512 * 1024 * 1024

    /// The most a render of all templates may produce, in bytes (the same
    /// bound: a template that multiplies its output stops here with a diagnostic).
    public static let renderedBytes = outputFileBytes

    /// The largest template file read. A template is a page of text; this is
    /// far past any real one.
    public static let templateBytes = 1024 * 1024

    /// The largest Swift file the client check reads (a generated or
    /// hand-written mapping is a few KiB; the biggest real-world sources are a
    /// few hundred KiB).
    public static let clientSourceBytes = 2 * 1024 * 1024

    /// The most Swift files the client check reads in one run.
    public static let clientSourceFiles = 20_000

    /// The largest catalog read from a git revision (`--against REV`, `diff`):
    /// the catalog's own default limit.
    public static let revisionCatalogBytes = 16 * 1024 * 1024
}
