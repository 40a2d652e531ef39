#!/usr/bin/env bash
# Step 3 of the ama GitHub Action (action.yml): appends the run's outcome to the job summary
# ($GITHUB_STEP_SUMMARY): a heading with ama's exit code and subtype, the turns, tokens, cost (USD,
# four decimals) and duration, the denied tool calls, and the final answer's text (or the error).
# Reads AMA_OUTPUT_FILE (the run step's output: the result is its last line) with jq, or python3
# when jq is missing; both give the same text.
set -euo pipefail

: "${GITHUB_STEP_SUMMARY:?GITHUB_STEP_SUMMARY is not set; the runner sets it, set it to a file to run this by hand}"
file=${AMA_OUTPUT_FILE:?AMA_OUTPUT_FILE is not set; set it to the run step output output-file}
code=${AMA_EXIT_CODE:-?}
last=$(tail -n 1 "$file" 2>/dev/null || true)

render() {
  if command -v jq >/dev/null; then
    jq -r --arg code "$code" '
      "## ama: " + (if .isError then "failed" else "done" end)
        + " (exit " + $code + ", " + (.subtype // "no subtype") + ")",
      "",
      "| turns | input tokens | output tokens | cost (USD) | duration |",
      "|---|---|---|---|---|",
      (((.costUsd // 0) * 10000 | round) as $c
        | "| \(.numTurns // 0) | \(.usage.input // 0) | \(.usage.output // 0) | \($c / 10000 | floor).\("000" + ($c % 10000 | tostring) | .[-4:]) | \((.durationMs // 0) / 1000) s |"),
      "",
      (if ((.permissionDenials // []) | length) > 0
        then "Denied tool calls: " + ([.permissionDenials[] | "`" + (.toolName // "?") + "`"] | join(", ")) + "\n"
        else empty end),
      (if .isError then "**Error:** " + (.error // "see the log") + "\n" else empty end),
      (.result // "")' <<<"$last"
  else
    AMA_LAST=$last python3 -c '
import json, os, sys
r = json.loads(os.environ["AMA_LAST"])
u = r.get("usage") or {}
print("## ama: %s (exit %s, %s)" % ("failed" if r.get("isError") else "done", sys.argv[1], r.get("subtype") or "no subtype"))
print()
print("| turns | input tokens | output tokens | cost (USD) | duration |")
print("|---|---|---|---|---|")
c = round((r.get("costUsd") or 0) * 10000)
print("| %s | %s | %s | %d.%04d | %s s |" % (r.get("numTurns") or 0, u.get("input", 0), u.get("output", 0), c // 10000, c % 10000, (r.get("durationMs") or 0) / 1000))
print()
d = r.get("permissionDenials") or []
if d:
    print("Denied tool calls: " + ", ".join("`%s`" % x.get("toolName", "?") for x in d) + "\n")
if r.get("isError"):
    print("**Error:** %s\n" % (r.get("error") or "see the log"))
print(r.get("result") or "")
' "$code"
  fi
}

if [ -z "$last" ]; then
  printf '## ama: no result (exit %s)\n\nama wrote no output to `%s`; see the step log.\n' "$code" "$file" >>"$GITHUB_STEP_SUMMARY"
elif ! out=$(render 2>&1); then
  printf '## ama: unreadable result (exit %s)\n\nThe last line of `%s` is not a JSON result: %s\n' "$code" "$file" "$out" >>"$GITHUB_STEP_SUMMARY"
else
  printf '%s\n' "$out" >>"$GITHUB_STEP_SUMMARY"
fi
