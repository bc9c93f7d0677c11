# NPP has no HIP counterpart that AMD states: the lint says so once, at the #include, and the
# prelude declares NPP, so its calls make no parse findings (nor one per call).
printf '#include <npp.h>\n#include <cuda_runtime.h>\nint main() {\n  NppiSize s = {8, 8}; int step;\n  Npp8u *p = nppiMalloc_8u_C1(s.width, s.height, &step);\n  Npp32f *q = nppsMalloc_32f(64);\n  nppsFree(q); nppiFree(p);\n  return NPP_VERSION_MAJOR > 0 ? 0 : 1;\n}\n' > npp.cu
$CU2HIP --lint npp.cu; echo "rc=$?"
