// Test input of tests/frontend_llvm: compiled to clang_kernels.ll with
// clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=$CUDA_HOME
//   -Wno-unknown-cuda-version -O2 -S -emit-llvm -I<empty stand-ins of the 3 headers CUDA 13 dropped>
#include <mma.h>
using namespace nvcuda;
#define TILE 16
__constant__ float coeffs[8];
extern __shared__ float dyn[];

__global__ void vecAdd(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

__global__ void matmul(float* C, const float* A, const float* B, int wA, int wB) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int aBegin = wA * TILE * by, aEnd = aBegin + wA - 1, aStep = TILE;
  int bBegin = TILE * bx, bStep = TILE * wB;
  float Csub = 0;
  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    As[ty][tx] = A[a + wA * ty + tx];
    Bs[ty][tx] = B[b + wB * ty + tx];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) Csub += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  int c = wB * TILE * by + TILE * bx;
  C[c + wB * ty + tx] = Csub;
}

__global__ void reduce(const float* in, float* out, int n) {
  float v = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += in[i];
  for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
  if ((threadIdx.x & 31) == 0) atomicAdd(out, v);
}

__global__ void poly(const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i], acc = 0;
    for (int k = 0; k < 8; ++k) acc = acc * v + coeffs[k];
    y[i] = acc + sinf(v) + sqrtf(v) + __sinf(v);
  }
}

__global__ void wmmaKernel(const half* a, const half* b, float* c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}

__global__ void shiftLoop(unsigned* out, unsigned n) {
  unsigned count = 0;
  for (unsigned s = n; s > 1; s >>= 1) count += s & 1;
  out[threadIdx.x] = count;
}

__global__ void dynShared(const double* in, double* out, int n) {
  double* d = (double*)dyn;
  d[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = d[(threadIdx.x + 1) % blockDim.x] * 2.0;
  switch (n) { case 1: out[0] = 1.0; break; case 2: out[1] = 3.5; break; default: break; }
}

__global__ void vote(const int* in, int* out) {
  int v = in[threadIdx.x];
  unsigned b = __ballot_sync(0xffffffff, v > 0);
  int m = max(v, (int)b); 
  unsigned u = min((unsigned)v, 7u);
  out[threadIdx.x] = m + u + __float_as_int(__ldg((const float*)in + 3)) + atomicCAS(out + 5, 1, 2);
}

__global__ void __launch_bounds__(256) bounded(const unsigned* in, unsigned* out, unsigned d) {
  unsigned v = in[threadIdx.x] / d;
  __syncwarp();
  int c = __syncthreads_count(v > 3);
  out[threadIdx.x] = v + c;
}
