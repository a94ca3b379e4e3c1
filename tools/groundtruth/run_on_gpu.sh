#!/usr/bin/env bash
# The one prepared run on a lent GPU machine (tools/groundtruth/README.md). From the repository
# root, with .gpu_run/ (made by prepare_cases.py) carried along:
#     bash tools/groundtruth/run_on_gpu.sh "$OUT"
# Every stage has its own time limit and failure does not stop the next; after each stage
# everything so far is packed into $OUT/results.tgz (the device tool returns at most 8 files).
set -u
OUT_DIR=${1:?usage: run_on_gpu.sh OUT_DIR}
RESULTS=/tmp/groundtruth
mkdir -p "$RESULTS"
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
pack() { tar czf "$OUT_DIR/results.tgz" -C "$RESULTS" . ; }
stage() {  # stage NAME SECONDS COMMAND...
    local name=$1 seconds=$2; shift 2
    local begin=$(date +%s)
    echo "== $name (limit ${seconds} s)"
    timeout "$seconds" "$@" > "$RESULTS/$name.log" 2>&1
    local status=$?
    echo "   exit $status after $(( $(date +%s) - begin )) s"; tail -n 4 "$RESULTS/$name.log"
    pack
}
nvidia-smi -q > "$RESULTS/nvidia-smi-before.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,clocks.max.mem,power.limit,temperature.gpu \
    --format=csv > "$RESULTS/gpu.csv" 2>&1
{ nvcc --version; python3 -c 'import cupy, numpy, sys; print(sys.version); print("cupy", cupy.__version__, "numpy", numpy.__version__)'; } \
    > "$RESULTS/software.txt" 2>&1
cat "$RESULTS/gpu.csv"
case "$(nvidia-smi --query-gpu=name --format=csv,noheader)" in *H200*) GPU_ID=h200 ;; *) GPU_ID=h100 ;; esac
STAGES=${STAGES:-calibrate cases samples counters}  # and samplecounters, latencies
[[ $STAGES == *calibrate* ]] && stage calibrate 120 python3 -m analyzer calibrate --gpu-id "$GPU_ID" --out "$RESULTS/calibration"
# the latency pairs alone, twice (two runs to compare, as microbench_data/runs/ keeps them)
for run in a b; do
    [[ $STAGES == *latencies* ]] && stage "latencies-$run" 90 python3 -m analyzer calibrate --gpu-id "$GPU_ID" --latencies-only \
        --out "$RESULTS/latencies-$run"
done
[[ $STAGES == *cases* ]] && stage cases 170 python3 tools/groundtruth/time_cases.py --plan "${PLAN:-.gpu_run/plan.json}" --out "$RESULTS/cases"
# one process per kernel: a kernel that faults spoils its CUDA context, not the next kernel's
for kernel in ${SAMPLE_KERNELS:-$(python3 -c 'import yaml; print(" ".join(e["kernel"] for e in yaml.safe_load(open("samples/measurement_plan.yaml"))["kernels"]))')}; do
    [[ $STAGES == *samples* ]] && stage "samples-$kernel" 60 python3 tools/measure_samples.py --gpu-id "$GPU_ID" --only "$kernel" --out-root "$RESULTS/samples"
done
if [[ $STAGES == *counters* ]]; then
NCU=$(command -v ncu || ls "${CUDA_HOME:-${CUDA_PATH:-.}}/bin/ncu" 2>/dev/null | head -n 1)
# The counters asked for: those this ncu knows (a name it does not know would fail the whole run).
WANTED="gpu__time_duration.sum sm__cycles_elapsed.avg.per_second smsp__inst_executed.sum dram__bytes_read.sum
dram__bytes_write.sum l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum ${EXTRA_METRICS:-}"
"${NCU:-ncu}" --query-metrics > "$RESULTS/ncu-metrics.txt" 2>&1
METRICS=$(for metric in $WANTED; do grep -qw "^${metric%%.*}" "$RESULTS/ncu-metrics.txt" && echo "$metric"; done | paste -sd, -)
# one profiled launch of a CuPy kernel first: if this ncu refuses the list, fall back to the first six
if ! "${NCU:-ncu}" --clock-control none --metrics "$METRICS" python3 -c 'import cupy; (cupy.arange(1 << 20) * 2).sum()' \
        > "$RESULTS/ncu-check.log" 2>&1; then
    METRICS=$(echo $WANTED | tr ' ' '\n' | head -n 6 | paste -sd, -)
fi
echo "counters: $METRICS"
[[ " $STAGES " == *" counters "* ]] && stage "counters${COUNTER_TAG:-}" "${COUNTER_SECONDS:-90}" "${NCU:-ncu}" --clock-control none --csv --log-file "$RESULTS/counters${COUNTER_TAG:-}.csv" \
    --metrics "$METRICS" \
    python3 tools/groundtruth/time_cases.py --plan "${PLAN:-.gpu_run/plan.json}" --out "$RESULTS/profiled${COUNTER_TAG:-}" ${COUNTER_LIMIT---limit 12} --profile
# the samples' counters: every planned launch once, no warm-up (the CuPy kernels that fill the buffers are left out by name)
[[ $STAGES == *samplecounters* ]] && stage samplecounters "${SAMPLE_COUNTER_SECONDS:-150}" "${NCU:-ncu}" --clock-control none --csv \
    --log-file "$RESULTS/sample_counters.csv" --metrics "$METRICS" \
    --kernel-name "regex:^(${SAMPLE_REGEX:-vecadd|vecadd_gridstride|matmul|stencil5|transpose_naive|transpose_tiled|reduce_sum|histogram256|fft_block|fft_stage|bpnn_layerforward|bpnn_adjust_weights|wmma_gemm})\$" \
    python3 tools/measure_samples.py --gpu-id "$GPU_ID" --out-root "$RESULTS/profiled-samples" --repeats 1 --warmup 0
fi
nvidia-smi -q -d CLOCK,POWER,PERFORMANCE,TEMPERATURE > "$RESULTS/nvidia-smi-after.txt" 2>&1
pack
ls -la "$OUT_DIR"
