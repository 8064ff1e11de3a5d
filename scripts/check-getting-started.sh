#!/usr/bin/env bash
# Follows docs/getting-started.md as a new team would, and fails where the
# page and the tool disagree.
#
# In a scratch home folder (HOME is set to it, so `~` and the install's
# default prefix land there and nothing of the machine's own home is used),
# it runs every ```sh block of the page in order in one shell, writes every
# ```swift block marked `<!-- file: PATH -->` to PATH in the folder the
# shell is in at that point, and compares each ```text block marked
# `<!-- expect -->` with the whole output of the shell block before it
# (`<!-- expect the last line -->`: with its last line).
#
# Two differences from the page, which the page lists at its end: no
# network and CI's time limit.
#   - the clone of step 1 is a link to this checkout, and the install uses
#     its debug build (`--configuration debug`), which CI has built;
#   - the artwork of step 8 is written here, where the page asks for the
#     team's own images (three 512×512 RGB PNGs, named after the keys).
#
# Usage: scripts/check-getting-started.sh [--keep]   (--keep: leave the scratch folder)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
page="$root/docs/getting-started.md"
keep=false
[ "${1:-}" = "--keep" ] && keep=true
scratch="$(mktemp -d)"
$keep || trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/home"

# The page as one script. Each step's output goes to its own log, so an
# expectation can compare it; the log is printed as the step ends.
python3 - "$page" "$scratch" "$root" > "$scratch/steps.sh" <<'PY'
import re, shlex, sys
page, scratch, root = sys.argv[1:4]
lines = open(page, encoding="utf-8").read().split("\n")
substitutions = [
    ("git clone https://github.com/OWNER/achievements ~/achievements", "ln -s %s ~/achievements" % shlex.quote(root)),
    ("~/achievements/scripts/install.sh", "~/achievements/scripts/install.sh --configuration debug > /dev/null"),
]
used = set()
def substitute(text):
    for old, new in substitutions:
        if old in text:
            text = text.replace(old, new)
            used.add(old)
    return text
out = ["set -euo pipefail", 'export HOME=%s' % shlex.quote(scratch + "/home"), "cd ~"]
marker = None
step = 0
i = 0
while i < len(lines):
    line = lines[i]
    m = re.match(r"^<!-- (file: (.+)|expect|expect the last line) -->$", line)
    if m:
        marker = m.group(1)
        i += 1
        continue
    if line.startswith("## 8."):
        # Step 8 asks for the team's images: CI makes three plain ones.
        out.append("python3 %s/scripts/getting-started-artwork.py artwork best_100 total_1k control_tap" % shlex.quote(root))
    if line.startswith("```") and len(line) > 3:
        kind = line[3:]
        end = lines.index("```", i + 1)
        body = "\n".join(lines[i + 1:end])
        if marker and marker.startswith("file: "):
            path = marker[len("file: "):]
            out.append("mkdir -p %s" % shlex.quote(path.rsplit("/", 1)[0]) if "/" in path else ":")
            out.append("cat > %s <<'END_OF_PAGE_FILE'\n%s\nEND_OF_PAGE_FILE" % (shlex.quote(path), substitute(body)))
        elif marker and marker.startswith("expect"):
            expected = scratch + "/expected-%d.txt" % step
            open(expected, "w", encoding="utf-8").write(body + "\n")
            if marker == "expect the last line":
                out.append("tail -n 1 \"$log\" | diff -u %s - || { echo 'page block %d: the last line differs from the page'; exit 1; }" % (shlex.quote(expected), step))
            else:
                out.append("diff -u %s \"$log\" || { echo 'page block %d: the output differs from the page'; exit 1; }" % (shlex.quote(expected), step))
        elif kind == "sh":
            step += 1
            out.append("log=%s" % shlex.quote(scratch + "/step-%d.log" % step))
            out.append("echo '== page block %d'; printf '%%s\\n' %s" % (step, shlex.quote(body)))
            out.append("{\n%s\n} > \"$log\" 2>&1 || { cat \"$log\"; echo 'page block %d failed'; exit 1; }" % (substitute(body), step))
            out.append('cat "$log"')
        marker = None
        i = end + 1
        continue
    i += 1
missing = [old for old, _ in substitutions if old not in used]
if missing:
    sys.exit("the page no longer has: %s (update scripts/check-getting-started.sh with it)" % "; ".join(missing))
print("\n".join(out))
PY
bash "$scratch/steps.sh"
echo "docs/getting-started.md: every step did what the page says"

# Step 1 is the README's install command: the installed `achievements asc`
# runs the `achievements-asc` installed beside it.
if ! "$scratch/home/.local/bin/achievements" asc --help | grep -q "plan"; then
  echo "the installed achievements asc did not run the installed achievements-asc"; exit 1
fi

# The page's last word on updates: after the checkout changes, the prebuilt
# generator is out of date and the game's build says so, with the fix. The
# plugin compares contents, not times: a source file changed with its time
# kept (as tar and rsync -a keep times) stands in for a checkout that moved
# on, and a generator whose bytes differ from the record for one swapped in.
game="$scratch/home/MyGame"
bundle="$root/PrebuiltPlugin/AchievementsGenerateTool.artifactbundle"
changed="$root/Sources/Challenges/ChallengeLog.swift"
generator="$(find "$bundle" -type f -name achievements-generate | head -1)"
cp -p "$changed" "$scratch/changed.swift"
cp -p "$generator" "$scratch/generator"
restore_checkout() { cp -p "$scratch/changed.swift" "$changed"; cp -p "$scratch/generator" "$generator"; }
trap 'restore_checkout; $keep || rm -rf "$scratch"' EXIT
stale_fix="run scripts/install.sh in the toolkit's checkout again to rebuild it (--generator-only rebuilds only it), or apply ChallengesBuildPlugin, which builds it from source"
expect_stale() {
  touch "$game/Package.swift"  # SwiftPM plans again, and runs the plugin, when the manifest changes
  if swift build --package-path "$game" > "$scratch/stale.log" 2>&1; then
    echo "the game built with a stale prebuilt generator ($2)"; exit 1
  fi
  if ! grep -q "error: the prebuilt achievements-generate (.*) $1: $stale_fix" "$scratch/stale.log"; then
    cat "$scratch/stale.log"; echo "the stale generator's error is not the one docs/plugins.md shows ($2)"; exit 1
  fi
}
printf '\n// changed, with its time kept\n' >> "$changed"
touch -r "$scratch/changed.swift" "$changed"
expect_stale "was built before .*/Sources/Challenges/ChallengeLog.swift changed" "a source changed with its time kept"
cp -p "$scratch/changed.swift" "$changed"
printf 'x' >> "$generator"
touch -r "$scratch/generator" "$generator"
expect_stale "is not the generator scripts/install.sh built there (its bytes differ from the record)" "a generator swapped in the bundle"
cp -p "$scratch/generator" "$generator"
"$root/scripts/install.sh" --configuration debug --generator-only > /dev/null
touch "$game/Package.swift"
swift build --package-path "$game" > /dev/null
echo "a prebuilt generator not built from the checkout's sources stops the game's build until scripts/install.sh runs again"
