// Written for tests/cli/test_own_kernel.py (not a sample): a gather with a running scale. Thread i
// folds reps values read through an index array: acc = acc * scale + values[index[(i + r) % n]].
__global__ void gather_scale(const int* __restrict__ index, const float* __restrict__ values,
                             float* __restrict__ out, float scale, int n, int reps)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.0f;
    for (int r = 0; r < reps; ++r) {
        acc = acc * scale + values[index[(i + r) % n]];
    }
    out[i] = acc;
}
