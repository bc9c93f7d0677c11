# --merge-reports refuses (exit 2, nothing written) an incomplete shard set, shards of different
# N, a shard given twice, reports of different roots and statuses no run writes.
mkdir -p src src2 && for f in a b c d e; do cp ok.cu src/$f.cu; done && cp ok.cu src2/a.cu
for i in 1 2 3; do $CU2HIP -q --shard $i/3 src --report s$i.json; done
$CU2HIP -q --shard 1/2 src --report t1.json; $CU2HIP -q --shard 2/3 src2 --report o2.json
$CU2HIP -q src --report whole.json
sed 's/"unchanged"/"bogus"/; s/"translated"/"bogus"/' s2.json > bad.json
$CU2HIP --merge-reports s1.json s3.json --report m.json; echo "rc=$?"; ls m.json 2>&1 | sed 's/^ls: //'
$CU2HIP --merge-reports s1.json t1.json s3.json --report m.json; echo "rc=$?"
$CU2HIP --merge-reports s1.json s1.json s3.json --report m.json; echo "rc=$?"
$CU2HIP --merge-reports s1.json o2.json s3.json --report m.json; echo "rc=$?"
$CU2HIP --merge-reports s1.json whole.json --report m.json; echo "rc=$?"
$CU2HIP --merge-reports s1.json bad.json s3.json --report m.json; echo "rc=$?"
$CU2HIP --merge-reports s3.json s1.json s2.json --report m.json; echo "rc=$?"; grep -c '"path"' m.json
