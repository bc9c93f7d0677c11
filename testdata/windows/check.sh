#!/bin/sh
# check.sh - Windows code on a Linux machine (incdirs.c): a file whose Windows SDK headers are
# missing is parsed again as Windows code with mingw-w64's headers (--target=x86_64-w64-mingw32
# -fms-extensions, SAL 1's optional buffer annotations), a Windows header named in another case than mingw-w64's is found as Windows
# finds it, and CUDA's Direct3D 11 interop header is declared; the lint then has the file's own
# findings and no parse note. A user's --target, and a missing header that is not Windows', are
# left alone. Needs Debian's mingw-w64-x86-64-dev and g++-mingw-w64-x86-64-posix (scripts/setup-deps).
# usage: check.sh CU2HIP
set -u
CU2HIP=$1
if [ ! -f /usr/x86_64-w64-mingw32/include/windows.h ] || [ ! -d /usr/lib/gcc/x86_64-w64-mingw32 ]; then
    echo "skip: mingw-w64 is not installed (scripts/setup-deps installs it)"
    exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
mkdir -p w
cat > w/app.cpp <<'SRC'
#include <windows.h>
#include <D3Dcompiler.h>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_d3d11_interop.h>

// Microsoft's SAL 1 annotations, some of which mingw-w64's sal.h lacks (cuda-samples' dynlink_d3d11.h)
typedef HRESULT(WINAPI *create_fn)(__in_opt IDXGIAdapter *adapter, __in_ecount_opt(n) const D3D_FEATURE_LEVEL *levels,
                                   UINT n, __out_opt ID3D11Device **dev);

int pick(ID3D11Device *dev, IDXGIAdapter *adapter, std::vector<float> &v)
{
    int d = 0;
    HANDLE h = NULL;
    (void)h;
    unsigned n = 0;
    int devs[4];
    cudaD3D11GetDevices(&n, devs, 4, dev, cudaD3D11DeviceListAll);
    cudaD3D11GetDevice(&d, adapter);
    float *p = NULL;
    cudaMalloc((void **)&p, v.size() * sizeof(float));
    return d;
}
SRC
printf '#include <windows.h>\nint f(HANDLE h) { return h != 0; }\n' > w/user_target.cpp
printf '#include <notwindows.h>\nint g(void) { return 0; }\n' > w/other.cpp
fails=0
expect() {  # what, pattern, file
    if ! grep -q -- "$2" "$3"; then echo "FAIL: $1: no '$2' in:"; cat "$3"; fails=$((fails + 1)); fi
}
expect_not() {
    if grep -q -- "$2" "$3"; then echo "FAIL: $1: '$2' in:"; cat "$3"; fails=$((fails + 1)); fi
}
"$CU2HIP" --lint --verbose -j 1 w/app.cpp > lint.out 2>&1
expect "windows parse" "'windows.h' is a Windows SDK header: parsing again as Windows code" lint.out
expect "case" "'D3Dcompiler.h' is /usr/x86_64-w64-mingw32/include/d3dcompiler.h on Windows" lint.out
expect "d3d11 interop" "header 'cuda_d3d11_interop.h' has no HIP equivalent" lint.out
expect_not "no parse note" "\[parse\]" lint.out
# the translation parses the same way: the runtime call is renamed
"$CU2HIP" w/app.cpp -o app.hip > tr.out 2>&1
expect "translated" "hipMalloc((void \*\*)&p" app.hip
expect_not "translated: no parse note" "\[parse\]" tr.out
# the user chose the target: not changed (the missing header stays a parse note)
"$CU2HIP" --lint --verbose -j 1 w/user_target.cpp -- --target=x86_64-pc-linux-gnu > user.out 2>&1
expect "user target: parse note" "'windows.h' file not found" user.out
expect_not "user target: no windows parse" "parsing again as Windows code" user.out
# a missing header that is not Windows': no Windows parse
"$CU2HIP" --lint --verbose -j 1 w/other.cpp > other.out 2>&1
expect "other: parse note" "'notwindows.h' file not found" other.out
expect_not "other: no windows parse" "parsing again as Windows code" other.out
[ $fails -eq 0 ] && echo "ok: windows code"
exit $((fails != 0))
