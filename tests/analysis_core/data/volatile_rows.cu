// A staging pattern of CLBlast's GEMM in miniature: each warp of a block copies two rows of in,
// rows 2w + 1 and 2w + 2 past the block's first for warp w, with t the thread index held in a
// volatile automatic variable ("to disable caching", as CLBlast's GEMM keeps its combined thread
// id). clang stores t in the thread's stack frame and reloads it at each use, and writes
// (t / 32) * 2 + 1 as ((t / 32) << 1) | 1. Written for KernelTime's tests.
__global__ void volatile_rows(const float* in, float* out, int cols) {
    volatile int tid = threadIdx.x;
    int warp = tid / 32;
    int lane = tid % 32;
    int first = blockIdx.x * 64;
    for (int r = 0; r < 2; ++r) {
        int row = first + warp * 2 + 1 + r;
        out[row * 32 + lane] = in[row * cols + lane];
    }
}
