#!/usr/bin/env bash
# Fuzzes the catalog loader and validator with libFuzzer and AddressSanitizer.
#   scripts/fuzz.sh [SECONDS]     (default 60)
# SwiftPM compiles the libraries with coverage and ASan into .build-fuzz;
# swiftc links Fuzz/CatalogFuzzer.swift with libFuzzer. Seeds: the bundled
# catalog, the example game's catalog, the YAML corpus and earlier findings.
# Crashers land in .build-fuzz/crash-*: add each to
# Tests/CatalogYAMLTests/FuzzRegressions/ so the tests keep replaying it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
seconds="${1:-60}"
flags=(-Xswiftc -sanitize=fuzzer,address)

swift build --scratch-path .build-fuzz --target CatalogValidation "${flags[@]}"
bin="$(swift build --scratch-path .build-fuzz --show-bin-path "${flags[@]}")"
objects=()
for target in SourceDiagnostics CatalogYAML AchievementsCatalog CatalogValidation; do
  objects+=("$bin/$target.build/"*.o)
done
swiftc -swift-version 6 -sanitize=fuzzer,address -parse-as-library -I "$bin/Modules" -I Sources/CYAML \
  Fuzz/CatalogFuzzer.swift "${objects[@]}" -lyaml -o .build-fuzz/CatalogFuzzer

corpus=.build-fuzz/corpus
mkdir -p "$corpus" .build-fuzz/seeds
cp catalog.yaml .build-fuzz/seeds/bundled.yaml
cp Examples/PluginClient/catalog.yaml .build-fuzz/seeds/kartquest.yaml
cp Tests/CatalogYAMLTests/Corpus/*.yaml .build-fuzz/seeds/ 2>/dev/null || true
cp Tests/CatalogYAMLTests/FuzzRegressions/* .build-fuzz/seeds/ 2>/dev/null || true

.build-fuzz/CatalogFuzzer -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -max_len=65536 \
  -dict=scripts/yaml.dict -artifact_prefix=.build-fuzz/ "$corpus" .build-fuzz/seeds
