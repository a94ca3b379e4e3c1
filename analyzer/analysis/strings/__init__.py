"""The instruction string of a kernel's warp that the makespan engine takes."""
