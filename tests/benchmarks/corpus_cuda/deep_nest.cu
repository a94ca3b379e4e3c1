// Own benchmark kernel: a 6-deep loop nest (a direct 2-D convolution over batches and channels,
// the shape of naive CNN layers), bounds from parameters, inner loops partly unrolled.
__global__ void conv_nest(const float *__restrict__ in, const float *__restrict__ filt, float *__restrict__ out,
                          int batches, int channels, int height, int width, int fh, int fw)
{
    const int ox = blockIdx.x * blockDim.x + threadIdx.x;
    const int oy = blockIdx.y * blockDim.y + threadIdx.y;
    if (ox >= width - fw + 1 || oy >= height - fh + 1) return;
    for (int b = 0; b < batches; ++b) {
        float acc = 0.0f;
        for (int c = 0; c < channels; ++c)
            for (int i = 0; i < fh; ++i)
#pragma unroll 4
                for (int j = 0; j < fw; ++j)
                    for (int k = 0; k < 2; ++k)
                        for (int l = 0; l <= k; ++l)
                            acc += in[((b * channels + c) * height + oy + i) * width + ox + j] * filt[(c * fh + i) * fw + j] * (k + l + 1);
        out[(b * (height - fh + 1) + oy) * (width - fw + 1) + ox] = acc;
    }
}
