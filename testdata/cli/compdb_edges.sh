# An empty compile database is "no input files" (exit 2), as an empty --files-from is; an entry
# naming a directory is skipped as a directory (exit 1, the other entries written).
mkdir -p b src/d && echo '[]' > b/compile_commands.json
$CU2HIP -p b --out-dir out; echo "rc=$?"; ls out 2>&1 | sed 's/^ls: //'
: > list.txt; $CU2HIP --files-from list.txt --out-dir out; echo "rc=$?"
printf '[{"directory": "%s", "file": "src/d", "command": "nvcc -c src/d"},\n {"directory": "%s", "file": "ok.cu", "command": "nvcc -c ok.cu"}]\n' "$(pwd)" "$(pwd)" > b/compile_commands.json
$CU2HIP -q -p b --out-dir out; echo "rc=$?"; ls out
