// A row filter of our own for kt's launch test (tests/predict/test_launch_waves.py): each block
// stages its tile of `in` and the `radius` elements either side in shared memory, waits at a
// barrier, then every thread sums 2 * radius + 1 weighted neighbours. Compiled with
//   nvcc -arch=sm_90 -ptx -o tiled_row_filter.sm_90.ptx tiled_row_filter.cu
__constant__ float taps[33];

extern "C" __global__ void tiled_row_filter(const float *in, float *out, int radius, int n) {
    extern __shared__ float tile[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int left = blockIdx.x * blockDim.x - radius + (int)threadIdx.x;
    tile[threadIdx.x + radius] = i < n ? in[i] : 0.0f;
    if (threadIdx.x < radius) {
        tile[threadIdx.x] = left >= 0 ? in[left] : 0.0f;
        int right = (blockIdx.x + 1) * blockDim.x + threadIdx.x;
        tile[threadIdx.x + blockDim.x + radius] = right < n ? in[right] : 0.0f;
    }
    __syncthreads();
    if (i >= n) return;
    float sum = 0.0f;
    for (int k = 0; k <= 2 * radius; ++k)
        sum += taps[k] * tile[threadIdx.x + k];
    out[i] = sum;
}
