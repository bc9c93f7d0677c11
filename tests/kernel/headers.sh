#!/bin/sh
# headers.sh - kernel-language transforms in project headers (kernel area).
# Translates the tree DATADIR/NAME/src in batch mode (cu2hip --out-dir, -j 1), where the project
# headers a source includes are edited in the same translation, and compares the output tree with
# DATADIR/NAME/expected and the kernel.* findings (paths relative to src/) with
# DATADIR/NAME/expected.err; with --hip-version 5.2 the same against expected-5.2 and
# expected-5.2.err.
# Usage: headers.sh [--update] CU2HIP DATADIR NAME   (--update rewrites the expected files)
set -u
update=0
if [ "${1:-}" = "--update" ]; then update=1; shift; fi
[ $# -eq 3 ] || { echo "usage: headers.sh [--update] CU2HIP DATADIR NAME" >&2; exit 2; }
cu2hip=$1 data=$2/$3
[ -d "$data/src" ] || { echo "FAIL: no $data/src" >&2; exit 2; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
fail=0

check() { # check SUFFIX [extra args...]
    suffix=$1
    shift
    out=$tmp/out$suffix
    "$cu2hip" -j 1 --cache-dir "$tmp/cache$suffix" --out-dir "$out" "$@" "$data/src" \
        > "$tmp/stdout" 2> "$tmp/err.all"
    rc=$?
    if [ $rc -ne 0 ]; then
        echo "FAIL expected$suffix: cu2hip exited with $rc" >&2
        cat "$tmp/err.all" >&2
        fail=1
        return
    fi
    grep '\[kernel\.[^]]*\]$' "$tmp/err.all" | sed "s|^$data/src/||" > "$tmp/err" || true
    if [ $update -eq 1 ]; then
        rm -rf "$data/expected$suffix"
        cp -R "$out" "$data/expected$suffix"
        cp "$tmp/err" "$data/expected$suffix.err"
        return
    fi
    if ! diff -ru "$data/expected$suffix" "$out" >&2; then
        echo "FAIL expected$suffix: output tree differs" >&2
        fail=1
    fi
    if ! diff -u "$data/expected$suffix.err" "$tmp/err" >&2; then
        echo "FAIL expected$suffix: findings differ from expected$suffix.err" >&2
        fail=1
    fi
}

check ""
check "-5.2" --hip-version 5.2
exit $fail
