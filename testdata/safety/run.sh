#!/bin/sh
# run.sh - one case of the output/input safety tests (issue 14). NAME.sh runs with $CU2HIP set
# in a fresh temporary copy of files/, under a time limit (FIFO cases must never hang the
# suite); its standard output and standard error must equal NAME.stdout and NAME.stderr (a
# missing file means empty). Cases echo exit statuses and print the state of the files they
# leave behind (types, modes, contents) themselves. A case that exits 77 is skipped (device
# nodes need root); the runner then prints "SKIP: ..." for CTest's SKIP_REGULAR_EXPRESSION.
# usage: run.sh CU2HIP NAME [--regen]
set -u
CU2HIP=$1
case $CU2HIP in /*) ;; *) CU2HIP=$(pwd)/$CU2HIP ;; esac
name=$2
regen=${3:-}
export CU2HIP
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/w"
cp -R "$here/files/." "$tmp/w/"
(cd "$tmp/w" && timeout -k 5 400 sh "$here/$name.sh" >"$tmp/stdout" 2>"$tmp/stderr")
rc=$?
if [ $rc -eq 77 ]; then
    echo "SKIP: $name: $(head -1 "$tmp/stdout")"
    exit 0
fi
if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
    echo "FAIL: $name: timed out"
    exit 1
fi
fails=0
for s in stdout stderr; do
    exp="$here/$name.$s"
    if [ "$regen" = --regen ]; then
        if [ -s "$tmp/$s" ]; then cp "$tmp/$s" "$exp"; else rm -f "$exp"; fi
        continue
    fi
    [ -f "$exp" ] || exp=/dev/null
    if ! cmp -s "$tmp/$s" "$exp"; then
        echo "FAIL: $name: $s differs:"
        diff -u "$exp" "$tmp/$s" | head -40
        fails=$((fails + 1))
    fi
done
[ "$regen" = --regen ] && { echo "regenerated $name"; exit 0; }
[ $fails -eq 0 ] && echo "ok: $name"
exit $((fails != 0))
