"""Write and compile the generated loop shapes: ``python3 -m differential_harness.generate (from tests/differential) FOLDER
[--per-file N] [--tile T]`` writes ``shapes_XX.cu`` (``shapes.batch_sources``) into FOLDER and
compiles each with nvcc and clang-19 (``compilers.compile_pair``) beside it. The committed set
in ``tests/differential/shapes`` is made with the defaults."""

from __future__ import annotations

import argparse
from pathlib import Path

from differential_harness.compilers import compile_pair
from differential_harness.shapes import TILE, batch_sources, loop_shapes

#: Kernels per generated file (a file per compiler call keeps compiling fast).
PER_FILE = 50


def generate(folder: Path, per_file: int = PER_FILE, tile: int = TILE) -> list[Path]:
    """The CUDA files written into ``folder``, each compiled to ``.ptx`` and ``.ll`` beside it."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for number, text in enumerate(batch_sources(loop_shapes(), per_file)):
        source = folder / f"shapes_{number:02d}.cu"
        source.write_text(text)
        compile_pair(source, {"TILE": tile})
        written.append(source)
    return written


def main() -> None:
    """The command line of the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--per-file", type=int, default=PER_FILE)
    parser.add_argument("--tile", type=int, default=TILE)
    arguments = parser.parse_args()
    for source in generate(arguments.folder, arguments.per_file, arguments.tile):
        print(source)


if __name__ == "__main__":
    main()
