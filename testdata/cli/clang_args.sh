$CU2HIP defs.cu; echo "rc=$?"
$CU2HIP -I inc -DUSE_X=1 defs.cu; echo "rc=$?"
$CU2HIP defs.cu -- -Iinc -DUSE_X=0; echo "rc=$?"
