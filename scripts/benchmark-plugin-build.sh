#!/usr/bin/env bash
# What the build-tool plugin costs a game: clean debug builds of the example
# game (Examples/PluginClient) three ways, alternating:
#   - with ChallengesPrebuiltPlugin, whose generator scripts/install.sh built
#     (the way docs/getting-started.md sets a game up);
#   - with ChallengesBuildPlugin, which builds the generator from source first;
#   - with its generated code committed and only the Challenges library linked.
#   scripts/benchmark-plugin-build.sh [RUNS]      (default 8 rounds; medians are reported)
# Targets: the clean build with the plugin at most 1.5 times the plain one
# (the median of each round's ratio), and a build with nothing to do at most
# 0.5 s slower with the plugin than without.
# The packages are copied into a temporary folder beside a copy of this
# package, as scripts/check-build-plugin.sh does; dependencies are resolved
# and the prebuilt generator installed (release, as scripts/install.sh does
# by default) before the timer starts, so only the games' builds are measured.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-8}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/achievements"
(cd "$root" && git ls-files --cached --others --exclude-standard -z | xargs -0 cp -P --parents -t "$work/achievements")
rm -rf "$work/achievements/PrebuiltPlugin/AchievementsGenerateTool.artifactbundle"
cp -R "$root/Examples/PluginClient" "$work/Prebuilt"
rm -rf "$work/Prebuilt/.build"
cp -R "$work/Prebuilt" "$work/FromSource"
cp -R "$work/Prebuilt" "$work/Committed"
names=(Prebuilt FromSource Committed)

# The prebuilt generator, as a new team's install makes it.
"$work/achievements/scripts/install.sh" --generator-only >/dev/null
# The same game with the prebuilt plugin, and without the plugin: its
# generated code written once and kept as sources.
"$(swift build --package-path "$work/achievements" -c release --show-bin-path)/achievements-generate" \
  --catalog "$work/Committed/Catalog/kartquest.yaml" --output "$work/Committed/Sources/KartQuestChallenges/Generated" >/dev/null
python3 - "$work/Prebuilt/Package.swift" "$work/Committed/Package.swift" <<'PY'
import sys
plugin = ',\n            plugins: [.plugin(name: "ChallengesBuildPlugin", package: "achievements")]'
dependency = '.package(path: "../achievements", traits: []),'
prebuilt_path, committed_path = sys.argv[1:3]
text = open(prebuilt_path).read()
assert plugin in text and dependency in text
text = text.replace(dependency, dependency + '\n        .package(path: "../achievements/PrebuiltPlugin"),')
text = text.replace(plugin, plugin.replace('"ChallengesBuildPlugin", package: "achievements"', '"ChallengesPrebuiltPlugin", package: "PrebuiltPlugin"'))
open(prebuilt_path, "w").write(text)
text = open(committed_path).read()
open(committed_path, "w").write(text.replace(plugin, ""))
PY
grep -q 'ChallengesPrebuiltPlugin' "$work/Prebuilt/Package.swift" || { echo "could not apply the prebuilt plugin"; exit 1; }
grep -q '.plugin(name:' "$work/Committed/Package.swift" && { echo "could not remove the plugin"; exit 1; }

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
# The median of each round's ratio of two lists of times (space-separated).
median_ratio() {
  python3 - "$1" "$2" "$runs" <<'PY'
import sys
a, b, runs = [float(x) for x in sys.argv[1].split()], [float(x) for x in sys.argv[2].split()], int(sys.argv[3])
ratios = sorted(x / y for x, y in zip(a, b))
print("%.2f (rounds: %s)" % (ratios[(runs + 1) // 2 - 1], " ".join("%.2f" % (x / y) for x, y in zip(a, b))))
PY
}

for name in "${names[@]}"; do swift package --package-path "$work/$name" resolve >/dev/null; done
# Alternate the builds, so a slower or faster spell of the machine weighs on all alike.
declare -A clean idle
for _ in $(seq "$runs"); do
  for name in "${names[@]}"; do clean[$name]+="$(clean_build "$work/$name") "; done
done
# A build with nothing to do, after the clean builds above: what a developer
# pays on every build and run. The first one after a clean build still
# writes SwiftPM's caches (about a second more), so it is left out.
for name in "${names[@]}"; do timed_build "$work/$name" >/dev/null; done
for _ in $(seq "$runs"); do
  for name in "${names[@]}"; do idle[$name]+="$(timed_build "$work/$name") "; done
done

printf 'clean debug build of the example game, %s alternating rounds on %s cores (medians):\n' "$runs" "$(nproc)"
for name in "${names[@]}"; do
  printf '  %-10s %6.1f s  (runs: %s)\n' "$name" "$(tr ' ' '\n' <<<"${clean[$name]}" | grep . | median)" "$(printf '%.1f ' ${clean[$name]})"
done
printf '  ratio, prebuilt plugin to committed code:    %s; target: at most 1.5\n' "$(median_ratio "${clean[Prebuilt]}" "${clean[Committed]}")"
printf '  ratio, plugin built from source to committed: %s\n' "$(median_ratio "${clean[FromSource]}" "${clean[Committed]}")"
printf 'a build with nothing to do (medians):\n'
for name in "${names[@]}"; do
  printf '  %-10s %6.2f s  (runs: %s)\n' "$name" "$(tr ' ' '\n' <<<"${idle[$name]}" | grep . | median)" "$(printf '%.2f ' ${idle[$name]})"
done
committed_idle="$(tr ' ' '\n' <<<"${idle[Committed]}" | grep . | median)"
for name in Prebuilt FromSource; do
  printf '  difference, %-10s %6.2f s  (target: at most 0.5)\n' "$name:" "$(python3 -c "print($(tr ' ' '\n' <<<"${idle[$name]}" | grep . | median) - $committed_idle)")"
done
