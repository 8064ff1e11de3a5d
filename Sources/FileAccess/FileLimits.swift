import SourceDiagnostics

/// The file limits, as the file-handling code names them: `ToolLimits`, where every limit lives.
package typealias FileLimits = ToolLimits
