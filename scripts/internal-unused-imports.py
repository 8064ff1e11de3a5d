#!/usr/bin/env python3
"""Makes the generated files' public imports internal where nothing in the
file names anything from them.

swift-openapi-generator writes `public import OpenAPIRuntime` and
`public import struct Foundation.URL` (and Data, Date) into every file; a
file that uses none of them warns before Swift 6.4 (whose
`@diagnose(UnusedImportAccess, as: ignored)` the generator also writes). An
unused internal import does not warn. A file that names a module's types
keeps its import public, so a guess can leave a warning (which CI refuses),
never break the build.

Usage: scripts/internal-unused-imports.py FILE.swift ...
"""
import re
import sys

# What the generated code's public declarations name from OpenAPIRuntime.
RUNTIME_NAMES = [
    "Configuration", "ClientTransport", "ClientMiddleware", "ServerTransport", "ServerMiddleware", "HTTPBody", "MultipartBody",
    "OpenAPIValueContainer", "OpenAPIObjectContainer", "OpenAPIArrayContainer", "Base64EncodedData", "UndocumentedPayload",
    "AcceptableProtocol", "AcceptHeaderContentType", "OpenAPIMIMEType", "ServerRequestMetadata", "Converter",
]
IMPORT = re.compile(r"^(@_spi\(Generated\) )?public import (struct Foundation\.(\w+)|OpenAPIRuntime)$")


def used(names, lines):
    body = [line for line in lines if " import " not in line and not line.startswith("//")]
    return any(re.search(r"\b" + re.escape(name) + r"\b", line) for name in names for line in body)


for path in sys.argv[1:]:
    lines = open(path).read().split("\n")
    imports = [(index, IMPORT.match(line)) for index, line in enumerate(lines)]
    imports = [(index, match) for index, match in imports if match]
    # Foundation's structs are imported together: one access level per module in a file.
    foundation = [match.group(3) for _, match in imports if match.group(3)]
    keep = {
        "Foundation": used(foundation, lines),
        "OpenAPIRuntime": used(RUNTIME_NAMES, lines),
    }
    for index, match in imports:
        module = "Foundation" if match.group(3) else "OpenAPIRuntime"
        if not keep[module]:
            lines[index] = lines[index].replace("public import", "internal import")
    open(path, "w").write("\n".join(lines))
