#!/usr/bin/env python3
"""The baseline: what a team would write instead of the toolkit. PyYAML's C
loader reads the catalog, the same core checks run (ID and key format, ID
length, uniqueness, points, text lengths, languages, thresholds in order),
and a Swift file with the enum and the ID mapping is written.

    baseline.py validate|generate|csv CATALOG [OUTPUT]
"""
import csv, re, sys, yaml

ID = re.compile(r"^[a-z0-9]+(\.[a-z0-9]+)*$")
KEY = re.compile(r"^[a-z][a-z0-9_]*$")

def check(catalog):
    problems = []
    languages = list(catalog["languages"])
    seen_ids, seen_keys, seen_refs = set(), set(), set()
    titles = {language: set() for language in languages}
    total, last = 0, {}
    for a in catalog["achievements"]:
        if not ID.match(a["id"]) or len(a["id"].encode()) > 100 or not a["id"].startswith(catalog["idPrefix"] + "."):
            problems.append(("id-format", a["id"]))
        if not KEY.match(a["key"]):
            problems.append(("key-format", a["key"]))
        for value, seen, rule in ((a["id"], seen_ids, "duplicate-id"), (a["key"], seen_keys, "duplicate-key"), (a["referenceName"], seen_refs, "duplicate-reference-name")):
            if value in seen:
                problems.append((rule, value))
            seen.add(value)
        points = a["points"]
        if not isinstance(points, int) or not 0 <= points <= 100:
            problems.append(("points-range", a["key"]))
        total += points
        for language in languages:
            texts = a["localizations"].get(language)
            if not texts or not texts.get("title") or not texts.get("description"):
                problems.append(("missing-localization", a["key"]))
                continue
            if len(texts["title"]) > 50:
                problems.append(("title-length", a["key"]))
            if len(texts["description"]) > 255:
                problems.append(("description-length", a["key"]))
            if texts["title"] in titles[language]:
                problems.append(("duplicate-title", texts["title"]))
            titles[language].add(texts["title"])
        if "threshold" in a:
            if a["group"] in last and a["threshold"] <= last[a["group"]]:
                problems.append(("threshold-order", a["key"]))
            last[a["group"]] = a["threshold"]
    if len(catalog["achievements"]) > 100:
        problems.append(("achievement-count", len(catalog["achievements"])))
    if total > 1000:
        problems.append(("points-budget", total))
    return problems

def swift_literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'

def camel(key):
    parts = key.split("_")
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])

def generate(catalog, path):
    lines = ["// Generated from the catalog.", "", "public enum Challenge: String, CaseIterable, Sendable {"]
    lines += [f"    case {camel(a['key'])} = {swift_literal(a['key'])}" for a in catalog["achievements"]]
    lines += ["}", "", "public func ascAchievementID(for challenge: Challenge) -> String {", "    switch challenge {"]
    lines += [f"    case .{camel(a['key'])}: {swift_literal(a['id'])}" for a in catalog["achievements"]]
    lines += ["    }", "}", ""]
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(lines))

def export_csv(catalog, path):
    languages = list(catalog["languages"])
    with open(path, "w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow(["Position", "Local Key", "Achievement ID", "Reference Name", "Point Value"] + [f"Display Name ({catalog['languages'][l]})" for l in languages])
        for position, a in enumerate(catalog["achievements"], 1):
            writer.writerow([position, a["key"], a["id"], a["referenceName"], a["points"]] + [a["localizations"][l]["title"] for l in languages])

def main():
    stage, path = sys.argv[1], sys.argv[2]
    output = sys.argv[3] if len(sys.argv) > 3 else "/dev/null"
    with open(path, "rb") as f:
        catalog = yaml.load(f, Loader=yaml.CSafeLoader)
    problems = check(catalog)
    if stage == "generate":
        generate(catalog, output)
    elif stage == "csv":
        export_csv(catalog, output)
    print(f"{len(problems)} problems")

if __name__ == "__main__":
    main()
