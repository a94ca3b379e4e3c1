"""Ranking configurations without hardware: ``tune`` over launch shapes and compile-time tunables,
and the Kernel Tuner cache format both ways (``kt_cache``)."""
