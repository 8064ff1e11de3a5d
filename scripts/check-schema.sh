#!/usr/bin/env bash
# Validates the bundled and the example catalog against the committed JSON
# Schema with a real JSON Schema validator (Python's jsonschema), and checks
# the schema rejects a misspelt field, as an editor would show it.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c "import jsonschema, yaml" 2>/dev/null || python3 -m pip install --quiet jsonschema pyyaml
python3 - <<'PY'
import json, sys, yaml, jsonschema
schema = json.load(open("schema/catalog.schema.json"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
failed = False
for path in ["catalog.yaml", "Examples/PluginClient/Catalog/kartquest.yaml"]:
    for error in validator.iter_errors(yaml.safe_load(open(path))):
        print(f"{path}: {error.message}"); failed = True
bad = yaml.safe_load(open("catalog.yaml")); bad["achievements"][0]["pionts"] = 5
if not any("pionts" in e.message for e in validator.iter_errors(bad)):
    print("the schema accepted a misspelt field"); failed = True
# A flag in any case reads as the tool reads it (a YAML 1.2 reader leaves `YES` a text); anything else is refused.
for value, accepted in [("YES", True), ("No", True), ("True", True), ("maybe", False)]:
    flagged = yaml.safe_load(open("catalog.yaml")); flagged["achievements"][0]["hidden"] = value
    if any(True for _ in validator.iter_errors(flagged)) == accepted:
        print(f"the schema {'refused' if accepted else 'accepted'} hidden: {value}"); failed = True
sys.exit(1 if failed else print("schema: OK"))
PY
