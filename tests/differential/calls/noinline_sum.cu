// A kernel of our own for the differential check (docs/reference/differential-check.md): the loop bound and step of a
// device function that neither compiler inlines (__noinline__) are its parameters; the kernel
// passes its own parameters width and stride. Compiled by tools/differential/compilers.py
// (nvcc -arch=sm_80 -ptx -O3; clang-19 --cuda-gpu-arch=sm_80 -O2 -S -emit-llvm).
__device__ __noinline__ float row_sum(const float* row, int count, int step)
{
    float total = 0.0f;
    for (int k = 0; k < count; k += step) {
        total += row[k];
    }
    return total;
}

__global__ void sum_rows(const float* __restrict__ in, float* __restrict__ out, int width, int stride)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    out[r] = row_sum(in + r * width, width, stride);
}
