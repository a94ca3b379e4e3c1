"""CUDA source of the calibration microbenchmarks, compiled on the GPU machine with NVRTC.

Latency benchmarks run one thread (one warp for shuffles and barriers) and time themselves with
``clock64()`` (SM cycles, no clock conversion); bandwidth and launch benchmarks are timed from the
host with CUDA events. Latencies follow the dependent-chain and pointer-chase designs
(Saavedra-Barrera; Jia et al. 2018 "Dissecting the NVIDIA Volta GPU architecture via
microbenchmarking"), each as a *pair* of kernels that differ only in how many chained operations
one loop iteration holds (``SHALLOW`` and ``DEEP``): the difference of their cycles over the
difference of their operations is the latency, with the loop's counter, compare and branch and the
clock reads cancelled. Every chained operation is one SASS instruction that waits on the previous
one (checked with nvdisasm for sm_90, listed in ``CHAINED_SASS``): chases load the next address
itself (no index arithmetic), and the atomics exchange (an add with a used result is turned into a
warp-aggregated prefix sum by the compiler).
"""

CUDA_SOURCE = r"""
#define REP8(OP) OP; OP; OP; OP; OP; OP; OP; OP;
#define REP32(OP) REP8(OP) REP8(OP) REP8(OP) REP8(OP)
#define REP64(OP) REP32(OP) REP32(OP)
#define TIMED(REP, OP) long long start = clock64(); \
    _Pragma("unroll 1") for (int i = 0; i < steps; ++i) { REP(OP) } long long stop = clock64();
#define PAIR(MACRO) MACRO(32) MACRO(64)

#define CHAIN_KERNEL(NAME, N, T, INIT, OP, RESULT) \
    extern "C" __global__ void NAME##_##N(int steps, float seed, float* sink, long long* cycles) { \
        T x = INIT; TIMED(REP##N, OP) if (threadIdx.x == 0) { cycles[0] = stop - start; sink[0] = RESULT; } }
#define CHAIN(NAME, T, INIT, OP, RESULT) \
    CHAIN_KERNEL(NAME, 32, T, INIT, OP, RESULT) CHAIN_KERNEL(NAME, 64, T, INIT, OP, RESULT)

CHAIN(chain_fp32, float, seed, x = fmaf(x, 0.9999f, 0.5f), x)
CHAIN(chain_int, int, (int)seed, x = x * (int)seed + 7, (float)x)
CHAIN(chain_fp64, double, seed, x = fma(x, 0.9999, 0.5), (float)x)
CHAIN(chain_fp16, unsigned int, 0x3C003C00u,  /* half2 (1, 1) x (0.999, 0.999) + (0.5, 0.5) */
      asm volatile("fma.rn.f16x2 %0, %0, %1, %2;" : "+r"(x) : "r"(0x3BFF3BFFu), "r"(0x38003800u)), (float)x)
CHAIN(chain_sfu, float, seed, asm volatile("rsqrt.approx.ftz.f32 %0, %0;" : "+f"(x)), x)
CHAIN(chain_conv, float, seed, x = (float)(int)x, x)
CHAIN(chain_shuffle, int, (int)seed + (int)threadIdx.x, x = __shfl_xor_sync(0xffffffffu, x, 1), (float)x)
CHAIN(chain_barrier, int, 0, __syncthreads(), (float)x)

#define GLOBAL_CHASE(N) \
extern "C" __global__ void chase_global_##N(unsigned long long first, int warm, int steps, float* sink, long long* cycles) { \
    unsigned long long p = first; \
    for (int i = 0; i < warm; ++i) asm volatile("ld.global.u64 %0, [%0];" : "+l"(p)); \
    p = warm > 0 ? first : p; \
    TIMED(REP##N, asm volatile("ld.global.u64 %0, [%0];" : "+l"(p))) \
    cycles[0] = stop - start; sink[0] = (float)p; }
PAIR(GLOBAL_CHASE)

#define SHARED_CHASE(N) \
extern "C" __global__ void chase_shared_##N(int length, int hop, int steps, float* sink, long long* cycles) { \
    extern __shared__ unsigned int ring[]; \
    unsigned int base = (unsigned int)__cvta_generic_to_shared(ring); \
    for (int i = 0; i < length; ++i) ring[i] = base + 4u * ((i + hop) % length); \
    __syncthreads(); \
    unsigned int j = base; \
    TIMED(REP##N, asm volatile("ld.shared.u32 %0, [%0];" : "+r"(j))) \
    cycles[0] = stop - start; sink[0] = (float)j; }
PAIR(SHARED_CHASE)

__constant__ unsigned int const_ring[8192];
#define CONST_CHASE(N) \
extern "C" __global__ void chase_const_##N(int steps, float* sink, long long* cycles) { \
    unsigned int j = 4u * threadIdx.x; \
    TIMED(REP##N, j = *(const unsigned int*)((const char*)const_ring + j)) \
    cycles[0] = stop - start; sink[0] = (float)j; }
PAIR(CONST_CHASE)

#define ATOMIC_SHARED(N) \
extern "C" __global__ void chain_atomic_shared_##N(int steps, float* sink, long long* cycles) { \
    __shared__ unsigned int cell[1]; cell[0] = 1u; __syncthreads(); unsigned int x = 1u; \
    unsigned int address = (unsigned int)__cvta_generic_to_shared(cell); \
    TIMED(REP##N, asm volatile("atom.shared.exch.b32 %0, [%1], %0;" : "+r"(x) : "r"(address))) \
    cycles[0] = stop - start; sink[0] = (float)x; }
PAIR(ATOMIC_SHARED)

#define ATOMIC_GLOBAL(N) \
extern "C" __global__ void chain_atomic_global_##N(int steps, unsigned int* cell, float* sink, long long* cycles) { \
    unsigned int x = 1u; \
    TIMED(REP##N, asm volatile("atom.global.exch.b32 %0, [%1], %0;" : "+r"(x) : "l"(cell))) \
    cycles[0] = stop - start; sink[0] = (float)x; }
PAIR(ATOMIC_GLOBAL)

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

#: Chained operations per loop iteration of the two kernels of a pair (``<name>_32``, ``<name>_64``).
SHALLOW, DEEP = 32, 64
#: Entries of the constant-memory ring (``const_ring[8192]`` in the source): 32 KB of the 64 KB bank.
CONST_RING_LENGTH = 8192
#: Sizes (KB) of the constant rings beyond the 1 KB hit ring: where the constant cache ends.
CONST_LADDER_KB = (2, 4, 8, 16, 32)
#: The SASS mnemonic each chain repeats (nvcc 13.0, sm_90), and how many instructions per chained
#: source operation: the conversion chain alternates float-to-int and int-to-float.
CHAINED_SASS = {
    "fp32": ("FFMA", 1), "int": ("IMAD", 1), "fp64": ("DFMA", 1), "fp16": ("HFMA2", 1),
    "sfu": ("MUFU.RSQ", 1), "conv": ("F2I.TRUNC.NTZ + I2FP.F32.S32", 2), "shuffle": ("SHFL.BFLY", 1),
    "barrier": ("BAR.SYNC.DEFER_BLOCKING", 1), "ld_const": ("LDC", 1), "atomic_shared": ("ATOMS.EXCH", 1),
    "atomic_global": ("ATOMG.E.EXCH.STRONG.GPU", 1), "shared": ("LDS", 1), "global": ("LDG.E.64", 1),
}
