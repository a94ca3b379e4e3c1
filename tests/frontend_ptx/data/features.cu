// Feature kernels for the PTX front-end tests (KernelTime). Regenerate the PTX with:
//   nvcc -arch=sm_90 -ptx -O3 -lineinfo features.cu -o features.sm_90.ptx
//   clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_61 --cuda-path=$CUDA_HOME \
//     -I<dir with empty texture_fetch_functions.h texture_indirect_functions.h curand_mtgp32_kernel.h> \
//     -Wno-unknown-cuda-version -O2 -S features.cu -o features.sm_61.clang.ptx
//   nvcc -arch=sm_80 -ptx -G debug.cu -o debug.sm_80.ptx
#include <mma.h>
#include <cuda_fp16.h>
#if __CUDA_ARCH__ >= 700 || !defined(__clang__)
#define HAVE_WMMA 1
using namespace nvcuda;
#endif
__constant__ float coef[4] = {1.0f, 2.0f, 0.5f, -3.0f};
__device__ int gcount[2] = {1, 2};
extern __shared__ float dyn[];

__global__ void vecAdd(const float* __restrict__ a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i] * coef[i & 3];
}
#define T 16
__global__ void matmul(float* C, const float* A, const float* B, int wA, int wB) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  int bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  float s = 0;
  for (int k = 0; k < wA; k += T) {
    As[ty][tx] = A[(by*T+ty)*wA + k + tx];
    Bs[ty][tx] = B[(k+ty)*wB + bx*T + tx];
    __syncthreads();
#pragma unroll
    for (int j = 0; j < T; ++j) s += As[ty][j] * Bs[j][tx];
    __syncthreads();
  }
  C[(by*T+ty)*wB + bx*T+tx] = s;
}
__device__ __noinline__ float helper(float x, float y) { return sinf(x) * y + sqrtf(y) / x; }
__global__ void reduce(const float* in, float* out, int n) {
  float v = 0;
  for (int i = blockIdx.x*blockDim.x+threadIdx.x; i < n; i += blockDim.x*gridDim.x) v += helper(in[i], 2.0f);
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  dyn[threadIdx.x] = v;
  __syncthreads();
  if ((threadIdx.x & 31) == 0) atomicAdd(out, v);
  if (__any_sync(0xffffffff, v > 3.0f)) atomicAdd(&gcount[0], 1);
}
#ifdef HAVE_WMMA
__global__ void wm(half* a, half* b, float* c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}
#endif
__global__ void __launch_bounds__(256, 2) dbl(double* x, int n, double* loc) {
  double arr[8];
  for (int i = 0; i < 8; ++i) arr[i] = x[(i * n) % 97];
  double s = 0;
  for (int i = 0; i < n; ++i) s += arr[i & 7] * 1.5 / arr[(i+3)&7];
  x[threadIdx.x] = s;
  __half2 h = __floats2half2_rn(s, 1.0f);
  h = __hmul2(h, h);
  loc[0] = __low2float(h);
}
