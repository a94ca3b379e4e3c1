"""Validating a case on a remote executor (``analyzer.engine``: Ray tasks on a cluster): one
task per compiled configuration, which compiles it (and the sm_75 stand-in of a clang target)
through the PTX cache shared by content (``analyzer.tuning.shared_ptx``) and predicts every row
of that configuration (rows of several GPUs of one target share it). Rows come back in their
input order, so the case's figures are those of the local run.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from analyzer.toolchain.compile import job_key
from analyzer.tuning.shared_ptx import PtxEntry, SourceFiles, cached_entry, compiled_here, store_entry

#: (job, driver's key, driver's entry or None)
Compilation = tuple


def _shipped(job) -> Compilation:
    key = job_key(job)
    return job, key, cached_entry(key)


@dataclass(frozen=True)
class _ConfigurationTask:
    """The function of one task: compile, then ``row_task(ok, row, compiled, stand_in, modules)``
    per row; the results by position and the entries compiled here."""

    row_task: Callable
    files: SourceFiles

    def __call__(self, item) -> tuple[list, list[PtxEntry]]:
        compilation, stand_in_compilation, rows = item
        produced: list[PtxEntry] = []
        compiled = stand_in = None
        if compilation is not None:
            compiled, new = compiled_here(*compilation, self.files)
            produced += [new] if new else []
        if stand_in_compilation is not None:
            stand_in, new = compiled_here(*stand_in_compilation, self.files)
            produced += [new] if new else []
        modules = self.row_task.new_modules()
        return [(position, self.row_task(ok, row, compiled, stand_in, modules)) for position, ok, row in rows], produced


def remote_outcomes(executor, row_task, items: Sequence[tuple], jobs: Sequence, row_job: dict, stand_in_job: dict,
                    progress=None) -> list:
    """Each ``(ok, row)`` of ``items`` predicted (or checked) by ``row_task`` in one task per
    compiled configuration on ``executor``; the outcomes in the order of ``items``."""
    groups: dict[int | None, list] = {}
    for position, (ok, row) in enumerate(items):
        groups.setdefault(row_job.get(id(row)), []).append((position, ok, row))
    tasks = [(None if number is None else _shipped(jobs[number]),
              None if number not in stand_in_job else _shipped(jobs[stand_in_job[number]]), rows)
             for number, rows in groups.items()]
    folders = sorted({folder for job in jobs for folder in job.include_dirs})
    function = _ConfigurationTask(row_task, SourceFiles.of(folders))
    if progress:
        progress("predict", 0, len(tasks))
    done = executor.map_in_order(function, tasks, (lambda finished, total: progress("predict", finished, total))
                                 if progress else None)
    outcomes: list = [None] * len(items)
    for results, produced in done:
        for entry in produced:
            store_entry(entry)
        for position, outcome in results:
            outcomes[position] = outcome
    return outcomes
