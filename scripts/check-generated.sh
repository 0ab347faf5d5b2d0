#!/usr/bin/env bash
# Fails when `npm run generate` would change src/generated: the committed client must match the contract.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent generate >/dev/null
if [ -n "$(git status --porcelain -- src/generated)" ]; then
  echo "src/generated is out of date with openapi.yaml/asyncapi.yaml. Run 'npm run generate' and commit:" >&2
  git status --porcelain -- src/generated >&2
  exit 1
fi
echo "src/generated matches the contract."
