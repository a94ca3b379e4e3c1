// Kernels for the concrete evaluator's tests (analyzer/analysis/interpreter/evaluate.py): loops that start at
// thread indices, exit on == / !=, are triangular, tiled, grid-stride or geometric, blocks that
// exit early. Trip counts and active blocks per representative thread are derived by hand in
// tests/analysis_eval/test_evalset.py. Compiled by regenerate.sh (nvcc -O3 and clang-19 -O3, each
// also with -DUNROLL4, which puts `#pragma unroll 4` on every runtime loop).
#ifdef UNROLL4
#define UNROLL _Pragma("unroll 4")
#else
#define UNROLL
#endif

// 1. grid-stride: thread g = blockIdx.x*blockDim.x + threadIdx.x runs ceil((n - g) / S) times
//    (0 when g >= n), S = blockDim.x * gridDim.x.
extern "C" __global__ void grid_stride(float a, const float *x, float *y, int n) {
    UNROLL
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

// 2. convolution staging: rows i = ty, ty + bdy, ... < bdy + 2r; columns likewise.
extern "C" __global__ void stage_tile(const float *in, float *out, int width, int r) {
    __shared__ float tile[48 * 48];
    int th = blockDim.y + 2 * r, tw = blockDim.x + 2 * r;
    UNROLL
    for (int i = threadIdx.y; i < th; i += blockDim.y) {
        UNROLL
        for (int j = threadIdx.x; j < tw; j += blockDim.x)
            tile[i * 48 + j] = in[(blockIdx.y * blockDim.y + i) * width + blockIdx.x * blockDim.x + j];
    }
    __syncthreads();
    out[(blockIdx.y * blockDim.y + threadIdx.y) * width + blockIdx.x * blockDim.x + threadIdx.x] =
        tile[(threadIdx.y + r) * 48 + threadIdx.x + r];
}

// 3. naive dgemm: clang unrolls by 2 and exits on `icmp eq` against n & -2; n iterations.
extern "C" __global__ void naive_dgemm(const double *A, const double *B, double *C, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < n && col < n) {
        double sum = 0.0;
        UNROLL
        for (int k = 0; k < n; k++)
            sum += A[row * n + k] * B[k * n + col];
        C[row * n + col] = sum;
    }
}

// 4. pointer loop that exits on !=: m iterations for every thread.
extern "C" __global__ void pointer_ne(const float *x, float *y, int m) {
    const float *p = x + threadIdx.x, *end = x + threadIdx.x + 32 * m;
    float sum = 0.0f;
    UNROLL
    for (; p != end; p += 32)
        sum += *p;
    y[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

// 5. countdown do-while that exits on == 0: m iterations (m >= 1).
extern "C" __global__ void countdown(const float *x, float *y, int m) {
    int k = m;
    float sum = 0.0f;
    UNROLL
    do {
        sum += x[k * 64 + threadIdx.x];
    } while (--k != 0);
    y[threadIdx.x] = sum;
}

// 6. triangular over threads: thread i < n runs i + 1 iterations.
extern "C" __global__ void prefix_naive(const float *a, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float sum = 0.0f;
        UNROLL
        for (int j = 0; j <= i; j++)
            sum += a[j];
        out[i] = sum;
    }
}

// 7. triangular nest inside one thread: outer m, inner m - i (m(m+1)/2 in all).
extern "C" __global__ void upper_triangle(const float *a, float *out, int m) {
    float sum = 0.0f;
    UNROLL
    for (int i = 0; i < m; i++) {
        UNROLL
        for (int j = i; j < m; j++)
            sum += a[(i * m + j) * 32 + threadIdx.x];
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

// 8. tiled matrix product, 16 x 16 tiles: n / 16 tile steps, two barriers per step.
extern "C" __global__ void tiled_matmul(const float *A, const float *B, float *C, int n) {
    __shared__ float As[16][16], Bs[16][16];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * 16 + ty, col = blockIdx.x * 16 + tx;
    float sum = 0.0f;
    UNROLL
    for (int t = 0; t < n / 16; t++) {
        As[ty][tx] = A[row * n + t * 16 + tx];
        Bs[ty][tx] = B[(t * 16 + ty) * n + col];
        __syncthreads();
        for (int k = 0; k < 16; k++)
            sum += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    C[row * n + col] = sum;
}

// 9. PMPP matrix-vector product: rows < n do n iterations; x[k] is a broadcast load.
extern "C" __global__ void mat_vec(const float *A, const float *x, float *y, int n) {
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < n) {
        float sum = 0.0f;
        UNROLL
        for (int k = 0; k < n; k++)
            sum += A[row * n + k] * x[k];
        y[row] = sum;
    }
}

// 10. tree reduction: s = bdx/2, bdx/4, .., 1: log2(bdx) steps; thread t adds while t < s.
extern "C" __global__ void tree_reduce(const float *x, float *out) {
    extern __shared__ float partial[];
    unsigned t = threadIdx.x;
    partial[t] = x[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s)
            partial[t] += partial[t + s];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = partial[0];
}

// 11. early exit: threads i >= n return at once; the rest run m iterations.
extern "C" __global__ void early_exit(const float *x, float *y, int n, int m) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float sum = 0.0f;
    UNROLL
    for (int k = 0; k < m; k++)
        sum += x[k * n + i];
    y[i] = sum;
}

// 12. block-stride outer loop with an inner loop that starts at the outer index:
//     i = t, t + bdx, ... < n; j = i, i + 32, ... < n.
extern "C" __global__ void stride_triangle(const float *a, float *out, int n) {
    float sum = 0.0f;
    UNROLL
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
        UNROLL
        for (int j = i; j < n; j += 32)
            sum += a[j];
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

// 13. doubling scan steps: off = 1, 2, 4, .. < bdx: log2(bdx) steps, two barriers each.
extern "C" __global__ void scan_steps(float *data) {
    extern __shared__ float buffer[];
    unsigned t = threadIdx.x;
    buffer[t] = data[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (unsigned off = 1; off < blockDim.x; off *= 2) {
        float v = t >= off ? buffer[t - off] : 0.0f;
        __syncthreads();
        buffer[t] += v;
        __syncthreads();
    }
    data[blockIdx.x * blockDim.x + t] = buffer[t];
}

// 14. 2D grid-stride over rows (blockIdx.y, step gridDim.y) and columns (threadIdx.x, step
//     blockDim.x); scale[0] is a broadcast load.
extern "C" __global__ void rows_cols(const float *in, const float *scale, float *out, int rows, int cols) {
    UNROLL
    for (int r = blockIdx.y; r < rows; r += gridDim.y) {
        UNROLL
        for (int c = threadIdx.x; c < cols; c += blockDim.x)
            out[r * cols + c] = in[r * cols + c] * scale[0];
    }
}

// 15. a __noinline__ device function with a loop of deg steps, called once per thread: the
//     call site contributes deg iterations (and the callee's loads) to each thread's work.
__device__ __noinline__ float poly(const float *coefficients, float x, int deg) {
    float acc = 0.0f;
    UNROLL
    for (int i = 0; i < deg; i++)
        acc = acc * x + coefficients[i];
    return acc;
}

extern "C" __global__ void call_poly(const float *coefficients, const float *in, float *out, int deg) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = poly(coefficients, in[i], deg);
}

// 16. recursion (two self-calls, which no compiler turns into a loop): reported by the
//     evaluator, not followed.
__device__ __noinline__ int depth_sum(const int *values, int k) {
    return k <= 1 ? values[k] : depth_sum(values, k - 1) + depth_sum(values, k - 2);
}

extern "C" __global__ void call_recursive(const int *values, int *out, int k) {
    out[threadIdx.x] = depth_sum(values, k);
}

// 17. CSR sparse matrix-vector product: the row loop's bounds are loaded (row_ptr), so its trip
//     count stays trip_L<k> unless --trip gives it; x[col[j]] is a gather.
extern "C" __global__ void spmv_csr(const int *row_ptr, const int *col, const float *val, const float *x,
                                    float *y, int rows) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float sum = 0.0f;
        for (int j = row_ptr[r]; j < row_ptr[r + 1]; j++)
            sum += val[j] * x[col[j]];
        y[r] = sum;
    }
}
