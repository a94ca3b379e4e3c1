// KernelTime test kernel (written for this project): y = a * x + y with tile_size_x elements
// per thread; block_size_x and tile_size_x are compile-time tunables as Kernel Tuner defines
// them. The shared tile exists only in the USE_SHARED variant; tile_size_x = 3 does not compile.
#if tile_size_x == 3
#error "tile_size_x must be a power of two"
#endif
__global__ void saxpy_tiled(float *y, const float *x, float a, int n)
{
    int base = blockIdx.x * block_size_x * tile_size_x + threadIdx.x;
#if USE_SHARED
    __shared__ float staged[block_size_x * tile_size_x];
#pragma unroll
    for (int k = 0; k < tile_size_x; k++) {
        int i = base + k * block_size_x;
        staged[threadIdx.x + k * block_size_x] = i < n ? x[i] : 0.0f;
    }
    __syncthreads();
#endif
#pragma unroll
    for (int k = 0; k < tile_size_x; k++) {
        int i = base + k * block_size_x;
        if (i < n) {
#if USE_SHARED
            y[i] = a * staged[threadIdx.x + k * block_size_x] + y[i];
#else
            y[i] = a * x[i] + y[i];
#endif
        }
    }
}
