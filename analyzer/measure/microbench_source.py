"""CUDA source of the calibration microbenchmarks, compiled on the GPU machine with NVRTC.

Latency benchmarks run one thread and time themselves with ``clock64()`` (SM cycles, no clock
conversion); bandwidth and launch benchmarks are timed from the host with CUDA events. The
methods follow the usual pointer-chase (Saavedra-Barrera; Jia et al. 2018 "Dissecting the NVIDIA
Volta GPU architecture via microbenchmarking") and dependent-chain designs.
"""

CUDA_SOURCE = r"""
extern "C" __global__ void chase_global(const unsigned long long* __restrict__ next,
                                        int steps, unsigned long long* sink, long long* cycles) {
    unsigned long long j = 0;
    for (int i = 0; i < steps; ++i) j = next[j];          // warm pass: fill the caches
    long long start = clock64();
    for (int i = 0; i < steps; ++i) j = next[j];
    long long stop = clock64();
    sink[0] = j;
    cycles[0] = stop - start;
}

extern "C" __global__ void chase_shared(int length, int steps, unsigned long long* sink, long long* cycles) {
    extern __shared__ unsigned int ring[];
    for (int i = 0; i < length; ++i) ring[i] = (i + 1) % length;
    __syncthreads();
    unsigned int j = 0;
    long long start = clock64();
    for (int i = 0; i < steps; ++i) j = ring[j];
    long long stop = clock64();
    sink[0] = j;
    cycles[0] = stop - start;
}

#define CHAIN(OP) for (int i = 0; i < steps; ++i) { OP; OP; OP; OP; OP; OP; OP; OP; }

extern "C" __global__ void chain_fp32_add(int steps, float seed, float* sink, long long* cycles) {
    float x = seed; long long start = clock64();
    CHAIN(x = x + 1.0001f)
    cycles[0] = clock64() - start; sink[0] = x;
}

extern "C" __global__ void chain_fp32_fma(int steps, float seed, float* sink, long long* cycles) {
    float x = seed; long long start = clock64();
    CHAIN(x = fmaf(x, 0.9999f, 0.5f))
    cycles[0] = clock64() - start; sink[0] = x;
}

extern "C" __global__ void chain_int_mad(int steps, int seed, int* sink, long long* cycles) {
    int x = seed; long long start = clock64();
    CHAIN(x = x * 3 + seed)
    cycles[0] = clock64() - start; sink[0] = x;
}

extern "C" __global__ void chain_fp64_fma(int steps, double seed, double* sink, long long* cycles) {
    double x = seed; long long start = clock64();
    CHAIN(x = fma(x, 0.9999, 0.5))
    cycles[0] = clock64() - start; sink[0] = x;
}

extern "C" __global__ void chain_sfu_sin(int steps, float seed, float* sink, long long* cycles) {
    float x = seed; long long start = clock64();
    CHAIN(x = __sinf(x))
    cycles[0] = clock64() - start; sink[0] = x;
}

extern "C" __global__ void chain_shuffle(int steps, int seed, int* sink, long long* cycles) {
    int x = seed + threadIdx.x; long long start = clock64();
    CHAIN(x = __shfl_xor_sync(0xffffffffu, x, 1))
    if (threadIdx.x == 0) { cycles[0] = clock64() - start; sink[0] = x; }
}

extern "C" __global__ void chain_atomic_global(int steps, unsigned int* counter, long long* cycles) {
    unsigned int x = 0; long long start = clock64();
    CHAIN(x = atomicAdd(counter + (x & 1u) * 0u, 1u))
    cycles[0] = clock64() - start; counter[1] = x;
}

extern "C" __global__ void barrier_loop(int steps, long long* cycles) {
    long long start = clock64();
    CHAIN(__syncthreads())
    if (threadIdx.x == 0) cycles[blockIdx.x] = clock64() - start;
}

extern "C" __global__ void throughput_fp32_fma(int steps, float seed, float* sink) {
    float a = seed + threadIdx.x, b = a + 1.0f, c = a + 2.0f, d = a + 3.0f;
    for (int i = 0; i < steps; ++i) {
        a = fmaf(a, 0.9999f, 0.5f); b = fmaf(b, 0.9999f, 0.5f);
        c = fmaf(c, 0.9999f, 0.5f); d = fmaf(d, 0.9999f, 0.5f);
    }
    if (a + b + c + d == 0.123f) sink[0] = a;
}

extern "C" __global__ void stream_copy(const float4* __restrict__ in, float4* __restrict__ out, size_t count) {
    size_t stride = (size_t)blockDim.x * gridDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride) out[i] = in[i];
}

extern "C" __global__ void repeat_read(const float4* __restrict__ in, size_t count, int repeats, float* sink) {
    size_t stride = (size_t)blockDim.x * gridDim.x;
    float acc = 0.0f;
    for (int r = 0; r < repeats; ++r)
        for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride) {
            float4 v = in[i]; acc += v.x + v.y + v.z + v.w;
        }
    if (acc == 0.123f) sink[0] = acc;
}

extern "C" __global__ void shared_read(int repeats, float* sink) {
    __shared__ float4 tile[1024];
    for (int i = threadIdx.x; i < 1024; i += blockDim.x) tile[i] = make_float4(i, i, i, i);
    __syncthreads();
    float acc = 0.0f;
    for (int r = 0; r < repeats; ++r) {
        float4 v = tile[(threadIdx.x + r) & 1023]; acc += v.x + v.y + v.z + v.w;
    }
    if (acc == 0.123f) sink[0] = acc;
}

extern "C" __global__ void empty_kernel() {}

extern "C" __global__ void spin_kernel(long long cycles) {
    long long start = clock64();
    while (clock64() - start < cycles) { }
}
"""

# Operations per CHAIN step: the CHAIN macro unrolls its operation eight times.
CHAIN_UNROLL = 8
