// Sum of n floats into *result (which the host zeroes first).
// Launch: grid e.g. 1024, block a multiple of 32 up to 1024 (e.g. 256).

#define WARP_SIZE 32
#define FULL_MASK 0xffffffffu

// Sum of `value` over the 32 lanes of a warp, left in lane 0 (tree of shuffles: 16, 8, 4, 2, 1).
__device__ __forceinline__ float warp_sum(float value)
{
#pragma unroll
    for (int offset = WARP_SIZE / 2; offset > 0; offset >>= 1) {
        value += __shfl_down_sync(FULL_MASK, value, offset);
    }
    return value;
}

// One thread sums the elements i, i + S, i + 2S, ... below n (S = threads in the grid), the warp
// then sums its 32 partials with shuffles and lane 0 stores the warp's sum in shared memory.
// After a barrier the first warp sums the per-warp partials the same way and its lane 0 adds
// the block's total to *result with one atomicAdd.
__global__ void reduce_sum(const float *input, float *result, int n)
{
    __shared__ float warp_partials[WARP_SIZE];

    const int lane = threadIdx.x % WARP_SIZE;
    const int warp = threadIdx.x / WARP_SIZE;

    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        sum += input[i];
    }

    sum = warp_sum(sum);
    if (lane == 0) {
        warp_partials[warp] = sum;
    }
    __syncthreads();

    if (warp == 0) {
        const int warps = blockDim.x / WARP_SIZE;
        sum = (lane < warps) ? warp_partials[lane] : 0.0f;
        sum = warp_sum(sum);
        if (lane == 0) {
            atomicAdd(result, sum);
        }
    }
}
