// Back-propagation of a two-layer perceptron, after the structure of the Rodinia "backprop"
// benchmark: the input layer has `n_in` units (plus a bias unit 0), the hidden layer `hid`
// units (plus a bias unit 0); weights are stored row-major as (n_in + 1) x (hid + 1).
// One block handles HEIGHT input units and WIDTH hidden units; the launch is
// grid (1, n_in / HEIGHT), block (WIDTH, HEIGHT), with hid == WIDTH.

#define WIDTH 16
#define HEIGHT 16
#define ETA 0.3f
#define MOMENTUM 0.3f

// Forward pass, first half: one thread multiplies the weight between input unit
// (HEIGHT * by + ty + 1) and hidden unit (tx + 1) by that input's activation. The block then
// sums its HEIGHT products per hidden unit with a tree reduction over ty (log2(HEIGHT) steps,
// a barrier after each); threads of row ty == 0 write the block's partial sums, which the
// host adds up across blocks.
__global__ void bpnn_layerforward(const float *input_units, const float *input_weights,
                                  float *partial_sums, int n_in, int hid)
{
    __shared__ float input_node[HEIGHT];
    __shared__ float weight_matrix[HEIGHT][WIDTH];

    const int by = blockIdx.y;
    const int tx = threadIdx.x;
    const int ty = threadIdx.y;

    const int index = (hid + 1) * HEIGHT * by + (hid + 1) * ty + tx + 1 + (hid + 1);
    const int index_in = HEIGHT * by + ty + 1;

    if (tx == 0) {
        input_node[ty] = input_units[index_in];
    }
    __syncthreads();

    weight_matrix[ty][tx] = input_weights[index] * input_node[ty];
    __syncthreads();

    for (int step = 1; step < HEIGHT; step <<= 1) {
        if (ty % (2 * step) == 0) {
            weight_matrix[ty][tx] += weight_matrix[ty + step][tx];
        }
        __syncthreads();
    }

    if (ty == 0) {
        partial_sums[by * hid + tx] = weight_matrix[0][tx];
    }
}

// Weight update: one thread updates the weight between input unit (HEIGHT * by + ty + 1) and
// hidden unit (tx + 1) with the learning rate ETA and momentum MOMENTUM, remembering the
// change in old_weights. Threads of row ty == 0 in block by == 0 then also update the bias
// weights (row 0) of the hidden units.
__global__ void bpnn_adjust_weights(const float *delta, int hid, const float *layer, int n_in,
                                    float *weights, float *old_weights)
{
    const int by = blockIdx.y;
    const int tx = threadIdx.x;
    const int ty = threadIdx.y;

    const int index = (hid + 1) * HEIGHT * by + (hid + 1) * ty + tx + 1 + (hid + 1);
    const int index_y = HEIGHT * by + ty + 1;
    const int index_x = tx + 1;

    const float change = ETA * delta[index_x] * layer[index_y] + MOMENTUM * old_weights[index];
    weights[index] += change;
    old_weights[index] = change;
    __syncthreads();

    if (ty == 0 && by == 0) {
        const float bias_change = ETA * delta[index_x] + MOMENTUM * old_weights[index_x];
        weights[index_x] += bias_change;
        old_weights[index_x] = bias_change;
    }
}
