#!/usr/bin/env bash
# Proves the contract checker both ways, against the standalone mock server:
#   1. the mock as it is                     → `npm run contract` must pass (exit 0), signed in, provinces too;
#   2. the mock with MOCK_DRIFT=getAllTeachers → it must fail (exit 1) and name the operation and the field.
# Each server listens on a free port (--port 0; the port is read from its "listening on" line) and is always
# stopped, by its own pid, whatever happens. The scripts' commands are run directly (`node mocks/server.ts`,
# `node tests/contract/cli.ts`) rather than through `npm run`, so the pid we stop is the server's own.
set -euo pipefail

cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

LOGIN_USER="${CONTRACT_LOGIN:-ayseyilmaz}"       # the user the spec's examples are written for
LOGIN_PASSWORD="${CONTRACT_PASSWORD:-Demo.1234}" # documented demo password (mocks/db/demo.ts)
DRIFT_OPERATION=getAllTeachers
DRIFT_FIELD=data.content.0.id

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
  for _ in $(seq 1 200); do # up to 20 s
    base_url="$(grep -o 'listening on http://[0-9.:]*' "$log" | head -n 1 | sed 's/^listening on //' || true)"
    [[ -n "$base_url" ]] && return 0
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "contract-ci: the mock server did not start; its log:" >&2
  cat "$log" >&2
  return 1
}

# login BASE_URL: prints an access token of LOGIN_USER.
login() {
  node -e '
    const [base, username, password] = process.argv.slice(1);
    const response = await fetch(`${base}/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ usernameOrEmail: username, password }),
    });
    const body = await response.json();
    if (!response.ok) { console.error(`login failed: ${response.status} ${JSON.stringify(body)}`); process.exit(1); }
    console.log(body.data.accessToken);
  ' "$1" "$LOGIN_USER" "$LOGIN_PASSWORD"
}

# first_chat_room BASE_URL TOKEN: the spec's example room need not be one of the user's rooms in the seed.
first_chat_room() {
  node -e '
    const [base, username, token] = process.argv.slice(1);
    const response = await fetch(`${base}/v1/chat/getChats/${username}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = await response.json();
    const room = Array.isArray(body.data) ? body.data[0]?.chatRoomId : undefined;
    if (room === undefined) { console.error(`no chat room for ${username}: ${response.status}`); process.exit(1); }
    console.log(room);
  ' "$1" "$LOGIN_USER" "$2"
}

pass_status=FAIL
drift_status=FAIL

echo "== 1/2 contract against the mock server"
start_server "$work/server.log"
echo "mock server at $base_url"
set +e
node tests/contract/cli.ts --base-url "$base_url" --provinces-base-url "$base_url" \
  --login "elifdemir:$LOGIN_PASSWORD" --second-login "zeynepcelik:$LOGIN_PASSWORD" | tee "$work/pass.out"
pass_exit=${PIPESTATUS[0]}
set -e
stop_server
if [[ "$pass_exit" -eq 0 ]] && ! grep -q ' SKIP ' "$work/pass.out"; then
  pass_status=PASS
else
  echo "contract-ci: expected exit 0 and no skipped operation, got exit $pass_exit" >&2
fi

echo
echo "== 2/2 contract against the mock server with MOCK_DRIFT=$DRIFT_OPERATION (must fail)"
start_server "$work/drift.log" "MOCK_DRIFT=$DRIFT_OPERATION"
echo "drifted mock server at $base_url"
set +e
node tests/contract/cli.ts --base-url "$base_url" | tee "$work/drift.out"
drift_exit=${PIPESTATUS[0]}
set -e
grep -h 'drift:' "$work/drift.log" | head -n 1 | sed 's/^/server log: /' || true
stop_server
if [[ "$drift_exit" -eq 1 ]] && grep -Eq "^$DRIFT_OPERATION .* FAIL +${DRIFT_FIELD//./\\.}: " "$work/drift.out"; then
  drift_status=PASS
else
  echo "contract-ci: expected exit 1 and a FAIL row naming $DRIFT_OPERATION and $DRIFT_FIELD, got exit $drift_exit" >&2
fi

echo
echo "== contract-ci summary"
echo "  mock server passes the contract:                   $pass_status (exit $pass_exit)"
echo "  drifted $DRIFT_OPERATION ($DRIFT_FIELD) is caught: $drift_status (exit $drift_exit)"
[[ "$pass_status" == PASS && "$drift_status" == PASS ]]
