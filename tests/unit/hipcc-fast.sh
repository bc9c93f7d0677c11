#!/bin/sh
# hipcc-fast.sh - writes a drop-in for hipcc that the compile checks use on HIP sources (.hip,
# .cu): core.hipcc-goldens (hipcc-all.sh), kernel.compile (tests/kernel/compile_check.sh) and,
# through a CTest fixture, programs.*.hipcc. Debian's hipcc is a Perl script that on every call
# runs `clang++ --version` twice and `-print-target-triple` to choose its flags, then hands one
# clang++ command line to sh: about 1 CPU s of each 3.5 s compile of a small file here. With
# HIPCC_VERBOSE=1 it prints that command line; the drop-in runs it directly, followed by the
# caller's arguments, as hipcc does (they come after its own flags, unchanged).
# It is checked before use: a probe kernel compiled with hipcc and with the drop-in must give
# byte-identical objects. Otherwise (another hipcc, other flags) the drop-in just runs hipcc.
# usage: hipcc-fast.sh HIPCC ARCH OUT   (OUT: the executable written; exit 77 without HIPCC)
set -u
hipcc=${1:?usage: hipcc-fast.sh HIPCC ARCH OUT} arch=${2:?usage} out=${3:?usage}
case $out in /*) ;; *) out=$PWD/$out ;; esac
# without hipcc, no drop-in of an earlier one is left; otherwise OUT is replaced atomically
# (another ctest run in the same build tree may be using it)
hipcc_path=$(command -v "$hipcc") || { rm -f "$out"; echo "SKIP: $hipcc not found"; exit 77; }
mkdir -p "$(dirname "$out")" || exit 1
tmp=$(mktemp -d) || exit 1
new=$out.tmp.$$
trap 'rm -rf "$tmp" "$new"' EXIT
plain() {   # the fallback: hipcc itself
    printf '#!/bin/sh\n# hipcc-fast.sh: hipcc used as it is (%s)\nexec "%s" "$@"\n' "$1" "$hipcc_path" >"$new" &&
        chmod +x "$new" && mv "$new" "$out"
    echo "hipcc-fast: $1; $out runs $hipcc_path"
    exit 0
}
cat >"$tmp/probe.cu" <<'EOF'
#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void probe_scale(float *x, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= s;
}
int main()
{
    float *d = nullptr;
    if constexpr (sizeof(float) == 4) hipMalloc(&d, 64 * sizeof(float));
    hipLaunchKernelGGL(probe_scale, dim3(1), dim3(64), 0, 0, d, 2.0f, 64);
    std::printf("%d\n", hipDeviceSynchronize() == hipSuccess);
    return 0;
}
EOF
# as the callers call it: flags, then a .cu file (hipcc puts -x hip before each source file;
# the drop-in puts it first, for every source: HIP sources only)
cd "$tmp" || exit 1
set -- --offload-arch="$arch" -std=c++17 -I "$tmp" -c probe.cu
HIPCC_VERBOSE=1 "$hipcc_path" "$@" -o a.o >verbose 2>&1 || plain "hipcc fails on the probe"
line=$(sed -n 's/^hipcc-cmd: //p' verbose | head -n 1)
tail=" -std=c++17 -I $tmp -c -x hip probe.cu -o \"a.o\""
case $line in
    *" --offload-arch=$arch "*"$tail") prefix=${line%"$tail"} ;;
    *) plain "hipcc's command line is not of the known form" ;;
esac
printf '#!/bin/sh\n# hipcc-fast.sh: the command hipcc (%s) runs for HIP sources, --offload-arch=%s\nexec %s -x hip "$@"\n' \
    "$hipcc_path" "$arch" "$prefix" >"$new" && chmod +x "$new" || exit 1
"$new" "$@" -o b.o >log 2>&1 || plain "the direct command fails on the probe"
cmp -s a.o b.o || plain "the direct command's object differs from hipcc's"
mv "$new" "$out" || exit 1
echo "hipcc-fast: $out runs hipcc's own command line (checked on a probe: identical object)"
