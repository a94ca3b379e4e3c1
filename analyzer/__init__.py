"""KernelTime: static timing prediction and worst-case makespan analysis of CUDA kernels."""

__version__ = "0.1.0"
