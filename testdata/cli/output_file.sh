$CU2HIP ok.cu -o ok.hip; echo "rc=$?"; cat ok.hip
$CU2HIP ok.cu --output=ok2.hip && cmp ok.hip ok2.hip && echo same
$CU2HIP ok.cu -o ok.cu; echo "rc=$?"
$CU2HIP ok.cu -o missing-dir/x.hip; echo "rc=$?"
$CU2HIP ok.cu -o ok.cu/x.hip; echo "rc=$?"
ls sub
$CU2HIP ok.cu -o - > std.hip; echo "rc=$?"; cmp ok.hip std.hip && echo "-o - is standard output"; [ -e ./- ] && echo "a file named - was written"
$CU2HIP ok.cu -o ./- >/dev/null; echo "rc=$?"; cmp ok.hip ./- && echo "-o ./- is a file"
