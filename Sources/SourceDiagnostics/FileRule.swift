/// The stable rule IDs of problems reading and writing files.
package enum FileRule {
    /// The file could not be read: missing, a directory, a device, or not permitted.
    package static let unreadable = RuleDescriptor(
        id: "file-unreadable",
        category: .reading,
        summary: #"a file the tool reads exists, is a regular file (or standard input, when named) and can be read"#,
        example: #"missing.yaml:1:1: error: no such file: missing.yaml [file-unreadable]"#)
    /// The file is larger than the limit for its kind.
    package static let tooLarge = RuleDescriptor(
        id: "file-too-large",
        category: .reading,
        summary: #"the catalog and lock are within `--max-input-bytes`, every other file within its own limit (see Robustness)"#,
        example: #"catalog.yaml:1:1: error: catalog.yaml is 13627 bytes, larger than the limit of 100 bytes [file-too-large]"#)
    /// A file could not be written.
    package static let unwritable = RuleDescriptor(
        id: "output-unwritable",
        category: .output,
        summary: #"the file can be written"#,
        example: #"Gen/ChallengeCatalog.swift:1:1: error: cannot write Gen/ChallengeCatalog.swift: Permission denied [output-unwritable]"#)
    /// An output name that would leave the output folder.
    package static let path = RuleDescriptor(
        id: "output-path",
        category: .output,
        summary: #"output names are plain file names; the output folder is a folder"#,
        example: #"blocker:1:1: error: refusing to write into blocker: blocker is not a folder [output-path]"#)
    /// A symbolic link on the way to an output file.
    package static let symlink = RuleDescriptor(
        id: "output-symlink",
        category: .output,
        summary: #"no symbolic link on the way to an output below the working directory"#,
        example: #"Sources/DemoChallenges/Generated:1:1: error: refusing to write into Sources/DemoChallenges/Generated: Sources/DemoChallenges/Generated is a symbolic link; output folders are never reached through a link [output-symlink]"#)
    /// An existing file this tool did not write.
    package static let notGenerated = RuleDescriptor(
        id: "output-not-generated",
        category: .output,
        summary: #"an existing output file is one the tool wrote (or `--force`)"#,
        example: #"notes.txt:1:1: error: refusing to overwrite notes.txt: this tool did not write it (its first row is not this export's header); move it, or pass --force [output-not-generated]"#)
    /// An output that would replace one of the run's own inputs (the catalog, the lock).
    package static let isInput = RuleDescriptor(
        id: "output-is-input",
        category: .output,
        summary: #"an output is never the catalog or lock the run reads"#,
        example: #"catalog.yaml:1:1: error: refusing to write catalog.yaml: it is catalog.yaml, which this run reads; choose another output [output-is-input]"#)
}

extension FileRule {
    /// The rules of reading and writing files.
    package static let descriptors: [RuleDescriptor] = [
        unreadable,
        tooLarge,
        symlink,
        path,
        notGenerated,
        isInput,
        unwritable,
    ]
}
