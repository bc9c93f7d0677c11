#!/bin/sh
# cc_cli.sh - hipshim-cc as a driver: --help/--version, compile with -c then link objects (the
# extern __shared__ stub is made from .o inputs), which sources get their <<<>>> launches
# rewritten (hipshim-cc(1) LIMITS), --launch-link around a plain link command with the
# build-tree pkg-config flags, and usage errors. Args: HIPSHIM_CC SOURCE_DIR WORK_DIR.
set -eu
CC="$1"; SRC="$2"; W="$3"
rm -rf "$W"; mkdir -p "$W"; cd "$W"
fail() { echo "cc_cli: $*" >&2; exit 1; }
"$CC" --help | grep -q "usage: hipshim-cc" || fail "--help"
"$CC" --version | grep -q "hipshim" || fail "--version"
if "$CC" 2>/dev/null; then fail "no arguments must fail"; fi
if "$CC" missing-file.hip -o x 2>/dev/null; then fail "a missing input must fail"; fi
# separate compilation: kernel in one object, main in another
cat > k.hip <<'K'
#include <hip/hip_runtime.h>
__global__ void fill(int *p) { extern __shared__ int s[]; s[threadIdx.x] = threadIdx.x * 2; __syncthreads(); p[threadIdx.x] = s[blockDim.x - 1 - threadIdx.x]; }
void run(int *p) { hipLaunchKernelGGL(fill, dim3(1), dim3(32), 32 * sizeof(int), 0, p); }
K
cat > m.cpp <<'M'
#include <hip/hip_runtime.h>
#include <cstdio>
void run(int *p);
int main() { int *p; hipMallocManaged(&p, 32 * sizeof(int)); run(p); hipDeviceSynchronize();
  for (int i = 0; i < 32; i++) if (p[i] != (31 - i) * 2) { std::printf("bad %d\n", i); return 1; }
  std::printf("ok\n"); return 0; }
M
"$CC" -c k.hip -o k.o -O1 -DUNUSED=1
"$CC" -c m.cpp
[ -f k.o ] && [ -f m.o ] || fail "-c did not write objects"
"$CC" k.o m.o -o prog
./prog | grep -q ok || fail "separately compiled program"
# a source that spells <<< but launches nothing: hipshim-chevrons finds no launch, and the source
# is compiled as it is
cat > nolaunch.hip <<'N'
#include <hip/hip_runtime.h>
#include <cstdio>
// a CUDA launch reads k<<<grid, block>>>(args)
int main() { std::printf("ok\n"); return 0; }
N
"$CC" nolaunch.hip -o nolaunch || fail "a source whose <<< is no launch"
./nolaunch | grep -q ok || fail "a source whose <<< is no launch: program"
# a launch only in a header of another directory is not seen, unless the includer spells <<<
mkdir -p other here
cat > other/launcher.h <<'H'
#include <hip/hip_runtime.h>
__global__ void set7(int *p) { p[threadIdx.x] = 7; }
inline void launch7(int *p) { set7<<<1, 4>>>(p); }
H
cat > here/uses.hip <<'U'
#include "../other/launcher.h"
#include <cstdio>
int main() { int *p; hipMallocManaged(&p, 4 * sizeof(int)); launch7(p); hipDeviceSynchronize();
  std::printf("%d\n", p[3]); return 0; }
U
if "$CC" here/uses.hip -o uses 2>/dev/null; then fail "a launch only in another directory's header was rewritten"; fi
{ echo "// launches set7<<<1, 4>>> through launch7"; cat here/uses.hip; } > here/spells.hip
"$CC" here/spells.hip -o spells || fail "the header's launch, with an includer that spells <<<"
[ "$(./spells)" = 7 ] || fail "the header's launch did not run"
# --launch-link around a plain compiler link, flags from --cflags/--libs
CXX=$(sed -n 's/^HS_CXX="\(.*\)"$/\1/p' "$CC")
$CXX $("$CC" --cflags) -x c++ -c k.hip -o k2.o
$CXX $("$CC" --cflags) -c m.cpp -o m2.o
"$CC" --launch-link $CXX k2.o m2.o -o prog2 $("$CC" --libs)
./prog2 | grep -q ok || fail "--launch-link program"
# without the stub the link must fail (the undefined TLS symbol is real)
if $CXX k2.o m2.o -o prog3 $("$CC" --libs) 2>/dev/null; then fail "plain link unexpectedly resolved extern __shared__"; fi
echo "cc_cli: ok"
