import SourceDiagnostics

/// The file limits, as the file-handling code names them: `ToolLimits`, where every limit lives.
public typealias FileLimits = ToolLimits
