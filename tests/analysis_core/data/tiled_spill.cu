// A register-tiled product of our own: each thread accumulates a TILE x TILE block of C in
// registers over a loop on k (the shape of CLBlast's Xgemm inner product). TILE 16 needs 256
// accumulators: more than the 255 registers a thread may have, so ptxas spills inside the loop.
#ifndef TILE
#define TILE 16
#endif
extern "C" __global__ void tiled(float *c, const float *a, const float *b, int n, int k_total)
{
    float acc[TILE][TILE];
#pragma unroll
    for (int i = 0; i < TILE; i++)
#pragma unroll
        for (int j = 0; j < TILE; j++)
            acc[i][j] = 0.0f;
    int row = (blockIdx.y * blockDim.y + threadIdx.y) * TILE;
    int col = (blockIdx.x * blockDim.x + threadIdx.x) * TILE;
    for (int k = 0; k < k_total; k++) {
        float a_column[TILE], b_row[TILE];
#pragma unroll
        for (int i = 0; i < TILE; i++) {
            a_column[i] = a[(row + i) * k_total + k];
            b_row[i] = b[k * n + col + i];
        }
#pragma unroll
        for (int i = 0; i < TILE; i++)
#pragma unroll
            for (int j = 0; j < TILE; j++)
                acc[i][j] += a_column[i] * b_row[j];
    }
#pragma unroll
    for (int i = 0; i < TILE; i++)
#pragma unroll
        for (int j = 0; j < TILE; j++)
            c[(row + i) * n + col + j] = acc[i][j];
}
