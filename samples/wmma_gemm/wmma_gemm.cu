// Tensor-core GEMM C = A * B with the warp-level nvcuda::wmma API: A is M x K and B is K x N,
// both half precision and row-major; C is M x N in single precision, row-major. M, N and K are
// multiples of 16. Needs sm_70 or newer.
// Launch: block (128, 4) = 4 x 4 warps, each warp one 16 x 16 tile of C, so a block covers a
// 64 x 64 tile: grid (M / 64, N / 64).

#include <cuda_fp16.h>
#include <mma.h>

#define WMMA_M 16
#define WMMA_N 16
#define WMMA_K 16

using namespace nvcuda;

// One thread is one lane of a warp that computes the 16 x 16 tile of C at (tileRow, tileCol):
// for every K step of 16 the warp loads a 16 x 16 tile of A and of B into fragments and
// accumulates their product in a float fragment on the tensor cores; at the end the warp stores
// the accumulator. A thread holds its share of each fragment.
__global__ void wmma_gemm(const half *A, const half *B, float *C, int M, int N, int K)
{
    const int warpRow = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
    const int warpCol = blockIdx.y * blockDim.y + threadIdx.y;
    const int tileRow = warpRow * WMMA_M;
    const int tileCol = warpCol * WMMA_N;
    if (tileRow >= M || tileCol >= N) {
        return;
    }

    wmma::fragment<wmma::matrix_a, WMMA_M, WMMA_N, WMMA_K, half, wmma::row_major> aFragment;
    wmma::fragment<wmma::matrix_b, WMMA_M, WMMA_N, WMMA_K, half, wmma::row_major> bFragment;
    wmma::fragment<wmma::accumulator, WMMA_M, WMMA_N, WMMA_K, float> accumulator;
    wmma::fill_fragment(accumulator, 0.0f);

    for (int k = 0; k < K; k += WMMA_K) {
        wmma::load_matrix_sync(aFragment, A + (size_t)tileRow * K + k, K);
        wmma::load_matrix_sync(bFragment, B + (size_t)k * N + tileCol, N);
        wmma::mma_sync(accumulator, aFragment, bFragment, accumulator);
    }

    wmma::store_matrix_sync(C + (size_t)tileRow * N + tileCol, accumulator, N, wmma::mem_row_major);
}
