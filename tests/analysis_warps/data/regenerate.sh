#!/usr/bin/env bash
# Regenerates the compiled forms of warpwork.cu (our own kernels, so they are committed):
#   warpwork.ptx   nvcc -arch=sm_90 -ptx -O3
#   warpwork.ll    clang-19 LLVM IR, sm_90, -O3
# clang needs empty stand-ins for three headers CUDA 13 dropped (see samples/regenerate.sh).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
NVCC="${NVCC:-nvcc}"; CLANG="${CLANG:-clang-19}"; CUDA_PATH="${CUDA_HOME:-${CUDA_PATH:-$(nvcc -dryrun -c -x cu /dev/null -o /dev/null 2>&1 | sed -n 's/^#\$ TOP=//p')}}"
shim="$(mktemp -d)"; trap 'rm -rf "$shim"' EXIT
for header in texture_fetch_functions.h texture_indirect_functions.h curand_mtgp32_kernel.h; do : > "$shim/$header"; done
cd "$here"
"$NVCC" -arch=sm_90 -ptx -O3 warpwork.cu -o warpwork.ptx
"$CLANG" -x cuda --cuda-device-only "--cuda-path=$CUDA_PATH" -Wno-unknown-cuda-version -I "$shim" \
    --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm warpwork.cu -o warpwork.ll
