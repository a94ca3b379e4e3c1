"""``--sample N``: a fixed, seeded, stratified sample of a case's configurations.

Strata: the GPU (multi-GPU cases) crossed with the decile of the measured time within that GPU,
so that fast, median and slow configurations of every GPU are all represented. Each stratum
gets ``N * size / total`` rows (largest remainders round up, at least one row per stratum while
``N`` allows), drawn with ``random.Random(SEED)``; the result keeps the file order.
"""

from __future__ import annotations

import random
from typing import Sequence, TypeVar

SEED = 20261123
BINS = 10
T = TypeVar("T")


def stratified_sample(rows: Sequence[T], size: int, gpu_of, time_of, seed: int = SEED) -> list[T]:
    """``size`` rows of ``rows`` (all of them when ``size >= len(rows)``), in file order."""
    if size >= len(rows):
        return list(rows)
    strata: dict[tuple[str, int], list[int]] = {}
    by_gpu: dict[str, list[int]] = {}
    for index, row in enumerate(rows):
        by_gpu.setdefault(gpu_of(row), []).append(index)
    for gpu, indices in by_gpu.items():
        ordered = sorted(indices, key=lambda index: (time_of(rows[index]), index))
        for position, index in enumerate(ordered):
            strata.setdefault((gpu, position * BINS // len(ordered)), []).append(index)
    keys = sorted(strata)
    quotas = {key: size * len(strata[key]) / len(rows) for key in keys}
    counts = {key: int(quotas[key]) for key in keys}
    remainder = size - sum(counts.values())
    for key in sorted(keys, key=lambda key: (-(quotas[key] - counts[key]), key))[:remainder]:
        counts[key] += 1
    generator = random.Random(seed)
    chosen: list[int] = []
    for key in keys:
        chosen.extend(generator.sample(strata[key], min(counts[key], len(strata[key]))))
    return [rows[index] for index in sorted(chosen)]
