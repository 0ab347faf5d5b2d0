#!/usr/bin/env bash
# Runs the npm scripts it is given at the same time and fails if any of them fails (`npm test` runs typecheck and
# lint this way: tsc and ESLint each use one core, and CI machines have two). Only scripts that read the
# tree belong here: generate:check rewrites src/generated, which tsc and ESLint read, so it runs after them.
# Each script's output is printed whole when it has ended, so the two logs are not interleaved.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
pids=()
for name in "$@"; do
  npm run "$name" >"$logs/$name.log" 2>&1 &
  pids+=("$!")
done

status=0
for i in "${!pids[@]}"; do
  name="${*:i+1:1}"
  if wait "${pids[$i]}"; then result=passed; else result=FAILED status=1; fi
  cat "$logs/$name.log"
  echo "npm run $name: $result"
done
exit "$status"
