$CU2HIP --help | head -3; echo "rc=$?"
$CU2HIP -h >/dev/null; echo "rc=$?"
