"""Random loop-structured instances for robustness checks (100 random loop strings of
200-5,000 letters unrolled, random unit mixes and capacities, up to 128 warps).

``random_loop_instance`` draws a prefix, one outer loop whose body may hold an inner loop, and a
suffix over two or three unit letters, then rhos (integers or unit fractions) and a warp count;
the unrolled length after the rho transform is kept within [min_letters, max_letters].
"""

from __future__ import annotations

import random
from fractions import Fraction

from analyzer.makespan.instance import Instance, make_instance
from analyzer.makespan.loops import LoopString, Repeat

_RHOS = (Fraction(1), Fraction(1), Fraction(2), Fraction(1, 2), Fraction(3), Fraction(1, 4))


def _letters(rng: random.Random, alphabet: str, low: int, high: int) -> str:
    weights = [rng.random() + 0.1 for _ in alphabet]
    return "".join(rng.choices(alphabet, weights, k=rng.randint(low, high)))


def random_loop_instance(rng: random.Random, min_letters: int = 200, max_letters: int = 5000,
                         max_warps: int = 128) -> Instance:
    """One random instance (module docstring); deterministic for a seeded ``rng``."""
    while True:
        alphabet = rng.choice(("LC", "LC", "LCS"))
        rho = {letter: rng.choice(_RHOS) for letter in alphabet}
        inner = None
        if rng.random() < 0.4:
            inner = Repeat(LoopString((_letters(rng, alphabet, 1, 8),)), rng.randint(2, 6))
        body_parts: tuple = (_letters(rng, alphabet, 1, 30),)
        if inner is not None:
            body_parts += (inner, _letters(rng, alphabet, 0, 10) or alphabet[0])
        body = LoopString(body_parts)
        copies = {letter: (value.denominator if value < 1 else 1) for letter, value in rho.items()}
        per_iteration = len(body.map_letters(lambda x: x * copies[x]).expand())
        iterations = rng.randint(max(2, min_letters // max(per_iteration, 1)), max(3, max_letters // max(per_iteration, 1)))
        structure = LoopString((_letters(rng, alphabet, 0, 40), Repeat(body, iterations), _letters(rng, alphabet, 0, 20)))
        length = len(structure.map_letters(lambda x: x * copies[x]).expand())
        used = set(structure.expand())
        if min_letters <= length <= max_letters and used:
            return make_instance(structure, rng.randint(1, max_warps),
                                 {letter: value for letter, value in rho.items() if letter in used})
