#!/bin/sh
# idempotent.sh - translating a translation changes nothing, over every CUDA input of testdata/
# (every area's .cu files): each file is translated (with its NAME.args, and -I its directory),
# the output is translated again as a .cu file in the same directory context, and the two
# outputs must be byte-identical. Inputs whose first translation fails (the CLI's deliberately
# bad files) are skipped. Runs two files at a time. IDEMPOTENT_OPTS adds options to both
# translations (lower.idempotent: --lower-kernels, whose output must be a fixed point too).
# usage: idempotent.sh CU2HIP TESTDATA_DIR      (internally: idempotent.sh --one CU2HIP FILE OUT)
set -u
if [ "${1:-}" = --one ]; then
    exe=$2 f=$3 out=$4
    dir=$(dirname "$f") base=$(basename "$f" .cu)
    key=$(printf '%s' "$f" | cksum | cut -d' ' -f1)
    args=""
    [ -f "$dir/$base.args" ] && args=$(cat "$dir/$base.args")
    args="$args ${IDEMPOTENT_OPTS:-}"
    # shellcheck disable=SC2086
    "$exe" $args -I "$dir" "$f" > "$out/$key.1" 2> /dev/null || exit 0
    # the second input sits beside the first (same directory for #include "...", in the copy)
    second="$dir/.idem-$key-$base.cu"
    cp "$out/$key.1" "$second" || exit 0
    # shellcheck disable=SC2086
    "$exe" $args -I "$dir" "$second" > "$out/$key.2" 2> "$out/$key.err"
    rc=$?
    if [ $rc -ne 0 ]; then
        { echo "FAIL $f: the second translation exited with $rc"; cat "$out/$key.err"; } > "$out/$key.fail"
    elif ! cmp -s "$out/$key.1" "$out/$key.2"; then
        { echo "FAIL $f: translating the translation changes it"
          diff -u "$out/$key.1" "$out/$key.2" | head -40; } > "$out/$key.fail"
    fi
    exit 0
fi
exe=${1:?usage: idempotent.sh CU2HIP TESTDATA_DIR}
data=${2:?usage: idempotent.sh CU2HIP TESTDATA_DIR}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
# work on a copy: the second inputs are written beside the first ones
mkdir "$tmp/data" && cp -R "$data"/. "$tmp/data"/ || exit 2
find "$tmp/data" -name '*.cu' | sort > "$tmp/list"
n=$(wc -l < "$tmp/list")
[ "$n" -gt 0 ] || { echo "no .cu files under $data" >&2; exit 1; }
xargs -P 2 -I{} sh "$0" --one "$exe" {} "$tmp" < "$tmp/list"
if ls "$tmp"/*.fail > /dev/null 2>&1; then
    sed "s|$tmp/data/||g" "$tmp"/*.fail
    echo "$(ls "$tmp"/*.fail | wc -l) of $n inputs are not idempotent"
    exit 1
fi
echo "ok: $n inputs translate to a fixed point"
