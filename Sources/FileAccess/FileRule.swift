/// The stable rule IDs of problems reading and writing files.
public enum FileRule {
    /// The file could not be read: missing, a directory, a device, or not permitted.
    public static let unreadable = "file-unreadable"
    /// The file is larger than the limit for its kind.
    public static let tooLarge = "file-too-large"
    /// A file could not be written.
    public static let unwritable = "output-unwritable"
    /// An output name that would leave the output folder.
    public static let path = "output-path"
    /// A symbolic link on the way to an output file.
    public static let symlink = "output-symlink"
    /// An existing file this tool did not write.
    public static let notGenerated = "output-not-generated"
    /// An output that would replace one of the run's own inputs (the catalog, the lock).
    public static let isInput = "output-is-input"
}
