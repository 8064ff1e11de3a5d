#!/usr/bin/env bash
# Records PyYAML's BaseLoader reading of every file of the YAML corpus into
# Tests/CatalogYAMLTests/PyYAMLExpectations/NAME.json (every scalar a string),
# so CorpusTests compares the reader with PyYAML without needing PyYAML.
# Needs python3 with PyYAML (python3 -m pip install pyyaml); run it after
# adding or changing a corpus file, and commit what it writes.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - <<'PY'
import glob, json, os, yaml
out = "Tests/CatalogYAMLTests/PyYAMLExpectations"
for path in sorted(glob.glob("Tests/CatalogYAMLTests/Corpus/*")):
    with open(path, "rb") as f:
        data = yaml.load(f, Loader=yaml.BaseLoader)
    with open(os.path.join(out, os.path.basename(path) + ".json"), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")
print("recorded with PyYAML", yaml.__version__)
PY
