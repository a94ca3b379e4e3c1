"""Whole-kernel worst-case makespan on a GPU model: resident warps per SM from the occupancy
rules, the worst-case makespan of each wave's warps on the busiest SM sub-partition, and the
waves of the busiest SM added up (the Fermi paper's maximum over SMs, problem P31 (method B, docs/guide/makespan.md), for any GPU model).

Model (stated, not measured):
- Capacities per SM sub-partition (processing block) from the GPU model: ``C`` serves
  ``fp32 lanes / warp size`` warps per slot, ``L`` serves ``ldst lanes / warp size`` (eq. 1-2
  of Berezovskyi et al. 2012; ``rho_L = 8 / 32 = 1/4`` on cc 9.0 becomes four ``L`` per load or
  store, section 3). A ratio that is neither an integer nor 1/n is rounded down to one that is
  (``48 / 32`` -> 1; ``24 / 32`` -> 1/2) and a note says so.
- The resident warps of an SM (``compute_occupancy``) are spread over its sub-partitions; the
  busiest holds ``ceil(warps / sub-partitions)`` and runs alone with those capacities.
- Blocks go to SMs round robin; the busiest SM gets ``ceil(blocks / SMs)`` and runs them in
  waves of ``blocks per SM``; a wave starts when the previous one has finished (the
  wave-synchronous reading of P31), so the kernel's worst case is the sum over its waves.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from analyzer.makespan.auto import MakespanReport, analyze
from analyzer.makespan.instance import make_instance
from analyzer.makespan.limits import Budget
from analyzer.makespan.loops import LoopString
from analyzer.gpu.gpu_model import GpuModel
from analyzer.gpu.occupancy import Occupancy


@dataclass(frozen=True)
class UnitRatios:
    """rho per letter for one sub-partition, with the lanes they come from and rounding notes."""

    rho: tuple[tuple[str, Fraction], ...]
    notes: tuple[str, ...]


@dataclass(frozen=True)
class KernelWave:
    """One kind of wave on the busiest SM: how many such waves, blocks in it, warps on the
    busiest sub-partition, and its makespan report."""

    waves: int
    blocks: int
    warps: int
    report: MakespanReport


@dataclass(frozen=True)
class KernelMakespan:
    """Worst-case makespan of a whole launch in slots: the interval [lower, upper] summed over the
    busiest SM's waves, ``status`` exact only when every wave is exact, and the derivation."""

    gpu: str
    blocks: int
    blocks_per_sm: int
    warps_per_block: int
    sub_partitions: int
    sm_count: int
    blocks_on_busiest_sm: int
    waves: tuple[KernelWave, ...]
    lower_bound: int
    upper_bound: int
    status: str
    ratios: UnitRatios
    occupancy_reason: str

    def to_dict(self) -> dict:
        """JSON form."""
        return {
            "gpu": self.gpu, "blocks": self.blocks, "blocks_per_sm": self.blocks_per_sm,
            "warps_per_block": self.warps_per_block, "sub_partitions": self.sub_partitions,
            "sm_count": self.sm_count, "blocks_on_busiest_sm": self.blocks_on_busiest_sm,
            "lower_bound": self.lower_bound, "upper_bound": self.upper_bound, "status": self.status,
            "rho": {letter: str(value) for letter, value in self.ratios.rho}, "notes": list(self.ratios.notes),
            "occupancy": self.occupancy_reason,
            "waves": [{"count": wave.waves, "blocks": wave.blocks, "warps_per_sub_partition": wave.warps,
                       **wave.report.to_dict()} for wave in self.waves],
        }


def _round_ratio(lanes: float, warp_size: int, letter: str, unit: str) -> tuple[Fraction, str | None]:
    exact = Fraction(lanes).limit_denominator(1000) / warp_size
    if exact >= 1:
        rounded = Fraction(int(exact))
    else:
        rounded = Fraction(1, -(-exact.denominator // exact.numerator))
    note = None if rounded == exact else (f"rho_{letter} = {unit} {lanes:g} / warp size {warp_size} = {exact} "
                                          f"rounded down to {rounded} (an integer or 1/n)")
    return rounded, note


def sub_partition_ratios(gpu: GpuModel) -> UnitRatios:
    """rho_C and rho_L of one sub-partition (eq. 1-2) from the GPU model's fp32 and ldst lanes."""
    units = gpu.units_per_processing_block
    rho, notes = [], []
    for letter, unit in (("C", "fp32"), ("L", "ldst")):
        value, note = _round_ratio(float(units[unit]), gpu.warp_size, letter, unit)
        rho.append((letter, value))
        if note:
            notes.append(note)
    return UnitRatios(rho=tuple(sorted(rho)), notes=tuple(notes))


def kernel_makespan(string: LoopString, gpu: GpuModel, occupancy: Occupancy, blocks: int, warps_per_block: int,
                    budget: Budget, method: str = "auto", want_schedule: bool = False) -> KernelMakespan:
    """Worst-case makespan in slots of a launch of ``blocks`` blocks (module docstring): every
    distinct wave size is analysed once with an equal share of the remaining budget."""
    ratios = sub_partition_ratios(gpu)
    per_sm = occupancy.active_blocks_per_sm
    parts = gpu.processing_blocks_per_sm
    busiest = -(-blocks // gpu.sm_count)
    full_waves, last_blocks = divmod(busiest, per_sm)
    kinds = [(full_waves, per_sm)] if full_waves else []
    if last_blocks:
        kinds.append((1, last_blocks))
    waves = []
    rho = {letter: value for letter, value in ratios.rho if letter in set(string.expand())}
    for index, (count, wave_blocks) in enumerate(kinds):
        warps = -(-wave_blocks * warps_per_block // parts)
        share = budget.sub(budget.remaining() / (len(kinds) - index))
        instance = make_instance(string, warps, rho)
        report = analyze(instance, method, want_schedule=want_schedule, budget=share)
        waves.append(KernelWave(waves=count, blocks=wave_blocks, warps=warps, report=report))
    lower = sum(wave.waves * wave.report.lower_bound for wave in waves)
    upper = sum(wave.waves * wave.report.upper_bound for wave in waves)
    statuses = {wave.report.status for wave in waves}
    status = "exact" if statuses == {"exact"} else ("estimate" if "estimate" in statuses else "bounded")
    return KernelMakespan(gpu=gpu.id, blocks=blocks, blocks_per_sm=per_sm, warps_per_block=warps_per_block,
                          sub_partitions=parts, sm_count=gpu.sm_count, blocks_on_busiest_sm=busiest,
                          waves=tuple(waves), lower_bound=lower, upper_bound=upper, status=status, ratios=ratios,
                          occupancy_reason=occupancy.reason)
