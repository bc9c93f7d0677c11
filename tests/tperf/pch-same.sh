#!/bin/sh
# pch-same.sh - the precompiled prelude (src/parse.c) changes only the speed of cu2hip, never
# its result: translates the golden inputs of several areas in one batch run each, with the PCH
# off and with an empty cache (the PCH is built, written, then read back for every file), and
# requires byte-identical outputs and diagnostics. Then: a damaged cached PCH must be detected,
# dropped and give the same result again; per-file clang arguments get a PCH of their own; a
# changed system header the PCH was built from is noticed; an unusable cache changes nothing.
# usage: pch-same.sh CU2HIP TESTDATA_DIR
set -u
exe=$1 data=$2
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
mkdir "$tmp/in"
for d in translate kernel libraries lint; do
    [ -d "$data/$d" ] && cp -R "$data/$d" "$tmp/in/$d"
done
cd "$tmp" || exit 1
run() {   # NAME JOBS [env...]: batch translation of in/ into out-NAME, diagnostics in NAME.err
    name=$1 jobs=$2; shift 2
    env "$@" "$exe" -j"$jobs" --no-progress --force --cache-dir "$tmp/bc-$name" --out-dir "out-$name" in \
        >/dev/null 2>"$name.raw"
    echo "rc=$?" >>"$name.raw"
    # the summary line holds the elapsed time
    grep -v '^cu2hip: [0-9]* files:' "$name.raw" >"$name.err"
}
same() {  # NAME: out-NAME and NAME.err equal the PCH-less run
    if ! diff -r out-off "out-$1" >"$1.diff" || ! diff off.err "$1.err" >>"$1.diff"; then
        echo "FAIL: $1 differs from the run without PCH:"; head -40 "$1.diff"; fail=1
    fi
}
pchs() { find "$tmp/cache" -name 'prelude-*.pch' 2>/dev/null | wc -l; }
run off 1 CU2HIP_PCH=0 CU2HIP_PCH_DIR="$tmp/cache"
[ "$(pchs)" -eq 0 ] || { echo "FAIL: CU2HIP_PCH=0 still wrote a PCH"; fail=1; }
[ "$(find out-off -name '*.cu' -o -name '*.cuh' | wc -l)" -gt 20 ] || { echo "FAIL: too few translations"; fail=1; }
# two workers: the PCH is built on a worker thread (which must exit cleanly under ASan too)
run cold 2 CU2HIP_PCH=1 CU2HIP_PCH_DIR="$tmp/cache"
[ "$(pchs)" -eq 1 ] || { echo "FAIL: expected one cached PCH after the first run, found $(pchs)"; fail=1; }
same cold
# a damaged PCH: detected, deleted, the files parsed without it
for p in "$tmp"/cache/prelude-*.pch; do printf 'not a precompiled header' >"$p"; done
run damaged 1 CU2HIP_PCH=1 CU2HIP_PCH_DIR="$tmp/cache"
same damaged
if [ -n "$(find "$tmp/cache" -name 'prelude-*.pch' -size -1k)" ]; then
    echo "FAIL: the damaged PCH was kept"; fail=1
fi
# per-file arguments (after --) select another PCH, same result as without a PCH
f=in/translate/includes.cu
CU2HIP_PCH=0 "$exe" "$f" -- -DCU2HIP_TEST_FLAG=1 >a.out 2>a.err
CU2HIP_PCH=1 CU2HIP_PCH_DIR="$tmp/cache" "$exe" "$f" -- -DCU2HIP_TEST_FLAG=1 >b.out 2>b.err
CU2HIP_PCH=1 CU2HIP_PCH_DIR="$tmp/cache" "$exe" "$f" -- -DCU2HIP_TEST_FLAG=1 >c.out 2>c.err
if ! cmp -s a.out b.out || ! cmp -s a.err b.err || ! cmp -s a.out c.out || ! cmp -s a.err c.err; then
    echo "FAIL: $f with -D differs with the PCH"; fail=1
fi
[ "$(pchs)" -eq 2 ] || { echo "FAIL: expected a second PCH for other clang arguments, found $(pchs)"; fail=1; }
# a system header the PCH was built from changes (as in a libc or clang update): noticed, the
# result is that of the new header, the PCH is rebuilt
mkdir sys && printf '#include_next <stdint.h>\n' >sys/stdint.h
printf '#include <stdint.h>\ncu2hip_test_t x;\n' >stale.cu
CU2HIP_PCH=1 CU2HIP_PCH_DIR="$tmp/cache" "$exe" stale.cu -- -isystem "$tmp/sys" >s1.out 2>s1.err
grep -q "unknown type name 'cu2hip_test_t'" s1.err || { echo "FAIL: stale.cu parsed unexpectedly:"; cat s1.err; fail=1; }
n=$(pchs)
sleep 1
printf '#include_next <stdint.h>\ntypedef int cu2hip_test_t;\n' >sys/stdint.h
CU2HIP_PCH=1 CU2HIP_PCH_DIR="$tmp/cache" "$exe" stale.cu -- -isystem "$tmp/sys" >s2.out 2>s2.err
CU2HIP_PCH=0 "$exe" stale.cu -- -isystem "$tmp/sys" >s3.out 2>s3.err
if ! cmp -s s2.out s3.out || ! cmp -s s2.err s3.err || [ -s s3.err ]; then
    echo "FAIL: a changed system header was not noticed:"; cat s2.err; fail=1
fi
CU2HIP_PCH=1 CU2HIP_PCH_DIR="$tmp/cache" "$exe" stale.cu -- -isystem "$tmp/sys" >s4.out 2>s4.err
if ! cmp -s s4.out s3.out || ! cmp -s s4.err s3.err || [ "$(pchs)" -ne "$n" ]; then
    echo "FAIL: after a changed system header: wrong result or no rebuilt PCH"; fail=1
fi
# an unwritable cache directory: no PCH, same result
mkdir ro && chmod 555 ro
CU2HIP_PCH=1 CU2HIP_PCH_DIR="$tmp/ro/cache" "$exe" "$f" -- -DCU2HIP_TEST_FLAG=1 >d.out 2>d.err
if ! cmp -s a.out d.out || ! cmp -s a.err d.err; then
    echo "FAIL: an unwritable cache directory changes the result"; fail=1
fi
chmod 755 ro
# the directory's old name, CU2HIP_CACHE_DIR, is still read (scripts/test exports
# CU2HIP_PCH_DIR, which would win); CU2HIP_PCH_DIR wins over it
env -u CU2HIP_PCH_DIR CU2HIP_PCH=1 CU2HIP_CACHE_DIR="$tmp/old" "$exe" "$f" >/dev/null 2>&1
[ -n "$(find "$tmp/old" -name 'prelude-*.pch' 2>/dev/null)" ] || { echo "FAIL: CU2HIP_CACHE_DIR is not read"; fail=1; }
CU2HIP_PCH=1 CU2HIP_PCH_DIR="$tmp/new" CU2HIP_CACHE_DIR="$tmp/old2" "$exe" "$f" >/dev/null 2>&1
if [ -z "$(find "$tmp/new" -name 'prelude-*.pch' 2>/dev/null)" ] || [ -e "$tmp/old2" ]; then
    echo "FAIL: CU2HIP_PCH_DIR does not win over CU2HIP_CACHE_DIR"; fail=1
fi
[ $fail -eq 0 ] && echo "ok: the precompiled prelude gives the same translations"
exit $fail
