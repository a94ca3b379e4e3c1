"""Method B: the finishing-time bound for NVIDIA Fermi of method B (docs/guide/makespan.md), and its check against the
exact engine of method A.

Model (the Fermi paper of method B, section II): 16-thread warps, 32 CUDA cores and 16 LD/ST units per SM, so a
CUDA instruction serves 2 warps per slot and a load/store 1; program ``C (L L C)^rep S`` (S uses
the LD/ST unit); work-conserving scheduling with sub-block fairness (an instruction of sub-block
k has priority over one of sub-block k+1); the scheduler selects one or two warps per cycle
(dual issue). The conjecture (section III):
``FT = 3 ceil(n/16) + 2 + 2 ceil(n/16) (rep - 1)`` cycles for n threads on one SM, and the kernel
finishing time is the maximum over SMs for a known block-to-SM assignment (problem P31).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from analyzer.errors import InputError
from analyzer.makespan.instance import Instance, make_instance_transformed
from analyzer.makespan.schedule import Schedule
from analyzer.makespan.search import count_search

WARP_SIZE = 16
CUDA_CORES = 32
LOAD_STORE_UNITS = 16
SM_COUNT = 16
RULES = ("plain", "fair", "dual", "fair-dual")


def fermi_string(rep: int) -> str:
    """``C (L L C)^rep S`` with S written as L (it runs on the LD/ST unit)."""
    if rep < 1:
        raise InputError(f"rep_cnt must be at least 1, got {rep}", "--rep")
    return "C" + "LLC" * rep + "L"


def fermi_instance(warps: int, rep: int, rule: str = "fair") -> Instance:
    """The seed-001 program for ``warps`` warps on one SM: C serves 32/16 = 2 warps per slot,
    L serves 16/16 = 1; ``fair`` rules give sub-block k's instructions priority class k (the
    leading C and trailing S have none), ``dual`` rules limit issue to 2 warps per slot."""
    if rule not in RULES:
        raise InputError(f"unknown rule '{rule}' ({', '.join(RULES)})", "--rule")
    program = fermi_string(rep)
    classes = None
    if rule.startswith("fair"):
        classes = (None,) + tuple(block for block in range(1, rep + 1) for _ in range(3)) + (None,)
    return make_instance_transformed(program, {"C": CUDA_CORES // WARP_SIZE, "L": LOAD_STORE_UNITS // WARP_SIZE},
                                     warps, issue_width=2 if rule.endswith("dual") else None, priorities=classes)


def conjectured_finishing_time(threads: int, rep: int) -> int:
    """The Fermi paper's conjecture: ``FT = 3 ceil(n/16) + 2 + 2 ceil(n/16) (rep - 1)`` cycles."""
    if threads <= 0:
        raise InputError(f"thread count must be positive, got {threads}", "--threads")
    warps = -(-threads // WARP_SIZE)
    return 3 * warps + 2 + 2 * warps * (rep - 1)


def round_robin_assignment(blocks: int, sm_count: int = SM_COUNT) -> tuple[int, ...]:
    """Block b goes to SM b mod sm_count (one reading of problem P32's round-robin heuristic)."""
    return tuple(block % sm_count for block in range(blocks))


def sm_thread_counts(block_threads: int, assignment: Sequence[int], sm_count: int = SM_COUNT) -> tuple[int, ...]:
    """Threads per SM, counted as whole warps per block (a block's last warp is padded to 16)."""
    if block_threads <= 0:
        raise InputError(f"block size must be positive, got {block_threads}", "--block")
    padded = -(-block_threads // WARP_SIZE) * WARP_SIZE
    counts = [0] * sm_count
    for sm in assignment:
        if not 0 <= sm < sm_count:
            raise InputError(f"SM index {sm} outside 0..{sm_count - 1}", "--assignment")
        counts[sm] += padded
    return tuple(counts)


def kernel_finishing_time(block_threads: int, assignment: Sequence[int], rep: int,
                          sm_count: int = SM_COUNT) -> tuple[int, tuple[int, ...]]:
    """Problem P31: the conjectured FT of every SM for a known assignment, and their maximum."""
    per_sm = tuple(conjectured_finishing_time(n, rep) if n else 0 for n in sm_thread_counts(block_threads, assignment, sm_count))
    return max(per_sm), per_sm


@dataclass(frozen=True)
class ConjectureRow:
    """One (warps, rep, rule) point: exact worst and best case, the conjecture, the verdict, and
    a worst-case schedule when the conjecture is exceeded."""

    warps: int
    threads: int
    rep: int
    rule: str
    exact: int
    best_case: int
    conjectured: int
    holds: bool
    counterexample: Schedule | None


def check_point(warps: int, rep: int, rule: str) -> ConjectureRow:
    """Compare the conjecture with the exact worst case of the engine for one point."""
    instance = fermi_instance(warps, rep, rule)
    worst = count_search(instance, "worst", recover=True)
    best = count_search(instance, "best")
    conjectured = conjectured_finishing_time(warps * WARP_SIZE, rep)
    holds = worst.makespan <= conjectured
    return ConjectureRow(warps=warps, threads=warps * WARP_SIZE, rep=rep, rule=rule, exact=worst.makespan,
                         best_case=best.makespan, conjectured=conjectured, holds=holds,
                         counterexample=None if holds else worst.schedule)


def check_conjecture(warps_values: Sequence[int], reps: Sequence[int], rules: Sequence[str] = RULES) -> list[ConjectureRow]:
    """The conjecture check over a grid of warp counts, rep_cnt values and scheduling rules."""
    return [check_point(warps, rep, rule) for rule in rules for rep in reps for warps in warps_values]
