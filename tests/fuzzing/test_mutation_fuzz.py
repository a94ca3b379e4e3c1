"""A fast seeded run of the mutation fuzzer (``mutation_fuzz``): 50 mutants of the samples,
each inspected without and with a launch; every run must succeed or end in one InputError line
(exit 2, empty stdout), none may raise another exception or run for 20 s. The 1,000-mutant run
is ``tests/benchmarks/bench_mutation_fuzz.py``."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from mutation_fuzz import MUTATIONS, fuzz, mutate  # noqa: E402

SEED = 20261123


def test_fifty_mutants_give_no_traceback_and_no_hang(monkeypatch):
    monkeypatch.setenv("PATH", "")  # the analysis itself; ptxas runs in the benchmark
    summary = fuzz(50, SEED)
    assert len(summary.outcomes) == 100
    details = [f"{o.sample}: {o.mutation}\n{o.detail}" for o in summary.tracebacks + summary.hangs]
    assert not details, "\n\n".join(details)
    # The mutants exercise both outcomes (a fuzzer whose mutants all parse, or all fail, tests little).
    assert summary.successes >= 10 and summary.input_errors >= 10
    assert summary.successes + summary.input_errors == 100


def test_mutations_are_seeded_and_change_the_text():
    import random

    text = "a\nb\nc\nd\n"
    first = [mutate(text, random.Random(7)) for _ in range(3)]
    assert first == [mutate(text, random.Random(7)) for _ in range(3)]
    rng = random.Random(1)
    kinds = set()
    for _ in range(200):
        mutant, description = mutate(text, rng)
        kinds.add(description.split()[0])
        assert description.startswith(("delete", "duplicate", "swap", "flip", "truncate"))
    assert kinds == set(MUTATIONS)
