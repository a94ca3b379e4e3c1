"""The distributed executor: one Ray task per item (``ray.remote``), on a Ray cluster or on a
Ray instance started on this machine.

Connection: ``RayExecutor("local")`` starts a Ray instance here (``ray.init()``, one worker per
core) unless this process already joined one; any other string is a cluster address
(``ray.init(address=...)``: ``auto``, ``HOST:6379`` of ``ray start --head``, or
``ray://HOST:10001`` of Ray Client). What travels to the workers: the ``analyzer`` package itself
(Ray's ``runtime_env`` ``py_modules``, so the workers need only Python, the package's
dependencies and, for compiled sources, the compilers), the function (cloudpickle, once per
map, through the object store) and each item; results come back by value.

Failures: a task whose worker process dies (killed, out of memory, its node lost) is run again
by Ray (``max_retries``); an exception the function raises is not retried but re-raised here
with its own type, as the local pool does. Results are gathered in input order.
"""

from __future__ import annotations

import contextlib
import socket
import sys
from pathlib import Path
from typing import Callable, Sequence

import ray

from analyzer.engine.local import LocalPool

#: Times Ray runs a task again after its worker died (Ray's default for tasks is 3 as well).
TASK_RETRIES = 3
LOCAL = "local"


def _call(function: Callable, item) -> tuple[bool, object]:
    """Run ``function(item)`` in a worker; an exception comes back as a value (not retried)."""
    try:
        return True, function(item)
    except Exception as error:  # noqa: BLE001 - re-raised in the driver with its own type
        return False, error


_remote_call = ray.remote(num_cpus=1, max_retries=TASK_RETRIES, retry_exceptions=False)(_call)


def package_runtime_env() -> dict:
    """The runtime environment of the workers: the ``analyzer`` package travels as a py_module."""
    return {"py_modules": [str(Path(__file__).resolve().parents[1])]}


def reachable(address: str, seconds: float = 5.0) -> None:
    """Raise ConnectionError when ``HOST:PORT`` (of ``ray start --head``) accepts no connection
    within ``seconds`` (Ray itself retries for minutes); other address forms are left to Ray."""
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit() or "://" in address:
        return
    try:
        socket.create_connection((host, int(port)), timeout=seconds).close()
    except OSError as error:
        raise ConnectionError(f"nothing answers at {address} ({error.strerror or error})") from None


class RayExecutor:
    """One Ray task per item on the cluster at ``address`` (``"local"``: a Ray instance on this
    machine). A Ray connection this process already has is used as it is (and left open);
    one this executor opened is closed by ``close``."""

    remote = True

    def __init__(self, address: str = LOCAL) -> None:
        self.address = address
        self.started = False
        if not ray.is_initialized():
            kwargs = {"runtime_env": package_runtime_env(), "log_to_driver": False, "configure_logging": False}
            if address == LOCAL:  # a new instance here, whatever $RAY_ADDRESS says
                ray.init(address="local", include_dashboard=False, **kwargs)
            else:
                reachable(address)
                ray.init(address=address, **kwargs)
            self.started = True

    def map_in_order(self, function: Callable, items: Sequence, progress: Callable[[int, int], None] | None = None) -> list:
        """``[function(item) for item in items]``, one Ray task per item, in input order. Ray's
        own messages meanwhile (a worker died, its task is retried: Ray prints them on stdout)
        go to stderr, so stdout stays the command's output (``--json``)."""
        with contextlib.redirect_stdout(sys.stderr):
            return self._map(function, items, progress)

    def _map(self, function: Callable, items: Sequence, progress: Callable[[int, int], None] | None) -> list:
        total = len(items)
        if total == 0:
            return []
        function_ref = ray.put(function)
        pending = [_remote_call.remote(function_ref, item) for item in items]
        index = {ref: number for number, ref in enumerate(pending)}
        results: list = [None] * total
        done = 0
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                ok, value = ray.get(ref)
                if not ok:
                    for other in pending:
                        ray.cancel(other)
                    raise value  # type: ignore[misc]
                results[index[ref]] = value
                done += 1
                if progress:
                    progress(done, total)
        return results

    def describe(self) -> str:
        """One line for reports: the cluster and its CPUs."""
        cpus = int(ray.cluster_resources().get("CPU", 0))
        return f"Ray cluster {self.address} ({cpus} CPUs)"

    def close(self) -> None:
        """Disconnect from (and stop, when started here) the Ray instance this executor opened."""
        if self.started and ray.is_initialized():
            ray.shutdown()
        self.started = False


__all__ = ["RayExecutor", "LocalPool", "TASK_RETRIES", "package_runtime_env"]
