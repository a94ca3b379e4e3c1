"""The tuning cases of the Kernel Tuner strategy benchmark: validation cases as Kernel Tuner
caches of their *measured* times, and KernelTime's predictions of their configurations.

A tuning case is a single-GPU validation case of one problem with at least 100 measured
configurations (the convolution, pnpoly and CoulombSum3d families). Its cache holds every
measured row: ``time`` in milliseconds for ``ok`` rows, Kernel Tuner's failure string otherwise
(``CompilationFailedConfig``, ``RuntimeFailedConfig``; any other status ``InvalidConfig``).
Configurations of the parameters' product that were never measured are absent, so
``kernel_tuner.tune_cache`` restricts them away.

Predictions go through ``kerneltime validate``'s compile step and analysis
(``analyzer.evaluation.runner.validate_case``: the content-hashed PTX cache, ptxas registers,
forked predictions) on rows whose measured times are blanked before the predictor sees them;
they are kept per case in ``data/kt_strategy/<case>.json`` (predicted microseconds, or null when
the tool refused the configuration, and the CPU seconds they took), so a warm benchmark
compiles nothing.
"""

from __future__ import annotations

import dataclasses
import json
import os
import time
from pathlib import Path
from typing import Mapping, Sequence

from analyzer.evaluation.case import Case, load_case
from analyzer.tuning.kernel_tuner_strategy import cpu_seconds
from analyzer.tuning.kt_cache import cache_entry, cache_key, write_cache

#: The shared validation set: ``$KERNELTIME_VALIDATION``, else ``../shared/validation`` beside the repository.
VALIDATION = Path(os.environ.get("KERNELTIME_VALIDATION") or Path(__file__).resolve().parents[3] / "shared" / "validation")
TABLES = Path(__file__).parent / "data" / "kt_strategy"
#: The cases benchmarked, of the three families: the nvcc-compiled (sm_75 and newer) Kernel Tuner
#: 2023-24 convolutions (two GPUs per target, which share their compilations), KTT's pnpoly and
#: CoulombSum3d (the GTX 1070 one through clang). The first two were used to design the strategy.
DESIGN_CASES = ("kt-convolution-bh-rtx2080ti", "ktt-pnpoly-rtx2080ti")
HELD_OUT_CASES = ("kt-convolution-bh-titanrtx", "ktt-coulombsum3d-rtx2080ti", "ktt-pnpoly-rtx3090",
                  "kt-convolution-bh-rtx3090", "kt-convolution-bh-rtx3060laptop", "ktt-coulombsum3d-gtx1070")
CASES = DESIGN_CASES + HELD_OUT_CASES
FAILURES = {"CompilationFailedConfig": "CompilationFailedConfig", "RuntimeFailedConfig": "RuntimeFailedConfig"}


def number(value: float) -> int | float:
    """A tunable value as Kernel Tuner writes it: integral values as int."""
    return int(value) if float(value).is_integer() else float(value)


def config_of(case: Case, row) -> tuple:
    """The row's tunable values in the case's order (Kernel Tuner's parameter order)."""
    return tuple(number(row.config[name]) for name in case.tunables)


def tune_params(case: Case) -> dict[str, list]:
    """Every value each tunable takes in the case's rows, sorted."""
    return {name: sorted({number(row.config[name]) for row in case.rows}) for name in case.tunables}


def measured_cache(case: Case) -> dict:
    """The Kernel Tuner cache document of the case's measured rows (see module doc)."""
    keys = list(case.tunables)
    cache: dict[str, dict] = {}
    for row in case.rows:
        config = dict(zip(keys, config_of(case, row)))
        key = cache_key(config, keys)
        if key in cache:
            continue
        time_value = row.time_ms if row.ok else FAILURES.get(row.status, "InvalidConfig")
        cache[key] = cache_entry(config, time_value, "measured")
    problem = [1, 1, 1]
    return {"device_name": case.gpus[0].name, "kernel_name": case.kernel.name, "problem_size": problem,
            "tune_params_keys": keys, "tune_params": tune_params(case), "objective": "time", "cache": cache}


def write_measured_cache(case: Case, directory: Path) -> Path:
    """Write the case's measured cache as ``directory/<case>.json``; its path."""
    path = directory / f"{case.id}.json"
    write_cache(path, measured_cache(case))
    return path


@dataclasses.dataclass
class CasePredictor:
    """Predicted times (us) of a case's configurations: from the table, else predicted (and
    added to the table). ``cpu_seconds`` / ``predicted`` is the cost of those predicted here
    and in earlier runs (the table keeps both)."""

    case: Case
    workers: int = 2
    table_dir: Path = TABLES

    def __post_init__(self) -> None:
        self.path = self.table_dir / f"{self.case.id}.json"
        stored = json.loads(self.path.read_text()) if self.path.is_file() else {}
        self.times: dict[str, float | None] = dict(stored.get("predicted_us", {}))
        self.cpu_seconds = float(stored.get("cpu_seconds", 0.0))
        self.wall_seconds = float(stored.get("wall_seconds", 0.0))
        self.rows = {config_of(self.case, row): row for row in self.case.rows}
        self.misses = 0

    def key(self, config: Sequence) -> str:
        """The table key of a configuration (Kernel Tuner's cache key)."""
        return ",".join(str(number(value)) for value in config)

    def __call__(self, configs: Sequence[Sequence]) -> list[float | None]:
        """Predicted microseconds per configuration (None where the tool refuses it)."""
        from analyzer.evaluation.runner import validate_case

        missing = [tuple(number(v) for v in config) for config in configs if self.key(config) not in self.times]
        if missing:
            self.misses += len(missing)
            # the predictor never sees a measured time: rows are handed over with blanked times and counters
            rows = tuple(dataclasses.replace(self.rows[config], time_ms=1.0, status="ok", counters={})
                         for config in missing)
            started, cpu = time.perf_counter(), cpu_seconds()
            result = validate_case(dataclasses.replace(self.case, rows=rows), ["kt"], "kt", workers=self.workers)
            self.cpu_seconds += cpu_seconds() - cpu
            self.wall_seconds += time.perf_counter() - started
            for config, row_result in zip(missing, result.rows):
                prediction = row_result.predictions.get("kt")
                self.times[self.key(config)] = None if prediction is None else prediction.time_us
            self.save()
        return [self.times[self.key(config)] for config in configs]

    def save(self) -> None:
        """Write the table (numbers only: predicted times, CPU and wall seconds)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        document = {"case": self.case.id, "model": "kt", "predicted": len(self.times),
                    "cpu_seconds": round(self.cpu_seconds, 2), "wall_seconds": round(self.wall_seconds, 2),
                    "predicted_us": dict(sorted(self.times.items()))}
        self.path.write_text(json.dumps(document, indent=0) + "\n")


def load_cases(names: Sequence[str] = CASES, root: Path = VALIDATION) -> list[Case]:
    """The named validation cases (those present under ``root``)."""
    return [load_case(root / name) for name in names if (root / name / "case.yaml").is_file()]


def measured_times(case: Case) -> Mapping[str, float]:
    """Measured milliseconds of the case's ok rows by cache key (for scoring only)."""
    return {",".join(str(v) for v in config_of(case, row)): row.time_ms for row in case.rows if row.ok}
