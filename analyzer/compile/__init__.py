"""One configuration of a CUDA source to PTX: defines, prelude, stripped host lines, a content-hash
cache of compiled PTX and ptxas resource counts. Used by ``tune``, ``validate`` and the Kernel Tuner
strategy."""
