# Includes of things that are not regular files are refused before the parse (exit 2, the
# directive's place), and a FIFO where a batch cache entry goes is a cache miss: no run reads
# forever or blocks (each under a timeout; 124 would be a hang).
ln -s /dev/zero zero.h && mkfifo fifo.h
printf '#include "zero.h"\n__global__ void k() {}\n' > z.cu
printf '#include "fifo.h"\n__global__ void k() {}\n' > f.cu
printf '#include "z.cu"\n' > zz.cu
timeout 20 $CU2HIP z.cu; echo "rc=$?"
timeout 20 $CU2HIP f.cu -o f.hip; echo "rc=$?"; ls f.hip 2>&1 | sed 's/^ls: //'
timeout 20 $CU2HIP zz.cu; echo "rc=$?"
timeout 20 $CU2HIP ok.cu -- -include fifo.h; echo "rc=$?"
timeout 20 $CU2HIP --lint f.cu; echo "rc=$?"
if mknod dev.h c 1 5 2>/dev/null; then
    printf '#include "dev.h"\n' > d.cu; timeout 20 $CU2HIP d.cu >/dev/null 2>&1; [ $? = 2 ] || echo "mknod device: wrong status"
fi
mkdir -p t/src && cp ok.cu t/src/a.cu && cp f.cu t/src/f.cu && mkfifo t/src/fifo.h
timeout 30 $CU2HIP -q t/src --out-dir t/out; echo "rc=$?"; ls t/out | tr '\n' ' '; echo
for e in t/out/.cu2hip-cache/*/*.json; do rm "$e"; mkfifo "$e"; done
timeout 30 $CU2HIP -q --force t/src --out-dir t/out >/dev/null 2>&1; echo "fifo cache entries, --force: rc=$?"
timeout 30 $CU2HIP -q t/src --out-dir t/out >/dev/null 2>&1; echo "fifo cache entries: rc=$?"
ls t/out | tr '\n' ' '; echo
