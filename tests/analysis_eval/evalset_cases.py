"""Hand-derived figures for the kernels of data/evalset.cu, one launch each.

Per case: parameters by index, grid, block, dynamic shared bytes, the expected active blocks and
active warps per block, and per thread (block, thread) the expected global bytes loaded and
stored, shared accesses and barriers, which are the same in every compiled form (nvcc and clang,
with and without ``#pragma unroll 4``) because they count source-level iterations. The comments
derive each figure from the source.
"""

from __future__ import annotations

CASES = {
    # S = 64 * 4 = 256; thread g runs ceil((1000 - g) / 256): g = 0 -> 4 (0, 256, 512, 768);
    # g = 255 -> 3 (255, 511, 767). 8 B loaded (x[i], y[i]) and 4 B stored per iteration.
    "grid_stride": dict(params={0: 2.0, 3: 1000}, grid=(4, 1, 1), block=(64, 1, 1),
                        active_blocks=4, active_warps=2.0,
                        threads={((0, 0, 0), (0, 0, 0)): (32, 16, 0, 0), ((3, 0, 0), (63, 0, 0)): (24, 12, 0, 0)}),
    # th = 4 + 2*2 = 8 rows: i = ty, ty + 4 (2 rows for every ty); tw = 16 + 4 = 20 columns:
    # j = tx, tx + 16 < 20 -> 2 for tx < 4, else 1. Thread (0,0): 4 loads, 4 shared stores + 1
    # shared load; thread (15,3): 2 loads, 2 + 1 shared. One barrier, one 4-B store.
    "stage_tile": dict(params={2: 64, 3: 2}, grid=(2, 2, 1), block=(16, 4, 1), active_blocks=4, active_warps=2.0,
                       threads={((0, 0, 0), (0, 0, 0)): (16, 4, 5, 1), ((1, 1, 0), (15, 3, 0)): (8, 4, 3, 1)}),
    # n = 40, 3 x 3 blocks of 16 x 16: row, col < 40 in every block (block 2 starts at 32): 9
    # active blocks; a warp is two rows of 16: block (2,2) has rows 32..39 in warps 0..3 -> 4
    # active warps, the other 8 blocks 8: (8*8 + 4) / 9. An active thread: 40 iterations of
    # A[..] and B[..] (16 B), one 8-B store; thread (15,15) of block (2,2) (row 47) exits.
    "naive_dgemm": dict(params={3: 40}, grid=(3, 3, 1), block=(16, 16, 1), active_blocks=9, active_warps=68 / 9,
                        threads={((0, 0, 0), (0, 0, 0)): (640, 8, 0, 0), ((2, 2, 0), (15, 15, 0)): (0, 0, 0, 0),
                                 ((2, 2, 0), (7, 7, 0)): (640, 8, 0, 0)}),
    # p = x + tid to x + tid + 32*5 by 32 floats: 5 loads, one store, every thread.
    "pointer_ne": dict(params={2: 5}, grid=(2, 1, 1), block=(64, 1, 1), active_blocks=2, active_warps=2.0,
                       threads={((0, 0, 0), (0, 0, 0)): (20, 4, 0, 0), ((1, 0, 0), (63, 0, 0)): (20, 4, 0, 0)}),
    # k = 6, 5, .., 1: 6 loads, one store.
    "countdown": dict(params={2: 6}, grid=(1, 1, 1), block=(64, 1, 1), active_blocks=1, active_warps=2.0,
                      threads={((0, 0, 0), (0, 0, 0)): (24, 4, 0, 0), ((0, 0, 0), (63, 0, 0)): (24, 4, 0, 0)}),
    # i < 100 runs i + 1 iterations: i = 0 -> 1 load; i = 99 (block 1, thread 35) -> 100 loads;
    # blocks 2, 3 (i >= 128) exit: 2 active blocks; block 1 has i = 64..99 in warps 0 and 1.
    "prefix_naive": dict(params={2: 100}, grid=(4, 1, 1), block=(64, 1, 1), active_blocks=2, active_warps=2.0,
                         threads={((0, 0, 0), (0, 0, 0)): (4, 4, 0, 0), ((1, 0, 0), (35, 0, 0)): (400, 4, 0, 0),
                                  ((1, 0, 0), (36, 0, 0)): (0, 0, 0, 0)}),
    # m = 6: 6 + 5 + .. + 1 = 21 loads, one store.
    "upper_triangle": dict(params={2: 6}, grid=(1, 1, 1), block=(32, 1, 1), active_blocks=1, active_warps=1.0,
                           threads={((0, 0, 0), (0, 0, 0)): (84, 4, 0, 0), ((0, 0, 0), (31, 0, 0)): (84, 4, 0, 0)}),
    # n = 64: 4 tiles; per tile 2 global loads, 2 shared stores + 32 shared loads, 2 barriers.
    "tiled_matmul": dict(params={3: 64}, grid=(4, 4, 1), block=(16, 16, 1), active_blocks=16, active_warps=8.0,
                         threads={((0, 0, 0), (0, 0, 0)): (32, 4, 136, 8), ((3, 3, 0), (15, 15, 0)): (32, 4, 136, 8)}),
    # n = 100: rows < 100 run 100 iterations of A[row*n+k] and x[k] (800 B); rows 100..127 of
    # block 1 exit; block 1 has rows 64..99 in warps 0 and 1.
    "mat_vec": dict(params={3: 100}, grid=(2, 1, 1), block=(64, 1, 1), active_blocks=2, active_warps=2.0,
                    threads={((0, 0, 0), (0, 0, 0)): (800, 4, 0, 0), ((1, 0, 0), (63, 0, 0)): (0, 0, 0, 0)}),
    # 128 threads: s = 64, 32, .., 1 (7 steps), 8 barriers. Thread 0: 1 shared store, 7 x (2
    # loads + 1 store), 1 load of partial[0], the 4-B result; thread 127: the first store only.
    "tree_reduce": dict(params={}, grid=(2, 1, 1), block=(128, 1, 1), dynamic_shared=512, active_blocks=2, active_warps=4.0,
                        threads={((0, 0, 0), (0, 0, 0)): (4, 4, 23, 8), ((1, 0, 0), (127, 0, 0)): (4, 0, 1, 8)}),
    # n = 100, m = 7: threads i < 100 load x[k*n + i] 7 times; blocks 2, 3 exit at once.
    "early_exit": dict(params={2: 100, 3: 7}, grid=(4, 1, 1), block=(64, 1, 1), active_blocks=2, active_warps=2.0,
                       threads={((0, 0, 0), (0, 0, 0)): (28, 4, 0, 0), ((3, 0, 0), (0, 0, 0)): (0, 0, 0, 0)}),
    # n = 100, 64 threads: thread 0: i = 0 -> j = 0, 32, 64, 96 (4); i = 64 -> 64, 96 (2): 6
    # loads. Thread 63: i = 63 -> 63, 95: 2. Thread 35: i = 35 -> 35, 67, 99; i = 99 -> 99: 4.
    "stride_triangle": dict(params={2: 100}, grid=(1, 1, 1), block=(64, 1, 1), active_blocks=1, active_warps=2.0,
                            threads={((0, 0, 0), (0, 0, 0)): (24, 4, 0, 0), ((0, 0, 0), (63, 0, 0)): (8, 4, 0, 0),
                                     ((0, 0, 0), (35, 0, 0)): (16, 4, 0, 0)}),
    # 128 threads: off = 1, 2, .., 64 (7 steps), 1 + 2*7 barriers. Thread 0 never reads
    # buffer[t - off]: 1 store + 7 x (load + store) + 1 load = 16; thread 127 reads it every
    # step: 23.
    "scan_steps": dict(params={}, grid=(1, 1, 1), block=(128, 1, 1), dynamic_shared=512, active_blocks=1, active_warps=4.0,
                       threads={((0, 0, 0), (0, 0, 0)): (4, 4, 16, 15), ((0, 0, 0), (127, 0, 0)): (4, 4, 23, 15)}),
    # rows = 10 by gridDim.y = 4: block y 0 -> rows 0, 4, 8; y 3 -> 3, 7. cols = 50: tx < 50 one
    # column, else none. Per row and column: in[] and scale[0] loaded (8 B), out[] stored (4 B).
    "rows_cols": dict(params={3: 10, 4: 50}, grid=(1, 4, 1), block=(64, 1, 1), active_blocks=4, active_warps=2.0,
                      threads={((0, 0, 0), (0, 0, 0)): (24, 12, 0, 0), ((0, 3, 0), (0, 0, 0)): (16, 8, 0, 0),
                               ((0, 3, 0), (63, 0, 0)): (0, 0, 0, 0)}),
    # deg = 10: the call site runs poly's 10 steps: in[i] plus 10 coefficients loaded (44 B),
    # one store; the callee's loops count as call_poly's (``<function>:L<k>``).
    "call_poly": dict(params={3: 10}, grid=(2, 1, 1), block=(64, 1, 1), active_blocks=2, active_warps=2.0,
                      threads={((0, 0, 0), (0, 0, 0)): (44, 4, 0, 0), ((1, 0, 0), (63, 0, 0)): (44, 4, 0, 0)}),
}

FORMS = ("evalset.ptx", "evalset.unroll4.ptx", "evalset.ll", "evalset.unroll4.ll")
