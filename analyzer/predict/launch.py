"""Kernel launch time (method C, Kleimenov and Popova 2021, section 3): for each block size in
warps a linear regression ``time_launch = gridSize * x1 + x2`` fitted to empty-kernel
measurements (the GPU model's ``launch_overhead`` rows)."""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.gpu.gpu_model import GpuModel, LaunchOverhead


@dataclass(frozen=True)
class LaunchEstimate:
    """Launch time in microseconds, the regression coefficients used, and how they were chosen."""

    time_us: float
    slope_us: float
    intercept_us: float
    how: str


def regression_for(rows: tuple[LaunchOverhead, ...], warps_per_block: int) -> tuple[float, float, str]:
    """Slope and intercept of the launch regression for ``warps_per_block``: the row with that
    block size; between two rows linear interpolation of both coefficients in the warp count;
    outside the measured range the nearest row. Returns (slope_us, intercept_us, how)."""
    ordered = sorted(rows, key=lambda row: row.warps_per_block)
    for row in ordered:
        if row.warps_per_block == warps_per_block:
            return row.slope_us, row.intercept_us, f"row for {warps_per_block} warps/block"
    below = [row for row in ordered if row.warps_per_block < warps_per_block]
    above = [row for row in ordered if row.warps_per_block > warps_per_block]
    if below and above:
        low, high = below[-1], above[0]
        weight = (warps_per_block - low.warps_per_block) / (high.warps_per_block - low.warps_per_block)
        slope = low.slope_us + weight * (high.slope_us - low.slope_us)
        intercept = low.intercept_us + weight * (high.intercept_us - low.intercept_us)
        return slope, intercept, (f"interpolated between rows for {low.warps_per_block} and "
                                  f"{high.warps_per_block} warps/block")
    nearest = below[-1] if below else above[0]
    return nearest.slope_us, nearest.intercept_us, f"nearest row ({nearest.warps_per_block} warps/block)"


def launch_time(gpu: GpuModel, warps_per_block: int, grid_blocks: int) -> LaunchEstimate:
    """Launch time of a grid of ``grid_blocks`` blocks of ``warps_per_block`` warps on ``gpu``
    (method C launch regression). A GPU model without launch rows gives 0 and says so."""
    if not gpu.launch_overhead:
        return LaunchEstimate(0.0, 0.0, 0.0, "the GPU model has no launch_overhead rows: launch time not modelled")
    slope, intercept, how = regression_for(tuple(gpu.launch_overhead), warps_per_block)
    return LaunchEstimate(max(0.0, slope * grid_blocks + intercept), slope, intercept, how)
