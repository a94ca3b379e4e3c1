#!/usr/bin/env bash
# Nsight Compute counters of every planned PMPP launch, on the lent GPU machine (tools/groundtruth/README.md):
#     bash tools/groundtruth/nvbench_counters.sh "$OUT"      (with .gpu_run/plan_nvbench.json carried along)
# Each launch runs once after its zero fill (nvbench_cases.py time --profile) under
# ncu --clock-control none; the metrics this ncu does not know are left out, and when a trial
# launch refuses the list, the first six are kept. Writes $OUT/counters.tgz (ncu log, metric list, GPU).
set -u
OUT_DIR=${1:?usage: nvbench_counters.sh OUT_DIR}
RESULTS=/tmp/nvbench_counters
mkdir -p "$RESULTS"
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
NCU=$(command -v ncu || ls "${CUDA_HOME:-${CUDA_PATH:-.}}/bin/ncu" 2>/dev/null | head -n 1)
WANTED="gpu__time_duration.sum sm__cycles_elapsed.avg.per_second smsp__inst_executed.sum dram__bytes_read.sum
dram__bytes_write.sum l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum
l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum lts__t_sectors_op_read.sum lts__t_sectors_op_write.sum
lts__t_sectors_op_red.sum lts__t_sectors_op_atom.sum l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,power.limit --format=csv > "$RESULTS/gpu.csv" 2>&1
"$NCU" --query-metrics > "$RESULTS/ncu-metrics.txt" 2>&1
METRICS=$(for metric in $WANTED; do grep -qw "^${metric%%.*}" "$RESULTS/ncu-metrics.txt" && echo "$metric"; done | paste -sd, -)
if ! "$NCU" --clock-control none --metrics "$METRICS" python3 -c 'import cupy; (cupy.arange(1 << 20) * 2).sum()' \
        > "$RESULTS/ncu-check.log" 2>&1; then
    METRICS=$(echo $WANTED | tr ' ' '\n' | head -n 6 | paste -sd, -)
fi
echo "$METRICS" > "$RESULTS/metrics.txt"
timeout "${COUNTER_SECONDS:-300}" "$NCU" --clock-control none --csv --log-file "$RESULTS/counters.csv" --metrics "$METRICS" \
    python3 tools/groundtruth/nvbench_cases.py time --plan .gpu_run/plan_nvbench.json --out "$RESULTS/profiled" --profile \
    > "$RESULTS/profile.log" 2>&1
echo "exit $?"; tail -n 5 "$RESULTS/profile.log"; cat "$RESULTS/metrics.txt"; wc -l "$RESULTS/counters.csv"
tar czf "$OUT_DIR/counters.tgz" -C "$RESULTS" .
