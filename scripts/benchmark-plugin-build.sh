#!/usr/bin/env bash
# What the build-tool plugin costs a game: clean debug builds of the example
# game (Examples/PluginClient) with the plugin, against the same game with its
# generated code committed and only the Challenges library linked.
#   scripts/benchmark-plugin-build.sh [RUNS]      (default 8 pairs; medians are reported)
# Targets: the clean build with the plugin at most 1.5 times the plain one
# (the median of each pair's ratio), and a build with nothing to do at most
# 0.5 s slower with the plugin than without.
# Both packages are copied into a temporary folder beside a copy of this
# package, as scripts/check-build-plugin.sh does; dependencies are resolved
# before the timer starts, so only building is measured.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-8}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/achievements"
(cd "$root" && git ls-files --cached --others --exclude-standard -z | xargs -0 cp --parents -t "$work/achievements")
cp -R "$root/Examples/PluginClient" "$work/WithPlugin"
rm -rf "$work/WithPlugin/.build"
cp -R "$work/WithPlugin" "$work/WithoutPlugin"

# The same game without the plugin: its generated code written once and kept as sources.
swift build --package-path "$work/achievements" --product achievements-generate >/dev/null
"$(swift build --package-path "$work/achievements" --show-bin-path)/achievements-generate" \
  --catalog "$work/WithoutPlugin/Catalog/kartquest.yaml" --output "$work/WithoutPlugin/Sources/KartQuestChallenges/Generated" >/dev/null
python3 - "$work/WithoutPlugin/Package.swift" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
text = text.replace(',\n            plugins: [.plugin(name: "ChallengesBuildPlugin", package: "achievements")]', '')
open(path, "w").write(text)
PY
grep -q ".plugin(name: \"ChallengesBuildPlugin\"" "$work/WithoutPlugin/Package.swift" && { echo "could not remove the plugin"; exit 1; }

# One build of a package, in seconds.
timed_build() {
  local start end
  start=$(date +%s.%N)
  swift build --package-path "$1" --product KartQuestCheck >/dev/null
  end=$(date +%s.%N)
  python3 -c "print($end - $start)"
}

# One clean build of a package, in seconds.
clean_build() {
  local package="$1"
  rm -rf "$package/.build/debug" "$package/.build/x86_64-unknown-linux-gnu" "$package/.build/aarch64-unknown-linux-gnu" "$package/.build/plugins"
  timed_build "$package"
}

median() { sort -n | sed -n "$(( (runs + 1) / 2 ))p"; }

swift package --package-path "$work/WithPlugin" resolve >/dev/null
swift package --package-path "$work/WithoutPlugin" resolve >/dev/null
# Alternate the two builds, so a slower or faster spell of the machine
# weighs on both alike.
with_times=() without_times=()
for _ in $(seq "$runs"); do
  with_times+=("$(clean_build "$work/WithPlugin")")
  without_times+=("$(clean_build "$work/WithoutPlugin")")
done
with=$(printf '%s\n' "${with_times[@]}" | median)
without=$(printf '%s\n' "${without_times[@]}" | median)
ratios=()
for index in "${!with_times[@]}"; do
  ratios+=("$(python3 -c "print(${with_times[$index]} / ${without_times[$index]})")")
done
ratio=$(printf '%s\n' "${ratios[@]}" | median)

# A build with nothing to do, after the clean builds above: what a developer
# pays on every build and run. The first one after a clean build still
# writes SwiftPM's caches (about a second more), so it is left out.
timed_build "$work/WithPlugin" >/dev/null
timed_build "$work/WithoutPlugin" >/dev/null
with_noop=() without_noop=()
for _ in $(seq "$runs"); do
  with_noop+=("$(timed_build "$work/WithPlugin")")
  without_noop+=("$(timed_build "$work/WithoutPlugin")")
done
with_idle=$(printf '%s\n' "${with_noop[@]}" | median)
without_idle=$(printf '%s\n' "${without_noop[@]}" | median)

printf 'clean debug build of the example game, %s alternating pairs on %s cores (medians):\n' "$runs" "$(nproc)"
printf '  with the build-tool plugin:       %6.1f s  (runs: %s)\n' "$with" "$(printf '%.1f ' "${with_times[@]}")"
printf '  generated code committed instead: %6.1f s  (runs: %s)\n' "$without" "$(printf '%.1f ' "${without_times[@]}")"
printf '  ratio, median of the pairs:       %6.2f  (pairs: %s; target: at most 1.5)\n' "$ratio" "$(printf '%.2f ' "${ratios[@]}")"
printf 'a build with nothing to do (medians):\n'
printf '  with the build-tool plugin:       %6.2f s  (runs: %s)\n' "$with_idle" "$(printf '%.2f ' "${with_noop[@]}")"
printf '  generated code committed instead: %6.2f s  (runs: %s)\n' "$without_idle" "$(printf '%.2f ' "${without_noop[@]}")"
printf '  difference:                       %6.2f s  (target: at most 0.5)\n' "$(python3 -c "print($with_idle - $without_idle)")"
