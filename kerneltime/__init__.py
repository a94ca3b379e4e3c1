"""KernelTime's public import name for integrations (``kerneltime.kernel_tuner``); the
implementation lives in the ``analyzer`` package."""
