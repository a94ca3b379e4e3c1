// Dot products of every row of a (rows x cols, row-major) with each of the vecs vectors of x
// (vecs x cols): out[vec * rows + row]. One thread per row, one grid row (blockIdx.y) per vector,
// so each lane walks its own row of a (a strided load: lanes are cols * 4 bytes apart) and every
// grid row reads all of a again. Written for KernelTime's tests.
__global__ void row_dots(const float* a, const float* x, float* out, int rows, int cols) {
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    int vec = blockIdx.y;
    if (row >= rows) return;
    float sum = 0.0f;
    for (int k = 0; k < cols; ++k) sum += a[row * cols + k] * x[vec * cols + k];
    out[vec * rows + row] = sum;
}
