// Own benchmark kernels: one templated stencil/reduction instantiated for many tile sizes and
// types (as libraries ship kernels), so one file holds dozens of kernels.
template <typename T, int TILE, int RADIUS>
__global__ void stencil_tiles(const T *__restrict__ in, T *__restrict__ out, int n)
{
    __shared__ T tile[TILE + 2 * RADIUS];
    const int g = blockIdx.x * TILE + threadIdx.x;
    for (int i = threadIdx.x; i < TILE + 2 * RADIUS; i += blockDim.x) {
        const int src = blockIdx.x * TILE + i - RADIUS;
        tile[i] = (src >= 0 && src < n) ? in[src] : T(0);
    }
    __syncthreads();
    if (threadIdx.x < TILE && g < n) {
        T sum = 0;
#pragma unroll
        for (int r = -RADIUS; r <= RADIUS; ++r) sum += tile[threadIdx.x + RADIUS + r];
        out[g] = sum;
    }
}

template <typename T, int BLOCK>
__global__ void block_reduce(const T *__restrict__ in, T *__restrict__ out, int n)
{
    __shared__ T partial[BLOCK];
    T sum = 0;
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x) sum += in[i];
    partial[threadIdx.x] = sum;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) partial[threadIdx.x] += partial[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = partial[0];
}

#define STENCIL(T, TILE, R) template __global__ void stencil_tiles<T, TILE, R>(const T *, T *, int);
#define STENCILS(T, TILE) STENCIL(T, TILE, 1) STENCIL(T, TILE, 2) STENCIL(T, TILE, 3) STENCIL(T, TILE, 4) STENCIL(T, TILE, 8)
STENCILS(float, 64) STENCILS(float, 128) STENCILS(float, 256) STENCILS(double, 64) STENCILS(double, 128)
STENCILS(double, 256) STENCILS(int, 128) STENCILS(int, 256)
#define REDUCE(T) template __global__ void block_reduce<T, 64>(const T *, T *, int); \
    template __global__ void block_reduce<T, 128>(const T *, T *, int); \
    template __global__ void block_reduce<T, 256>(const T *, T *, int); \
    template __global__ void block_reduce<T, 512>(const T *, T *, int); \
    template __global__ void block_reduce<T, 1024>(const T *, T *, int);
REDUCE(float) REDUCE(double) REDUCE(int) REDUCE(unsigned)
