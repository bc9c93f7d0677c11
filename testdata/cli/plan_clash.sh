# Plans that would lose a file are refused before anything is written (exit 2, both paths named):
# an output that is an input, two inputs with one output path, --rename-ext over existing files.
k='__global__ void k() {}
int main() { k<<<1, 1>>>(); }'
mkdir -p t1/src/sub && printf '%s\n' "$k" > t1/src/a.cu && echo '// mine' > t1/src/sub/a.cu
$CU2HIP t1/src --out-dir t1/src/sub; echo "rc=$?"; cat t1/src/sub/a.cu; ls -A t1/src/sub | tr '\n' ' '; echo
mkdir -p t2/sub && printf '%s\n' "$k" > t2/a.cu && echo '// mine' > t2/sub/a.cu
(cd t2 && $CU2HIP a.cu sub/a.cu --out-dir sub; echo "rc=$?"; cat sub/a.cu)
mkdir -p t3/x && printf '%s\n' "$k" > t3/x/a.cu && printf '%s\n' "$k" > t3/y.cu && mkdir -p t3/w/x && echo '// other' > t3/w/x/a.cu
(cd t3/w && $CU2HIP ../x/a.cu x/a.cu --out-dir out; echo "rc=$?"; ls out 2>&1 | sed 's/^ls: //')
mkdir -p t4 && printf '#include "b.cuh"\n%s\n' "$k" > t4/a.cu && echo '// mine' > t4/a.hip && echo '__device__ int f();' > t4/b.cuh
$CU2HIP --in-place --rename-ext t4; echo "rc=$?"; cat t4/a.hip; ls t4 | tr '\n' ' '; echo
rm t4/a.hip; echo '// mine h' > t4/b.hip.h
$CU2HIP --in-place --rename-ext t4; echo "rc=$?"; cat t4/b.hip.h; ls t4 | tr '\n' ' '; echo
echo '// mine' > t4/a.hip
$CU2HIP --out-dir t4out --rename-ext t4; echo "rc=$?"; ls t4out 2>&1 | sed 's/^ls: //'
rm t4/a.hip t4/b.hip.h; $CU2HIP --out-dir t1/src/sub2 t1/src >/dev/null 2>&1; echo "fresh out-dir inside the root: rc=$?"
$CU2HIP --out-dir t1/src/sub2 t1/src >/dev/null 2>&1; echo "again: rc=$?"
