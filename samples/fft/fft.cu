// Radix-2 decimation-in-time complex FFT (forward, single precision).
//
// fft_block transforms independent sequences of n points (n a power of two, 2 <= n <= 1024),
// one sequence per block, entirely in shared memory: a bit-reversal permutation on load and
// then log2(n) butterfly stages. Launch: grid (batch), block (n / 2).
//
// fft_stage is one Cooley-Tukey stage of a large out-of-place transform in global memory,
// one launch per stage (the host loops over half = 1, 2, 4, ..., n / 2 after permuting the
// input into bit-reversed order). Launch: grid (n / 2 / block), block e.g. 256.
//
// Twiddle factors come from __sincosf, so every butterfly issues the SFU instructions
// sin.approx.f32 and cos.approx.f32.

#define FFT_MAX_POINTS 1024
#define PI_F 3.14159265358979f

// Butterfly of two points u, v with twiddle angle: (u + w v, u - w v), w = exp(i angle).
__device__ __forceinline__ void butterfly(float2 &u, float2 &v, float angle)
{
    float s, c;
    __sincosf(angle, &s, &c);
    const float2 wv = make_float2(c * v.x - s * v.y, s * v.x + c * v.y);
    const float2 top = make_float2(u.x + wv.x, u.y + wv.y);
    const float2 bottom = make_float2(u.x - wv.x, u.y - wv.y);
    u = top;
    v = bottom;
}

// One thread loads two points of its block's sequence into bit-reversed shared positions, then
// in every stage computes one butterfly (half = distance between its two points) and waits
// for the block; finally it writes two points of the result back.
__global__ void fft_block(float2 *data, int n)
{
    __shared__ float2 points[FFT_MAX_POINTS];

    float2 *sequence = data + (size_t)blockIdx.x * n;
    const unsigned int t = threadIdx.x;
    const unsigned int halfN = (unsigned int)n >> 1;
    const int log2n = __ffs(n) - 1;

    points[__brev(t) >> (32 - log2n)] = sequence[t];
    points[__brev(t + halfN) >> (32 - log2n)] = sequence[t + halfN];
    __syncthreads();

    for (unsigned int half = 1; half < (unsigned int)n; half <<= 1) {
        const unsigned int position = t & (half - 1);          // index inside its butterfly group
        const unsigned int top = ((t - position) << 1) + position; // (t / half) * 2 * half + position
        float2 u = points[top];
        float2 v = points[top + half];
        butterfly(u, v, -PI_F * (float)position / (float)half);
        points[top] = u;
        points[top + half] = v;
        __syncthreads();
    }

    sequence[t] = points[t];
    sequence[t + halfN] = points[t + halfN];
}

// One thread computes one butterfly of the stage whose butterflies span 2 * half points:
// it reads two points of input, combines them with the twiddle exp(-i pi position / half),
// and writes two points of output. n / 2 threads cover the stage.
__global__ void fft_stage(const float2 *input, float2 *output, int n, int half)
{
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < (n >> 1)) {
        const int position = t & (half - 1);
        const int top = ((t - position) << 1) + position;
        float2 u = input[top];
        float2 v = input[top + half];
        butterfly(u, v, -PI_F * (float)position / (float)half);
        output[top] = u;
        output[top + half] = v;
    }
}
