#!/usr/bin/env bash
# Opens the admin CSV in a real spreadsheet program (LibreOffice Calc,
# headless): CSV -> ODS -> CSV, then checks with Python's csv module that every
# cell survived (accents such as Élite and Veterà, commas such as in
# ">= 1,000 lifetime") and that a formula-looking cell stayed text.
# Installs Debian's libreoffice-calc-nogui when soffice is missing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

if ! command -v soffice >/dev/null 2>&1; then
  sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq libreoffice-calc-nogui >/dev/null
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
binary="$(swift build --show-bin-path)/achievements"
[ -x "$binary" ] || swift build --product achievements >/dev/null

# The bundled catalog, and a copy whose reference name is a formula.
"$binary" export csv --output "$work/bundled.csv"
sed 's/referenceName: Run Overtakes 100$/referenceName: "=HYPERLINK(\\"http:\/\/evil.example\\",\\"click\\")"/' catalog.yaml > "$work/hostile.yaml"
"$binary" export csv --catalog "$work/hostile.yaml" --output "$work/hostile.csv"

export HOME="$work"   # LibreOffice keeps its profile here
for name in bundled hostile; do
  soffice --headless --infilter="CSV:44,34,76,1" --convert-to ods --outdir "$work/ods" "$work/$name.csv" >/dev/null 2>>"$work/soffice.log"
  soffice --headless --convert-to "csv:Text - txt - csv (StarCalc):44,34,76,1" --outdir "$work/back" "$work/ods/$name.ods" >/dev/null 2>>"$work/soffice.log"
done

python3 - "$work" <<'PY'
import csv, sys
work = sys.argv[1]
def read(path):
    with open(path, newline='', encoding='utf-8-sig') as f:
        return list(csv.reader(f))
for name in ("bundled", "hostile"):
    original, back = read(f"{work}/{name}.csv"), read(f"{work}/back/{name}.csv")
    assert len(original) == len(back), f"{name}: {len(back)} rows came back, {len(original)} went in"
    for row, (a, b) in enumerate(zip(original, back)):
        assert a == b, f"{name} row {row + 1} changed in the spreadsheet:\n{a}\n{b}"
cells = [cell for row in read(f"{work}/back/bundled.csv") for cell in row]
for needle in ("Élite en carretera", "Veterà de carretera", "Arriba a 1.000 avançaments totals.", ">= 1,000 lifetime", "Reach 1,000 total overtakes."):
    assert needle in cells, f"{needle!r} did not survive the spreadsheet"
hostile = read(f"{work}/back/hostile.csv")
assert hostile[1][3] == "'=HYPERLINK(\"http://evil.example\",\"click\")", f"the formula cell came back as {hostile[1][3]!r}"
print("csv in LibreOffice: OK")
PY
