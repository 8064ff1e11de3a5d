#!/usr/bin/env python3
"""Writes a synthetic catalog of N achievements to standard output.

Shaped like RetroRacing's: three languages, a metric, five control inputs, a
best-run group, a cumulative group and a control group; and a leaderboard
for every ten achievements, in sets of ten, so the leaderboard rules have
work too. Up to 100 achievements it is valid; past that, ASC's count and
points limits are (expected) errors, and everything else is still checked.
"""
import sys

def main(n):
    out = sys.stdout
    out.write("format: 1\ngame: Benchmark\nidPrefix: ach\nlanguages:\n  en: en-US\n  es: es-ES\n  ca: ca\n")
    out.write("metrics:\n  overtakes: Cars overtaken in one completed run.\n")
    inputs = ["tap", "swipe", "keyboard", "voiceOver", "digitalCrown"]
    controls = min(5, n)
    out.write("inputs:\n")
    for name in inputs[:controls]:
        out.write(f"  {name}:\n    name: {name}\n    rule: {name} used in completed run\n")
    out.write("groups:\n"
              "  runOvertakes:\n    name: Overtakes in One Run\n    id: ach.run.overtakes\n    type: Overtakes per run\n"
              "    progress: bestRun\n    metric: overtakes\n    rule: \">= {threshold} in one completed run\"\n"
              "  totalOvertakes:\n    name: Total Overtakes\n    id: ach.total.overtakes\n    type: Cumulative overtakes\n"
              "    progress: cumulative\n    metric: overtakes\n    rule: \">= {threshold} lifetime\"\n"
              "  control:\n    name: Control-Based\n    id: ach.control\n    type: Control method\n    progress: controlInput\n")
    out.write("achievements:\n")
    rest = n - controls
    runs = rest // 2
    points = 1 if n <= 100 else 10
    for i in range(rest):
        group, kind, threshold = ("runOvertakes", "run", 100 * (i + 1)) if i < runs else ("totalOvertakes", "total", 1000 * (i - runs + 1))
        out.write(f"  - key: {kind}_{i}\n    id: ach.{kind}.overtakes.{i:06d}\n    referenceName: {kind.title()} Overtakes {i}\n"
                  f"    group: {group}\n    threshold: {threshold}\n    points: {points}\n    hidden: no\n    localizations:\n"
                  f"      en:\n        title: {kind.title()} challenge {i}\n        description: Reach {threshold} overtakes.\n"
                  f"      es:\n        title: Desafío {kind} {i}\n        description: Alcanza {threshold} adelantamientos.\n"
                  f"      ca:\n        title: Repte {kind} {i}\n        description: Arriba a {threshold} avançaments.\n")
    for name in inputs[:controls]:
        out.write(f"  - key: control_{name.lower()}\n    id: ach.control.{name.lower()}\n    referenceName: Control {name}\n"
                  f"    group: control\n    input: {name}\n    points: {points}\n    hidden: no\n    localizations:\n"
                  f"      en:\n        title: {name} Driver\n        description: Complete a run using {name}.\n"
                  f"      es:\n        title: Piloto {name}\n        description: Completa una partida con {name}.\n"
                  f"      ca:\n        title: Pilot {name}\n        description: Completa una partida amb {name}.\n")
    boards = max(1, n // 10)
    out.write("leaderboards:\n")
    for i in range(boards):
        out.write(f"  - key: board_{i}\n    id: ach.board.{i:06d}\n    referenceName: Board {i}\n"
                  f"    format: INTEGER\n    sort: DESC\n    submission: BEST_SCORE\n    range:\n      start: 0\n      end: 1000000\n    localizations:\n"
                  f"      en:\n        title: Board {i}\n        description: Most overtakes in one run, board {i}.\n        suffix: overtakes\n        suffixSingular: overtake\n"
                  f"      es:\n        title: Tabla {i}\n        description: Más adelantamientos en una partida, tabla {i}.\n        suffix: adelantamientos\n        suffixSingular: adelantamiento\n"
                  f"      ca:\n        title: Taula {i}\n        description: Més avançaments en una partida, taula {i}.\n        suffix: avançaments\n        suffixSingular: avançament\n")
    out.write("leaderboardSets:\n")
    for s in range((boards + 9) // 10):
        members = ", ".join(f"board_{i}" for i in range(s * 10, min(boards, s * 10 + 10)))
        out.write(f"  - key: set_{s}\n    id: ach.set.{s:05d}\n    referenceName: Set {s}\n    leaderboards: [{members}]\n    localizations:\n"
                  f"      en:\n        title: Set {s}\n      es:\n        title: Grupo {s}\n      ca:\n        title: Grup {s}\n")

if __name__ == "__main__":
    main(int(sys.argv[1]))
