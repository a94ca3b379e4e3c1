"""Mutation fuzzer over the shipped samples: delete, duplicate or swap lines, flip
characters, truncate; then run ``kerneltime inspect`` on the mutant.

Every run must end in success (exit 0) or one ``InputError`` line (exit 2, nothing on stdout);
a traceback (any other exception) or a run longer than ``HANG_SECONDS`` is a finding. The
mutant is written under its sample's file name next to copies of the sample's sidecar YAML and
CUDA source, so the parameter-name paths run too.

``fuzz(count, seed)`` is deterministic for a seed: the same mutants in the same order.
"""

from __future__ import annotations

import contextlib
import io
import random
import shutil
import signal
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HANG_SECONDS = 20
MUTATIONS = ("delete", "duplicate", "swap", "flip", "truncate")
_FLIP_CHARACTERS = "{}()[];:,.+-%$@!<>=|/*_ \t\n0123456789abcdefgxyzAFLSTU\"'#\\"


def sample_files() -> list[Path]:
    """Every sample kernel file (.ptx and .ll)."""
    return sorted(ROOT.glob("samples/*/*.ptx")) + sorted(ROOT.glob("samples/*/*.ll"))


def mutate(text: str, rng: random.Random) -> tuple[str, str]:
    """One random mutation of ``text``: (mutant, description)."""
    kind = rng.choice(MUTATIONS)
    lines = text.split("\n")
    if kind == "delete":
        index = rng.randrange(len(lines))
        description = f"delete line {index + 1}"
        del lines[index]
    elif kind == "duplicate":
        index = rng.randrange(len(lines))
        description = f"duplicate line {index + 1}"
        lines.insert(index, lines[index])
    elif kind == "swap":
        first, second = rng.randrange(len(lines)), rng.randrange(len(lines))
        description = f"swap lines {first + 1} and {second + 1}"
        lines[first], lines[second] = lines[second], lines[first]
    elif kind == "flip":
        characters = list(text)
        positions = [rng.randrange(len(characters)) for _ in range(rng.randint(1, 4))]
        for position in positions:
            characters[position] = rng.choice(_FLIP_CHARACTERS)
        return "".join(characters), f"flip characters at offsets {positions}"
    else:
        cut = rng.randrange(len(text))
        return text[:cut], f"truncate at offset {cut}"
    return "\n".join(lines), description


@dataclass(frozen=True)
class Outcome:
    """One mutant's run: the file, the mutation, exit status (None: traceback or hang), seconds,
    and the traceback or error line."""

    sample: str
    mutation: str
    status: int | None
    seconds: float
    detail: str = ""

    @property
    def traceback(self) -> bool:
        return self.status is None and not self.detail.startswith("hang")

    @property
    def hang(self) -> bool:
        return self.detail.startswith("hang")


@dataclass
class Summary:
    """Counts over a fuzzing run."""

    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def successes(self) -> int:
        return sum(outcome.status == 0 for outcome in self.outcomes)

    @property
    def input_errors(self) -> int:
        return sum(outcome.status == 2 for outcome in self.outcomes)

    @property
    def tracebacks(self) -> list[Outcome]:
        return [outcome for outcome in self.outcomes if outcome.traceback]

    @property
    def hangs(self) -> list[Outcome]:
        return [outcome for outcome in self.outcomes if outcome.hang]

    @property
    def slowest(self) -> float:
        return max((outcome.seconds for outcome in self.outcomes), default=0.0)


class _Hang(BaseException):
    pass


def _alarm(signum, frame):
    raise _Hang()


def run_inspect(path: Path, extra: tuple[str, ...] = ()) -> tuple[int | None, float, str]:
    """Run ``inspect PATH --json`` in this process under a HANG_SECONDS alarm: (exit status or
    None, seconds, traceback/error/hang text)."""
    from analyzer.cli.main import main

    stdout, stderr = io.StringIO(), io.StringIO()
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(HANG_SECONDS)
    start = time.perf_counter()
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            status = main(["inspect", str(path), "--json", *extra])
    except _Hang:
        return None, time.perf_counter() - start, f"hang: over {HANG_SECONDS} s"
    except BaseException:  # noqa: BLE001 - the point is to catch every escape
        return None, time.perf_counter() - start, traceback.format_exc()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    seconds = time.perf_counter() - start
    if status == 2:
        message = stderr.getvalue()
        if stdout.getvalue() or message.count("\n") != 1 or not message.startswith("kerneltime: error: "):
            return None, seconds, f"exit 2 without exactly one error line and empty stdout: {message!r}"
        return 2, seconds, message.strip()
    return status, seconds, ""


def fuzz(count: int, seed: int, extra: tuple[str, ...] = ("--grid", "8,2", "--block", "32,4")) -> Summary:
    """``count`` mutants of the samples (chosen and mutated with ``random.Random(seed)``), each
    inspected once without and once with a launch (``extra``)."""
    rng = random.Random(seed)
    files = sample_files()
    texts = {path: path.read_text(encoding="utf-8") for path in files}
    summary = Summary()
    with tempfile.TemporaryDirectory() as directory:
        for _ in range(count):
            sample = rng.choice(files)
            mutant, description = mutate(texts[sample], rng)
            folder = Path(directory) / sample.parent.name
            if folder.exists():
                shutil.rmtree(folder)
            folder.mkdir()
            for companion in list(sample.parent.glob("*.yaml")) + list(sample.parent.glob("*.cu")):
                shutil.copy(companion, folder / companion.name)
            target = folder / sample.name
            target.write_text(mutant, encoding="utf-8")
            for arguments in ((), extra):
                status, seconds, detail = run_inspect(target, arguments)
                summary.outcomes.append(Outcome(str(sample.relative_to(ROOT)), description + (" " + " ".join(arguments) if arguments else ""),
                                                status, seconds, detail))
    return summary
