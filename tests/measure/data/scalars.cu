// Scalar parameters of several widths, and one passed by value as a structure, for measure's
// argument passing (tests/measure/test_scalar_arguments.py).
// nvcc -ptx -arch=sm_75 -o scalars.sm_75.ptx scalars.cu

struct Pair {
    int first;
    int second;
};

extern "C" __global__ void shifted(float *out, unsigned char shift, short offset, long long base, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = (float)((i >> shift) + offset + base);
    }
}

extern "C" __global__ void by_value(float *out, Pair pair, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = (float)(pair.first * i + pair.second);
    }
}
