"""The human view of ``kerneltime predict``: a short summary (time, bound, occupancy, residency,
waves), the model's own terms (``Prediction.terms``: each sum or maximum with its parts, the
binding part marked), the time per loop and per instruction class with the resource that binds
each, one line saying what would move the time, and the words used; ``--verbose`` adds the
GPU-model entries and kernel facts of every term, the memory levels and every step of the model
(the ``lat_*``/``del_*`` values and the per-wave steps). Every number printed is one the
prediction carries: nothing is recomputed here."""

from __future__ import annotations

from analyzer.gpu.gpu_model import GpuModel
from analyzer.predict.records import Prediction
from analyzer.predict.registry import model_title
from analyzer.predict.report import PredictionReport, ReportRow
from analyzer.predict.terms import cycles_text, term_lines

BOUND_TEXT = {
    "latency": "latency: one warp's critical path (instruction and memory latencies) is not hidden by the other warps",
    "issue": "issue: the processing blocks cannot issue the warps' instructions faster",
    "l1_bandwidth": "L1 bandwidth per SM (l1_bandwidth_per_sm)",
    "l2_bandwidth": "L2 bandwidth (l2_bandwidth)",
    "dram_bandwidth": "DRAM bandwidth (dram_bandwidth)",
    "launch": "launch overhead: the launch regression exceeds the execution time",
    "shared_bandwidth": "shared-memory bandwidth: the SM's shared-memory wavefronts (bank conflicts included)",
    "atomic_contention": "atomic contention: same-address updates serialised at one L2 slice",
    "atomic_hot_set": "atomic hot set: updates the grid spreads over few L2 lines, at the rate measured for a hot set "
                      "of that size (atomic_hot_set_per_clock)",
    "block_dispatch": "block dispatch: the GPU cannot start the blocks faster (measured rate of empty blocks)",
    "l2_store_lines": "L2 store lines: the 128-byte lines the stores write, one L2 operation each "
                      "(l2_store_lines_per_clock)",
}

TERMS = (
    "processing block: one of the SM's schedulers (sub-partitions, processing_blocks_per_sm); the SM's warps are "
    "dealt round robin over them",
    "issue cycles: the cycles a warp's instructions hold its processing block's issue: kp and mwp-cwp sum the issue "
    "delays del_<class> = max(warp size / units of the class, 1); kt takes the busiest pipe or the dispatch port",
    "critical path: one thread's time along its data dependences, each instruction costing lat_<class>; memory "
    "classes at the mean access latency (L1/L2/DRAM shares); sync = barriers and time_sync",
    "share: the row's part of the term that bound the SM (issue cycles or critical path); the rows divide the "
    "model's own per-warp numbers in the proportions of the kernel model",
    "terms: the model's arithmetic in SM clock cycles; each 'sum of' or 'max of' equals its parts (times the "
    "number of identical waves), '<-' marks the part that bound a maximum; a wave = the blocks resident on every "
    "SM at once",
)


def _table(title: str, rows: tuple[ReportRow, ...], loops: bool) -> list[str]:
    head = f"  {title:<15}" + (f" {'line':>5} {'trips':>8}" if loops else "")
    lines = [f"{head} {'instr/thread':>12} {'issue cyc':>10} {'path cyc':>10} {'share':>6}  binds"]
    for row in rows:
        name = ("  " * max(row.depth - 1, 0)) + row.name
        text = f"  {name:<15}"
        if loops:
            line = str(row.line) if row.line is not None else ""
            trips = cycles_text(row.trips) if row.trips is not None else ""
            text += f" {line:>5} {trips:>8}"
        lines.append(f"{text} {cycles_text(row.cycles.instructions):>12} {cycles_text(row.cycles.issue):>10} "
                     f"{cycles_text(row.cycles.latency):>10} {row.share:>6.1%}  {row.binds}")
    return lines


def summary_lines(prediction: Prediction, gpu: GpuModel) -> list[str]:
    """The summary: time, bound, occupancy, the residency the model used, waves."""
    warps = prediction.blocks_per_sm * prediction.warps_per_block
    capacity = prediction.blocks_per_sm * gpu.sm_count
    dominant = prediction.dominant_wave
    return [
        f"{prediction.kernel} on {gpu.name} ({prediction.gpu}), model {prediction.timing_model} "
        f"({model_title(prediction.timing_model)})",
        f"  time       {prediction.time_us:.3f} us = launch {prediction.launch_us:.3f} us + execution "
        f"{prediction.exec_us:.3f} us ({prediction.exec_cycles:.0f} cycles at sm_clock_mhz {gpu.sm_clock_mhz:g})",
        f"  bound by   {BOUND_TEXT.get(prediction.bottleneck, prediction.bottleneck)}",
        f"  occupancy  {prediction.occupancy:.0%} ({prediction.blocks_per_sm} blocks/SM fit x {prediction.warps_per_block} "
        f"warps = {warps} warps; limiter {prediction.limiter})",
        f"  residency  {dominant.blocks_per_sm} block(s) on the fullest SM of the wave that takes most of the time "
        f"({dominant.blocks} blocks on {dominant.sms_busy} SMs)",
        f"  waves      {prediction.waves} ({prediction.grid_blocks} blocks, at most {capacity} at once = "
        f"{prediction.blocks_per_sm} blocks/SM x {gpu.sm_count} SMs)",
    ]


def report_lines(report: PredictionReport, prediction: Prediction, verbose: bool = False) -> list[str]:
    """Per-warp numbers, the model's terms, the loop and class tables, and the line saying what
    would move the time."""
    issue_pb = report.issue_cycles * report.warps_per_processing_block
    lines = [f"per warp: issue {cycles_text(report.issue_cycles)} cycles x {report.warps_per_processing_block} warps per "
             f"processing block ({report.fullest_sm_blocks} block(s) on the fullest SM) = {cycles_text(issue_pb)} cycles; "
             f"latency path {cycles_text(report.critical_path_cycles)} cycles (time_sync "
             f"{cycles_text(report.time_sync_cycles)}, memory at {cycles_text(report.mean_latency_cycles)} cycles); shares are "
             f"of the {'issue cycles' if report.basis == 'issue' else 'critical path'}",
             "terms (cycles):"]
    lines += term_lines(prediction.terms, verbose)
    if report.loops:
        lines += _table("loop", report.loops, True)
    lines += _table("class", report.classes, False)
    lines.append(f"what would move the time: {report.what_would_move}")
    return lines


def verbose_lines(prediction: Prediction) -> list[str]:
    """The memory levels and every step of the prediction (``--verbose``)."""
    lines = ["memory levels (all waves): level, bytes, time at the level's bandwidth, latency base -> after the "
             "bandwidth iterations"]
    for level in prediction.breakdown:
        bandwidth = "-" if level.bandwidth_bound_us is None else f"{level.bandwidth_bound_us:.3f} us"
        lines.append(f"  {level.level:<11} {level.bytes:>10.4g} B  {bandwidth:>12}  {level.base_latency_cycles:.0f} -> "
                     f"{level.effective_latency_cycles:.0f} cycles  ({level.source})")
    lines.append("how (the kernel-model and GPU-model quantities behind the terms above):")
    lines += [f"  {line}" for line in prediction.context]
    return lines


def print_report(prediction: Prediction, report: PredictionReport, gpu: GpuModel, verbose: bool) -> None:
    """Print the predict view (module docstring)."""
    for line in summary_lines(prediction, gpu):
        print(line)
    print()
    for line in report_lines(report, prediction, verbose):
        print(line)
    for note in prediction.part.kernel_notes():
        print(f"note: {note}")
    if verbose:
        print()
        for line in verbose_lines(prediction):
            print(line)
    print()
    print("terms:")
    for line in TERMS:
        print(f"  {line}")
    if not verbose:
        print("  (--verbose: memory levels and every lat_*/del_* value and step behind the numbers)")
