#!/usr/bin/env bash
# The performance benchmark (README, "Performance"): release build, the floor
# compiled from Benchmarks/yaml_events.c, synthetic catalogs from
# Benchmarks/make_catalog.py, the table from Benchmarks/run.py.
#   scripts/benchmark.sh [SIZES] [RUNS]      e.g. scripts/benchmark.sh 18,100,1000 3
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
sizes="${1:-18,100,1000,10000,100000}"
runs="${2:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 -c "import yaml; assert yaml.__with_libyaml__" 2>/dev/null || python3 -m pip install --quiet pyyaml
swift build -c release --product achievements-benchmark >/dev/null
swift build -c release --product achievements >/dev/null
bin="$(swift build -c release --show-bin-path)"
cc -O2 -o "$work/yaml_events" Benchmarks/yaml_events.c -lyaml

echo "Main job on the bundled catalog (achievements, release, best of 20 runs):"
python3 - "$bin/achievements" <<'PY'
import os, subprocess, sys, time
best = min(
    (lambda start: (subprocess.run([sys.argv[1]], stdout=subprocess.DEVNULL, check=True), time.perf_counter() - start)[1])(time.perf_counter())
    for _ in range(20))
print(f"  {best * 1000:.1f} ms")
PY
echo
python3 Benchmarks/run.py --bin "$bin" --floor "$work/yaml_events" --work "$work" --sizes "$sizes" --runs "$runs"
