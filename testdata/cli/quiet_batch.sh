# -q in batch mode hides warnings, progress and the summary, never the errors behind exit 1.
mkdir -p t/src && cp warn.cu t/src/w.cu && cp ok.cu t/src/a.cu && cp bin.cu t/src/bin.cu
mkdir -p t/out/a.cu
{ $CU2HIP -q t/src --out-dir t/out; echo "rc=$?"; } 2>&1 | sed "s|$(pwd)/||g"
