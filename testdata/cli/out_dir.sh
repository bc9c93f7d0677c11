$CU2HIP --out-dir out ok.cu sub/b.cu ./sub/../warn.cu; echo "rc=$?"
find out -type f | sort
head -1 out/sub/b.cu
