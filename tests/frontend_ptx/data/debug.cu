// Tiny kernel compiled with -G (full debug info: .file, .loc, DWARF .section blocks).
__global__ void axpy(float a, const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
