#!/usr/bin/env bash
# Where the static binary's bytes go (`make size`, issue #33): the 8 MB budget of
# `make check-container` is shared by every feature, so this names the largest contributors, by
# crate and by ama module, from the symbol table of the dist build kept unstripped (the `size`
# profile in Cargo.toml: the dist profile with `strip = false`, so the code is the same).
#   benches/size.sh <unstripped binary> [rows, default 25]
# Symbols are attributed by their demangled path: `<T as Trait>::f` to T's crate, drop glue
# (`core::ptr::drop_in_place<T>`) to T's crate, C symbols to `ring` (its `ring_core_*` prefix)
# or `[C: musl libc and others]`. What no symbol covers (string literals, merged constants,
# relocations, unwind tables) is the `sections` part: `size -A` names it.
set -euo pipefail
bin=${1:?usage: benches/size.sh <unstripped binary> [rows]}
rows=${2:-25}
stripped=$(mktemp)
trap 'rm -f "$stripped"' EXIT
strip -o "$stripped" "$bin"
echo "binary: $bin"
echo "stripped: $(stat -c %s "$stripped") bytes (what make static ships; budget 8000000)"
echo
echo "sections of the stripped binary (bytes):"
size -A -d "$stripped" | awk 'NR > 2 && $2 > 0 && $1 != "Total" { printf "  %-22s %9d\n", $1, $2 }'
echo
nm --print-size --radix=d -C "$bin" 2>/dev/null | python3 -c '
import collections, re, sys
rows = int(sys.argv[1])
def split_generic(s):
    # The outermost path of a demangled name, generics removed: a::b<c::d>::e -> a::b::e
    out, depth = [], 0
    for ch in s:
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)
def self_type(name):
    # "<T as Trait>::f" or "<T>::f" -> T, else None
    if not name.startswith("<"):
        return None
    depth = 0
    for i, ch in enumerate(name):
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
            if depth == 0:
                inner = name[1:i]
                break
    else:
        return None
    d = 0
    for j in range(len(inner) - 3):
        c = inner[j]
        if c in "<([":
            d += 1
        elif c in ">)]":
            d -= 1
        elif d == 0 and inner.startswith(" as ", j):
            return inner[:j], inner[j + 4:]
    return inner, None
def clean(t):
    t = t.strip()
    for p in ("&mut ", "&", "*const ", "*mut ", "dyn ", "impl ", "[", "("):
        while t.startswith(p):
            t = t[len(p):].strip()
    return t
def path_of(name):
    """The path a symbol is charged to."""
    st = self_type(name)
    if st is not None:
        ty, trait = st
        ty = clean(ty)
        if "::" in split_generic(ty).split(";")[0]:
            return path_of(ty)
        return path_of(clean(trait)) if trait else ty
    m = re.match(r"core::ptr::drop_in_place<(.*)>$", name)
    if m:
        return path_of(clean(m.group(1)))
    return split_generic(name)
by_crate, by_module = collections.Counter(), collections.Counter()
total = 0
for line in sys.stdin:
    parts = line.rstrip("\n").split(" ", 3)
    if len(parts) < 4 or not parts[1].isdigit() or parts[2] not in "tTrRdDbBvVwW":
        continue
    size, name = int(parts[1]), parts[3]
    if parts[2] in "bB":
        continue  # .bss takes no file bytes
    total += size
    path = path_of(name)
    if "::" not in path:
        crate = "ring (C)" if name.startswith("ring_core_") else "[C: musl libc and others]"
    else:
        crate = path.split("::")[0].lstrip("_")
    by_crate[crate] += size
    if crate == "ama":
        segs = path.split("::")[1:]
        mod = []
        for s in segs[:-1]:
            if not s or not (s[0].islower() or s[0] == "_") or len(mod) == 2:
                break
            mod.append(s)
        by_module["ama::" + "::".join(mod) if mod else "ama (root)"] += size
print(f"bytes in named symbols: {total}")
print()
def table(title, counter):
    print(title)
    for k, v in counter.most_common(rows):
        print(f"  {v:9d}  {100 * v / total:5.1f} %  {k}")
    print()
table(f"largest crates (of {len(by_crate)}):", by_crate)
table(f"largest ama modules (of {len(by_module)}, two levels):", by_module)
' "$rows"
