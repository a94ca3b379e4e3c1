"""The inputs a row's timing models were given (``RowInputs``), kept by ``validate_case`` when
asked so that tools/rescore can score a change of the timing models without compiling or
analysing again. They travel from the forked predicting processes by pickle, and the GPU and
kernel models hold their tables as read-only mappings, which pickle cannot name: they are
pickled as plain dicts and made read-only again (registered here, before any fork)."""

from __future__ import annotations

import copyreg
import types
from dataclasses import dataclass
from typing import Mapping

from analyzer.analysis.kernel_model import KernelModel
from analyzer.gpu.gpu_model import GpuModel


def _mapping_proxy(items: dict) -> types.MappingProxyType:
    """A read-only mapping again."""
    return types.MappingProxyType(items)


copyreg.pickle(types.MappingProxyType, lambda proxy: (_mapping_proxy, (dict(proxy),)))


@dataclass(frozen=True)
class RowInputs:
    """What the timing models were given for a row: the kernel model (registers as the hardware
    ran them), the GPU model (with the host's launch floor) and the scalar bindings; the launch is
    the row's. Kept when asked (``validate_case(keep_inputs=True)``) so that a change of the
    timing models can be re-scored without compiling or analysing again (tools/rescore/saved_rows.py)."""

    kernel: KernelModel
    gpu: GpuModel
    bindings: Mapping[str, float]
