// Tiled single-precision matrix multiplication C = A * B (the shared-memory scheme of the
// CUDA C Programming Guide): A is hA x wA, B is wA x wB, C is hA x wB, all row-major, and
// every dimension is a multiple of BLOCK_SIZE.
//
// Launch: grid (wB / BLOCK_SIZE, hA / BLOCK_SIZE), block (BLOCK_SIZE, BLOCK_SIZE).

#define BLOCK_SIZE 16

// One thread computes one element C[row][col] of its block's BLOCK_SIZE x BLOCK_SIZE tile of C.
// Per tile iteration it copies one element of A and one of B into shared memory, waits for the
// block, accumulates BLOCK_SIZE products from the two shared tiles, and waits again before the
// tiles are overwritten. There are wA / BLOCK_SIZE tile iterations.
extern "C" __global__ void matmul(float *C, const float *A, const float *B, int wA, int wB)
{
    const int bx = blockIdx.x;
    const int by = blockIdx.y;
    const int tx = threadIdx.x;
    const int ty = threadIdx.y;

    // First, last and step of the A sub-matrices this block walks along a row band of A.
    const int aBegin = wA * BLOCK_SIZE * by;
    const int aEnd = aBegin + wA - 1;
    const int aStep = BLOCK_SIZE;

    // First and step of the B sub-matrices this block walks down a column band of B.
    const int bBegin = BLOCK_SIZE * bx;
    const int bStep = BLOCK_SIZE * wB;

    float sum = 0.0f;

    for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
        __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
        __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];

        As[ty][tx] = A[a + wA * ty + tx];
        Bs[ty][tx] = B[b + wB * ty + tx];
        __syncthreads();

        for (int k = 0; k < BLOCK_SIZE; ++k) {
            sum += As[ty][k] * Bs[k][tx];
        }
        __syncthreads();
    }

    const int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
    C[c + wB * ty + tx] = sum;
}
