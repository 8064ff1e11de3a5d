import FileAccess
import CatalogYAML
import SourceDiagnostics

/// Reads a catalog file through every stage up to the model: bytes, YAML tree, catalog.
///
/// This is the one place the catalog library touches the file system.
package struct CatalogLoader: Sendable {
    /// The limits the YAML reader enforces.
    package var limits: YAMLReadLimits

    /// Creates a loader.
    package init(limits: YAMLReadLimits = YAMLReadLimits()) {
        self.limits = limits
    }

    /// The result of loading: the catalog if it could be read, and every problem.
    package typealias Output = Staged<AchievementCatalog>

    /// Loads the catalog at `path`.
    package func load(path: String) -> Output {
        // The bytes are dropped once read, before the rest is decoded.
        let stream = CatalogDecoder.AchievementStream(path: path)
        let tree: Result<YAMLReader.Output, FileBytes.Failure> = FileBytes.read(path, maxBytes: limits.maxBytes)
            .map { read($0, path: path, into: stream) }
        switch tree {
        case .success(let tree): return decode(tree, path: path, stream: stream)
        case .failure(let failure):
            // A newcomer's first run in a game's folder: say how to start one.
            let hint = FileBytes.exists(path) ? "" : "; `achievements init` writes a starter catalog, or name one with --catalog"
            return Output(catalog: nil, diagnostics: [Diagnostic(path: path, position: .startOfFile, severity: .error, rule: failure.rule,
                                                                 message: failure.message + hint)])
        }
    }

    /// Loads a catalog from bytes already in memory, naming `path` in diagnostics.
    package func load(bytes: [UInt8], path: String) -> Output {
        let stream = CatalogDecoder.AchievementStream(path: path)
        return decode(read(bytes, path: path, into: stream), path: path, stream: stream)
    }

    /// Reads the tree, decoding each achievement as soon as its nodes are
    /// complete, so the whole list is never held as nodes.
    private func read(_ bytes: [UInt8], path: String, into stream: CatalogDecoder.AchievementStream) -> YAMLReader.Output {
        YAMLReader(limits: limits).read(bytes, path: path, streamingItemsOf: "achievements", onItem: stream.add)
    }

    /// Decodes the rest of the tree around the streamed achievements.
    private func decode(_ tree: YAMLReader.Output, path: String, stream: CatalogDecoder.AchievementStream) -> Output {
        guard let root = tree.root else { return Output(catalog: nil, diagnostics: tree.diagnostics) }
        let decoded = CatalogDecoder().decode(root, path: path, stream: stream)
        return Output(catalog: tree.diagnostics.isEmpty ? decoded.catalog : nil, diagnostics: tree.diagnostics + decoded.diagnostics)
    }

    /// Loads a catalog from text, naming `path` in diagnostics.
    package func load(text: String, path: String) -> Output {
        load(bytes: Array(text.utf8), path: path)
    }
}
