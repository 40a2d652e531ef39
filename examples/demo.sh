#!/bin/sh
# `make demo`: ama working in 30 seconds with no key and no network. Starts the in-repo mock LLM
# server (examples/mock_server.rs) on a free loopback port with a short script
# (examples/demo-turns.json: run `ls`, read README.md, answer), and runs one real print-mode task
# against it in the current directory. Config and session go to a temporary directory that is
# removed afterwards, so nothing of yours is read or changed.
#
# usage: examples/demo.sh [AMA] [MOCK_SERVER]   (make demo builds both and passes them)
set -eu

ama=${1:-target/release/ama}
mock=${2:-target/mock-server/release/mock_server}
here=$(dirname "$0")
[ -x "$ama" ] || { echo "demo: no ama at \`$ama\`; run \`make demo\`, which builds it" >&2; exit 1; }
[ -x "$mock" ] || { echo "demo: no mock server at \`$mock\`; run \`make demo\`, which builds it" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/ama-demo.XXXXXX")
mock_pid=
cleanup() {
  if [ -n "$mock_pid" ]; then kill "$mock_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

"$mock" "$here/demo-turns.json" >"$work/mock.out" 2>"$work/mock.err" &
mock_pid=$!
tries=0
until [ -s "$work/mock.out" ]; do
  tries=$((tries + 1))
  if [ "$tries" -gt 100 ]; then
    echo "demo: the mock server did not start: $(cat "$work/mock.err")" >&2
    exit 1
  fi
  sleep 0.1
done
url=$(head -n1 "$work/mock.out")

mkdir -p "$work/config" "$work/data"
cat >"$work/config/config.json" <<JSON
{"model": "mock/mock-model",
 "providers": {"mock": {"api": "openai-completions", "baseUrl": "$url/v1", "apiKey": "no-key-needed",
   "models": [{"id": "mock-model", "contextWindow": 128000, "maxTokens": 8192}]}}}
JSON

prompt="list the files in this directory and say what the project is"
echo "\$ ama -p \"$prompt\"    (model: the mock at $url)" >&2
AMA_CONFIG_DIR=$work/config AMA_DATA_DIR=$work/data "$ama" -p "$prompt"
# What really ran, from the session file ama wrote.
tools=$(cat "$work"/data/sessions/*/*.jsonl | grep -o '"role":"toolResult","toolCallId":"[^"]*","toolName":"[a-z_]*"' |
  sed 's/.*"toolName":"//; s/"$//' | tr '\n' ' ')
[ -n "$tools" ] || { echo "demo: FAIL: no tool ran; see the session above" >&2; exit 1; }
echo "demo: ama ran these tools for the mock model: $tools; no key, no network." >&2
