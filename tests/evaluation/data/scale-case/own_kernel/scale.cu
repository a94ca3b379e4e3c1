// KernelTime test kernel (written for this project): out[i] = factor * in[i], ITEMS elements
// per thread, strided by the block so that every access is coalesced.
#if ITEMS == 3
#error "ITEMS=3 is not supported (a configuration that must fail to compile)"
#endif

__global__ void scale(float *out, const float *in, float factor, int n)
{
    int base = blockIdx.x * blockDim.x * ITEMS + threadIdx.x;
#pragma unroll
    for (int k = 0; k < ITEMS; k++) {
        int i = base + k * blockDim.x;
        if (i < n)
            out[i] = factor * in[i];
    }
}
