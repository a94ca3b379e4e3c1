// Each block adds a private count to every one of num_bins global bins, as a histogram's commit
// does: the block's threads walk the bins (b = threadIdx.x, + blockDim.x, ...) and each bin gets
// one atomicAdd per block. Every block updates the same num_bins words, so the grid's updates land
// on a hot set of num_bins * 4 bytes. Written for KernelTime's tests; compiled with
//   nvcc -arch=sm_90 -ptx -O3 bin_commit.cu -o bin_commit.sm_90.ptx                (nvcc 13.0)
//   clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 --cuda-path=$CUDA_HOME \
//     -Wno-unknown-cuda-version -I <empty stand-ins for CUDA 13's texture headers> -O3 -emit-llvm -S \
//     bin_commit.cu -o bin_commit.ll
__global__ void commit_bins(unsigned int* bins, int num_bins) {
    for (int b = threadIdx.x; b < num_bins; b += blockDim.x) {
        atomicAdd(&bins[b], blockIdx.x + 1u);
    }
}
