$CU2HIP ok.cu; echo "rc=$?"
