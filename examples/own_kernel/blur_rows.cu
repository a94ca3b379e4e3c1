// A horizontal box blur of a width x height float image: each output pixel is the mean of the
// 2 * radius + 1 pixels around it in its row (clamped at the edges). An example of analysing a
// kernel of one's own with KernelTime (README, "Your own kernel"); not one of the samples.
__global__ void blur_rows(const float* __restrict__ in, float* __restrict__ out,
                          int width, int height, int radius)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height) return;
    float sum = 0.0f;
    for (int k = 0; k < 2 * radius + 1; ++k) {
        int xx = min(max(x - radius + k, 0), width - 1);
        sum += in[y * width + xx];
    }
    out[y * width + x] = sum / (2 * radius + 1);
}
