#!/usr/bin/env bash
# Container smoke test, run by `make check-container`. There is no Docker engine on our machines, so
# this stands in for the `FROM scratch` image: it runs the static ama in an empty root holding only
# the binary and /tmp (no /dev, /proc, /etc, shell or CA store from the host), with bwrap or, if
# bwrap is missing, unshare + chroot. It checks `ama --version`, `ama doctor` and print-mode runs
# against the mock LLM server on the host's loopback, as root with HOME unset and as an ordinary
# user whose HOME does not exist, and that the binary has no test hooks (the `test-hooks` feature).
#
# usage: tests/container-smoke.sh STATIC_AMA MOCK_SERVER
#   SMOKE_RUNNER=bwrap|unshare forces one runner.
set -euo pipefail

fail() {
  echo "container-smoke: FAIL: $*" >&2
  exit 1
}

[ $# -eq 2 ] || fail "usage: $0 STATIC_AMA MOCK_SERVER (make check-container passes both)"
ama=$1
mock=$2
[ -x "$ama" ] || fail "no executable at \`$ama\`; build it with \`make static\`"
[ -x "$mock" ] || fail "no mock server at \`$mock\`; build it with \`make mock-server\`"

work=$(mktemp -d "${TMPDIR:-/tmp}/ama-smoke.XXXXXX")
mock_pid=
cleanup() {
  if [ -n "$mock_pid" ]; then kill "$mock_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The root: the binary and a world-writable /tmp, nothing else.
root=$work/root
mkdir -p "$root/tmp"
chmod 1777 "$root/tmp"
cp "$ama" "$root/ama"

# The mock on 127.0.0.1; it prints its URL first. Every request after the script gets a fixed text.
"$mock" "smoke ok" "smoke ok" "smoke ok" "smoke ok" >"$work/mock.out" 2>"$work/mock.err" &
mock_pid=$!
for _ in $(seq 100); do
  [ -s "$work/mock.out" ] && break
  sleep 0.1
done
url=$(head -n1 "$work/mock.out")
case $url in
  http://127.0.0.1:*) ;;
  *) fail "the mock server printed no URL: $(cat "$work/mock.err")" ;;
esac

mkdir -p "$root/tmp/config"
cat >"$root/tmp/config/config.json" <<EOF
{"model": "mock/mock-model",
 "providers": {"mock": {"api": "openai-completions", "baseUrl": "$url/v1",
   "apiKeyEnv": "MOCK_API_KEY", "models": [{"id": "mock-model"}]}}}
EOF
chmod -R a+rX "$root/tmp/config"

runner=${SMOKE_RUNNER:-}
if [ -z "$runner" ]; then
  if command -v bwrap >/dev/null; then runner=bwrap; else runner=unshare; fi
fi

# in_root UID ENV... -- CMD...: runs CMD in the empty root with only the given environment. The
# network namespace is the host's, so the mock on loopback is reachable.
in_root() {
  local uid=$1
  shift
  local env=()
  while [ "$1" != -- ]; do
    env+=("$1")
    shift
  done
  shift
  case $runner in
    bwrap)
      local setenv=()
      for kv in "${env[@]}"; do setenv+=(--setenv "${kv%%=*}" "${kv#*=}"); done
      bwrap --unshare-user --uid "$uid" --gid "$uid" --unshare-pid --unshare-ipc --unshare-uts \
        --die-with-parent --clearenv "${setenv[@]}" --bind "$root" / --chdir /tmp "$@"
      ;;
    unshare)
      [ "$uid" = 0 ] || { echo "(unshare runner: runs as root only, skipping uid $uid)" >&2; return 0; }
      env -i "${env[@]}" "$(command -v unshare)" --user --map-root-user --mount --pid --fork \
        --kill-child "$(command -v chroot)" "$root" "$@"
      ;;
    *) fail "SMOKE_RUNNER is \`$runner\`; use bwrap or unshare" ;;
  esac
}

base=(PATH=/ MOCK_API_KEY=smoke-key AMA_CONFIG_DIR=/tmp/config)
check() {
  local what=$1 expected=$2 got=$3
  case $got in
    *"$expected"*) echo "ok: $what" ;;
    *) fail "$what: expected \`$expected\` in:"$'\n'"$got" ;;
  esac
}

echo "container-smoke: $ama ($(stat -c %s "$ama") bytes) in an empty root via $runner"

out=$(in_root 0 "${base[@]}" -- /ama --version) || fail "ama --version exited $?"
check "ama --version" "ama " "$out"

# Root with HOME unset: doctor is healthy (warnings for no git, no shell, state in /tmp).
set +e
out=$(in_root 0 "${base[@]}" -- /ama doctor 2>&1)
status=$?
set -e
[ $status -eq 0 ] || fail "ama doctor exited $status:"$'\n'"$out"
check "ama doctor: healthy" "healthy: no problems" "$out"
check "ama doctor: static musl build" "-linux-musl, static, release build" "$out"
check "ama doctor: embedded TLS roots" "embedded webpki roots" "$out"
check "ama doctor: state in /tmp" "state goes to \`/tmp/ama-0\`" "$out"
check "ama doctor: default model" "mock/mock-model · key from env (MOCK_API_KEY)" "$out"

out=$(in_root 0 "${base[@]}" -- /ama doctor --json 2>/dev/null) || fail "ama doctor --json exited $?"
check "ama doctor --json" '"ok":true' "$out"

out=$(in_root 0 "${base[@]}" -- /ama -p "say smoke ok" 2>"$work/err") ||
  fail "print mode as root exited $?: $(cat "$work/err")"
[ "$out" = "smoke ok" ] || fail "print mode as root printed \`$out\`: $(cat "$work/err")"
check "print mode as root, HOME unset: warning" "HOME is not set" "$(cat "$work/err")"
echo "ok: print mode as root against the mock on loopback"

# A prompt piped on stdin alone (read through fd 0: there is no /dev/stdin here).
out=$(echo "say smoke ok" | in_root 0 "${base[@]}" -- /ama -p 2>"$work/err") ||
  fail "print mode with a piped prompt exited $?: $(cat "$work/err")"
[ "$out" = "smoke ok" ] || fail "piped prompt printed \`$out\`"
echo "ok: print mode with the prompt piped on stdin"

# The test hooks are a cargo feature that `make static` leaves off: their variables are not in the
# binary, and a run with AMA_TEST_PANIC set answers instead of panicking.
if grep -q -a 'AMA_TEST_' "$ama"; then
  fail "the static binary contains test hooks (AMA_TEST_*); build it without --features test-hooks"
fi
out=$(in_root 0 "${base[@]}" AMA_TEST_PANIC=run -- /ama -p "say smoke ok" 2>"$work/err") ||
  fail "print mode with AMA_TEST_PANIC=run exited $?: $(cat "$work/err")"
[ "$out" = "smoke ok" ] || fail "print mode with AMA_TEST_PANIC=run printed \`$out\`"
echo "ok: no test hooks: AMA_TEST_PANIC is ignored"

if [ "$runner" = bwrap ]; then
  out=$(in_root 1000 "${base[@]}" HOME=/home/nobody -- /ama -p "say smoke ok" 2>"$work/err") ||
    fail "print mode as uid 1000 exited $?: $(cat "$work/err")"
  [ "$out" = "smoke ok" ] || fail "print mode as uid 1000 printed \`$out\`"
  echo "ok: print mode as uid 1000 with a HOME that does not exist"
fi

echo "container-smoke: all checks passed"
