#!/bin/sh
# golden.sh - one golden translation test of the core translator.
# usage: golden.sh CU2HIP CASE.cu MODE [CUDA_PATH]      (or CASE.c: a host C file)
#   prelude: translate with the bundled prelude; stdout must equal CASE.hip, stderr CASE.err
#            (missing CASE.err = no diagnostics)
#   sdk:     same with --cuda-path CUDA_PATH; stdout must equal CASE.hip (SDK diagnostics differ)
#   idem:    translate CASE.hip again; the result must be byte-identical to CASE.hip
# Runs in the case's directory so diagnostics name the file as "CASE.cu".
# idem keeps the case's extension (a .c file is parsed as C).
set -u
exe=$1 case=$2 mode=$3 cuda=${4:-}
dir=$(dirname "$case"); ext=${case##*.}; base=$(basename "$case" ".$ext")
cd "$dir" || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
case $mode in
prelude) "$exe" "$base.$ext" >"$tmp/out" 2>"$tmp/err"; rc=$? ;;
sdk)
    if [ ! -d "$cuda/include" ]; then echo "SKIP: no CUDA SDK at '$cuda'"; exit 0; fi
    "$exe" --cuda-path "$cuda" "$base.$ext" >"$tmp/out" 2>"$tmp/err"; rc=$? ;;
idem)
    cp "$base.hip" "$tmp/$base.$ext"
    # headers next to the case (user_header.h) are part of its environment
    for h in ./*.h; do [ -f "$h" ] && cp "$h" "$tmp/"; done
    (cd "$tmp" && "$exe" "$base.$ext" >"$tmp/out" 2>"$tmp/err"); rc=$? ;;
*) echo "bad mode $mode"; exit 2 ;;
esac
fail=0
if [ $rc -ne 0 ]; then echo "FAIL: exit status $rc"; cat "$tmp/err"; fail=1; fi
if ! cmp -s "$tmp/out" "$base.hip"; then
    echo "FAIL: output differs from $base.hip ($mode mode):"
    diff -u "$base.hip" "$tmp/out" | head -60
    fail=1
fi
if [ "$mode" = prelude ]; then
    if [ -f "$base.err" ]; then exp="$base.err"; else exp=/dev/null; fi
    if ! cmp -s "$tmp/err" "$exp"; then
        echo "FAIL: diagnostics differ from $exp:"
        diff -u "$exp" "$tmp/err" | head -40
        fail=1
    fi
fi
[ $fail -eq 0 ] && echo "ok: $base ($mode)"
exit $fail
