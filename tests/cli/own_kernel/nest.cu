// Written for tests/cli/test_predict_report.py (not a sample): a loop nest for the per-loop split.
__global__ void nest(const float* __restrict__ a, float* __restrict__ out, int n, int outer, int inner)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.0f;
    #pragma unroll 1
    for (int o = 0; o < outer; ++o) {
        acc += a[(i + o) % n];
        #pragma unroll 1
        for (int k = 0; k < inner; ++k)
            acc = acc * 0.5f + 1.0f;
    }
    out[i] = acc;
}
