"""Symbolic facts of a kernel's control flow: CFG, loops, values, predicates, exit tests, trip counts,
where a loaded value comes from."""
