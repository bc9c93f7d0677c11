# A 100,000-term sum: libclang's parser recurses once per term; it runs on cu2hip's large stack,
# and a stack too small for the input ends in a message and exit status 3, never a SIGSEGV.
awk 'BEGIN { printf "__global__ void k(int *a) { int x = a[0]"; for (i = 0; i < 100000; i++) printf " + a[0]"; print "; a[1] = x; }" }' > deep.cu
$CU2HIP deep.cu -o deep.hip; echo "rc=$?"; head -c 40 deep.hip; echo
CU2HIP_STACK_MIB=8 $CU2HIP deep.cu -o small.hip; echo "rc=$?"; ls small.hip 2>&1 | sed 's/^ls: //'
CU2HIP_STACK_MIB=8 $CU2HIP --lint deep.cu; echo "rc=$?"
