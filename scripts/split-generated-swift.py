#!/usr/bin/env python3
"""Split a generated Swift file's one big enum into files of about equal size.

Usage: scripts/split-generated-swift.py FILE PARTS

swift-openapi-generator writes each section of the document into one file:
the schemas (`Components.Schemas`) and the operations (`Operations`) are
each one enum holding hundreds of types. The compiler type-checks a module's
files in as many jobs as there are cores, a whole file per job, so one file
of 800 KB kept one core busy while the other waited: the API client's target
took about 85 s of a clean build, alone on its path. This script moves the
enum's members, whole and in order, into PARTS files (the first keeps the
enum's declaration, the others extend it), each starting with the file's
imports. Nothing is renamed or changed: the declarations are the
generator's, but for one level of indentation in the files that extend.

The enum is the one declaration of the file whose body is the rest of it:
`public enum NAME {` at the top level, or inside `extension OUTER {`.
Above it may stand only imports, `#if`/`#endif` lines around them,
attributes on them and comments (each part repeats them); its members may
not use block comments, multi-line strings or `#if` at the member level.
Anything else is refused, never split: the script is meant for the
generator's output, and a new generator version that writes otherwise must
be looked at.
"""
import re
import sys


def refuse(path, message):
    sys.exit("%s: %s; not split" % (path, message))


def brace_depths(lines, path):
    """Each line's brace depth at its start, skipping strings and comments."""
    depths, depth = [], 0
    for line in lines:
        depths.append(depth)
        i, in_string = 0, False
        while i < len(line):
            c = line[i]
            if in_string:
                if c == "\\":
                    i += 2
                    continue
                if c == '"':
                    in_string = False
            elif c == '"':
                in_string = True
            elif line.startswith("/*", i):
                refuse(path, "a block comment (this script reads only line comments)")
            elif line.startswith("//", i):
                break
            elif c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
            i += 1
        if in_string:
            refuse(path, "a string runs past its line (this script reads only one-line strings)")
    return depths, depth


def split(path, parts):
    text = open(path, encoding="utf-8").read()
    if not text.endswith("\n"):
        refuse(path, "the file does not end with a line break")
    lines = text.split("\n")
    depths, end_depth = brace_depths(lines, path)
    if end_depth != 0:
        refuse(path, "its braces do not balance")
    # The enum: the first `public enum NAME {` at depth 0, or at depth 1 inside `extension OUTER {`.
    outer = None
    for index, line in enumerate(lines):
        match = re.match(r"^(\s*)public enum (\w+) \{$", line)
        if match and depths[index] in (0, 1):
            if depths[index] == 1:
                opening = next(i for i in range(index - 1, -1, -1) if depths[i] == 0 and lines[i].strip())
                outer_match = re.match(r"^extension (\w+) \{$", lines[opening])
                if not outer_match:
                    sys.exit("%s: the enum is not directly inside an extension" % path)
                outer = outer_match.group(1)
            start, indent, name, level = index, match.group(1), match.group(2), depths[index]
            break
    else:
        sys.exit("%s: no public enum at the top of the file" % path)
    # Where the enum's body closes, and the header (imports) every part repeats.
    close = next((i for i in range(start + 1, len(lines) - 1) if depths[i] == level + 1 and depths[i + 1] == level), None)
    if close is None or lines[close].strip() != "}":
        refuse(path, "the enum's body does not end with a line holding only '}'")
    if any(line.strip() for line in lines[close + 1:] if line.strip() != "}"):
        refuse(path, "something follows the enum")
    header_end = start if outer is None else next(i for i in range(start - 1, -1, -1) if depths[i] == 0 and lines[i].strip().startswith("extension"))
    # Doc comments just above the declaration belong to it, not to the header.
    while header_end > 0 and lines[header_end - 1].lstrip().startswith("///"):
        header_end -= 1
    header = lines[:header_end]
    for line in header:
        stripped = line.strip()
        if stripped and not re.match(r"^(//|#if |#endif|#else|@diagnose\(|(@_spi\(\w+\) )?(public |internal |package )?import )", stripped):
            refuse(path, "above the enum stands more than imports: %r" % stripped)
    body = lines[start + 1:close]
    member_depth = level + 1
    # Members: a member ends with a line at the enum's depth that holds
    # a whole declaration (`public typealias …`), or with the `}` that brings
    # the body back to that depth; comments and attributes above a
    # declaration stay with it.
    members, current = [], []
    for offset, line in enumerate(body):
        depth, stripped = depths[start + 1 + offset], line.strip()
        if depth == member_depth and stripped.startswith("#"):
            refuse(path, "a member-level %r" % stripped)
        current.append(line)
        ends_here = depths[start + 2 + offset] == member_depth and (
            depth > member_depth or not (stripped == "" or stripped.startswith("//") or stripped.startswith("@")))
        if ends_here:
            members.append(current)
            current = []
    if any(line.strip() for line in current):
        refuse(path, "the enum's body ends inside a member")
    if members and current:
        members[-1].extend(current)
    if len(members) < parts:
        sys.exit("%s: %d members cannot make %d parts" % (path, len(members), parts))
    total = sum(len("\n".join(m)) for m in members)
    chunks, chunk, size = [], [], 0
    for member in members:
        chunk.append(member)
        size += len("\n".join(member))
        if len(chunks) < parts - 1 and size >= total * (len(chunks) + 1) / parts:
            chunks.append(chunk)
            chunk = []
    if chunk:
        chunks.append(chunk)
    if len(chunks) != parts:
        refuse(path, "its members make %d parts of about equal size, not %d" % (len(chunks), parts))
    qualified = name if outer is None else "%s.%s" % (outer, name)
    base = path[:-len(".swift")]
    first = lines[:start + 1] + [l for m in chunks[0] for l in m] + lines[close:]
    open(path, "w", encoding="utf-8").write("\n".join(first))
    for number, chunk in enumerate(chunks[1:], start=2):
        dedent = len(indent)
        body_lines = [l[dedent:] if l.startswith(" " * dedent) else l for m in chunk for l in m]
        part = header + ["extension %s {" % qualified] + body_lines + ["}", ""]
        open("%s+%d.swift" % (base, number), "w", encoding="utf-8").write("\n".join(part))


if __name__ == "__main__":
    if len(sys.argv) != 3 or not sys.argv[2].isdigit() or int(sys.argv[2]) < 2:
        sys.exit(__doc__.split("\n\n")[1])
    split(sys.argv[1], int(sys.argv[2]))
