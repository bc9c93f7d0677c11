#!/bin/sh
# run.sh - runs the libFuzzer targets of a -DCU2HIP_FUZZ=ON build one after the other, each for
# SECONDS (libFuzzer's -max_total_time; one process each, for a shared machine), over a working
# copy of the seed corpus (target fuzz-corpus), writing crashes to DIR/artifacts.
# A crash found becomes a reproducer: copy it to tests/fuzz/repro/ (NAME.cu for the translator,
# NAME.json for the rule loader), where the fuzz.repro test runs it through cu2hip on every build.
# usage: tests/fuzz/run.sh BUILD_DIR [SECONDS] [DIR]      (defaults: 1800 s, BUILD_DIR/fuzz-run)
set -eu
build=${1:?usage: run.sh BUILD_DIR [SECONDS] [DIR]}
secs=${2:-1800}
dir=${3:-$build/fuzz-run}
cmake --build "$build" --target cu2hip_fuzz_translate cu2hip_fuzz_rules fuzz-corpus
mkdir -p "$dir/artifacts"
for t in translate rules; do
    mkdir -p "$dir/corpus-$t"
    cp "$build/fuzz/corpus-$t"/* "$dir/corpus-$t"/ 2>/dev/null || true
    echo "fuzzing $t for $secs s"
    "$build/cu2hip_fuzz_$t" -max_total_time="$secs" -timeout=60 -rss_limit_mb=4096 \
        -artifact_prefix="$dir/artifacts/$t-" -print_final_stats=1 "$dir/corpus-$t" \
        > "$dir/$t.log" 2>&1 || { echo "$t: a crash, see $dir/$t.log and $dir/artifacts"; exit 1; }
    tail -8 "$dir/$t.log"
done
