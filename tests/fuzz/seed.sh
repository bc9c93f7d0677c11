#!/bin/sh
# seed.sh - fills OUT/corpus-translate and OUT/corpus-rules with the fuzz seeds of the source tree
# SRC: the .cu/.cuh files of testdata/, tests/fuzz/repro/ and tests/fuzz/seeds/, and the rule
# files (.json) of testdata/rules, testdata/libraries and tests/fuzz/repro/. Each seed is named
# after its path (testdata/programs/nbody/main.cu -> testdata_programs_nbody_main.cu): the
# corpus programs are all main.cu, and a flat copy kept one of them.
# usage: seed.sh SRC OUT
set -eu
src=${1:?usage: seed.sh SRC OUT}
out=${2:?usage: seed.sh SRC OUT}
mkdir -p "$out/corpus-translate" "$out/corpus-rules"
cd "$src"
find testdata tests/fuzz/repro tests/fuzz/seeds -type f \( -name '*.cu' -o -name '*.cuh' \) |
while IFS= read -r f; do cp "$f" "$out/corpus-translate/$(printf '%s' "$f" | tr '/' '_')"; done
find testdata/rules testdata/libraries tests/fuzz/repro -type f -name '*.json' |
while IFS= read -r f; do cp "$f" "$out/corpus-rules/$(printf '%s' "$f" | tr '/' '_')"; done
