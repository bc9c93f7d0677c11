$CU2HIP empty.cu; echo "rc=$?"
$CU2HIP empty.cu -o empty.hip; echo "rc=$?"; wc -c < empty.hip
