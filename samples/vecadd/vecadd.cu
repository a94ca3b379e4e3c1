// Element-wise vector addition c = a + b over n floats.

// One thread adds one element: c[i] = a[i] + b[i] for its global index i, if i < n.
// Launch: grid ceil(n / block), block e.g. 256.
extern "C" __global__ void vecadd(const float *a, const float *b, float *c, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        c[i] = a[i] + b[i];
    }
}

// Grid-stride variant: one thread adds the elements i, i + S, i + 2S, ... below n, where
// S = blockDim.x * gridDim.x is the number of threads in the grid. Any grid size is correct.
extern "C" __global__ void vecadd_gridstride(const float *a, const float *b, float *c, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        c[i] = a[i] + b[i];
    }
}
