#!/usr/bin/env bash
# Before/after table for the process figures of `make bench`: runs `cargo bench --bench bench --
# core` RUNS times against each binary, alternating them so both see the same machine load, and
# prints the median of each figure over the runs. Issue #25 asks for medians of 10 runs.
#   benches/compare.sh <before-binary> <after-binary> [runs, default 10]
set -euo pipefail
before=$(realpath "${1:?usage: benches/compare.sh <before-binary> <after-binary> [runs]}")
after=$(realpath "${2:?usage: benches/compare.sh <before-binary> <after-binary> [runs]}")
runs=${3:-10}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cargo build --release --locked --features test-hooks --bench bench >/dev/null 2>&1
for i in $(seq "$runs"); do
  for side in before after; do
    AMA_BENCH_BIN=${!side} cargo bench --locked --features test-hooks --bench bench -- core 2>/dev/null >"$out/$side.$i"
  done
done
python3 - "$out" "$runs" <<'PY'
import re, statistics, sys
out, runs = sys.argv[1], int(sys.argv[2])
# (label, line prefix, index of the number on that line)
figures = [
    ("start-up (--version), ms", "start (--version)", 0),
    ("time to first request, ms", "time to first request", 0),
    ("CPU per 1000 deltas (text), ms", "CPU per 1000 deltas, text", 0),
    ("CPU per 1000 deltas (stream-json), ms", "CPU per 1000 deltas, stream-json", 0),
    ("task3 wall, ms", "3-request task", 0),
    ("task3 CPU, ms", "3-request task", 1),
    ("task3 peak RSS, MB", "3-request task", 2),
    ("task3 system calls", "3-request task syscalls", 0),
    ("task3 futex calls", "3-request task syscalls", 1),
    ("task3 clones (threads and processes)", "3-request task syscalls", 2),
    ("resume 100 MB end to end, first request, ms", "resume 100 MB end to end", 0),
    ("resume 100 MB end to end, peak RSS, MB", "resume 100 MB end to end", 1),
]
def numbers(side, i, prefix):
    for line in open(f"{out}/{side}.{i}"):
        if line.startswith(prefix):
            text = line[len(prefix):].split(":", 1)[1]
            return [float(x) for x in re.findall(r"\d+(?:\.\d+)?", text.replace("100 MB", ""))]
    return []
print(f"| figure (median of {runs} runs) | before | after |")
print("|---|---:|---:|")
for label, prefix, k in figures:
    row = []
    for side in ("before", "after"):
        vals = [n[k] for i in range(1, runs + 1) if len(n := numbers(side, i, prefix)) > k]
        row.append(f"{statistics.median(vals):.2f}" if vals else "n/a")
    print(f"| {label} | {row[0]} | {row[1]} |")
PY
