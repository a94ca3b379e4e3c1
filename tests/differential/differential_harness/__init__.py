"""The PTX/LLVM IR differential check (``docs/differential-check.md``): generated loop shapes
(``shapes``), their compilation (``compilers``, ``generate``), the files checked (``corpus``) and
the comparison (``compare``)."""
