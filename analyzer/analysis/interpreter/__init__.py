"""The concrete one-thread interpreter: instruction semantics, thread state, evaluation of
representative threads, refinement of the static counts, device-function calls."""
