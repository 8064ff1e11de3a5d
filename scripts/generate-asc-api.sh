#!/usr/bin/env bash
# Regenerates the App Store Connect client (Sources/ASCAPI/Generated) and the
# simulator's server stubs (Tests/ASCSimulator/Generated) from the filtered
# document openapi/asc-achievements.json, with swift-openapi-generator.
#
# The output is committed (ahead-of-time generation): the generator's build
# plugin would build the generator, OpenAPIKit and Yams in every clean build
# of the tool; see the README's "App Store Connect sync" section for figures.
#
# Usage: scripts/generate-asc-api.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
version="1.14.3"
work="${TMPDIR:-/tmp}/achievements-openapi-generator"
mkdir -p "$work"
cat > "$work/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "generator", dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", exact: "$version")], targets: [])
PACKAGE
swift build --package-path "$work" -c release --product swift-openapi-generator >&2
generator="$work/.build/release/swift-openapi-generator"

out="${TMPDIR:-/tmp}/achievements-openapi-out"
rm -rf "$out" && mkdir -p "$out/api" "$out/server"
"$generator" generate openapi/asc-achievements.json --config openapi/types-and-client.yaml --output-directory "$out/api" >&2
"$generator" generate openapi/asc-achievements.json --config openapi/server.yaml --output-directory "$out/server" >&2

# The generator writes Types*.swift and Client.swift for the API, Server.swift
# for the simulator; the generated folders hold exactly those files, with the
# API's schemas and operations each split into files of about equal size, so
# both cores compile the client's target (scripts/split-generated-swift.py).
python3 scripts/split-generated-swift.py "$out/api/Types+Components+Schemas.swift" 5
python3 scripts/split-generated-swift.py "$out/api/Types+Operations.swift" 4
status=0
for pair in "api:Sources/ASCAPI/Generated" "server:Tests/ASCSimulator/Generated"; do
  from="$out/${pair%%:*}"; to="${pair##*:}"
  find "$from" -name '*.swift' -size -1k -exec grep -L 'struct\|enum\|protocol\|func' {} + | xargs -r rm -f
  # An import the file's public declarations do not use warns ("public
  # import ... was not used") before Swift 6.4's @diagnose: make it internal.
  python3 scripts/internal-unused-imports.py "$from"/*.swift
  if [ "${1:-}" = "--check" ]; then
    diff -r -q "$from" "$to" >&2 || { echo "$to is stale: run scripts/generate-asc-api.sh" >&2; status=1; }
  else
    rm -rf "$to" && mkdir -p "$to" && cp "$from"/*.swift "$to"/
  fi
done
exit $status
