#!/usr/bin/env bash
# The tool as a game builds it: a game that depends on this package with
# `traits: []` (the build-tool plugin's way, see docs/plugins.md) gets a tool
# without the App Store Connect sync, whose `achievements asc` says so, names
# a build that has it and exits with 64 instead of reading `plan` as an
# unexpected argument.
#
# It builds this checkout with its default traits disabled, which is the same
# set of traits, in the checkout's own build folder: only this package's
# targets compile again, not swift-syntax and the other dependencies. The
# next build with the default traits compiles them back, so .ci/run runs it
# after every check that uses the checkout's build.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
log="$(mktemp)"
scratch="$(mktemp -d)"
trap 'rm -rf "$log" "$scratch"' EXIT

if ! swift build --package-path "$root" --disable-default-traits --product achievements > "$log" 2>&1; then
  tail -40 "$log"
  exit 1
fi
bin="$(swift build --package-path "$root" --disable-default-traits --show-bin-path)"
set +e
asc="$(cd "$scratch" && "$bin/achievements" asc plan 2>&1)"
status=$?
set -e
# It says so, and names a build that has the sync.
if [ "$status" != 64 ] || ! grep -q "achievements asc: this build leaves out the App Store Connect sync" <<<"$asc" \
  || ! grep -q "swift run --package-path PATH/TO/achievements achievements asc plan" <<<"$asc"; then
  echo "achievements asc in a build without the sync answered ($status):"; echo "$asc"
  exit 1
fi
# Its rule catalogue has the catalog's rules (asc-locale) and not the sync's (asc-resume).
rules="$("$bin/achievements" rules)"
if ! grep -q "^asc-locale " <<<"$rules" || grep -q "^asc-resume " <<<"$rules"; then
  echo "achievements rules in a build without the sync lists:"; echo "$rules"
  exit 1
fi
echo "tool without the sync: OK"
