// A horizontal box blur of a width x height float image: each output pixel is the mean of the
// 2 * radius + 1 pixels around it in its row (clamped at the edges). An example of analysing a
// kernel of one's own with KernelTime (README, "Worked example"); not one of the samples.
//
// pixels_per_thread is a compile-time tunable, defined the Kernel Tuner way
// (-Dpixels_per_thread=N): each thread blurs that many pixels of its row, one block width apart,
// so a block covers blockDim.x * pixels_per_thread pixels.
#ifndef pixels_per_thread
#define pixels_per_thread 1
#endif

__global__ void blur_rows(const float* __restrict__ in, float* __restrict__ out,
                          int width, int height, int radius)
{
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (y >= height) return;
    for (int p = 0; p < pixels_per_thread; ++p) {
        int x = (blockIdx.x * pixels_per_thread + p) * blockDim.x + threadIdx.x;
        if (x >= width) return;
        float sum = 0.0f;
        for (int k = 0; k < 2 * radius + 1; ++k) {
            int xx = min(max(x - radius + k, 0), width - 1);
            sum += in[y * width + xx];
        }
        out[y * width + x] = sum / (2 * radius + 1);
    }
}
