#!/bin/sh
# compile_check.sh - every golden output of testdata/kernel builds with real HIP (kernel area).
# Default profile: hipcc -include tests/kernel/rocm7_sync.h (ROCm 7's 64-bit-mask _sync builtins,
# so a 32-bit mask fails); 5.2 profile: plain Debian hipcc (ROCm 5.2). The sources of the
# batch-mode projects (testdata/kernel/*/expected*/) are built the same way. Cases whose .cu says
# "cu2hip-test: no-compile" are skipped. Exit 77 (skipped) when hipcc is missing.
# Usage: compile_check.sh SOURCE_DIR [HIPCC] [JOBS]
set -u
src=${1:?usage: compile_check.sh SOURCE_DIR [HIPCC] [JOBS]}
hipcc=${2:-hipcc}
jobs=${3:-2}
command -v "$hipcc" > /dev/null 2>&1 || { echo "hipcc not found: skipped"; exit 77; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
data=$src/testdata/kernel
: > "$tmp/list"
for cu in "$data"/*.cu; do
    name=$(basename "$cu" .cu)
    grep -q 'cu2hip-test: no-compile' "$cu" && continue
    [ -f "$data/$name.hip" ] && echo "$data/$name.hip -include $src/tests/kernel/rocm7_sync.h" >> "$tmp/list"
    [ -f "$data/$name.5.2.hip" ] && echo "$data/$name.5.2.hip" >> "$tmp/list"
done
# batch-mode projects (headers.sh): the translated sources, with their translated headers
for cu in "$data"/*/expected/*.cu; do
    [ -f "$cu" ] || continue
    echo "$cu -include $src/tests/kernel/rocm7_sync.h" >> "$tmp/list"
    alt=$(dirname "$cu")-5.2/$(basename "$cu")
    [ -f "$alt" ] && echo "$alt" >> "$tmp/list"
done
[ -s "$tmp/list" ] || { echo "no golden outputs found in $data" >&2; exit 1; }
export hipcc tmp
# one line per compile: FILE [EXTRA...]; a failure prints the compiler's errors and exits 255
# so that xargs stops and reports it
xargs -P "$jobs" -L 1 sh -c '
    f=$1; shift
    out=$tmp/$(echo "$f" | tr / _).o
    if ! "$hipcc" --offload-arch=gfx90a -x hip "$@" -c "$f" -o "$out" > "$out.log" 2>&1; then
        grep -v rocm_agent_enumerator "$out.log" | grep -v "^ *\\(File\\|main()\\|Traceback\\|raise\\|FileNotFound\\|  \\)" >&2
        echo "FAIL: $f does not compile" >&2
        exit 255
    fi
    echo "ok: $f"
' sh < "$tmp/list"
