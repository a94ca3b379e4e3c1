"""The analysis: a kernel of the IR (``analyzer.ir``) to a ``KernelModel``, in steps, one
subpackage per step, each importing only the steps before it (``tests/test_import_graph.py``):

* ``facts/``: symbolic facts of the control flow: CFG, loops, values, predicates, exit tests,
  trip counts, where a loaded value comes from;
* ``quantities/``: per-thread quantities: instruction counts, coalescing, shared-memory banks,
  matrix fragments;
* ``latency_path/``: the latency path: dependence chains, the issue schedule, the latency;
* ``interpreter/``: the concrete one-thread interpreter: semantics, thread state, evaluation,
  representative threads, refinement, device-function calls;
* ``strings/``: the instruction string the makespan engine takes.

At the door: ``kernel_model.py`` and ``work.py`` (the records every step and the timing models
read) and ``build.py`` (``build_kernel_model``, the entry that runs the steps). Nothing is
imported here, so importing one step does not load the others.
"""
