#!/usr/bin/env bash
# Fuzzes with libFuzzer and AddressSanitizer.
#   scripts/fuzz.sh [catalog|templates|client|config|csv] [SECONDS]     (default: catalog 60)
#   catalog    the loader and every validation rule (Fuzz/CatalogFuzzer.swift)
#   templates  the template checks and the renderer (Fuzz/TemplateFuzzer.swift)
#   client     the client check and swift-syntax (Fuzz/ClientFuzzer.swift)
#   config     achievements.yml: settings and path rules (Fuzz/ConfigurationFuzzer.swift)
#   csv        import csv: reader, layout, catalog text (Fuzz/CSVImportFuzzer.swift)
# SwiftPM compiles the libraries with coverage and ASan into .build-fuzz;
# swiftc links the entry file with libFuzzer. Crashers land in
# .build-fuzz/TARGET/crash-*: add each to the target's regression folder
# (Tests/CatalogYAMLTests/FuzzRegressions/, Tests/CatalogGenerationTests/FuzzRegressions/,
# Tests/ClientCodeCheckTests/FuzzRegressions/, Tests/AchievementsCatalogTests/ConfigurationFuzzRegressions/,
# Tests/CatalogExportTests/CSVFuzzRegressions/) so the tests keep replaying it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
kind="${1:-catalog}"
seconds="${2:-60}"
flags=(-Xswiftc -sanitize=fuzzer,address)

case "$kind" in
  catalog)   target=CatalogValidation; entry=Fuzz/CatalogFuzzer.swift; dict=(-dict=scripts/yaml.dict)
             modules=(SourceDiagnostics FileAccess CatalogYAML AchievementsCatalog CatalogValidation)
             seeds=(catalog.yaml Examples/PluginClient/Catalog/kartquest.yaml Tests/CatalogYAMLTests/Corpus/*.yaml Tests/CatalogYAMLTests/FuzzRegressions/*) ;;
  templates) target=CatalogGeneration; entry=Fuzz/TemplateFuzzer.swift; dict=()
             modules=(SourceDiagnostics FileAccess CatalogYAML AchievementsCatalog TemplateRendering CatalogGeneration Mustache)
             seeds=(templates/*.mustache Tests/CatalogGenerationTests/FuzzRegressions/*) ;;
  client)    target=ClientCodeCheck; entry=Fuzz/ClientFuzzer.swift; dict=()
             modules=(SourceDiagnostics FileAccess CatalogYAML AchievementsCatalog ClientCodeCheck
                      SwiftSyntax SwiftParser SwiftDiagnostics SwiftBasicFormat _SwiftSyntaxCShims)
             seeds=(Sources/RetroRacingChallenges/Generated/*.swift Tests/ClientCodeCheckTests/Fixtures/* Tests/ClientCodeCheckTests/FuzzRegressions/*) ;;
  config)    target=AchievementsCatalog; entry=Fuzz/ConfigurationFuzzer.swift; dict=(-dict=scripts/yaml.dict)
             modules=(SourceDiagnostics FileAccess CatalogYAML AchievementsCatalog)
             seeds=(Examples/PluginClient/achievements.yml Tests/AchievementsCatalogTests/ConfigurationFuzzRegressions/*) ;;
  csv)       target=CatalogExport; entry=Fuzz/CSVImportFuzzer.swift; dict=()
             modules=(SourceDiagnostics FileAccess CatalogYAML AchievementsCatalog CatalogValidation CatalogExport)
             seeds=(Tests/CatalogExportTests/CSVFuzzRegressions/*) ;;
  *) echo "usage: scripts/fuzz.sh [catalog|templates|client|config|csv] [SECONDS]" >&2; exit 64 ;;
esac

swift build --scratch-path .build-fuzz --target "$target" "${flags[@]}"
bin="$(swift build --scratch-path .build-fuzz --show-bin-path "${flags[@]}")"
# The objects of the target's own modules (not whatever else an earlier run left in the folder).
shopt -s nullglob
objects=()
for module in "${modules[@]}"; do objects+=("$bin/$module.build/"*.o); done
out=".build-fuzz/$kind"
mkdir -p "$out/corpus" "$out/seeds"
# C modules (libyaml's shim, swift-syntax's shims) are found through their include folders.
includes=(-I "$bin/Modules" -I Sources/CYAML)
for folder in .build-fuzz/checkouts/*/Sources/*/include; do [ -d "$folder" ] && includes+=(-I "$folder"); done
swiftc -swift-version 6 -sanitize=fuzzer,address -parse-as-library "${includes[@]}" \
  "$entry" "${objects[@]}" -lyaml -o "$out/fuzzer"

for seed in "${seeds[@]}"; do [ -f "$seed" ] && cp "$seed" "$out/seeds/"; done

LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp" "$out/fuzzer" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -max_len=65536 \
  "${dict[@]}" -artifact_prefix="$out/" "$out/corpus" "$out/seeds"
