// Prelude: the SIMD-in-a-word functions (__v*2, __v*4) and the integer dot products that nvcc
// declares without an #include, as quantised kernels use them.
__device__ int dot_q4(int a, int b, int sum)
{
    const int diff = __vsubss4(a, b);
    const unsigned int ne = __vcmpne4((unsigned)a, (unsigned)b) & __vsub4((unsigned)a, 0x01010101u);
    return __dp4a(diff, b, sum) + (int)ne + __dp2a_lo(a, b, 0) + (int)__vabsdiffu2(1u, 2u) +
           __dp4a(make_char4(1, 2, 3, 4), make_char4(1, 1, 1, 1), 0);
}

__global__ void k(int *p) { p[0] = dot_q4(p[1], p[2], 0) + __vadd8(p[1], p[2]); }   // expect: parse
