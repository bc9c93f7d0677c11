#!/bin/sh
# repro.sh - the fuzz reproducers (tests/fuzz/repro) through the ordinary cu2hip: NAME.cu is
# translated and linted, NAME.json loaded as a --rules file. Bad input never crashes: each run
# must end with exit status 0, 1 (lint findings) or 2 (a rule file rejected with its one-line
# error), never 3 (internal error) or a signal.
# usage: repro.sh CU2HIP REPRO_DIR
set -u
exe=${1:?usage: repro.sh CU2HIP REPRO_DIR}
dir=${2:?usage: repro.sh CU2HIP REPRO_DIR}
fail=0
n=0
for f in "$dir"/*.cu "$dir"/*.json; do
    [ -f "$f" ] || continue
    n=$((n + 1))
    case $f in
    *.cu)
        "$exe" "$f" > /dev/null 2>&1; rc=$?
        [ $rc -le 1 ] || { echo "FAIL $f: translation exited with $rc"; fail=1; }
        "$exe" --lint "$f" > /dev/null 2>&1; rc=$?
        [ $rc -le 1 ] || { echo "FAIL $f: lint exited with $rc"; fail=1; } ;;
    *.json)
        tmp=$(mktemp -d)
        printf '__global__ void k() {}\n' > "$tmp/a.cu"
        "$exe" --rules "$f" "$tmp/a.cu" > /dev/null 2> "$tmp/err"; rc=$?
        rm -rf "$tmp"
        [ $rc -le 2 ] || { echo "FAIL $f: exited with $rc"; fail=1; } ;;
    esac
done
[ $fail -eq 0 ] && echo "ok: $n reproducers"
exit $fail
