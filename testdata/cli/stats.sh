$CU2HIP --stats ok.cu 2>&1 >/dev/null | sed 's/([0-9.]* s)/(T s)/'
$CU2HIP --stats --out-dir out ok.cu sub/b.cu 2>&1 | sed 's/([0-9.]* s)/(T s)/'
$CU2HIP --stats=json ok.cu 2>&1 >/dev/null | grep -v seconds
