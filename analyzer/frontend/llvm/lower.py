"""LLVM IR -> PTX with llvmlite's NVPTX backend, so that ptxas can count real registers.

An LLVM backend that meets IR it cannot select aborts the whole process (``report_fatal_error``),
so on POSIX systems the lowering runs in a forked child and the parent reads the PTX from a
pipe: a crash or a time-out then means "no PTX" instead of a dead analyser. Every failure keeps
its reason (the backend's exception, the signal that ended the child, the time-out), which the
register count reports (``Lowering.failure``).
"""

from __future__ import annotations

import os
import re
import select
import signal
import time
from dataclasses import dataclass

_FEATURES = re.compile(r'"target-features"="([^"]*)"')
_CPU = re.compile(r'"target-cpu"="([^"]*)"')
NVPTX_TRIPLE = "nvptx64-nvidia-cuda"
LOWERING_TIMEOUT_SECONDS = 120.0


@dataclass(frozen=True)
class Lowering:
    """The PTX of a lowering, or None and ``failure``: why there is none (one line)."""

    ptx: str | None
    failure: str | None = None


def _one_line(error: BaseException) -> str:
    text = " ".join(str(error).split()) or type(error).__name__
    return f"{type(error).__name__}: {text}"[:300]


def _emit_ptx(text: str, target: str | None) -> str:
    import llvmlite.binding as llvm  # lazy: only .ll input pays for llvmlite (30 ms import)

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    module = llvm.parse_assembly(text)
    module.verify()
    triple = module.triple or NVPTX_TRIPLE
    if not triple.startswith("nvptx"):
        raise ValueError(f"not an NVPTX module: {triple}")
    features = _FEATURES.search(text)
    cpu = target or (_CPU.search(text).group(1) if _CPU.search(text) else "sm_52")
    machine = llvm.Target.from_triple(triple).create_target_machine(
        cpu=cpu, features=features.group(1) if features else "", opt=2
    )
    return machine.emit_assembly(module)


def _lower_in_child(text: str, target: str | None) -> Lowering:
    """Lower in a forked child. The child writes ``P`` and the PTX, or ``E`` and the reason."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: write the PTX and leave without running any parent cleanup
        status = 1
        try:
            os.close(read_end)
            try:
                data = b"P" + _emit_ptx(text, target).encode("utf-8")
            except Exception as error:  # noqa: BLE001 - reported to the parent with its reason
                data = b"E" + _one_line(error).encode("utf-8", errors="replace")
            view = memoryview(data)
            while view:
                written = os.write(write_end, view)
                view = view[written:]
            status = 0
        finally:
            os._exit(status)
    os.close(write_end)
    chunks: list[bytes] = []
    deadline = time.monotonic() + LOWERING_TIMEOUT_SECONDS
    timed_out = False
    try:
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                os.kill(pid, 9)
                timed_out = True
                break
            ready, _, _ = select.select([read_end], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(read_end, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(read_end)
        _, status = os.waitpid(pid, 0)
    if timed_out:
        return Lowering(None, f"LLVM lowering timed out after {LOWERING_TIMEOUT_SECONDS:.0f} s")
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        name = signal.Signals(number).name if number in signal.valid_signals() else str(number)
        return Lowering(None, f"the LLVM NVPTX backend crashed ({name}) lowering this IR")
    payload = b"".join(chunks)
    if status != 0 or not payload:
        return Lowering(None, f"the LLVM lowering process exited with status {os.waitstatus_to_exitcode(status)}")
    body = payload[1:].decode("utf-8", errors="replace")
    if payload[:1] == b"P":
        return Lowering(body)
    return Lowering(None, f"LLVM lowering failed: {body}")


def lower(text: str, target: str | None) -> Lowering:
    """Lower the LLVM IR ``text`` to PTX for ``target`` (``sm_80``; None: the file's
    ``target-cpu``), keeping the reason when it fails. Not cached; isolated in a child process
    where ``os.fork`` exists."""
    if hasattr(os, "fork"):
        try:
            return _lower_in_child(text, target)
        except OSError as error:
            return Lowering(None, f"cannot start the lowering process: {_one_line(error)}")
    try:
        return Lowering(_emit_ptx(text, target))
    except Exception as error:  # noqa: BLE001 - any backend failure means "no PTX", with its reason
        return Lowering(None, f"LLVM lowering failed: {_one_line(error)}")


def lower_to_ptx(text: str, target: str | None) -> str | None:
    """PTX for the LLVM IR ``text`` (as ``lower``), or None when lowering fails."""
    return lower(text, target).ptx
