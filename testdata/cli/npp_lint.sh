# NPP has no HIP counterpart that AMD states: the lint says so once, at the #include, and the
# prelude declares NPP, so its calls make no parse findings (nor one per call).
printf '#include <npp.h>\n#include <cuda_runtime.h>\nint main() {\n  NppiSize s = {8, 8}; int step;\n  Npp8u *p = nppiMalloc_8u_C1(s.width, s.height, &step);\n  Npp32f *q = nppsMalloc_32f(64);\n  nppsFree(q); nppiFree(p);\n  return NPP_VERSION_MAJOR > 0 ? 0 : 1;\n}\n' > npp.cu
$CU2HIP --lint npp.cu; echo "rc=$?"
# nvJPEG likewise; its header's linkage macro is defined as the toolkit's is (helper_cuda.h tests it)
printf '#include <nvjpeg.h>\n#ifdef NVJPEGAPI\nconst char *name(nvjpegStatus_t s) { return s == NVJPEG_STATUS_SUCCESS ? "ok" : "error"; }\n#endif\nint run(nvjpegHandle_t h) { return (int)nvjpegDestroy(h) + (name(NVJPEG_STATUS_SUCCESS)[0] == 0); }\n' > jpeg.cpp
$CU2HIP --lint jpeg.cpp; echo "rc=$?"
