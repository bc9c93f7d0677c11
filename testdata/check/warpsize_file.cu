// check.warpsize: lanes per warp counted with a ballot, one count per 32 threads, written to a
// file; standard output is the same at both warp sizes. The run at warp size 32 appends to a
// file that was there before (warpsize_file.log): it is changed, never removed
#include <cstdio>

__global__ void lanes_per_warp(int *count)
{
    unsigned long long b = __ballot_sync(0xffffffff, 1);
    if (threadIdx.x % 32 == 0)
        count[threadIdx.x / 32] = __popcll(b);
}

int main()
{
    int r[2], *d;
    cudaMalloc(&d, sizeof r);
    lanes_per_warp<<<1, 64>>>(d);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    cudaFree(d);
    FILE *f = fopen("lanes.txt", "w");
    if (!f)
        return 1;
    fprintf(f, "%d %d\n", r[0], r[1]);
    fclose(f);
    if (r[0] == 32 && (f = fopen("warpsize_file.log", "a"))) {
        fprintf(f, "appended at warp size 32\n");
        fclose(f);
    }
    printf("wrote lanes.txt\n");
    return 0;
}
