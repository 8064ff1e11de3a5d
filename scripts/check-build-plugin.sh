#!/usr/bin/env bash
# Builds Examples/PluginClient, a game package that generates its challenge
# code at build time with ChallengesBuildPlugin, and checks what it prints
# (the build's mention of the example's Xcode Game Center bundle included),
# that a game's build (`traits: []`) fetches none of the sync's packages,
# and that a templates folder added or removed between builds is followed after the README's recovery.
# The example names this package as ../achievements, so both are copied into a
# temporary folder side by side (only files git knows, never .build).
# It exports the templates with this checkout's debug build of the tool
# (ACHIEVEMENTS_TOOL names another), so the example builds only what a game
# builds; scripts/check-without-sync.sh checks the tool a game builds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tool="${ACHIEVEMENTS_TOOL:-$root/.build/debug/achievements}"
if [ ! -x "$tool" ] && [ -z "${ACHIEVEMENTS_TOOL:-}" ]; then
  swift build --package-path "$root" --product achievements > /dev/null
fi
if [ ! -x "$tool" ]; then
  echo "no tool at $tool: name one with ACHIEVEMENTS_TOOL"
  exit 1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A copy: CI goes on building in the checkout while this runs beside it.
mkdir "$work/tool"
cp "$tool" "$work/tool/achievements"
tool="$work/tool/achievements"

mkdir -p "$work/achievements"
(cd "$root" && git ls-files --cached --others --exclude-standard -z | xargs -0 cp -P --parents -t "$work/achievements")
cp -R "$root/Examples/PluginClient" "$work/PluginClient"
rm -rf "$work/PluginClient/.build"

log="$work/build.log"
swift build --package-path "$work/PluginClient" --product KartQuestCheck 2>&1 | tee "$log"
# The example commits Xcode's Game Center bundle: the plugin says how to keep it in step.
if ! grep -q "Generating challenge code for KartQuestChallenges from kartquest.yaml; GameCenterResources.gamekit is Xcode's export of it: check it with \`achievements export gamekit --check\`" "$log"; then
  echo "the build did not mention the example's GameCenterResources.gamekit"
  exit 1
fi
output="$("$work/PluginClient/.build/debug/KartQuestCheck")"
expected='laps_3 kq.race.laps.3 3周
coins_500 kq.coins.500 コイン収集家
control_gamepad kq.control.gamepad パッドレーサー
photo_finish kq.race.photo 写真判定
unlocked: control_gamepad,laps_3
coins so far: 120
set kq.set.races: kq.board.lap,kq.board.coins.weekly
submitted 4210 to kq.board.lap
lap 4210: best improved true
submitted 3980 to kq.board.lap
lap 3980: best improved true
submitted 4050 to kq.board.lap
lap 4050: best improved false
started kq.activity.ghost with laps=5,track=harbour
joined ghost_race on harbour
challenge kq.challenge.lap on kq.board.lap'
if [ "$output" != "$expected" ]; then
  echo "KartQuestCheck printed:"; echo "$output"
  echo "expected:"; echo "$expected"
  exit 1
fi
# `traits: []` leaves the sync out of a game's build: none of its packages was even fetched
# (while the packages a game's build needs were, where SwiftPM keeps them).
if [ ! -d "$work/PluginClient/.build/checkouts/swift-mustache" ]; then
  echo "no checkout of swift-mustache in the example's build: where does SwiftPM keep them now?"
  exit 1
fi
for package in swift-crypto swift-openapi-runtime swift-http-types hummingbird swift-nio; do
  if [ -e "$work/PluginClient/.build/checkouts/$package" ]; then
    echo "a game's build with traits: [] fetched $package, a package only the sync needs"
    exit 1
  fi
done
# A templates folder appearing or disappearing: SwiftPM keeps the plugin's command from the last time it
# loaded the package, so the README's recovery (touch Package.swift) makes the next build follow the folder.
generated="$(find "$work/PluginClient/.build/plugins/outputs" -path "*KartQuestChallenges*" -name ChallengeIDMapping.swift | head -1)"
(cd "$work/PluginClient" && "$tool" templates export > /dev/null)
sed -i '1i // edited template' "$work/PluginClient/templates/ChallengeIDMapping.swift.mustache"
touch "$work/PluginClient/Package.swift"
swift build --package-path "$work/PluginClient" --product KartQuestCheck > /dev/null
if ! grep -q "^// edited template" "$generated"; then
  echo "the build did not use the templates folder added after the first build"
  exit 1
fi
rm -rf "$work/PluginClient/templates"
touch "$work/PluginClient/Package.swift"
swift build --package-path "$work/PluginClient" --product KartQuestCheck > /dev/null
if grep -q "^// edited template" "$generated"; then
  echo "the build still used the templates folder removed after the last build"
  exit 1
fi
# achievements.yml as an editor on Windows writes it (CRLF), with a quoted catalog path holding '#':
# the plugin reads the path as the tool does (a misreading stops the build: config-plugin-reading).
cp "$work/PluginClient/Catalog/kartquest.yaml" "$work/PluginClient/Catalog/kart #1.yaml"
printf '# CRLF line ends\r\ncatalog: "Catalog/kart #1.yaml"   # quoted: the # is text\r\naccessLevel: public\r\n' > "$work/PluginClient/achievements.yml"
touch "$work/PluginClient/Package.swift"
swift build --package-path "$work/PluginClient" --product KartQuestCheck > "$log" 2>&1 || { cat "$log"; exit 1; }
if ! grep -q "Generating challenge code for KartQuestChallenges from kart #1.yaml" "$log"; then
  cat "$log"
  echo "the build did not generate from the catalog a CRLF achievements.yml names"
  exit 1
fi
echo "build plugin: OK"
