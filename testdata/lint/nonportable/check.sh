#!/bin/sh
# check.sh - a CUDA program that cannot be ported by translation (hard-coded 32-lane ballots
# stored into a bitmap of 32-bit words: at warp size 64 two "lane 0" threads count the same
# 64-lane ballot). It ran correctly on an NVIDIA H100; after translation it can only work at
# warp size 32. The lint must flag every non-portable spot: the 32-bit ballot variable, the
# mask stored through a pointer, and the warp-size literals. usage: check.sh CU2HIP FILE
set -u
out=$("$1" --lint --werror "$2" 2>&1)
rc=$?
fail=0
[ $rc -eq 1 ] || { echo "FAIL: exit status $rc, expected 1"; fail=1; }
for id in warp.mask-32bit kernel.mask-untracked warp.size-literal; do
    printf '%s\n' "$out" | grep -q "\[$id\]" || { echo "FAIL: no [$id] finding"; fail=1; }
done
[ $fail -eq 0 ] && echo "ok: non-portable 32-lane code is flagged" || printf '%s\n' "$out"
exit $fail
