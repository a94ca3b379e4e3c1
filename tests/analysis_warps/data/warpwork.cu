// Kernels whose threads, lanes, warps and blocks do different work, in pairs that do the same work
// distributed differently (the second of each pair is the first with its work moved so that
// thread 0 of block 0 works, or works least). Per-warp instructions, bytes and time ratios are
// derived by hand in tests/analysis_warps/test_warp_work.py. Every loop keeps `#pragma unroll 1`
// so that one loop iteration is one pass over a few PTX / IR blocks. Compiled by regenerate.sh.

// 1. halo guard: threads x < r and x >= n - r leave; the others sum 2r+1 neighbours.
extern "C" __global__ void halo_guard(const float *in, float *out, int n, int r) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    if (x < r || x >= n - r) return;
    float sum = 0.0f;
#pragma unroll 1
    for (int k = -r; k <= r; k++) sum += in[x + k];
    out[x] = sum;
}
// ... the same stencil with the index shifted by r: thread 0 is inside the domain.
extern "C" __global__ void halo_shifted(const float *in, float *out, int n, int r) {
    int x = blockIdx.x * blockDim.x + threadIdx.x + r;
    if (x >= n - r) return;
    float sum = 0.0f;
#pragma unroll 1
    for (int k = -r; k <= r; k++) sum += in[x + k];
    out[x] = sum;
}

// 2. triangular loop over the thread index: thread i sums a[0..i] (i + 1 iterations).
extern "C" __global__ void tri_up(const float *a, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float sum = 0.0f;
#pragma unroll 1
    for (int j = 0; j <= i; j++) sum += a[j];
    out[i] = sum;
}
// ... the mirror image: thread i sums a[0..n-1-i] (n - i iterations).
extern "C" __global__ void tri_down(const float *a, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float sum = 0.0f;
#pragma unroll 1
    for (int j = 0; j < n - i; j++) sum += a[j];
    out[i] = sum;
}

// 3. lanes splitting on a branch: the odd lanes run the loop (the warp runs it either way).
extern "C" __global__ void odd_lanes(const float *a, float *out, int m) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    if (threadIdx.x & 1) {
#pragma unroll 1
        for (int k = 0; k < m; k++) sum += a[k * 32 + (threadIdx.x & 31)];
    }
    out[i] = sum;
}
// ... the even lanes run it.
extern "C" __global__ void even_lanes(const float *a, float *out, int m) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    if (!(threadIdx.x & 1)) {
#pragma unroll 1
        for (int k = 0; k < m; k++) sum += a[k * 32 + (threadIdx.x & 31)];
    }
    out[i] = sum;
}

// 4. work growing with the block index: block b runs (b + 1) * m iterations.
extern "C" __global__ void block_growing(const float *a, float *out, int m) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
#pragma unroll 1
    for (int k = 0; k < (blockIdx.x + 1) * m; k++) sum += a[k * 32 + (threadIdx.x & 31)];
    out[i] = sum;
}
// ... shrinking: block b runs (gridDim.x - b) * m iterations (the same blocks' work, reversed).
extern "C" __global__ void block_shrinking(const float *a, float *out, int m) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
#pragma unroll 1
    for (int k = 0; k < (gridDim.x - blockIdx.x) * m; k++) sum += a[k * 32 + (threadIdx.x & 31)];
    out[i] = sum;
}

// 5. one warp of a block working: the last warp runs the loop, the others leave.
extern "C" __global__ void last_warp(const float *a, float *out, int m) {
    if (threadIdx.x < blockDim.x - 32) return;
    float sum = 0.0f;
#pragma unroll 1
    for (int k = 0; k < m; k++) sum += a[k * 32 + (threadIdx.x & 31)];
    out[blockIdx.x * 32 + (threadIdx.x & 31)] = sum;
}
// ... the first warp runs it.
extern "C" __global__ void first_warp(const float *a, float *out, int m) {
    if (threadIdx.x >= 32) return;
    float sum = 0.0f;
#pragma unroll 1
    for (int k = 0; k < m; k++) sum += a[k * 32 + (threadIdx.x & 31)];
    out[blockIdx.x * 32 + (threadIdx.x & 31)] = sum;
}
