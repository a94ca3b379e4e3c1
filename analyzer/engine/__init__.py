"""Where the configurations of ``tune``, ``validate`` and the Kernel Tuner strategy are computed:
an ``Executor`` maps a function over items and returns the results in input order.

Two executors share that one interface (``Executor``):

* ``LocalPool`` (the default): forked worker processes on this machine (``analyzer.parallel``).
* ``RayExecutor``: one Ray task per item on a Ray cluster (Ray's ``ray.remote`` tasks, the
  engine Kernel Tuner's parallel runner uses: Moritz et al., "Ray: A Distributed Framework for
  Emerging AI Applications", OSDI 2018). A task whose worker dies is retried by Ray, so no item
  is lost or counted twice; results are gathered in input order, so a report is the same as the
  local one.

``executor_for`` picks one from the ``--ray [ADDRESS]`` option, ``RAY_ADDRESS`` and ``--jobs``.
"""

from __future__ import annotations

import os
from typing import Callable, Protocol, Sequence, TypeVar

from analyzer.engine.local import LocalPool

Item = TypeVar("Item")
Result = TypeVar("Result")
Progress = Callable[[int, int], None]
#: ``--ray`` given without an address: start (or join) a Ray instance on this machine.
LOCAL_RAY = "local"


class Executor(Protocol):
    """Maps a function over items: ``map_in_order(function, items, progress)`` is
    ``[function(item) for item in items]``, computed where the executor runs work;
    ``progress(done, total)`` after each item. ``remote`` says whether items may run on other
    machines (their inputs must then travel by content, not by a local path)."""

    remote: bool

    def map_in_order(self, function: Callable[[Item], Result], items: Sequence[Item],
                     progress: Progress | None = None) -> list[Result]: ...


def ray_address(option: str | None) -> str | None:
    """The Ray address asked for: the ``--ray`` option's value (``LOCAL_RAY`` when given bare),
    else ``$RAY_ADDRESS``, else None (the local pool)."""
    if option:
        return option
    return os.environ.get("RAY_ADDRESS") or None


def executor_for(ray: str | bool | None, workers: int) -> Executor:
    """``RayExecutor`` when ``ray`` is an address, ``LOCAL_RAY`` or True (see ``ray_address``),
    else ``LocalPool(workers)``."""
    if ray is True:
        ray = LOCAL_RAY
    if isinstance(ray, str) and ray:
        from analyzer.engine.ray_engine import RayExecutor  # lazy: optional dependency (extra 'ray'), start-up time

        return RayExecutor(ray)
    return LocalPool(workers)
