#!/usr/bin/env bash
# Writes link/hot-text.ld: the functions ama runs on its common paths, which the linker places
# side by side at the front of the code (build.rs passes the script on Linux release builds).
#
# Why: the kernel maps a binary's code in chunks of 64–128 KB around each page that runs, so
# code that runs scattered across the 9 MB `.text` makes most of it resident. Gathered, the
# three-request task's peak RSS drops by about 3.5 MB (docs/performance.md, "Task peak RSS").
#
# How: each workload below runs under valgrind's callgrind, which names every function that ran
# (forked children included, exec'd programs not). A function's name has a hash that changes
# with the build (the checkout's path, the features, the compiler), so each name becomes a
# pattern without it: `17h<hash>E` of the legacy mangling and `Cs<hash>_` / `B<n>_` of v0 become
# `*`. A generic function's pattern therefore takes all its instances, not just those that ran.
#
# Usage: benches/hot-text.sh [AMA...]   (default: target/release/ama). Each AMA is a build with
# its symbol table (not stripped); give every build the script serves, since their inlining
# differs and a function inlined in one is a function of its own in another: `make hot-text`
# gives the release build, the release build with `test-hooks` (the one `make bench`
# measures) and `make size`'s (target/x86_64-unknown-linux-musl/size/ama, the static binary
# with symbols). Needs valgrind and the mock server (`make
# mock-server`). Run it again when the code on these paths has moved a lot; a stale script
# costs only locality, never correctness (a pattern that matches nothing is skipped).
set -euo pipefail
export LC_ALL=C

root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -gt 0 ] || set -- "$root/target/release/ama"
mock=$root/target/mock-server/release/mock_server
out=$root/link/hot-text.ld
for tool in valgrind nm; do
    command -v "$tool" >/dev/null || { echo "hot-text: $tool is not installed; install it (apt-get install valgrind binutils) and run again" >&2; exit 1; }
done
[ -x "$mock" ] || { echo "hot-text: no mock server at $mock; run \`make mock-server\` first" >&2; exit 1; }
bins=()
for bin in "$@"; do
    [ -x "$bin" ] || { echo "hot-text: no ama binary at $bin; build it first (make build, make size)" >&2; exit 1; }
    nm --defined-only "$bin" | awk '$3 == "main" { found = 1 } END { exit !found }' ||
        { echo "hot-text: $bin has no symbol table; give a build that is not stripped (make size for the static one)" >&2; exit 1; }
    bins+=("$(realpath "$bin")")
done

work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/cg"

workloads=()
# run NAME TURNS STDIN -- ARGS...: one run of binary $b against a fresh mock serving TURNS.
run() {
    local name=$1 turns=$2 input=$3
    shift 4
    printf '%s\n' "$turns" > "$work/$name.json"
    "$mock" "$work/$name.json" > "$work/$name.url" 2>/dev/null &
    local pid=$!
    for _ in $(seq 100); do [ -s "$work/$name.url" ] && break; sleep 0.05; done
    local url
    url=$(head -1 "$work/$name.url")
    cat > "$AMA_CONFIG_DIR/config.json" <<JSON
{"model": "mock/mock-model", "providers": {"mock": {"api": "openai-completions", "baseUrl": "$url/v1",
 "apiKeyEnv": "MOCK_API_KEY", "models": [{"id": "mock-model", "contextWindow": 128000, "maxTokens": 8192}]}}}
JSON
    (cd "$work/project" && printf '%s' "$input" | timeout 300 valgrind --tool=callgrind --demangle=no \
        --callgrind-out-file="$work/cg/$name.$b.%p" "${bins[$b]}" "$@" > "$work/$name.out" 2> "$work/$name.err") ||
        { echo "hot-text: workload $name failed with ${bins[$b]}; its output:" >&2; tail -5 "$work/$name.err" >&2; exit 1; }
    kill "$pid" 2>/dev/null || true
    [ "$b" -gt 0 ] || workloads+=("$name")
    echo "hot-text: $name (${bins[$b]})" >&2
}

call() { printf '{"content": [{"type": "tool_call", "id": "%s", "name": "%s", "arguments": %s}]}' "$1" "$2" "$3"; }
task3="{\"turns\": [$(call c1 bash '{"command": "echo one"}'), $(call c2 bash '{"command": "echo two"}'), \"done\"]}"
tools="{\"turns\": [$(call t1 read '{"path": "main.rs"}'), $(call t2 edit '{"path": "main.rs", "old_string": "hello", "new_string": "hi"}'),
  $(call t3 write '{"path": "notes.txt", "content": "a\nb\n"}'), $(call t4 grep '{"pattern": "println"}'),
  $(call t5 glob '{"pattern": "*.rs"}'), $(call t6 ls '{"path": "."}'), \"done\"]}"
stream='{"turns": [{"deltas": 2000}]}'

for b in "${!bins[@]}"; do
    # A fresh home, data dir and project for each binary, so `stats` starts cold each time.
    rm -rf "$work/home" "$work/project"
    mkdir -p "$work/home/config" "$work/project"
    export HOME=$work/home AMA_CONFIG_DIR=$work/home/config AMA_DATA_DIR=$work/home/data MOCK_API_KEY=x
    printf 'fn main() {\n    println!("hello");\n}\n' > "$work/project/main.rs"
    run task3 "$task3" '' -- -p "run two commands"
    run text "$stream" '' -- -p "hi"
    run stream-json "$stream" '' -- -p --output-format stream-json "hi"
    run tools "$tools" '' -- -p "edit the file"
    run resume '{"turns": ["again"]}' '' -- -p --continue "hi"
    run rpc '{"turns": ["done"]}' '{"id": "1", "type": "prompt", "message": "hi"}
' -- --mode rpc
    run stats-cold '{"turns": []}' '' -- stats
    run stats-indexed '{"turns": []}' '' -- stats
    run version '{"turns": []}' '' -- --version
done

# patterns NAME: every name at the address of a function that ran in workload NAME with any of
# the binaries (callgrind reports one name for aliases), each as a hash-free pattern; only names
# a linker script can hold.
for b in "${!bins[@]}"; do
    nm --defined-only "${bins[$b]}" | awk '$2 ~ /^[tTwW]$/ { print $1, $3 }' | sort -k2,2 > "$work/syms.$b"
    sort -k1,1 "$work/syms.$b" > "$work/syms-by-address.$b"
done
patterns() {
    for b in "${!bins[@]}"; do
        sed -n 's/^c\{0,1\}fn=([0-9]*) //p' "$work"/cg/"$1.$b".* | sort -u |
            join -1 1 -2 2 -o 2.1 - "$work/syms.$b" | sort -u |
            join -o 1.2 "$work/syms-by-address.$b" -
    done | sed -E -e 's/17h[0-9a-f]{16}E(\.llvm\.[0-9]+)?$/17h*/' \
            -e '/^_R/{s/\.llvm\.[0-9]+$/*/; s/Cs[0-9A-Za-z]*_/Cs*_/g; s/B[0-9A-Za-z]*_/B*_/g; s/\*+/*/g}' |
        grep -E '^[A-Za-z0-9_.$*]+$' | sort -u
}
# The order of the section: the whole task's functions first (start-up, settings, the agent
# loop, HTTP, the bash tool), the ones more workloads share before the others; then what each
# later workload adds, in the order above. So one run touches one stretch from the front.
for name in "${workloads[@]}"; do patterns "$name" | sed "s/^/$name /"; done |
    awk -v order="${workloads[*]}" '
        BEGIN { n = split(order, list, " "); for (i = 1; i <= n; i++) rank[list[i]] = i }
        { count[$2]++; if (!($2 in first) || rank[$1] < first[$2]) first[$2] = rank[$1] }
        END { for (p in count) printf "%04d %04d %s\n", first[p], 1000 - count[p], p }' |
    sort | cut -d' ' -f3 > "$work/patterns"
ran=$(sed -n 's/^c\{0,1\}fn=([0-9]*) //p' "$work"/cg/* | sort -u | wc -l)

mkdir -p "$(dirname "$out")"
{
    echo "/* Made by benches/hot-text.sh from ama $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?'): do not edit."
    echo "   The functions that ran in its workloads (print, tools, streaming, stream-json, resume,"
    echo "   RPC, stats), placed together before the rest of the code; see docs/performance.md. */"
    echo "SECTIONS {"
    echo "  .text.hot : {"
    awk '{ printf "    *(.text.%s .text.unlikely.%s)\n", $0, $0 }' "$work/patterns"
    echo "  }"
    echo "} INSERT BEFORE .text;"
} > "$out.tmp"
mv "$out.tmp" "$out"
echo "hot-text: $(wc -l < "$work/patterns") patterns from $ran functions -> $out" >&2
