# A finding in a system header names it by its real path (clang names GCC's headers through
# /../lib/gcc/TRIPLE/N/../../../../include, which lexical normalization turned into /include).
printf '#define FILE int x\n#include <cstdio>\n__global__ void k() {}\n' > sys.cu
$CU2HIP --lint sys.cu 2>&1 | head -1 | sed 's|c++/[0-9]*/|c++/N/|; s|:[0-9]*:[0-9]*:|:L:C:|'
$CU2HIP --lint --format=sarif sys.cu | grep -o '"file:///[^"]*cstdio"' | sed 's|%2B%2B/[0-9]*/|%2B%2B/N/|'
$CU2HIP --lint --format=json sys.cu | grep -o '"/[^"]*cstdio"' | sed 's|c++/[0-9]*/|c++/N/|'
