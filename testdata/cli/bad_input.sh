$CU2HIP nope.cu; echo "rc=$?"
$CU2HIP bin.cu; echo "rc=$?"
$CU2HIP --out-dir out ok.cu nope.cu; echo "rc=$?"
ls out out.hip 2>&1 | sed 's/^ls: //'
