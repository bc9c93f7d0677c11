#!/bin/sh
# help-in-man.sh - every option that `cu2hip --help` lists is documented in man/cu2hip.1
# (the man page spells '-' as '\-').
# usage: help-in-man.sh CU2HIP MANPAGE
set -u
opts=$("$1" --help | grep -o -- ' --*[a-zA-Z][a-zA-Z-]*' | sort -u)
[ -n "$opts" ] || { echo "FAIL: no options found in --help"; exit 1; }
missing=0 n=0
for o in $opts; do
    n=$((n + 1))
    esc=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
    grep -q -e "$esc" "$2" || { echo "FAIL: $o is in --help but not in $2"; missing=$((missing + 1)); }
done
[ $missing -eq 0 ] && echo "ok: $n options of --help are documented in $2"
[ $missing -eq 0 ]
