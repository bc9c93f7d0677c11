#!/bin/sh
# profile_golden.sh - golden translations of one case at several --hip-version profiles (rules
# area: header paths, library and cooperative-groups gaps per HIP release).
# For testdata/rules/profile/NAME.cu: `cu2hip NAME.cu` must print NAME.hip with the diagnostics
# NAME.err, and `cu2hip --hip-version V NAME.cu` NAME.V.hip and NAME.V.err for every V in
# NAME.profiles (one per line; default: 5.2). A missing .err file means no diagnostics.
# NAME.args, when present, holds options given to every run (e.g. --roc).
# Usage: profile_golden.sh [--update] CU2HIP CASE.cu   (--update rewrites the goldens)
set -u
update=0
if [ "${1:-}" = "--update" ]; then update=1; shift; fi
[ $# -eq 2 ] || { echo "usage: profile_golden.sh [--update] CU2HIP CASE.cu" >&2; exit 2; }
exe=$1 case=$2
cd "$(dirname "$case")" || exit 2
name=$(basename "$case" .cu)
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
profiles=5.2
[ -f "$name.profiles" ] && profiles=$(cat "$name.profiles")
extra=""
[ -f "$name.args" ] && extra=$(cat "$name.args")
fail=0
for p in newest $profiles; do
    if [ "$p" = newest ]; then suffix="" set --; else suffix=".$p"; set -- --hip-version "$p"; fi
    # shellcheck disable=SC2086
    "$exe" $extra "$@" "$name.cu" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ $rc -ne 0 ]; then echo "FAIL $name$suffix: exit status $rc"; cat "$tmp/err"; fail=1; continue; fi
    if [ $update -eq 1 ]; then
        cp "$tmp/out" "$name$suffix.hip"
        if [ -s "$tmp/err" ]; then cp "$tmp/err" "$name$suffix.err"; else rm -f "$name$suffix.err"; fi
        continue
    fi
    if ! cmp -s "$tmp/out" "$name$suffix.hip"; then
        echo "FAIL $name$suffix: output differs from $name$suffix.hip:"; diff -u "$name$suffix.hip" "$tmp/out" | head -40; fail=1
    fi
    exp=/dev/null; [ -f "$name$suffix.err" ] && exp="$name$suffix.err"
    if ! cmp -s "$tmp/err" "$exp"; then
        echo "FAIL $name$suffix: diagnostics differ from $exp:"; diff -u "$exp" "$tmp/err" | head -40; fail=1
    fi
done
exit $fail
