// Two-dimensional 5-point stencil (one Jacobi-style sweep) on an nx x ny row-major grid.
// Coefficients live in constant memory: every thread of a warp reads the same one, which the
// constant cache broadcasts. Boundary points are left untouched.
// Launch: grid (ceil(nx / 32), ceil(ny / 8)), block (32, 8).

// c_coefficients = {centre, west, east, north, south}; the host sets them with
// cudaMemcpyToSymbol.
__constant__ float c_coefficients[5];

// One thread updates one interior point (x, y):
// output = c0 input(x, y) + c1 input(x-1, y) + c2 input(x+1, y) + c3 input(x, y-1)
// + c4 input(x, y+1).
__global__ void stencil5(const float *input, float *output, int nx, int ny)
{
    const int x = blockIdx.x * blockDim.x + threadIdx.x;
    const int y = blockIdx.y * blockDim.y + threadIdx.y;

    if (x >= 1 && x < nx - 1 && y >= 1 && y < ny - 1) {
        const int i = y * nx + x;
        output[i] = c_coefficients[0] * input[i]
               + c_coefficients[1] * input[i - 1]
               + c_coefficients[2] * input[i + 1]
               + c_coefficients[3] * input[i - nx]
               + c_coefficients[4] * input[i + nx];
    }
}
