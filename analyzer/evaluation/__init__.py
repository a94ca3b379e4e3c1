"""Predicted against measured: the validation-case format (``case.yaml`` + ``measured.csv``), one
metrics module, ``compare``, ``accuracy``, the ``validate`` runner, launch floors, counters and
plots."""
