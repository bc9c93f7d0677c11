$CU2HIP warn.cu >/dev/null; echo "rc=$?"
$CU2HIP --quiet warn.cu >/dev/null; echo "rc=$?"
$CU2HIP -q warn.cu | grep -c cudaInitDevice
