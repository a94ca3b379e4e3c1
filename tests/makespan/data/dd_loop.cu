// A loop whose trip count is read from memory (data dependent): the makespan command needs --trip.
extern "C" __global__ void walk(const int *lengths, float *out) {
    int n = lengths[blockIdx.x];
    float sum = 0.0f;
    for (int i = 0; i < n; ++i) {
        sum = sum * 0.5f + out[i];
    }
    out[threadIdx.x] = sum;
}
