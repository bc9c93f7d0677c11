# A --report that cannot be written stops the batch run before any input is rewritten.
mkdir -p t/src t/rep.json && cp ok.cu t/src/a.cu
$CU2HIP t/src --in-place --report t/rep.json; echo "rc=$?"; cmp t/src/a.cu ok.cu && echo "input untouched"; ls t/src | tr '\n' ' '; echo
$CU2HIP -q t/src --out-dir t/out --report t/rep.json; echo "rc=$?"; ls t/out 2>&1 | sed 's/^ls: //'
