"""The CUDA toolchain behind one door: where the toolkit is (``cuda``: ``CUDA_HOME`` / ``CUDA_PATH``
or the ``nvcc`` on the PATH), ``ptxas`` resource counts (``ptxas``) and one configuration of a
CUDA source compiled to PTX with nvcc or clang (``compile``: defines, prelude, stripped host
lines, a content-hash cache). Imports nothing above the core."""
