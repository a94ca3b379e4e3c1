"""Kernel Tuner's parallel runner (``tune_kernel(..., parallel=True)``) under the strategy.

Kernel Tuner 1.5.0's ``ParallelRunner.run`` checks each result with
``isinstance(result.get(objective), ErrorConfig)`` where ``objective`` is the list of objectives
(``tune_kernel`` always makes it a list), which raises ``TypeError: unhashable type: 'list'`` on
the first result of any strategy. For the one-objective tuning the strategy does, its cost
function gets the runner through ``measuring_runner``: on the releases with that check, a runner
whose ``run`` receives the options with the objective as its one name (what the check was
written for); every other runner, release or tuning as it is.
"""

from __future__ import annotations

from typing import Any

#: Kernel Tuner releases whose ``ParallelRunner.run`` reads ``result.get`` with the objective list
LIST_OBJECTIVE_RELEASES = frozenset({"1.5.0"})


class SingleObjectiveRunner:
    """A Kernel Tuner runner whose ``run`` passes the tuning options with the one objective as a
    string (a shallow copy of their items and attributes: the cache, budget and everything else
    shared); any other attribute is the runner's."""

    def __init__(self, runner: Any) -> None:
        self.runner = runner

    def run(self, parameter_space, tuning_options):
        """The runner's ``run`` with the objective list replaced by its one name."""
        options = type(tuning_options)(tuning_options)
        options.__dict__.update(vars(tuning_options))  # what tune_kernel sets as attributes (cache, budget)
        options["objective"] = tuning_options["objective"][0]
        return self.runner.run(parameter_space, options)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.runner, name)


def measuring_runner(runner: Any, tuning_options, release: str) -> Any:
    """The runner the strategy measures with: ``SingleObjectiveRunner(runner)`` for a
    ``ParallelRunner`` of a release in ``LIST_OBJECTIVE_RELEASES`` tuning one objective, else
    ``runner``."""
    objective = tuning_options.get("objective")
    if type(runner).__name__ == "ParallelRunner" and release in LIST_OBJECTIVE_RELEASES \
            and isinstance(objective, list) and len(objective) == 1:
        return SingleObjectiveRunner(runner)
    return runner
