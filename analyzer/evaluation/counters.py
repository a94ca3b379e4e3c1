"""A model's intermediate quantities against the hardware counters a case recorded.

Quantities (totals over the whole grid) and the counters they are compared with:

* ``dram_bytes``: (``dram__sectors_read.sum`` + ``dram__sectors_write.sum``) x 32 (Nsight
  Compute), ``dram__bytes_read.sum`` + ``dram__bytes_write.sum`` (Nsight Compute, our own cases), or
  (``dram_read_transactions`` + ``dram_write_transactions``) x 32 (legacy CUPTI);
  predicted: the ``dram`` level of ``Prediction.breakdown``.
* ``l2_bytes``: (``lts__t_sectors_op_read.sum`` + ``lts__t_sectors_op_write.sum``) x 32, or
  (``l2_read_transactions`` + ``l2_write_transactions``) x 32; predicted: the ``l2`` level.
* ``global_load_requests``: ``l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum``;
  ``shared_wavefronts``: ``l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum`` + ``_op_st.sum``;
  ``warp_instructions``: ``smsp__inst_executed.sum`` or ``inst_executed``. Predicted from
  ``Prediction.part.hardware_counters()[name]`` when a model exposes it (a model may also give
  ``dram_bytes`` / ``l2_bytes`` there, which then take precedence over the breakdown).

Sectors are 32 bytes on every GPU of the set (Maxwell and newer).
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import Mapping, Sequence

SECTOR_BYTES = 32
#: quantity -> alternatives, each (counter columns summed, scale).
COUNTER_SOURCES: dict[str, tuple[tuple[tuple[str, ...], float], ...]] = {
    "dram_bytes": ((("dram__sectors_read.sum", "dram__sectors_write.sum"), SECTOR_BYTES),
                   (("dram__bytes_read.sum", "dram__bytes_write.sum"), 1.0),
                   (("dram_read_transactions", "dram_write_transactions"), SECTOR_BYTES)),
    "l2_bytes": ((("lts__t_sectors_op_read.sum", "lts__t_sectors_op_write.sum"), SECTOR_BYTES),
                 (("l2_read_transactions", "l2_write_transactions"), SECTOR_BYTES)),
    "global_load_requests": ((("l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",), 1.0),),
    "shared_wavefronts": ((("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
                            "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum"), 1.0),),
    "warp_instructions": ((("smsp__inst_executed.sum",), 1.0), (("inst_executed",), 1.0)),
}
BREAKDOWN_LEVEL = {"dram_bytes": "dram", "l2_bytes": "l2"}
#: Relative tolerance of the "within" figure (the issue's 25 % for DRAM bytes).
TOLERANCE = 0.25


@dataclass(frozen=True)
class CounterScore:
    """One quantity of one model: configurations compared, median predicted/measured ratio,
    and percent of configurations within ``TOLERANCE``."""

    quantity: str
    counters: str
    count: int
    median_ratio: float | None
    within_25_percent: float | None

    def to_json(self) -> dict:
        """Plain dict for JSON."""
        return {"counters": self.counters, "count": self.count, "median_ratio": self.median_ratio,
                "within_25_percent": self.within_25_percent}


def measured_quantity(quantity: str, counters: Mapping[str, float]) -> tuple[float, str] | None:
    """The measured value of ``quantity`` from a row's counters and the expression used."""
    for columns, scale in COUNTER_SOURCES[quantity]:
        if all(column in counters for column in columns):
            text = " + ".join(columns)
            return scale * sum(counters[column] for column in columns), (f"({text}) x {scale:g}" if scale != 1 else text)
    return None


def predicted_quantity(quantity: str, prediction) -> float | None:
    """The model's value of ``quantity`` from a ``Prediction`` (None if it exposes none)."""
    exposed = prediction.part.hardware_counters()
    if isinstance(exposed.get(quantity), (int, float)):
        return float(exposed[quantity])
    level = BREAKDOWN_LEVEL.get(quantity)
    for entry in prediction.breakdown:
        if entry.level == level:
            return float(entry.bytes)
    return None


def score_counters(pairs: Sequence[tuple[Mapping[str, float], object]]) -> dict[str, CounterScore]:
    """Per quantity, the comparison over (row counters, prediction) pairs of one model; only
    quantities both measured and predicted for at least one configuration appear."""
    result = {}
    for quantity in COUNTER_SOURCES:
        ratios, described = [], ""
        for counters, prediction in pairs:
            measured = measured_quantity(quantity, counters)
            predicted = predicted_quantity(quantity, prediction)
            if measured is None or predicted is None or measured[0] <= 0:
                continue
            described = measured[1]
            ratios.append(predicted / measured[0])
        if ratios:
            within = 100.0 * sum(1 for ratio in ratios if abs(ratio - 1.0) <= TOLERANCE) / len(ratios)
            result[quantity] = CounterScore(quantity, described, len(ratios), statistics.median(ratios), within)
    return result
