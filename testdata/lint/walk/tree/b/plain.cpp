// plain C++ with no CUDA: not linted by a directory walk
int lane(int tid) { return tid % 32; }
