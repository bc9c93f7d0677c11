#!/bin/sh
# rename_dangling.sh - batch --rename-ext and #includes of renamed project headers (issue 13):
# a header reached only through a -I directory is renamed all the same, so an #include the run
# cannot resolve (no -I given) must be reported (include.rename-ext, at the #include's line),
# and with the -I given (as "-I DIR", two arguments) the include must be rewritten, silently.
# usage: rename_dangling.sh CU2HIP
set -u
exe=${1:?usage: rename_dangling.sh CU2HIP}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
cd "$tmp" || exit 2
mkdir -p proj/src proj/inc
printf '#pragma once\n__device__ inline int twice(int x) { return 2 * x; }\n' > proj/inc/util.cuh
printf '#include <cuda_runtime.h>\n#include <util.cuh>\n#include "missing.cuh"\n__global__ void k(int *o) { o[0] = twice(1); }\n' > proj/src/a.cu
fail=0
"$exe" proj --out-dir out1 --rename-ext --no-progress > out1.txt 2> err1.txt
rc=$?
[ $rc -eq 0 ] || { echo "FAIL: exit status $rc without -I"; cat err1.txt; fail=1; }
grep -q '^proj/src/a.cu:2:1: warning: #include <util.cuh> not updated: .*inc/util.hip.h.*\[include.rename-ext\]$' err1.txt ||
    { echo "FAIL: no include.rename-ext warning for <util.cuh>"; cat err1.txt; fail=1; }
# a header that is not part of the project is nobody's business
grep -q 'missing.cuh.*rename-ext' err1.txt && { echo "FAIL: warned about a non-project header"; fail=1; }
test -f out1/inc/util.hip.h || { echo "FAIL: header not renamed"; fail=1; }
"$exe" proj --out-dir out2 --rename-ext --no-progress -I proj/inc > out2.txt 2> err2.txt
grep -q '#include <util.hip.h>' out2/src/a.hip || { echo "FAIL: include not rewritten with -I proj/inc"; cat out2/src/a.hip; fail=1; }
grep -q 'rename-ext' err2.txt && { echo "FAIL: warning despite -I"; cat err2.txt; fail=1; }
[ $fail -eq 0 ] && echo "ok: dangling includes reported, -I DIR resolves them"
exit $fail
