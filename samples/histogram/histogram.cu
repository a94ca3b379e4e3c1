// 256-bin histogram of n bytes. Each block builds a private histogram in shared memory with
// shared-memory atomics, then adds its non-zero bins to the global histogram with global
// atomics. The bin an input byte lands in depends on the data, so the shared atomics contend
// according to the input's distribution. The host zeroes bins first.
// Launch: grid e.g. 1024, block e.g. 256 (any size works).

#define NUM_BINS 256

// One thread clears the private bins b = threadIdx.x, + blockDim.x, ..., counts the bytes
// i, i + S, i + 2S, ... below n (S = threads in the grid) into the private bins, and after a
// barrier adds its private bins to the global histogram.
__global__ void histogram256(const unsigned char *data, unsigned int *bins, int n)
{
    __shared__ unsigned int block_bins[NUM_BINS];

    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
        block_bins[b] = 0;
    }
    __syncthreads();

    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        atomicAdd(&block_bins[data[i]], 1u);
    }
    __syncthreads();

    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
        const unsigned int count = block_bins[b];
        if (count != 0) {
            atomicAdd(&bins[b], count);
        }
    }
}
