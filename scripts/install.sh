#!/usr/bin/env bash
# Installs the tool from this checkout: `achievements` and `achievements-asc`
# (which `achievements asc` runs from the same folder) into PREFIX/bin.
#
# Usage: scripts/install.sh [--prefix DIR] [--configuration release|debug]
#   --prefix         where bin/ goes (default: ~/.local)
#   --configuration  the build (default: release; CI installs its debug build)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${HOME}/.local"
configuration=release
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --configuration|-c) configuration="${2:?--configuration needs release or debug}"; shift 2 ;;
    *) echo "usage: scripts/install.sh [--prefix DIR] [--configuration release|debug]" >&2; exit 64 ;;
  esac
done
swift build -c "$configuration" --product achievements-asc
swift build -c "$configuration" --product achievements
bin="$(swift build -c "$configuration" --show-bin-path)"
mkdir -p "$prefix/bin"
install -m 755 "$bin/achievements" "$bin/achievements-asc" "$prefix/bin/"
echo "installed achievements and achievements-asc in $prefix/bin"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "add it to your PATH: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
