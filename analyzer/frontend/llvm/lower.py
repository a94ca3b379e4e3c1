"""LLVM IR -> PTX with llvmlite's NVPTX backend, so that ptxas can count real registers.

An LLVM backend that meets IR it cannot select aborts the whole process (``report_fatal_error``),
so on POSIX systems the lowering runs in a forked child and the parent reads the PTX from a
pipe: a crash or a time-out then means "no PTX" (None) instead of a dead analyser.
"""

from __future__ import annotations

import os
import re
import select
import time

_FEATURES = re.compile(r'"target-features"="([^"]*)"')
_CPU = re.compile(r'"target-cpu"="([^"]*)"')
NVPTX_TRIPLE = "nvptx64-nvidia-cuda"
LOWERING_TIMEOUT_SECONDS = 120.0


def _emit_ptx(text: str, target: str | None) -> str:
    import llvmlite.binding as llvm

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


def _lower_in_child(text: str, target: str | None) -> str | None:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: write the PTX and leave without running any parent cleanup
        status = 1
        try:
            os.close(read_end)
            data = _emit_ptx(text, target).encode("utf-8")
            view = memoryview(data)
            while view:
                written = os.write(write_end, view)
                view = view[written:]
            status = 0
        except BaseException:
            status = 1
        finally:
            os._exit(status)
    os.close(write_end)
    chunks: list[bytes] = []
    deadline = time.monotonic() + LOWERING_TIMEOUT_SECONDS
    try:
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                os.kill(pid, 9)
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
    if status != 0 or not chunks:
        return None
    return b"".join(chunks).decode("utf-8", errors="replace")


def lower_to_ptx(text: str, target: str | None) -> str | None:
    """PTX for the LLVM IR ``text`` compiled for ``target`` (``sm_80``; None: the file's
    ``target-cpu``), or None when lowering fails. Not cached; isolated in a child process where
    ``os.fork`` exists."""
    if hasattr(os, "fork"):
        try:
            return _lower_in_child(text, target)
        except OSError:
            return None
    try:
        return _emit_ptx(text, target)
    except Exception:  # noqa: BLE001 - any backend failure means "no PTX"
        return None
