#!/usr/bin/env bash
# The hostile-shape benchmark (docs/performance.md, "Hostile shapes"): release
# build of the command, the shapes of Benchmarks/make_hostile.py, and the
# real `achievements validate` (with `--client` for the client-check shapes)
# on each, best wall time of RUNS runs and that run's peak memory.
#   scripts/benchmark-hostile.sh [RUNS]      e.g. scripts/benchmark-hostile.sh 3
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
runs="${1:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --product achievements >/dev/null
bin="$(swift build -c release --show-bin-path)"
python3 Benchmarks/make_hostile.py "$work" > "$work/shapes.tsv"

python3 - "$bin/achievements" "$work" "$runs" <<'PY'
import os, subprocess, sys, time
tool, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
TARGET = 2.0
print("| shape | file MB | what | exit | lines of output | best s | peak MB | within 2 s |")
print("| --- | ---: | --- | ---: | ---: | ---: | ---: | --- |")
for row in open(os.path.join(work, "shapes.tsv")):
    name, catalog, swift, what = row.rstrip("\n").split("\t")
    command = [tool, "validate", "--catalog", catalog] + (["--client", swift] if swift != "-" else [])
    best, peak, status, lines = None, 0, None, 0
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=work)
        output = process.stdout.read()
        _, wait_status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        if best is None or elapsed < best:
            best, peak = elapsed, usage.ru_maxrss / 1024
        status, lines = os.waitstatus_to_exitcode(wait_status), output.count(b"\n")
    size = (os.path.getsize(catalog) + (os.path.getsize(swift) if swift != "-" else 0)) / 1e6
    print(f"| {name} | {size:.2f} | {what} | {status} | {lines} | {best:.2f} | {peak:.0f} | {'met' if best <= TARGET else '**not met**'} |", flush=True)
PY
