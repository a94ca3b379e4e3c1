// Row sums scattered through an index: thread t sums row t of a (n floats) and writes the sum
// to out[idx[t]]. The store's address is data (only the evaluated lanes tell it); the row loads'
// addresses are affine in the thread index and the loop. Written for KernelTime's tests.
__global__ void scatter_row_sums(const int* idx, const float* a, float* out, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    for (int k = 0; k < n; ++k) sum += a[t * n + k];
    out[idx[t]] = sum;
}
