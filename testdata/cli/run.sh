#!/bin/sh
# run.sh - CLI cases of cu2hip. Each case NAME.sh is a shell snippet run with $CU2HIP set, in a
# fresh temporary copy of files/; its standard output and standard error must equal NAME.stdout
# and NAME.stderr (a missing file means empty). Snippets echo exit statuses and inspect the
# files they leave behind themselves.
# usage: run.sh CU2HIP [--regen] [NAME...]
set -u
CU2HIP=$1; shift
export CU2HIP
regen=0
if [ "${1:-}" = --regen ]; then regen=1; shift; fi
here=$(cd "$(dirname "$0")" && pwd)
if [ $# -eq 0 ]; then set -- $(cd "$here" && ls *.sh | grep -v '^run\.sh$' | sed 's/\.sh$//'); fi
fails=0
for name in "$@"; do
    tmp=$(mktemp -d)
    cp -R "$here/files/." "$tmp/"
    (cd "$tmp" && sh "$here/$name.sh" >"$tmp/.stdout" 2>"$tmp/.stderr")
    for s in stdout stderr; do
        exp="$here/$name.$s"
        if [ $regen -eq 1 ]; then
            if [ -s "$tmp/.$s" ]; then cp "$tmp/.$s" "$exp"; else rm -f "$exp"; fi
            continue
        fi
        [ -f "$exp" ] || exp=/dev/null
        if ! cmp -s "$tmp/.$s" "$exp"; then
            echo "FAIL: $name: $s differs:"
            diff -u "$exp" "$tmp/.$s" | head -30
            fails=$((fails + 1))
        fi
    done
    rm -rf "$tmp"
done
[ $regen -eq 1 ] && { echo "regenerated $# cases"; exit 0; }
[ $fails -eq 0 ] && echo "ok: $# CLI cases"
exit $((fails != 0))
