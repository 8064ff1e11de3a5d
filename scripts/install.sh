#!/usr/bin/env bash
# Installs the tool from this checkout: `achievements` and `achievements-asc`
# (which `achievements asc` runs from the same folder) into PREFIX/bin, and
# the generator the build-tool plugin runs, `achievements-generate`, as the
# artifact bundle PrebuiltPlugin/AchievementsGenerateTool.artifactbundle in
# this checkout, for a game that applies ChallengesPrebuiltPlugin (its clean
# builds then do not compile the generator; see docs/plugins.md).
#
# Usage: scripts/install.sh [--prefix DIR] [--configuration release|debug] [--generator-only]
#   --prefix          where bin/ goes (default: ~/.local)
#   --configuration   the build (default: release; CI installs its debug build)
#   --generator-only  only the plugin's prebuilt generator (a game's CI, which
#                     builds the game and needs no command-line tool)
set -euo pipefail
prefix="${HOME}/.local"
configuration=release
generator_only=false
while [ $# -gt 0 ]; do
  case "$1" in
    # A relative prefix is the caller's folder's, not this checkout's.
    --prefix) prefix="${2:?--prefix needs a folder}"; [[ "$prefix" = /* ]] || prefix="$PWD/$prefix"; shift 2 ;;
    --configuration|-c) configuration="${2:?--configuration needs release or debug}"; shift 2 ;;
    --generator-only) generator_only=true; shift ;;
    *) echo "usage: scripts/install.sh [--prefix DIR] [--configuration release|debug] [--generator-only]" >&2; exit 64 ;;
  esac
done
cd "$(dirname "$0")/.."
if ! $generator_only; then
  swift build -c "$configuration" --product achievements-asc
  swift build -c "$configuration" --product achievements
fi
swift build -c "$configuration" --product achievements-generate
bin="$(swift build -c "$configuration" --show-bin-path)"
if ! $generator_only; then
  mkdir -p "$prefix/bin"
  install -m 755 "$bin/achievements" "$bin/achievements-asc" "$prefix/bin/"
  echo "installed achievements and achievements-asc in $prefix/bin"
fi

# The plugin's prebuilt generator: an artifact bundle for this machine's
# platform (its triple as the compiler names it), made in a new folder and
# moved into place whole, so a failed install never leaves half a bundle.
triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')"
version="$(sed -n 's/.*toolVersion = "\(.*\)".*/\1/p' Sources/CommandLineSupport/RuleCatalogue.swift)"
bundle="PrebuiltPlugin/AchievementsGenerateTool.artifactbundle"
staging="$(mktemp -d "PrebuiltPlugin/.bundle.XXXXXX")"
trap 'rm -rf "$staging" "$staging.old"' EXIT
mkdir -p "$staging/$triple/bin"
install -m 755 "$bin/achievements-generate" "$staging/$triple/bin/"
# What the generator was built from, by content (file times survive tar and
# rsync -a): the plugin compares it at every build plan. A build again, with
# nothing to do unless Sources/ changed during the first, must leave the same
# record, or the generator may be older than what the record says.
"$staging/$triple/bin/achievements-generate" --source-digest . "$staging/$triple/bin/achievements-generate" > "$staging/sources.digest"
swift build -c "$configuration" --product achievements-generate > /dev/null
if ! cmp -s "$bin/achievements-generate" "$staging/$triple/bin/achievements-generate" \
  || ! "$staging/$triple/bin/achievements-generate" --source-digest . "$staging/$triple/bin/achievements-generate" | cmp -s - "$staging/sources.digest"; then
  echo "install.sh: Sources/ changed while the generator was built; run scripts/install.sh again" >&2
  exit 1
fi
cat > "$staging/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "achievements-generate": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "$triple/bin/achievements-generate", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
JSON
chmod 755 "$staging"
# The old bundle moves aside before the new one moves in, so a build never
# sees half of either.
[ -e "$bundle" ] && mv "$bundle" "$staging.old"
mv "$staging" "$bundle"
rm -rf "$staging.old"
echo "installed the build-tool plugin's generator ($triple) in $(pwd)/$bundle"
$generator_only && exit 0
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "add it to your PATH: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
