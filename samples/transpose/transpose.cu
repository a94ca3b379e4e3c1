// Matrix transpose output = input^T of a height x width row-major matrix (output is
// width x height).
// Both kernels use the same launch: grid (ceil(width / TILE_DIM), ceil(height / TILE_DIM)),
// block (TILE_DIM, BLOCK_ROWS); each block handles one TILE_DIM x TILE_DIM tile and each
// thread TILE_DIM / BLOCK_ROWS elements of it.

#define TILE_DIM 32
#define BLOCK_ROWS 8

// Naive: one thread copies the elements (x, y + j), j = 0, BLOCK_ROWS, ..., of its tile column
// straight to their transposed places. Reads are coalesced, writes are strided by height.
__global__ void transpose_naive(const float *input, float *output, int width, int height)
{
    const int x = blockIdx.x * TILE_DIM + threadIdx.x;
    const int y = blockIdx.y * TILE_DIM + threadIdx.y;

    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (x < width && y + j < height) {
            output[x * height + (y + j)] = input[(y + j) * width + x];
        }
    }
}

// Tiled: one thread copies TILE_DIM / BLOCK_ROWS elements of the input tile into shared memory
// (coalesced reads), waits for the block, then writes TILE_DIM / BLOCK_ROWS elements of the
// transposed tile (coalesced writes). The tile row is padded to TILE_DIM + 1 floats so that
// reading a tile column touches 32 different shared-memory banks.
__global__ void transpose_tiled(const float *input, float *output, int width, int height)
{
    __shared__ float tile[TILE_DIM][TILE_DIM + 1];

    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (x < width && y + j < height) {
            tile[threadIdx.y + j][threadIdx.x] = input[(y + j) * width + x];
        }
    }
    __syncthreads();

    x = blockIdx.y * TILE_DIM + threadIdx.x;
    y = blockIdx.x * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
        if (x < height && y + j < width) {
            output[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
        }
    }
}
