"""Records of the timing predictor: the launch to predict, the options, and the prediction.

``Prediction`` is what every timing model (``analyzer.predict.registry``) returns; ``to_json`` gives the keys of the CLI contract
(``time_us``, ``launch_us``, ``exec_us``, ``waves``, ``blocks_per_sm``, ``occupancy``,
``bottleneck``, ``breakdown``, ``iterations``).

A prediction is a core every timing model fills (times, waves, residency, bottleneck, the term tree,
the per-warp costs) plus a ``ModelPart``: the typed, frozen record of what that one model alone
computed (``KtPart`` in analyzer/predict/kt_work.py, ``KpPart`` in analyzer/predict/kp.py,
``MwpCwpPart`` in analyzer/predict/mwp_cwp.py), which the JSON prints under ``details``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Mapping

from analyzer.predict.terms import Term, WarpCosts, term_lines

#: The model a prediction uses when none is named: ``kt`` beats ``kp`` and ``mwp-cwp`` on the
#: validation cases (docs/reference/models.md).
DEFAULT_MODEL = "kt"

BOTTLENECKS = ("latency", "issue", "l1_bandwidth", "l2_bandwidth", "dram_bandwidth", "launch", "shared_bandwidth",
               "atomic_contention", "atomic_hot_set", "block_dispatch", "l2_store_lines")


@dataclass(frozen=True)
class Launch:
    """A launch configuration: grid and block dimensions and dynamic shared bytes per block."""

    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    dynamic_shared: int = 0

    @property
    def grid_blocks(self) -> int:
        """Blocks in the grid."""
        return math.prod(self.grid)

    @property
    def block_threads(self) -> int:
        """Threads per block."""
        return math.prod(self.block)

    def warps_per_block(self, warp_size: int) -> int:
        """Warps per block (a partial last warp counts as one)."""
        return -(-self.block_threads // warp_size)

    def symbols(self) -> dict[str, int]:
        """The launch symbols of the kernel model (``ntid_x`` .. ``nctaid_z``)."""
        names = {}
        for axis, grid_dim, block_dim in zip("xyz", self.grid, self.block):
            names[f"ntid_{axis}"] = block_dim
            names[f"nctaid_{axis}"] = grid_dim
        return names


@dataclass(frozen=True)
class PredictOptions:
    """Options of a prediction.

    ``timing_model``: ``kt`` (default), ``kp`` (method C) or ``mwp-cwp``; ``l1_hit`` / ``l2_hit``: hit fractions (method C
    ``l1pct``/``l2pct``; None takes the GPU model's defaults); ``bindings``: values of kernel
    parameters and ``trip_<loop>`` overrides still free in the kernel model; ``epsilon``: relative
    convergence threshold of the bandwidth iterations (Fig. 4 and 5); ``max_iterations`` per
    level."""

    timing_model: str = DEFAULT_MODEL
    l1_hit: float | None = None
    l2_hit: float | None = None
    bindings: Mapping[str, float] = field(default_factory=dict)
    epsilon: float = 1e-4
    max_iterations: int = 60


@dataclass(frozen=True)
class Residency:
    """How many blocks one SM holds at once for a launch (from the occupancy calculation):
    ``blocks_per_sm`` (0 = the launch cannot run; ``reason`` says why), the theoretical
    ``occupancy`` (active warps / maximum warps per SM) and the ``limiter``."""

    blocks_per_sm: int
    occupancy: float
    limiter: str
    reason: str = ""


@dataclass(frozen=True)
class LevelBreakdown:
    """One memory level of a prediction (totals over all waves).

    ``bytes``: traffic through the level; ``bandwidth_bytes_per_s``: the GPU-model bandwidth
    (``None`` when the model has none for the level); ``bandwidth_bound_us``: bytes / bandwidth;
    ``latency_bound_us``: the execution time the latency model gave before this level's bandwidth
    check (what the check compares with ``bandwidth_bound_us``); ``base_latency_cycles`` and
    ``effective_latency_cycles``: the level's access latency from the GPU model and after the
    bandwidth iterations (largest over the waves); ``iterations`` of that level's loop."""

    level: str
    bytes: float
    bandwidth_bytes_per_s: float | None
    bandwidth_bound_us: float | None
    latency_bound_us: float
    base_latency_cycles: float
    effective_latency_cycles: float
    iterations: int
    source: str

    def to_json(self) -> dict[str, Any]:
        """Plain dict for JSON output."""
        return {
            "bytes": self.bytes,
            "bandwidth_bytes_per_s": self.bandwidth_bytes_per_s,
            "bandwidth_bound_us": self.bandwidth_bound_us,
            "latency_bound_us": self.latency_bound_us,
            "base_latency_cycles": self.base_latency_cycles,
            "effective_latency_cycles": self.effective_latency_cycles,
            "iterations": self.iterations,
            "source": self.source,
        }


@dataclass(frozen=True)
class WaveTime:
    """One group of identical waves: how many waves, blocks on the fullest SM, SMs busy, the
    wave time in cycles and what bound it."""

    count: int
    blocks: int
    blocks_per_sm: int
    sms_busy: int
    cycles: float
    bound: str

    def to_json(self) -> dict[str, Any]:
        """Plain dict for JSON output."""
        return {"count": self.count, "blocks": self.blocks, "blocks_per_sm": self.blocks_per_sm,
                "sms_busy": self.sms_busy, "cycles": self.cycles, "bound": self.bound}


@dataclass(frozen=True)
class ModelPart:
    """The part of a prediction that one timing model alone computes. Each timing model subclasses
    it with its own typed fields; this base answers the questions asked of every part."""

    def to_json(self) -> dict[str, Any]:
        """The part as the JSON object ``details``."""
        return {}

    def kernel_notes(self) -> tuple[str, ...]:
        """Notes about the kernel model the prediction used (empty when the model lists none)."""
        return ()

    def hardware_counters(self) -> Mapping[str, float]:
        """Whole-grid totals comparable with hardware counters (``analyzer.evaluation.counters``);
        empty when the model computes none."""
        return {}

    def bandwidth_iterations(self) -> int:
        """Iterations of the model's bandwidth loops (method C, Fig. 4 and 5); 0 for a model without."""
        return 0


@dataclass(frozen=True)
class Prediction:
    """A predicted kernel time: ``time_us = launch_us + exec_us``; ``waves`` of at most
    ``blocks_per_sm`` blocks per SM at theoretical ``occupancy``; ``bottleneck`` names the limit
    that bound the time (one of ``BOTTLENECKS``); ``breakdown`` per memory level; ``context``: the
    kernel-model and GPU-model quantities behind the terms that are not a term's arithmetic (the
    work profile, the residency, per-warp costs, hit fractions, the bandwidth iterations);
    ``terms``: the model's breakdown in cycles (the bounds it compared, which one bound, each
    component with the GPU-model entries and kernel facts it used; its root is the predicted time);
    ``warp``: the per-warp quantities the model used; ``part``: what the timing model alone
    computed (a ``ModelPart``). ``explanation`` is the context followed by the rendered terms."""

    timing_model: str
    gpu: str
    kernel: str
    time_us: float
    launch_us: float
    exec_us: float
    exec_cycles: float
    waves: int
    blocks_per_sm: int
    occupancy: float
    limiter: str
    warps_per_block: int
    grid_blocks: int
    bottleneck: str
    breakdown: tuple[LevelBreakdown, ...]
    wave_groups: tuple[WaveTime, ...]
    context: tuple[str, ...]
    terms: Term
    warp: WarpCosts
    part: ModelPart = ModelPart()

    @property
    def explanation(self) -> tuple[str, ...]:
        """What the prediction used and how: the ``context`` lines, then the term tree rendered by
        ``terms.term_lines`` (the one description of the model's arithmetic)."""
        return (*self.context, *(line[2:] for line in term_lines(self.terms)))

    @property
    def dominant_wave(self) -> WaveTime:
        """The wave group that takes the most cycles in all (its count times its wave time)."""
        return max(self.wave_groups, key=lambda group: group.count * group.cycles)

    def to_json(self) -> dict[str, Any]:
        """The CLI contract's JSON object."""
        return {
            "model": self.timing_model,
            "gpu": self.gpu,
            "kernel": self.kernel,
            "time_us": self.time_us,
            "launch_us": self.launch_us,
            "exec_us": self.exec_us,
            "exec_cycles": self.exec_cycles,
            "waves": self.waves,
            "blocks_per_sm": self.blocks_per_sm,
            "occupancy": self.occupancy,
            "limiter": self.limiter,
            "warps_per_block": self.warps_per_block,
            "grid_blocks": self.grid_blocks,
            "bottleneck": self.bottleneck,
            "breakdown": {level.level: level.to_json() for level in self.breakdown},
            "iterations": self.part.bandwidth_iterations(),
            "wave_groups": [group.to_json() for group in self.wave_groups],
            "terms": self.terms.to_json(),
            "warp": self.warp.to_json(),
            "details": self.part.to_json(),
            "explanation": list(self.explanation),
        }
