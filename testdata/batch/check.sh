#!/usr/bin/env bash
# check.sh - end-to-end tests of cu2hip's batch mode (registered by cmake/tests-batch.cmake).
#   check.sh MODE CU2HIP TESTDATA WORKDIR
# MODE: golden, rename, buildfiles, jobs, incremental, shard, inputs, inplace, failures, counts,
# compile.
# With REGEN=1, golden modes rewrite the expected files instead of comparing (review the diff).
set -u
mode=$1
cu2hip=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
data=$(cd "$3" && pwd)
work=$4
rm -rf "$work"
mkdir -p "$work"
cd "$work" || exit 2
fails=0

fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }
check() { if ! "$@"; then fail "$*"; fi; }

# A private copy of the example project with its compile database made absolute.
make_db() { sed "s|@ROOT@|$PWD/$1|g" "$1/build/compile_commands.json.in" > "$1/build/compile_commands.json"; }
setup_project() {
    rm -rf project
    cp -R "$data/project" project
    make_db project
}

# Reports without what varies from run to run (times, jobs) or by sharding.
normalize_json() {
    sed -E -e 's/"(seconds|wallSeconds)":[[:space:]]*[-0-9.e+]+/"\1": 0/' \
           -e 's/"(jobs|parts)":[[:space:]]*[0-9]+/"\1": 0/' \
           -e 's/"shard":[[:space:]]*(null|"[0-9]+\/[0-9]+")/"shard": null/' \
           -e 's/"cached":[[:space:]]*(true|false|[0-9]+)/"cached": 0/' \
           -e 's/"outDir":[[:space:]]*"[^"]*"/"outDir": "X"/' "$1"
}
normalize_md() {
    sed -E -e 's/[0-9]+\.[0-9]+ s/T s/g' -e 's/[0-9]+ jobs?/J jobs/' -e 's/\| from cache \| [0-9]+ files? \|/| from cache | N files |/' "$1"
}
normalize_err() {
    grep -v '^cu2hip: translating' "$1" | sed -E 's/; [0-9]+ from cache; [0-9.]+ s$/; N from cache; T s/'
}

# Compares a produced tree/file with its golden, or regenerates the golden.
golden_tree() {  # produced expected
    if [ "${REGEN:-0}" = 1 ]; then
        rm -rf "$2"; mkdir -p "$(dirname "$2")"; cp -R "$1" "$2"; rm -rf "$2/.cu2hip-cache"
        return
    fi
    check diff -r -x .cu2hip-cache "$2" "$1"
}
golden_file() {  # produced expected
    if [ "${REGEN:-0}" = 1 ]; then
        mkdir -p "$(dirname "$2")"; cp "$1" "$2"; return
    fi
    check diff -u "$2" "$1"
}

# path,cached columns of a CSV report for files of a kind (all kinds when empty).
csv_cached() { awk -F, -v k="${2:-}" 'NR>1 && $1!="TOTAL" && (k=="" || $2==k) {print $1, $6}' "$1"; }

run() {  # expected-status args...
    local want=$1; shift
    "$cu2hip" "$@" > stdout.txt 2> stderr.txt
    local got=$?
    cat stderr.txt >> all-stderr.txt
    if [ "$got" != "$want" ]; then
        fail "cu2hip $* exited $got, expected $want"; cat stderr.txt >&2
    fi
}

# Exclusions and the project's own rule file (stable against changes of the built-in tables).
EXCL=(--exclude third_party --exclude build --rules "$data/project-rules.json")

case $mode in
golden)
    # The example project end to end: tree, report, messages and exit status (1: one file fails).
    setup_project
    run 1 project --out-dir out -p project/build "${EXCL[@]}" --report report.md --no-progress -j 2
    golden_tree out "$data/expected/tree"
    normalize_md report.md > report.norm.md
    golden_file report.norm.md "$data/expected/report.md"
    normalize_err stderr.txt > stderr.norm.txt
    golden_file stderr.norm.txt "$data/expected/stderr.txt"
    check test ! -e out/third_party
    check test ! -e out/build
    # No temporary files are left behind.
    check test -z "$(find out -name '.*.cu2hip-*')"
    ;;
rename)
    setup_project
    run 1 project --out-dir out -p project/build "${EXCL[@]}" --rename-ext --report report.json --no-progress
    golden_tree out "$data/expected/rename-tree"
    check test -e out/src/kernels/vector_add.hip
    check test -e out/include/common.hip.h
    check test ! -e out/include/common.cuh
    check grep -q '"common.hip.h"' out/src/kernels/vector_add.hip
    check grep -q '<common.hip.h>' out/src/kernels/reduce.hip
    check grep -Eq '"output":[[:space:]]*"src/kernels/vector_add.hip"' report.json
    ;;
buildfiles)
    cp -R "$data/buildfiles" in
    run 0 in --out-dir out --report report.md --no-progress
    golden_tree out "$data/expected/buildfiles-tree"
    normalize_err stderr.txt > stderr.norm.txt
    golden_file stderr.norm.txt "$data/expected/buildfiles-stderr.txt"
    ;;
jobs)
    # -j 1 and -j 4 give byte-identical trees and reports (times aside).
    setup_project
    run 1 project --out-dir out1 -p project/build "${EXCL[@]}" --report r1.json --no-progress -j 1 --force
    run 1 project --out-dir out4 -p project/build "${EXCL[@]}" --report r4.json --no-progress -j 4 --force
    check diff -r -x .cu2hip-cache out1 out4
    normalize_json r1.json > n1.json
    normalize_json r4.json > n4.json
    check diff -u n1.json n4.json
    normalize_err stderr.txt > /dev/null
    ;;
incremental)
    setup_project
    run 1 project --out-dir out -p project/build "${EXCL[@]}" --report r1.csv --no-progress
    check test -z "$(csv_cached r1.csv | awk '$2==1')"
    cp -R out first
    stamp=$(stat -c %Y.%i out/src/kernels/reduce.cu)
    sleep 1
    # Nothing changed: every translated file comes from the cache, outputs are not rewritten.
    run 1 project --out-dir out -p project/build "${EXCL[@]}" --report r2.csv --no-progress
    check test "$(csv_cached r2.csv source | awk '$2==0 {print $1}' | tr '\n' ' ')" = "src/app/helpers.cpp src/broken/garbage.cu "
    check test "$(csv_cached r2.csv header | awk '$2==1' | wc -l)" = 4
    check diff -r -x .cu2hip-cache first out
    check test "$(stat -c %Y.%i out/src/kernels/reduce.cu)" = "$stamp"
    # One source edited: only it is translated again.
    echo '// edited' >> project/src/kernels/reduce.cu
    run 1 project --out-dir out -p project/build "${EXCL[@]}" --report r3.csv --no-progress
    check test "$(csv_cached r3.csv source | awk '$2==0 {print $1}' | tr '\n' ' ')" = "src/app/helpers.cpp src/broken/garbage.cu src/kernels/reduce.cu "
    check grep -q '^// edited' out/src/kernels/reduce.cu
    # A shared header edited: every unit including it is translated again, the others not.
    sed -i 's/cudaGetErrorString/cudaGetErrorName/' project/include/common.cuh
    run 1 project --out-dir out -p project/build "${EXCL[@]}" --report r4.csv --no-progress
    check test "$(csv_cached r4.csv source | awk '$2==0 {print $1}' | tr '\n' ' ')" = "src/app/helpers.cpp src/app/main.cpp src/broken/garbage.cu src/kernels/reduce.cu src/kernels/vector_add.cu "
    check grep -q hipGetErrorName out/include/common.cuh
    # Different flags are a different key; --force ignores the cache.
    run 1 project --out-dir out -p project/build "${EXCL[@]}" --report r5.csv --no-progress --force
    check test -z "$(csv_cached r5.csv | awk '$2==1')"
    run 1 project --out-dir out -p project/build "${EXCL[@]}" --report r6.csv --no-progress -DEXTRA=1
    check test -z "$(csv_cached r6.csv | awk '$2==1')"
    # A changed rule table is a different key too.
    sed 's/AMD cluster/AMD machines/' "$data/project-rules.json" > other-rules.json
    run 1 project --out-dir out -p project/build --exclude third_party --exclude build \
        --rules other-rules.json --report r7.csv --no-progress
    check test -z "$(csv_cached r7.csv | awk '$2==1')"
    check grep -q 'AMD machines' stderr.txt
    ;;
shard)
    # Shards partition the files; their reports merge into the report of a whole run.
    setup_project
    run 1 project --out-dir full -p project/build "${EXCL[@]}" --report full.json --no-progress
    for i in 1 2 3; do
        "$cu2hip" project --out-dir "s$i" -p project/build "${EXCL[@]}" --report "s$i.csv" \
            --no-progress --shard "$i/3" 2> "s$i.err.txt"
        "$cu2hip" project --out-dir "s$i" -p project/build "${EXCL[@]}" --report "s$i.json" \
            --no-progress --shard "$i/3" 2>> "s$i.err.txt"
    done
    # Every non-header file is in exactly one shard; together they are all files.
    cat s1.csv s2.csv s3.csv | awk -F, '$1!="path" && $1!="TOTAL" && $2!="header" {print $1}' | sort > parts.txt
    check test -z "$(uniq -d parts.txt)"
    normalize_json full.json | grep -E '^\s*"path"' | sed 's/.*"path":\s*"//; s/",$//' | sort > all.txt
    cat s1.csv s2.csv s3.csv | awk -F, '$1!="path" && $1!="TOTAL" {print $1}' | sort -u > union.txt
    check diff -u all.txt union.txt
    check test "$(wc -l < parts.txt)" -lt "$(wc -l < all.txt)"
    for i in 1 2 3; do check test -s "s$i.csv"; done
    run 1 --merge-reports s1.json s2.json s3.json --report merged.json
    normalize_json full.json > nf.json
    normalize_json merged.json > nm.json
    check diff -u nf.json nm.json
    mkdir union && cp -R s1/. s2/. s3/. union/
    check diff -r -x .cu2hip-cache full union
    run 1 --merge-reports s1.json s2.json s3.json --report merged.md
    check grep -q '3 merged reports' merged.md
    ;;
inputs)
    # -p alone: the compile database names the files; their project headers come along.
    setup_project
    run 0 -p project/build --out-dir out --report r.csv --no-progress
    check test "$(cd out && find . -type f -not -path './.cu2hip-cache/*' | sort | tr '\n' ' ')" = "./include/common.cuh ./include/util.h ./src/app/kernels.h ./src/app/main.cpp ./src/kernels/reduce.cu ./src/kernels/vector_add.cu "
    check grep -q '^#define BLOCK' out/include/common.cuh
    # --files-from (stdin) with --include/--exclude on a directory.
    printf 'project/src/kernels/reduce.cu\n# a comment\n\nproject/src/orphan/standalone.cuh\n' |
        "$cu2hip" --files-from - --base-dir project --out-dir out2 --no-progress 2> err2.txt
    check test "$(cd out2 && find . -type f -not -path './.cu2hip-cache/*' | sort | tr '\n' ' ')" = "./src/kernels/reduce.cu ./src/orphan/standalone.cuh "
    # Without the compile database's -I: vector_add.cu's quoted "common.cuh" is found in the code
    # base (project/include, src/incdirs.c), so the project headers come along; reduce.cu's
    # <common.cuh> is not looked for (angle includes never are): reported.
    run 0 project --out-dir out3 --include '*.cu' --exclude broken "${EXCL[@]}" --no-progress
    check test "$(cd out3 && find . -type f -not -path './.cu2hip-cache/*' | sort | tr '\n' ' ')" = "./include/common.cuh ./include/util.h ./src/kernels/reduce.cu ./src/kernels/vector_add.cu "
    check grep -q 'reduce.cu:1:10: .*common.cuh.*file not found' stderr.txt
    check test -z "$(grep 'vector_add.cu.*file not found' stderr.txt)"
    ;;
inplace)
    setup_project
    rm -rf project/third_party project/src/broken
    cp -R project orig
    run 0 project --in-place --no-progress
    check cmp orig/src/kernels/reduce.cu project/src/kernels/reduce.cu.orig
    check grep -q hipMalloc project/src/kernels/reduce.cu
    check grep -q HIP project/CMakeLists.txt
    check test ! -e project/src/app/helpers.cpp.orig
    check test ! -e project/docs/README.md.orig
    cp -R orig renamed
    make_db renamed
    run 0 renamed --in-place --rename-ext --no-backup --no-progress -p renamed/build
    check test ! -e renamed/src/kernels/reduce.cu
    check test -e renamed/src/kernels/reduce.hip
    check test ! -e renamed/src/kernels/reduce.cu.orig
    check grep -q 'common.hip.h' renamed/src/kernels/vector_add.hip
    check grep -q 'vector_add.hip' renamed/src/kernels/CMakeLists.txt
    ;;
failures)
    # Failing files are reported and the rest goes on; unwritable outputs fail alone.
    setup_project
    mkdir -p out && touch out/src   # a file where a directory is needed
    run 1 project --out-dir out "${EXCL[@]}" --report r.csv --no-progress
    check test "$(awk -F, '$3=="failed" {print $1}' r.csv | tr '\n' ' ')" = "src/app/helpers.cpp src/app/kernels.h src/app/main.cpp src/broken/bad.cu src/broken/garbage.cu src/kernels/CMakeLists.txt src/kernels/reduce.cu src/kernels/vector_add.cu src/orphan/standalone.cuh "
    check test -s out/include/common.cuh
    check test -s out/CMakeLists.txt
    check grep -q 'garbage.cu.*binary file' stderr.txt
    check test -z "$(find out -name '.*.cu2hip-*')"
    # Everything fine: status 0.
    rm -rf out project/src/broken
    run 0 project --out-dir out "${EXCL[@]}" --no-progress
    # Usage errors: status 2.
    run 2 project --out-dir project/out2 --in-place
    run 2 project
    run 2 project --out-dir out --shard 4/3
    run 2 --merge-reports nonexistent.json --report m.json
    ;;
counts)
    # Two units include one edited header: its changes and findings count once, on the header
    # (not in each unit), alike in the JSON, CSV and Markdown reports, from the cache, with
    # one worker or two, and in the merge of shard reports.
    cp -R "$data/counts" in
    run 0 in --out-dir out --report r.json --no-progress -j 2 --force
    normalize_json r.json > r.norm.json
    golden_file r.norm.json "$data/expected/counts-report.json"
    check test "$(grep -c 'kernel.inline-asm' stderr.txt)" = 1
    run 0 in --out-dir out --report r.csv --no-progress -j 1 --force
    run 0 in --out-dir out --report r.md --no-progress
    # counters as name=value lines: JSON totals, CSV TOTAL row, Markdown table, sum of CSV rows
    awk '/"totals"/ {t=1} t && /"changes"/ {c=1; next} c && /}/ {exit}
         c {gsub(/[\t ",]/, ""); sub(/:/, "="); print}' r.json > totals-json.txt
    awk -F, '$1=="TOTAL" {print $12}' r.csv | tr ';' '\n' > totals-csv.txt
    sed -n '/^## Changes by category/,/^## /p' r.md |
        awk -F'|' 'NF > 3 && $3 ~ /^ *[0-9]+ *$/ {gsub(/ /, ""); print $2 "=" $3}' > totals-md.txt
    awk -F, 'NR > 1 && $1 != "TOTAL" {n = split($12, kv, ";"); for (i = 1; i <= n; i++) {
             split(kv[i], p, "="); s[p[1]] += p[2]}} END {for (k in s) print k "=" s[k]}' r.csv |
        cat > totals-rows.txt
    for t in json csv md rows; do LC_ALL=C sort -o "totals-$t.txt" "totals-$t.txt"; done
    check test "$(wc -l < totals-json.txt)" = 6
    check diff -u totals-json.txt totals-csv.txt
    check diff -u totals-json.txt totals-md.txt
    check diff -u totals-json.txt totals-rows.txt
    check grep -q '^include/shared.cuh,header,translated,.*,include=1;kernel.unsupported=1;launch-bounds=1;mask.constant=1;rename.runtime=1$' r.csv
    # The cached run (r.md: every unit from the cache) reports the same per-file counts.
    check grep -q '| from cache | 3 files |' r.md
    run 0 in --out-dir out --report r2.json --no-progress
    normalize_json r2.json > r2.norm.json
    check diff -u r.norm.json r2.norm.json
    # Shards: each reports the header once; the merge equals the whole run.
    run 0 in --out-dir s1 --report s1.json --no-progress --shard 1/2
    run 0 in --out-dir s2 --report s2.json --no-progress --shard 2/2
    run 0 --merge-reports s1.json s2.json --report merged.json
    normalize_json merged.json > merged.norm.json
    check diff -u r.norm.json merged.norm.json
    ;;
compile)
    # The translated kernels (renamed, includes fixed) build with real hipcc for an AMD GPU.
    command -v hipcc > /dev/null || { echo "hipcc not found: skipped"; exit 77; }
    setup_project
    run 1 project --out-dir out -p project/build "${EXCL[@]}" --rename-ext --no-progress
    check hipcc --offload-arch=gfx90a -Iout/include -DBLOCK=128 -DFROM_DB -c out/src/kernels/vector_add.hip -o va.o
    check hipcc --offload-arch=gfx90a -Iout/include -DBLOCK=128 -c out/src/kernels/reduce.hip -o re.o
    ;;
*)
    echo "unknown mode '$mode'" >&2
    exit 2
    ;;
esac

# Under ASan/UBSan a report can hide behind an expected exit status 1.
if grep -qs -e 'Sanitizer' -e 'runtime error:' ./*.txt; then
    fail "sanitizer report in $(grep -ls -e 'Sanitizer' -e 'runtime error:' ./*.txt | tr '\n' ' ')"
fi
if [ "$fails" -ne 0 ]; then
    echo "$mode: $fails check(s) failed (work directory: $work)" >&2
    exit 1
fi
echo "$mode: ok"
