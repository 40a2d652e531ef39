#!/usr/bin/env bash
# Step 2 of the ama GitHub Action (action.yml): runs `ama -p` with the INPUT_* variables the
# action maps from its inputs, writes the output (a JSON result, or stream-json lines ending in
# one) to INPUT_OUTPUT_FILE, and writes `exit-code`, `subtype`, `result`, `session-id`,
# `session-file` and `output-file` to $GITHUB_OUTPUT. It exits 0 whatever ama's exit code, so the
# summary step always runs; the action's last step fails the job on a non-zero `exit-code`.
# Reads the result with jq, or python3 when jq is missing (GitHub's runners have both).
set -euo pipefail

die() {
  echo "::error::ama run: $*" >&2
  exit 1
}

: "${RUNNER_TEMP:?RUNNER_TEMP is not set; the runner sets it, set it to a scratch directory to run this by hand}"
: "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set; the runner sets it, set it to a file to run this by hand}"
ama=${AMA_BIN:-ama}
prompt=${INPUT_PROMPT:-}
[ -n "${prompt//[[:space:]]/}" ] || die "the prompt input is empty; give the task as \`prompt:\`"
format=${INPUT_OUTPUT_FORMAT:-json}
case "$format" in
  json | stream-json) ;;
  *) die "output-format \`$format\` is not json or stream-json" ;;
esac
out=${INPUT_OUTPUT_FILE:-$RUNNER_TEMP/ama-output.json}
mkdir -p "$(dirname "$out")"

args=(-p --output-format "$format")
[ -z "${INPUT_MODEL:-}" ] || args+=(--model "$INPUT_MODEL")
[ -z "${INPUT_PERMISSION_MODE:-}" ] || args+=(--permission-mode "$INPUT_PERMISSION_MODE")
[ -z "${INPUT_TOOLS:-}" ] || args+=(--tools "$INPUT_TOOLS")
[ -z "${INPUT_MAX_TURNS:-}" ] || args+=(--max-turns "$INPUT_MAX_TURNS")
[ -z "${INPUT_MAX_BUDGET_USD:-}" ] || args+=(--max-budget-usd "$INPUT_MAX_BUDGET_USD")
[ -z "${INPUT_TIMEOUT:-}" ] || args+=(--timeout "$INPUT_TIMEOUT")
[ -z "${INPUT_SESSION_DIR:-}" ] || args+=(--session-dir "$INPUT_SESSION_DIR")
while IFS= read -r rule; do
  rule=${rule#"${rule%%[![:space:]]*}"}
  rule=${rule%"${rule##*[![:space:]]}"}
  [ -z "$rule" ] || args+=(--allow "$rule")
done <<<"${INPUT_ALLOWED_TOOLS:-}"
# The prompt goes after `--`, so a prompt starting with `-` is not read as a flag; stdin is
# /dev/null, so ama never waits for input.
args+=(-- "$prompt")

echo "ama ${args[*]:0:${#args[@]}-1} <prompt>" >&2
code=0
"$ama" "${args[@]}" </dev/null >"$out" || code=$?

# The result is the output's last line (json: the only object; stream-json: the last line).
last=$(tail -n 1 "$out" 2>/dev/null || true)
field() {
  if command -v jq >/dev/null; then
    printf '%s' "$last" | jq -j --arg k "$1" '.[$k] // "" | tostring' 2>/dev/null || true
  elif command -v python3 >/dev/null; then
    printf '%s' "$last" | python3 -c 'import json,sys
try:
    v = json.loads(sys.stdin.read()).get(sys.argv[1])
except Exception:
    v = None
print("" if v is None else v if isinstance(v, str) else json.dumps(v), end="")' "$1" 2>/dev/null || true
  else
    die "neither jq nor python3 is installed; one is needed to read ama's result"
  fi
}
delim="ama_$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')"
{
  echo "exit-code=$code"
  echo "subtype=$(field subtype)"
  echo "session-id=$(field sessionId)"
  echo "session-file=$(field sessionFile)"
  echo "output-file=$out"
  echo "result<<$delim"
  field result
  echo
  echo "$delim"
} >>"$GITHUB_OUTPUT"
echo "ama exited with code $code; output in $out" >&2
