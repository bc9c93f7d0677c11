# Compile databases: a malformed or truncated compile_commands.json is one cu2hip: line and
# exit 2 with nothing written (no LLVM YAML errors); a bad entry is named, skipped and counted
# in the summary while the good entries are translated.
d=$(pwd)
mkdir b
db() { printf '%s' "$1" >b/compile_commands.json; }
run() { $CU2HIP -p b --out-dir out -q >log 2>&1; echo "rc=$?"; sed "s|$d|DIR|g" log; }
runsum() { $CU2HIP -p b --out-dir out --no-progress >log 2>&1; echo "rc=$?"; sed "s|$d|DIR|g; s/; [0-9.]* s$/; T s/" log; }
good="{\"directory\": \"$d\", \"file\": \"tree/k.cu\", \"arguments\": [\"nvcc\", \"-c\", \"tree/k.cu\"]}"
echo "== truncated"
db "[$good"; run; ls out 2>&1 | sed 's/^ls: //'
echo "== malformed"
db "[$good,,]"; run
echo "== not an array"
db "$good"; run
echo "== text after the array"
db "[$good] x"; run
echo "== empty file"
db ""; run
echo "== YAML that LLVM's reader would take"
db "- directory: $d
  file: tree/k.cu
  command: nvcc -c tree/k.cu
"; run
ls out 2>&1 | sed 's/^ls: //'
echo "== bad entries are named and counted"
db "[$good,
 {\"directory\": \"$d\", \"file\": 42, \"command\": \"nvcc -c x.cu\"},
 {\"directory\": \"$d\", \"command\": \"nvcc -c y.cu\"},
 {\"directory\": \"$d\", \"file\": \"gone.cu\", \"command\": \"nvcc -c gone.cu\"},
 {\"file\": \"tree/sub/h.cu\", \"command\": \"nvcc -c tree/sub/h.cu\"},
 {\"directory\": \"$d\", \"file\": \"tree/sub/h.cu\", \"arguments\": [\"nvcc\", 7]},
 \"nvcc -c z.cu\",
 {\"directory\": \"$d\", \"file\": \"tree/sub/h.cu\", \"command\": \"nvcc -DMSG='\\\"a b\\\"' -I \\\"my inc\\\" -c tree/sub/h.cu\"}]"
runsum
find out -name '*.cu' | sort
echo "== columns count characters (as in rule files), not bytes"
db '[{"file": "ü/é.cu", "x": ]
'; run
