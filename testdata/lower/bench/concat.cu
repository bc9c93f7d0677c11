// concat.cu - bench shape: tensor concatenation as a framework runs it. Each of 12 steps joins
// four 4-D float tensors [N, C_k, H, W] along the channel axis and four 2-D tensors [R, L_k]
// along the last axis (inner size 1), one launch per input, each a grid-stride loop (capped
// grid) over the input's elements that splits the flat index with divisions and remainders by
// the tensor's extents and writes at the channel offset of that input (no barriers); then 100
// concatenations of four small [4, C_k, 8] tensors (400 launches: per-launch cost). The OpenMP
// version makes the same copies with nested loops.
#include "common.cuh"
#include <vector>

template <typename T>
__global__ void concat_axis(const T *__restrict__ src, T *__restrict__ dst, long long outer,
                            int src_axis, int dst_axis, int axis_off, int inner)
{
    const long long total = outer * src_axis * inner;
    const long long stride = (long long)blockDim.x * gridDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += stride) {
        const int in = (int)(i % inner);
        const long long rest = i / inner;
        const int a = (int)(rest % src_axis);
        const long long o = rest / src_axis;
        dst[(o * dst_axis + axis_off + a) * inner + in] = src[i];
    }
}

struct shape { long long outer; int inner; int nparts; int axis[4]; };

static const shape shapes[] = {
    { 32, 28 * 28, 4, { 24, 48, 16, 40 } },   // NCHW feature maps, channel axis
    { 2048, 1, 4, { 96, 160, 32, 224 } },     // [rows, features], last axis
};
static const shape small = { 4, 8, 4, { 3, 5, 2, 6 } };

static long long part_elems(const shape &s, int k) { return s.outer * s.axis[k] * s.inner; }
static int total_axis(const shape &s)
{
    int t = 0;
    for (int k = 0; k < s.nparts; k++) t += s.axis[k];
    return t;
}

static void concat_omp(const shape &s, float *const *src, float *dst)
{
    const int da = total_axis(s);
    int off = 0;
    for (int k = 0; k < s.nparts; k++) {
        const float *p = src[k];
        const int sa = s.axis[k], inner = s.inner;
#pragma omp parallel for
        for (long long o = 0; o < s.outer; o++)
            for (int a = 0; a < sa; a++)
                for (int in = 0; in < inner; in++)
                    dst[(o * da + off + a) * inner + in] = p[(o * sa + a) * inner + in];
        off += sa;
    }
}

static void concat_gpu(const shape &s, float *const *src, float *dst)
{
    const int da = total_axis(s);
    int off = 0;
    for (int k = 0; k < s.nparts; k++) {
        const long long n = part_elems(s, k);
        const int bs = 256;
        long long nb = (n + bs - 1) / bs;
        if (nb > 2048) nb = 2048;   // a capped grid, as frameworks launch grid-stride loops
        concat_axis<float><<<(unsigned)nb, bs>>>(src[k], dst, s.outer, s.axis[k], da, off, s.inner);
        off += s.axis[k];
    }
}

int main(int argc, char **argv)
{
    int gpu = bench_gpu_mode(argc, argv);
    const int steps = 12, small_launches = 100;
    const int nshapes = 3;
    const shape *all[nshapes] = { &shapes[0], &shapes[1], &small };
    std::vector<std::vector<float>> host_in[nshapes];
    std::vector<float> host_out[nshapes];
    for (int s = 0; s < nshapes; s++) {
        const shape &sh = *all[s];
        for (int k = 0; k < sh.nparts; k++) {
            std::vector<float> v(part_elems(sh, k));
            for (size_t i = 0; i < v.size(); i++) v[i] = (float)((i * 7 + k * 13 + s) % 101) - 50.0f;
            host_in[s].push_back(v);
        }
        host_out[s].assign(sh.outer * total_axis(sh) * sh.inner, 0.0f);
    }
    double t0, t1;
    if (gpu) {
        float *din[nshapes][4], *dout[nshapes];
        for (int s = 0; s < nshapes; s++) {
            for (int k = 0; k < all[s]->nparts; k++) {
                cudaMalloc(&din[s][k], host_in[s][k].size() * sizeof(float));
                cudaMemcpy(din[s][k], host_in[s][k].data(), host_in[s][k].size() * sizeof(float),
                           cudaMemcpyHostToDevice);
            }
            cudaMalloc(&dout[s], host_out[s].size() * sizeof(float));
            cudaMemset(dout[s], 0, host_out[s].size() * sizeof(float));
        }
        concat_gpu(*all[0], din[0], dout[0]);   // warm-up
        cudaDeviceSynchronize();
        t0 = bench_now_ms();
        for (int it = 0; it < steps; it++) {
            concat_gpu(*all[0], din[0], dout[0]);
            concat_gpu(*all[1], din[1], dout[1]);
            for (int r = 0; r < small_launches; r++) concat_gpu(*all[2], din[2], dout[2]);
        }
        cudaDeviceSynchronize();
        t1 = bench_now_ms();
        for (int s = 0; s < nshapes; s++) {
            cudaMemcpy(host_out[s].data(), dout[s], host_out[s].size() * sizeof(float), cudaMemcpyDeviceToHost);
            for (int k = 0; k < all[s]->nparts; k++) cudaFree(din[s][k]);
            cudaFree(dout[s]);
        }
    } else {
        float *pin[nshapes][4];
        for (int s = 0; s < nshapes; s++)
            for (int k = 0; k < all[s]->nparts; k++) pin[s][k] = host_in[s][k].data();
        concat_omp(*all[0], pin[0], host_out[0].data());
        t0 = bench_now_ms();
        for (int it = 0; it < steps; it++) {
            concat_omp(*all[0], pin[0], host_out[0].data());
            concat_omp(*all[1], pin[1], host_out[1].data());
            for (int r = 0; r < small_launches; r++) concat_omp(*all[2], pin[2], host_out[2].data());
        }
        t1 = bench_now_ms();
    }
    // every output element weighted by its position: a misplaced copy changes the sum
    double sum = 0;
    for (int s = 0; s < nshapes; s++)
        for (size_t i = 0; i < host_out[s].size(); i++) sum += (double)host_out[s][i] * (double)(i % 97 + 1);
    bench_report("concat", t1 - t0, sum);
    return 0;
}
