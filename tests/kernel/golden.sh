#!/bin/sh
# golden.sh - golden tests of the kernel-language transforms (kernel area).
# For testdata/kernel/NAME.cu: `cu2hip [ARGS] NAME.cu` must print NAME.hip and the kernel.*
# findings in NAME.err; with --hip-version 5.2 it must print NAME.5.2.hip and NAME.5.2.err.
# ARGS come from NAME.args when present. Only findings with kernel.* rule ids are compared:
# parse errors and rename findings depend on the prelude and rule tables of other areas.
# Idempotency: each output, translated again as CUDA input (same ARGS and profile), must come
# back unchanged (a HIP file is valid CUDA-side input to a porting tool run twice).
# Usage: golden.sh [--update] CU2HIP DATADIR NAME...   (--update rewrites the goldens)
set -u
update=0
if [ "${1:-}" = "--update" ]; then update=1; shift; fi
[ $# -ge 3 ] || { echo "usage: golden.sh [--update] CU2HIP DATADIR NAME..." >&2; exit 2; }
cu2hip=$1 dir=$2
shift 2
cd "$dir" || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
fail=0

check() { # check NAME SUFFIX [extra args...]
    name=$1 suffix=$2
    shift 2
    args=""
    [ -f "$name.args" ] && args=$(cat "$name.args")
    # shellcheck disable=SC2086
    "$cu2hip" $args "$@" "$name.cu" > "$tmp/out" 2> "$tmp/err.all"
    rc=$?
    grep '\[kernel\.[^]]*\]$' "$tmp/err.all" > "$tmp/err" || true
    if [ $rc -ne 0 ]; then
        echo "FAIL $name$suffix: cu2hip exited with $rc" >&2
        cat "$tmp/err.all" >&2
        fail=1
        return
    fi
    if [ $update -eq 1 ]; then
        cp "$tmp/out" "$name$suffix.hip"
        if [ -s "$tmp/err" ]; then cp "$tmp/err" "$name$suffix.err"; else rm -f "$name$suffix.err"; fi
        return
    fi
    expected_err=/dev/null
    [ -f "$name$suffix.err" ] && expected_err="$name$suffix.err"
    if ! diff -u "$name$suffix.hip" "$tmp/out" >&2; then
        echo "FAIL $name$suffix: output differs from $name$suffix.hip" >&2
        fail=1
    fi
    if ! diff -u "$expected_err" "$tmp/err" >&2; then
        echo "FAIL $name$suffix: findings differ from $expected_err" >&2
        fail=1
    fi
    mkdir -p "$tmp/idem"
    cp "$tmp/out" "$tmp/idem/$name.cu"
    # shellcheck disable=SC2086
    (cd "$tmp/idem" && "$cu2hip" $args "$@" "$name.cu" > "$tmp/out2" 2> "$tmp/err2")
    rc=$?
    if [ $rc -ne 0 ]; then
        echo "FAIL $name$suffix: translating the output again exited with $rc" >&2
        cat "$tmp/err2" >&2
        fail=1
    elif ! diff -u "$tmp/out" "$tmp/out2" >&2; then
        echo "FAIL $name$suffix: translating the output again changes it (not idempotent)" >&2
        fail=1
    fi
}

for name in "$@"; do
    [ -f "$name.cu" ] || { echo "FAIL $name: no $dir/$name.cu" >&2; fail=1; continue; }
    check "$name" ""
    check "$name" ".5.2" --hip-version 5.2
done
exit $fail
