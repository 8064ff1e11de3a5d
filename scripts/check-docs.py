#!/usr/bin/env python3
"""Checks the README and docs/*.md for what goes stale as the code moves.

- Every relative link names a file of the repository, and every `#anchor`
  a heading of its page (GitHub's anchors: lower case, punctuation dropped,
  spaces as hyphens, a repeated heading numbered -1, -2, ...).
- Every page that tells a game to depend on this package names the tool's
  own version (`toolVersion` in Sources/CommandLineSupport/RuleCatalogue.swift).
- Every docs page is reachable from the README.
- Every path and Swift name docs/architecture.md's "Where to add a kind"
  names exists.

Prints `PATH:LINE: message` for each problem and exits 1 if there is any.
Usage: scripts/check-docs.py
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINK = re.compile(r"\]\(([^)\s]+)\)")
DEPENDENCY = re.compile(r'\.package\(url: "[^"]*/achievements", from: "([^"]+)"')


def pages():
    yield "README.md"
    for name in sorted(os.listdir(os.path.join(ROOT, "docs"))):
        if name.endswith(".md"):
            yield "docs/" + name


def prose_lines(path):
    """(line number, text) of the lines outside fenced code blocks."""
    fenced = False
    with open(os.path.join(ROOT, path), encoding="utf-8") as page:
        for number, line in enumerate(page, start=1):
            if line.startswith("```"):
                fenced = not fenced
                continue
            if not fenced:
                yield number, line.rstrip("\n")


def anchors(path):
    seen = {}
    result = set()
    for _, line in prose_lines(path):
        heading = re.match(r"^#{1,6} (.*)$", line)
        if not heading:
            continue
        slug = re.sub(r"[^\w\- ]", "", heading.group(1).strip().lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        result.add(slug if count == 0 else "%s-%d" % (slug, count))
    return result


def tool_version():
    source = open(os.path.join(ROOT, "Sources/CommandLineSupport/RuleCatalogue.swift"), encoding="utf-8").read()
    return re.search(r'toolVersion = "([^"]+)"', source).group(1)


def kind_table_problems():
    """Every path and Swift name docs/architecture.md's "Where to add a kind" names exists:
    a capitalized name as a declared type, any other as a declared function,
    property or case."""
    page = "docs/architecture.md"
    text = open(os.path.join(ROOT, page), encoding="utf-8").read()
    start = text.find("## Where to add a kind")
    if start < 0:
        return ["%s:1: has no section 'Where to add a kind'" % page]
    end = text.find("\n## ", start + 1)
    section = text[start:end if end >= 0 else len(text)]
    first_line = text.count("\n", 0, start) + 1
    types, members, type_members = set(), set(), {}
    for folder in ("Sources", "Tests"):
        for base, _, files in os.walk(os.path.join(ROOT, folder)):
            for name in files:
                if name.endswith(".swift"):
                    source = open(os.path.join(base, name), encoding="utf-8", errors="replace").read()
                    types.update(re.findall(r"\b(?:struct|enum|protocol|class|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)", source))
                    declared = set(re.findall(r"\b(?:func|var|let|case)\s+([A-Za-z_][A-Za-z0-9_]*)", source))
                    members.update(declared)
                    # A type's members: those of every file that declares or extends it.
                    for owner in re.findall(r"\b(?:struct|enum|protocol|class|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)", source):
                        type_members.setdefault(owner.split(".")[-1], set()).update(declared)
    problems = []
    for offset, line in enumerate(section.split("\n")):
        for name in re.findall(r"`([^`]+)`", line):
            if "/" in name and not name.startswith("/"):
                if not os.path.exists(os.path.join(ROOT, name)):
                    problems.append("%s:%d: the kind table names %s, which does not exist" % (page, first_line + offset, name))
                continue
            # A Swift name, or Type.member: a capitalized part must be a
            # declared type, any other a declared function, property or case.
            parts = re.sub(r"\(.*\)$", "", name).split(".")
            if all(re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", part) for part in parts):
                owner = None
                for part in parts:
                    known = types if part[0].isupper() else type_members.get(owner, set()) if owner else members
                    if part not in known:
                        problems.append("%s:%d: the kind table names %s, which no Swift source declares" % (page, first_line + offset, name))
                        break
                    owner = part if part[0].isupper() else None
    return problems


def main():
    problems = []
    version = tool_version()
    linked = set()
    for page in pages():
        folder = os.path.dirname(page)
        for number, line in prose_lines(page):
            for target in LINK.findall(line):
                if re.match(r"^[a-z]+:", target):
                    continue  # https:, mailto:
                file, _, anchor = target.partition("#")
                resolved = os.path.normpath(os.path.join(folder, file)) if file else page
                if not os.path.exists(os.path.join(ROOT, resolved)):
                    problems.append("%s:%d: %s names no file of the repository" % (page, number, target))
                    continue
                linked.add(resolved)
                if anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
                    problems.append("%s:%d: %s has no heading '#%s'" % (page, number, resolved, anchor))
        text = open(os.path.join(ROOT, page), encoding="utf-8").read()
        for match in DEPENDENCY.finditer(text):
            if match.group(1) != version:
                number = text.count("\n", 0, match.start()) + 1
                problems.append('%s:%d: depends on version %s; the tool is %s' % (page, number, match.group(1), version))
    for page in pages():
        if page != "README.md" and page not in linked:
            problems.append("%s:1: no page links to it" % page)
    problems += kind_table_problems()
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print("README.md and docs/: every link resolves, every version is %s" % version)


if __name__ == "__main__":
    main()
