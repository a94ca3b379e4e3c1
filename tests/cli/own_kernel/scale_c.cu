// A kernel written for the tests: extern "C", so its PTX keeps the plain name and no C++ types
// (nvcc's .param .u32 does not say int or unsigned). Compiled with
//   nvcc -arch=sm_90 -ptx scale_c.cu -o scale_c.ptx
extern "C" __global__ void scale_c(float* data, int n, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] *= factor;
}
