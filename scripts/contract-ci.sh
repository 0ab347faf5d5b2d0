#!/usr/bin/env bash
# Proves the contract checker both ways, against the standalone mock server (part of `npm test`):
#   1. the whole checker as a backend team runs it: two logins (refresh, sign-out), every read (inferred
#      ones too, --strict-inferred), the write journeys, STOMP and CORS, a JUnit file; it must pass (exit 0),
#      leave the mock db as it found it (GET /__mock/counts before and after) and write one <testcase> per
#      operation, journey step and frame;
#   2. the mock with drifts (MOCK_DRIFT): a spec read (getAllTeachers), an inferred read (getTeacherReviews), a
#      write answer (createAnnouncement) and a STOMP frame (receiveChatMessage on /topic/messages); it must
#      fail (exit 1) with a FAIL row naming each operation or destination and its field;
#   3. a refused login: exit 2 (cannot run), the password nowhere in the output.
# Each server listens on a free port (--port 0; the port is read from its "listening on" line) and is always
# stopped, by its own pid. `node tests/contract/cli.ts` is run directly, as `npm run contract` does.
set -euo pipefail

cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

PASSWORD=Demo.1234 # documented demo password (mocks/db/demo.ts)
STUDENT=elifdemir
TEACHER=zeynepcelik
# Tables a run may grow: signing in records a session (revoked at sign-out, pruned when it expires).
NOT_COUNTED='sessions'

work="$(mktemp -d)"
server_pid=""
base_url=""

stop_server() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$server_pid" 2>/dev/null || true
  fi
  server_pid=""
}
cleanup() {
  stop_server
  rm -rf "$work"
}
trap cleanup EXIT

# start_server LOG [ENV=VALUE...]: starts the mock server, waits for it, sets base_url.
# (Not called as $(...): a subshell would lose server_pid, and the server would outlive the script.)
start_server() {
  local log="$1"
  shift
  base_url=""
  env "$@" node mocks/server.ts --port 0 >"$log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 300); do # up to 30 s
    base_url="$(grep -o 'listening on http://[0-9.:]*' "$log" | head -n 1 | sed 's/^listening on //' || true)"
    [[ -n "$base_url" ]] && return 0
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "contract-ci: the mock server did not start; its log:" >&2
  cat "$log" >&2
  return 1
}

# counts BASE_URL: the mock db's records per table, one "table count" a line, without NOT_COUNTED.
counts() {
  node -e '
    const [base, skip] = process.argv.slice(1);
    const counts = await (await fetch(`${base}/__mock/counts`)).json();
    for (const [table, count] of Object.entries(counts)) if (!skip.split(",").includes(table)) console.log(table, count);
  ' "$1" "$NOT_COUNTED"
}

checker() {
  node tests/contract/cli.ts --base-url "$base_url" --provinces-base-url "$base_url" "$@"
}

failures=()
expect_exit() { # NAME EXPECTED ACTUAL
  if [[ "$3" -ne "$2" ]]; then failures+=("$1: expected exit $2, got $3"); fi
}

echo "== 1/3 the whole checker against the mock server (login, inferred, writes, STOMP, CORS)"
start_server "$work/server.log"
echo "mock server at $base_url"
# The mock applies some rules lazily on a read (a pending request past its 7 days turns EXPIRED and notifies
# its student when it is next read), so the reads run once before the count: the count then holds what the
# writes leave behind, not what any first read would have changed.
checker --login "$STUDENT:$PASSWORD" --second-login "$TEACHER:$PASSWORD" >"$work/warm-up.out" ||
  failures+=("the reads alone did not pass: $(tail -n 2 "$work/warm-up.out" | tr '\n' ' ')")
counts "$base_url" >"$work/counts.before"
set +e
checker --login "$STUDENT:$PASSWORD" --second-login "$TEACHER:$PASSWORD" --strict-inferred \
  --writes --stomp --origin https://www.example.com --format junit --out "$work/report.xml" | tee "$work/pass.out"
pass_exit=${PIPESTATUS[0]}
set -e
counts "$base_url" >"$work/counts.after"
stop_server
expect_exit "the mock server passes" 0 "$pass_exit"
if grep -Eq ' (SKIP|WARN|FAIL) ' "$work/pass.out"; then failures+=("a row was skipped, warned or failed"); fi
if ! diff -u "$work/counts.before" "$work/counts.after"; then
  failures+=("the mock db changed (records per table above, before → after)")
else
  echo "mock db as found: $(tr '\n' ' ' <"$work/counts.after")"
fi
# One <testcase> per row of the table (operation, journey step, frame, CORS rule), and every suite present.
rows="$(sed -n '/^-----/,/^$/p' "$work/pass.out" | grep -cv '^-----\|^$')"
node -e '
  const { readFileSync } = await import("node:fs");
  const [file, rows] = process.argv.slice(1);
  const xml = readFileSync(file, "utf8");
  const cases = xml.match(/<testcase /g)?.length ?? 0;
  const missing = ["operation", "journey", "stomp", "cors"].filter((suite) => !xml.includes(`classname="contract.${suite}"`));
  console.log(`JUnit: ${cases} test cases for ${rows} rows, ${xml.match(/<failure /g)?.length ?? 0} failures`);
  if (missing.length > 0 || cases !== Number(rows)) {
    console.error(`contract-ci: expected one case per row and every suite (missing: ${missing.join(", ") || "none"})`);
    process.exit(1);
  }
' "$work/report.xml" "$rows" || failures+=("the JUnit file does not hold one case per row and every suite")

echo
DRIFTS=getAllTeachers,getTeacherReviews,createAnnouncement,receiveChatMessage
echo "== 2/3 the same with MOCK_DRIFT=$DRIFTS (must fail, naming each)"
start_server "$work/drift.log" "MOCK_DRIFT=$DRIFTS"
set +e
checker --login "$STUDENT:$PASSWORD" --second-login "$TEACHER:$PASSWORD" --strict-inferred --writes --stomp \
  >"$work/drift.out"
drift_exit=$?
set -e
counts "$base_url" >"$work/counts.drift"
stop_server
expect_exit "the drifted mock fails" 1 "$drift_exit"
# NAME|REGEX of the FAIL row (the CHECK column starts with the operation or destination; the field follows FAIL).
for expected in \
  'spec read getAllTeachers, data.content.0.id|^getAllTeachers .* FAIL +data\.content\.0\.id: ' \
  'inferred read getTeacherReviews, data.content.0.id|^getTeacherReviews .* FAIL +data\.content\.0\.id: ' \
  'write answer createAnnouncement, data.id|^createAnnouncement · .* FAIL +data\.id: ' \
  'STOMP frame on /topic/messages, id|^/topic/messages · .* FAIL +id: '; do
  name="${expected%%|*}"
  if grep -Eq "${expected#*|}" "$work/drift.out"; then
    echo "  caught: $name"
  else
    failures+=("drift not caught or not named: $name")
  fi
done
grep -E ' FAIL ' "$work/drift.out" | cut -c1-160 || true

echo
echo "== 3/3 a refused login (must not run: exit 2, the password never shown)"
start_server "$work/refused.log"
set +e
checker --login "$STUDENT:Yanlis.Sifre9" >"$work/refused.out" 2>&1
refused_exit=$?
set -e
stop_server
cat "$work/refused.out" | tail -n 2
expect_exit "a refused login" 2 "$refused_exit"
if grep -q 'Yanlis.Sifre9' "$work/refused.out"; then failures+=("the password was printed"); fi

echo
echo "== contract-ci summary"
if [[ ${#failures[@]} -eq 0 ]]; then
  echo "  all passed: the mock passes and is left as found, each drift fails named, a refused login exits 2"
  exit 0
fi
printf '  FAILED: %s\n' "${failures[@]}"
exit 1
