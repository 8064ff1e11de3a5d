#!/usr/bin/env bash
# Builds Examples/PluginClient, a game package that generates its challenge
# code at build time with ChallengesBuildPlugin, and checks what it prints.
# The example names this package as ../achievements, so both are copied into a
# temporary folder side by side (only files git knows, never .build).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/achievements"
(cd "$root" && git ls-files --cached --others --exclude-standard -z | xargs -0 cp --parents -t "$work/achievements")
cp -R "$root/Examples/PluginClient" "$work/PluginClient"
rm -rf "$work/PluginClient/.build"

swift build --package-path "$work/PluginClient" --product KartQuestCheck
output="$("$work/PluginClient/.build/debug/KartQuestCheck")"
expected='laps_3 kq.race.laps.3 3周
coins_500 kq.coins.500 コイン収集家
control_gamepad kq.control.gamepad パッドレーサー
unlocked: control_gamepad,laps_3
coins so far: 120'
if [ "$output" != "$expected" ]; then
  echo "KartQuestCheck printed:"; echo "$output"
  echo "expected:"; echo "$expected"
  exit 1
fi
echo "build plugin: OK"
