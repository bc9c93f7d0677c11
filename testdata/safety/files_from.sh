# --files-from naming files that do not exist: each is named and counted; when none is left
# that is said too (not "the inputs have no common directory").
sum() { sed 's/; [0-9.]* s$/; T s/' log; }
printf 'tree/k.cu\nmissing.cu\n# comment\ntree/gone/x.cu\n' >list
$CU2HIP --files-from list --out-dir out --no-progress >log 2>&1; echo "rc=$?"; sum
find out -name '*.cu' | sort
printf 'missing.cu\n' >only-missing
$CU2HIP --files-from only-missing --out-dir out2 --no-progress >log 2>&1; echo "rc=$?"; sum
printf 'missing.cu\n' | $CU2HIP --files-from - --out-dir out2 --no-progress >log 2>&1; echo "rc=$?"; sum
ls out2 2>&1 | sed 's/^ls: //'
$CU2HIP --files-from no-such-list --out-dir out2 >log 2>&1; echo "rc=$?"; sum
echo "== a directory as the single input with -o"
$CU2HIP tree -o tree.hip; echo "rc=$?"
ls tree.hip 2>&1 | sed 's/^ls: //'
