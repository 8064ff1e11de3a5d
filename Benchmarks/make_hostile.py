#!/usr/bin/env python3
"""Writes the hostile shapes of issue 38 into a folder, for scripts/benchmark-hostile.sh.

Each shape is a catalog (and for the client check a Swift file) whose cost
once grew with the product of two of its sizes. Every file stays under the
catalog's default 16 MiB limit (the client file under the check's 2 MiB).

    Benchmarks/make_hostile.py FOLDER

writes FOLDER/NAME.yaml (and FOLDER/NAME.swift) and prints one line per
shape: NAME, catalog, Swift file or '-', and what it is.
"""
import os, sys

LIMIT = 16 * 1024 * 1024 - 64 * 1024
HEADER = "format: 1\ngame: Hostile\nidPrefix: ach\nlanguages:\n  en: en-US\n"
GROUP = ("groups:\n  total:\n    name: Total\n    id: ach.total\n    type: Total\n    progress: cumulative\n"
         "    metric: score\n    rule: \">= {threshold} lifetime\"\nmetrics:\n  score: Points scored.\n")
ONE_ACHIEVEMENT = (GROUP + "achievements:\n  - key: total_1\n    id: ach.total.0001\n    referenceName: Total 1\n    group: total\n"
                   "    threshold: 10\n    points: 1\n    hidden: no\n    localizations:\n      en:\n        title: Total 1\n"
                   "        description: Score 10.\n")

def key(index, letter="a", length=120):
    tail = f"{index:07d}"
    return "board_" + letter * (length - 6 - len(tail)) + tail

def leaderboard(k, index):
    return (f"  - key: {k}\n    id: ach.board.b{index}\n    referenceName: Board {index}\n    format: INTEGER\n"
            f"    sort: DESC\n    submission: BEST_SCORE\n    localizations:\n      en:\n        title: Board {index}\n")

def set_members(path, boards, members, near):
    """`boards` leaderboards with 120-character keys, and one set listing `members`
    keys that do not exist: near ones differ from a key in one character
    (the comparison runs to its end), far ones in every character."""
    with open(path, "w") as out:
        out.write(HEADER + ONE_ACHIEVEMENT + "leaderboards:\n")
        for index in range(boards):
            out.write(leaderboard(key(index), index))
        out.write("leaderboardSets:\n  - key: all\n    id: ach.set.all\n    referenceName: All\n    leaderboards:\n")
        for index in range(members):
            member = key(index % boards, "a")[:-8] + "x" + key(index, "a")[-7:] if near else key(index, "z")
            out.write(f"      - {member}\n")
        out.write("    localizations:\n      en:\n        title: All\n")

def filled_set_members(path):
    """As large as the limit allows: 20,000 leaderboards, then near members to 16 MiB."""
    with open(path, "w") as out:
        out.write(HEADER + ONE_ACHIEVEMENT + "leaderboards:\n")
        boards = 20_000
        for index in range(boards):
            out.write(leaderboard(key(index), index))
        out.write("leaderboardSets:\n  - key: all\n    id: ach.set.all\n    referenceName: All\n    leaderboards:\n")
        index = 0
        while out.tell() < LIMIT:
            out.write(f"      - {key(index % boards, 'a')[:-8] + 'x' + key(index, 'a')[-7:]}\n")
            index += 1
        out.write("    localizations:\n      en:\n        title: All\n")

def many_sets(path):
    """100 sets of 1,000 near members each against 3,000 keys."""
    with open(path, "w") as out:
        out.write(HEADER + ONE_ACHIEVEMENT + "leaderboards:\n")
        for index in range(3_000):
            out.write(leaderboard(key(index), index))
        out.write("leaderboardSets:\n")
        for number in range(100):
            out.write(f"  - key: set_{number}\n    id: ach.set.s{number}\n    referenceName: Set {number}\n    leaderboards:\n")
            for index in range(1_000):
                out.write(f"      - {key(index, 'a')[:-8] + 'y' + key(number * 1_000 + index, 'a')[-7:]}\n")
            out.write(f"    localizations:\n      en:\n        title: Set {number}\n")

def unknown_fields(path):
    """One achievement with unknown fields to 16 MiB, each a typo of a known one."""
    with open(path, "w") as out:
        out.write(HEADER + ONE_ACHIEVEMENT)
        index = 0
        while out.tell() < LIMIT:
            out.write(f"    pionts{index}: 1\n")
            index += 1

def entry(index, id, language="en"):
    """One achievement of the `total` group, with its texts in `language`."""
    return (f"  - key: total_{index}\n    id: {id}\n    referenceName: Total {index}\n    group: total\n"
            f"    threshold: {index * 10}\n    points: 1\n    hidden: no\n    localizations:\n      {language}:\n"
            f"        title: Total {index}\n        description: Score {index * 10}.\n")

def many_languages(path, count=200, languages=8_000):
    """`count` achievements in one language against `languages` declared ones:
    every rule that looks at each language of each resource once multiplied them."""
    with open(path, "w") as out:
        out.write("format: 1\ngame: Hostile\nidPrefix: ach\nlanguages:\n")
        for index in range(languages):
            out.write(f"  l{index}: en-US\n")
        out.write(GROUP + "achievements:\n")
        for index in range(1, count + 1):
            out.write(entry(index, f"ach.total.{index:04d}", "l0"))

def filled_languages(path):
    """Languages to half the limit, then achievements to the other half."""
    with open(path, "w") as out:
        out.write("format: 1\ngame: Hostile\nidPrefix: ach\nlanguages:\n")
        index = 0
        while out.tell() < LIMIT // 2:
            out.write(f"  l{index}: en-US\n")
            index += 1
        out.write(GROUP + "achievements:\n")
        index = 1
        while out.tell() < LIMIT:
            out.write(entry(index, f"ach.total.{index:06d}", "l0"))
            index += 1

def long_ids(path, count=100):
    """`count` achievements with 100-character IDs, for the client check."""
    with open(path, "w") as out:
        out.write(HEADER + GROUP + "achievements:\n")
        for index in range(1, count + 1):
            out.write(entry(index, f"ach.{'t' * 90}.{index:04d}"))

def far_long_literals(path):
    """A 2 MiB Swift file of distinct 100-character dotted literals that differ
    from every long ID at both ends: each comparison runs to the band's end."""
    swift_literals(path, lambda a, b, index: f"x{a}{b}.{'t' * 90}.{index // 625:03d}y")

def swift_literals(path, literal):
    """A Swift file of string literals to 2 MiB: `literal(a, b, index)` for
    each index, a and b letters that cycle through 625 pairs."""
    letters = "bcdefghijklmnopqrstuvwxyz"
    with open(path, "w") as out:
        out.write("let near = [\n")
        index = 0
        while out.tell() < 2 * 1024 * 1024 - 256:
            out.write(f"    \"{literal(letters[index % 25], letters[(index // 25) % 25], index)}\",\n")
            index += 1
        out.write("]\n")

def achievements(path, count=100):
    """`count` achievements with IDs ach.total.0001…, for the client check."""
    with open(path, "w") as out:
        out.write(HEADER + GROUP + "achievements:\n")
        for index in range(1, count + 1):
            out.write(entry(index, f"ach.total.{index:04d}"))

def near_literals(path, prefixed):
    """A 2 MiB Swift file of distinct literals one or two edits from an ID
    (`acx.total.0042`), or with the ID prefix (`ach.totel.0042`)."""
    def literal(a, b, index):
        number = 1 + (index // 625) % 100
        return f"ach.tot{a}{b}.{number:04d}" if prefixed else f"a{a}{b}.total.{number:04d}"
    swift_literals(path, literal)

def main(folder):
    os.makedirs(folder, exist_ok=True)
    shapes = []
    def add(name, write, describe, swift=None):
        catalog = os.path.join(folder, name + ".yaml")
        write(catalog)
        if swift:
            swift(os.path.join(folder, name + ".swift"))
        shapes.append((name, catalog, os.path.join(folder, name + ".swift") if swift else "-", describe))
    add("set-members-issue", lambda p: set_members(p, 500, 1_000, near=False), "issue 38: 500 leaderboards (120-char keys), a set of 1,000 unknown keys")
    add("set-members-3000", lambda p: set_members(p, 3_000, 1_000, near=True), "3,000 leaderboards, a set of 1,000 keys one edit from a key")
    add("set-members-16mib", filled_set_members, "20,000 leaderboards, one set of near keys to 16 MiB")
    add("many-sets", many_sets, "3,000 leaderboards, 100 sets of 1,000 near keys")
    add("unknown-fields-16mib", unknown_fields, "one achievement with unknown fields (typos of known ones) to 16 MiB")
    add("many-languages", many_languages, "200 achievements in 1 of 8,000 declared languages")
    add("languages-16mib", filled_languages, "languages to 8 MiB, then achievements in 1 of them to 16 MiB")
    add("client-near-ids", achievements, "100 IDs; a 2 MiB Swift file of distinct literals 1-2 edits from them",
        swift=lambda p: near_literals(p, prefixed=False))
    add("client-prefixed", achievements, "100 IDs; a 2 MiB Swift file of distinct unknown literals with the ID prefix",
        swift=lambda p: near_literals(p, prefixed=True))
    add("client-long-ids", long_ids, "100 IDs of 100 characters; a 2 MiB Swift file of distinct 100-character literals differing at both ends",
        swift=far_long_literals)
    for shape in shapes:
        print("\t".join(shape))

if __name__ == "__main__":
    main(sys.argv[1])
