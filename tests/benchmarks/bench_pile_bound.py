"""The pile bound against the exact count DP and the brute-force oracle on random instances
(run as a script; prints the counts quoted in docs/guide/makespan.md, "Pile bound").

Exact DP: strings that start with C (capacity 1), runs of L/M (capacities 1-3 and 1-2) separated
by C runs of 2-4 letters (sometimes none, so runs merge), I <= 12, W = 1..12, with and without a
non-binding issue width. Oracle: random strings over C, L, M with I <= 8, W <= 4 where the bound
applies. Any instance with T* above the bound is printed and counted.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for folder in (ROOT, ROOT / "tests" / "makespan"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from analyzer.makespan.bounds import pile_upper_bound  # noqa: E402
from analyzer.makespan.instance import make_instance_transformed  # noqa: E402
from analyzer.makespan.search import count_search  # noqa: E402
from makespan_oracle import brute_force  # noqa: E402


def _separated_string(rng: random.Random, letters: str) -> str:
    parts = ["C" * rng.randint(1, 3)]
    target = rng.randint(3, 11)
    while sum(map(len, parts)) < target:
        parts.append("".join(rng.choice(letters) for _ in range(rng.choice((1, 1, 2, 2, 3, 4, 5)))))
        if rng.random() < 0.85:
            parts.append("C" * rng.randint(2, 4))
    return "".join(parts)


def against_exact(rng: random.Random, trials: int) -> tuple[int, int, int]:
    """(checked, below T*, equal to T*) over random separated strings."""
    checked = below = equal = 0
    for _ in range(trials):
        program = _separated_string(rng, "LM" if rng.random() < 0.3 else "L")
        if len(program) > 12:
            continue
        caps = {"C": 1, "L": rng.choice((1, 1, 1, 2, 3)), "M": rng.choice((1, 2))}
        caps = {letter: cap for letter, cap in caps.items() if letter in program}
        warps = rng.randint(1, 12 if len(program) <= 7 else 6 if len(program) <= 9 else 4)
        width = rng.choice((None, None, None, sum(caps.values())))
        instance = make_instance_transformed(program, caps, warps, width)
        bound = pile_upper_bound(instance)
        if bound is None:
            continue
        exact = count_search(instance, time_limit=20).makespan
        checked += 1
        equal += exact == bound.value
        if exact > bound.value:
            below += 1
            print(f"BELOW T*: {program} {caps} W={warps} width={width}: T* = {exact} > {bound.value}")
    return checked, below, equal


def against_oracle(rng: random.Random, count: int) -> tuple[int, int]:
    """(checked, below the oracle) over random strings where the bound applies."""
    checked = below = 0
    while checked < count:
        length = rng.randint(3, 8)
        program = "".join(rng.choice("CCLLM") for _ in range(length))
        caps = {"C": 1, "L": rng.choice((1, 2)), "M": rng.choice((1, 2))}
        caps = {letter: cap for letter, cap in caps.items() if letter in program}
        instance = make_instance_transformed(program, caps, rng.randint(1, 4 if length <= 5 else 3))
        bound = pile_upper_bound(instance)
        if bound is None:
            continue
        checked += 1
        if brute_force(instance) > bound.value:
            below += 1
            print(f"BELOW ORACLE: {program} {caps} W={instance.warps}")
    return checked, below


def main() -> None:
    rng = random.Random(2026)
    checked, below, equal = against_exact(rng, 3000)
    print(f"exact DP: {checked} instances, {below} below T*, {equal} equal to T*")
    checked, below = against_oracle(rng, 300)
    print(f"oracle: {checked} instances, {below} below")


if __name__ == "__main__":
    main()
