#!/usr/bin/env bash
# The sync at a big game's scale (docs/performance.md, "The sync at Apple's
# limits"): Tests/ASCSyncTests/SyncScaleRun.swift generates a catalog of 100
# achievements, 500 leaderboards in 100 sets, 10 activities and 10 challenges
# in 39 languages, then runs plan, apply hour by hour under a quota of 3,600
# requests, the no-op plans, a release and pull against the simulator, and
# prints a Markdown table of requests, quota hours, peak memory and times.
# The tool measured is the release build; the simulator runs in the tests'
# debug build. Each hour's output and request shapes are kept beside the
# report in OUT (a new temporary folder by default).
#   scripts/benchmark-sync-scale.sh [LANGUAGES [OUT]]     e.g. 3 for a quick look
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
languages="${1:-39}"
out="${2:-$(mktemp -d)}"
mkdir -p "$out"

swift build --build-tests > "$out/build.log" 2>&1 || { tail -40 "$out/build.log"; exit 1; }
swift build -c release --product achievements > "$out/build-release.log" 2>&1 || { tail -40 "$out/build-release.log"; exit 1; }
swift build -c release --product achievements-asc >> "$out/build-release.log" 2>&1 || { tail -40 "$out/build-release.log"; exit 1; }
tool="$(swift build -c release --show-bin-path)/achievements"
if ! ACHIEVEMENTS_SYNC_SCALE="$out/report.md" ACHIEVEMENTS_SYNC_SCALE_LANGUAGES="$languages" ACHIEVEMENTS_SYNC_SCALE_TOOL="$tool" \
    swift test --skip-build --filter SyncScaleRun > "$out/test.log" 2>&1; then
  tail -60 "$out/test.log"
  exit 1
fi
cat "$out/report.md"
