#!/usr/bin/env python3
"""Measures the toolkit against a floor and a baseline on synthetic catalogs.

For each size: the floor (libyaml's event parse, yaml_events), ours
(achievements-benchmark: validate, generate, csv), and the baseline
(baseline.py: PyYAML's C loader, the same checks, the same outputs). Each
command runs as its own process; the best wall time of --runs runs is kept,
with the peak resident memory of that process (wait4's ru_maxrss).

    Benchmarks/run.py --bin BUILD_DIR --floor yaml_events --work DIR [--sizes 18,100,...] [--runs 3]
"""
import argparse, os, subprocess, sys, time

def measure(command, runs, cwd):
    best, peak = None, 0
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=cwd)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) not in (0, 1):
            sys.exit(f"{' '.join(command)} exited with {os.waitstatus_to_exitcode(status)}")
        if best is None or elapsed < best:
            best, peak = elapsed, usage.ru_maxrss / 1024
    return best, peak

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--floor", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--sizes", default="18,100,1000,10000,100000")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    runner = os.path.join(args.bin, "achievements-benchmark")
    os.makedirs(args.work, exist_ok=True)

    print("| achievements | file MB | stage | ours ms | achievements/s | MB/s | peak MB | floor ms | ours/floor | baseline ms | ours/baseline |")
    print("| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for size in [int(s) for s in args.sizes.split(",")]:
        catalog = os.path.join(args.work, f"catalog-{size}.yaml")
        with open(catalog, "w", encoding="utf-8") as out:
            subprocess.run([sys.executable, os.path.join(root, "Benchmarks/make_catalog.py"), str(size)], stdout=out, check=True)
        megabytes = os.path.getsize(catalog) / 1e6
        runs = args.runs if size < 100000 else max(1, args.runs - 1)
        floor, _ = measure([args.floor, catalog], runs, root)
        for stage in ("validate", "generate", "csv"):
            output = os.path.join(args.work, f"out-{size}-{stage}")
            ours, peak = measure([runner, stage, catalog, output], runs, root)
            baseline, _ = measure([sys.executable, os.path.join(root, "Benchmarks/baseline.py"), stage, catalog, output + ".py"], runs, root)
            print(f"| {size:,} | {megabytes:.2f} | {stage} | {ours * 1000:.0f} | {size / ours:,.0f} | {megabytes / ours:.1f} | {peak:.0f} | "
                  f"{floor * 1000:.0f} | {ours / floor:.1f} | {baseline * 1000:.0f} | {ours / baseline:.2f} |", flush=True)

if __name__ == "__main__":
    main()
