# A quoted #include that is not on the include path is found in the code base (a project's
# inc/ or include/ directory, else the nearest directory holding it) and the file is parsed
# again with that directory; --verbose says so. Angle includes and ties find nothing.
mkdir -p proj/src proj/inc proj/tools/x proj/tools/y proj/lib/include proj/lib/other
printf '#define KERN_N 4\n' > proj/inc/kern.h
printf '#include "kern.h"\n__global__ void k(float *p) { p[threadIdx.x] = KERN_N; }\n' > proj/src/main.cu
printf 'int tool_a;\n' > proj/tools/x/tool.h
printf 'int tool_b;\n' > proj/tools/y/tool.h
printf '#include "tool.h"\nint t(void) { return 0; }\n' > proj/tools/t.cu
printf 'int cfg_a;\n' > proj/lib/include/cfg.h
printf 'int cfg_b;\n' > proj/lib/other/cfg.h
mkdir -p proj/d/s proj/d/h1 proj/d/x/y
printf 'int near_a;\n' > proj/d/h1/near.h
printf 'int near_b;\n' > proj/d/x/y/near.h
printf '#include "near.h"\nint f(void) { return near_a; }\n' > proj/d/s/f.cu
printf '#include "cfg.h"\n#include <kern.h>\nint c(void) { return cfg_a; }\n' > proj/lib/c.cu
$CU2HIP --lint -j 1 --verbose proj > lint.out 2>&1; echo "rc=$?"
# (the files' order of parsing is the tree's: the notes are sorted, the findings come sorted)
sed "s|$PWD/||g" lint.out | grep '^cu2hip: proj' | sort; sed "s|$PWD/||g" lint.out | grep -v '^cu2hip: proj'
# the directory found is used for the translation as well; -I given: nothing to find
$CU2HIP proj/src/main.cu -o main.hip; echo "rc=$?"; grep -c KERN_N main.hip
$CU2HIP --verbose -I proj/inc proj/src/main.cu -o main2.hip 2>&1; echo "rc=$?"
