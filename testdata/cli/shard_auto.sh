# --shard auto (issue 31): the shard from a CI's variables; tests set them as the CIs do.
unset CU2HIP_SHARD_INDEX CU2HIP_SHARD_TOTAL CI_NODE_INDEX CI_NODE_TOTAL SLURM_ARRAY_TASK_ID SLURM_ARRAY_TASK_MIN SLURM_ARRAY_TASK_STEP SLURM_ARRAY_TASK_COUNT JOB_COMPLETION_INDEX
mkdir t; for i in 1 2 3 4 5 6 7 8; do cp ok.cu t/f$i.cu; done
count() { ls -R "$1" 2>/dev/null | grep -c '\.cu$'; }
CU2HIP_SHARD_INDEX=0 CU2HIP_SHARD_TOTAL=2 $CU2HIP --shard auto t --out-dir o1 --no-progress -q; echo "github 0/2 rc=$?"
CU2HIP_SHARD_INDEX=1 CU2HIP_SHARD_TOTAL=2 $CU2HIP --shard auto t --out-dir o1 --no-progress -q; echo "github 1/2 rc=$? files=$(count o1)"
CI_NODE_INDEX=1 CI_NODE_TOTAL=3 $CU2HIP --shard auto t --out-dir o2 --no-progress -q
CI_NODE_INDEX=2 CI_NODE_TOTAL=3 $CU2HIP --shard auto t --out-dir o2 --no-progress -q
CI_NODE_INDEX=3 CI_NODE_TOTAL=3 $CU2HIP --shard auto t --out-dir o2 --no-progress -q; echo "gitlab 3 shards: files=$(count o2)"
CI_NODE_INDEX=1 CI_NODE_TOTAL=3 $CU2HIP --shard auto t --out-dir g1 --no-progress -q
$CU2HIP --shard 1/3 t --out-dir g2 --no-progress -q; diff -r -x .cu2hip-cache g1 g2 > /dev/null && echo "gitlab 1/3 is --shard 1/3"
for i in 0 1 2 3; do JOB_COMPLETION_INDEX=$i $CU2HIP --shard auto --shard-count 4 t --out-dir o3 --no-progress -q; done; echo "k8s 4 shards: files=$(count o3)"
for i in 10 12 14; do SLURM_ARRAY_TASK_ID=$i SLURM_ARRAY_TASK_MIN=10 SLURM_ARRAY_TASK_STEP=2 SLURM_ARRAY_TASK_COUNT=3 $CU2HIP --shard auto t --out-dir o4 --no-progress -q; done; echo "slurm 10-14:2: files=$(count o4)"
SLURM_ARRAY_TASK_ID=12 SLURM_ARRAY_TASK_MIN=10 SLURM_ARRAY_TASK_STEP=2 SLURM_ARRAY_TASK_COUNT=3 $CU2HIP --shard auto t --out-dir s1 --no-progress -q
$CU2HIP --shard 2/3 t --out-dir s2 --no-progress -q; diff -r -x .cu2hip-cache s1 s2 > /dev/null && echo "slurm task 12 is --shard 2/3"
$CU2HIP --shard auto t --out-dir o5; echo "rc=$? (no variables)"
JOB_COMPLETION_INDEX=0 $CU2HIP --shard auto t --out-dir o5; echo "rc=$? (index without count)"
CI_NODE_INDEX=4 CI_NODE_TOTAL=3 $CU2HIP --shard auto t --out-dir o5; echo "rc=$? (index past count)"
$CU2HIP --shard-count 2 t --out-dir o5; echo "rc=$? (count without auto)"
