$CU2HIP --rules bad-rules.json ok.cu; echo "rc=$?"
$CU2HIP --rules missing.json ok.cu; echo "rc=$?"
$CU2HIP --rules my-rules.json ok.cu; echo "rc=$?"
