"""Per-thread quantities: instruction counts, coalescing of global accesses, shared-memory banks,
matrix fragments."""
