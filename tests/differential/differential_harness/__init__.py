"""The PTX/LLVM IR differential check (``docs/reference/differential-check.md``): generated loop shapes
(``shapes``), their compilation (``compilers``, ``generate``), the files checked (``corpus``) and
the comparison (``compare``)."""
