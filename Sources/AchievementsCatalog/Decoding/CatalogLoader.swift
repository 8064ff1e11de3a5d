import CatalogYAML
import Foundation
import SourceDiagnostics

/// Reads a catalog file through every stage up to the model: bytes, YAML tree, catalog.
///
/// This is the one place the catalog library touches the file system.
public struct CatalogLoader: Sendable {
    /// The limits the YAML reader enforces.
    public var limits: YAMLReadLimits

    /// Creates a loader.
    public init(limits: YAMLReadLimits = YAMLReadLimits()) {
        self.limits = limits
    }

    /// The result of loading: the catalog if it could be read, and every problem.
    public struct Output: Sendable {
        /// The catalog; `nil` when the file could not be read, parsed or decoded.
        public var catalog: AchievementCatalog?
        /// The problems found on the way.
        public var diagnostics: [Diagnostic]
    }

    /// Loads the catalog at `path`.
    public func load(path: String) -> Output {
        // The bytes are dropped once read into the tree, before decoding.
        let read: Result<YAMLReader.Output, FileBytes.Failure> = FileBytes.read(path, maxBytes: limits.maxBytes)
            .map { YAMLReader(limits: limits).read($0, path: path) }
        switch read {
        case .success(let tree): return decode(tree, path: path)
        case .failure(let failure):
            return Output(catalog: nil, diagnostics: [Diagnostic(path: path, position: .startOfFile, severity: .error, rule: failure.rule, message: failure.message)])
        }
    }

    /// Loads a catalog from bytes already in memory, naming `path` in diagnostics.
    public func load(bytes: [UInt8], path: String) -> Output {
        decode(YAMLReader(limits: limits).read(bytes, path: path), path: path)
    }

    /// Decodes a read tree; taking it by value lets the tree be freed as soon as
    /// the model is built.
    private func decode(_ tree: consuming YAMLReader.Output, path: String) -> Output {
        guard let root = tree.root else { return Output(catalog: nil, diagnostics: tree.diagnostics) }
        let readDiagnostics = tree.diagnostics
        _ = consume tree
        let decoded = CatalogDecoder().decode(root, path: path)
        return Output(catalog: readDiagnostics.isEmpty ? decoded.catalog : nil, diagnostics: readDiagnostics + decoded.diagnostics)
    }

    /// Loads a catalog from text, naming `path` in diagnostics.
    public func load(text: String, path: String) -> Output {
        load(bytes: Array(text.utf8), path: path)
    }
}
