// Two patterns where clang-19's defaults and nvcc's NVVM give differently shaped PTX; the
// validation compile step's clang options (analyzer/toolchain/compile.py, CLANG_NVVM_OPTIONS)
// make clang give them nvcc's shape.

// A register tile written out by an inline function that takes it by pointer: clang's default
// inliner keeps the call (the unrolled body is over its threshold), so the tile lives in local
// memory; nvcc inlines it and the tile stays in registers.
inline __device__ void store_tile(float* out, float tile[12][12], int stride, float alpha, float beta) {
#pragma unroll
    for (int i = 0; i < 12; i++) {
#pragma unroll
        for (int j = 0; j < 12; j++) {
            int index = (i * 12 + j) * stride + threadIdx.x;
            out[index] = alpha * tile[i][j] + beta * out[index];
        }
    }
}

extern "C" __global__ void tile_products(const float* a, const float* b, float* out, int steps, float alpha, float beta) {
    float tile[12][12];
#pragma unroll
    for (int i = 0; i < 12; i++) {
#pragma unroll
        for (int j = 0; j < 12; j++) {
            tile[i][j] = 0.0f;
        }
    }
    for (int s = 0; s < steps; s++) {
#pragma unroll
        for (int i = 0; i < 12; i++) {
#pragma unroll
            for (int j = 0; j < 12; j++) {
                tile[i][j] = fmaf(a[12 * s + i], b[12 * s + j], tile[i][j]);
            }
        }
    }
    store_tile(out, tile, blockDim.x, alpha, beta);
}

// A per-thread array indexed by a loop of 32 iterations without a pragma inside a runtime loop:
// NVVM unrolls it and keeps the array in registers; clang's default threshold does not.
extern "C" __global__ void column_sums(const float* weights, float* out, int count, float spacing) {
    float sums[32];
    for (int k = 0; k < 32; k++) {
        sums[k] = 0.0f;
    }
    for (int i = 0; i < count; i++) {
        float d = weights[i];
        for (int k = 0; k < 32; k++) {
            sums[k] += rsqrtf(d * d + 1.0f);
            d += spacing;
        }
    }
    for (int k = 0; k < 32; k++) {
        out[k * blockDim.x + threadIdx.x] = sums[k];
    }
}
