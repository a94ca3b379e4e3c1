#!/usr/bin/env bash
# Regenerates the compiled forms of evalset.cu (our own kernels, so they are committed):
#   evalset.ptx          nvcc -arch=sm_90 -ptx -O3
#   evalset.unroll4.ptx  the same with -DUNROLL4 (#pragma unroll 4 on every runtime loop)
#   evalset.ll           clang-19 LLVM IR, sm_90, -O3
#   evalset.unroll4.ll   the same with -DUNROLL4
# clang needs empty stand-ins for three headers CUDA 13 dropped (see samples/regenerate.sh).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
NVCC="${NVCC:-nvcc}"; CLANG="${CLANG:-clang-19}"; CUDA_PATH="${CUDA_HOME:-${CUDA_PATH:-$(nvcc -dryrun -c -x cu /dev/null -o /dev/null 2>&1 | sed -n 's/^#\$ TOP=//p')}}"
shim="$(mktemp -d)"; trap 'rm -rf "$shim"' EXIT
for header in texture_fetch_functions.h texture_indirect_functions.h curand_mtgp32_kernel.h; do : > "$shim/$header"; done
clang_cuda=("$CLANG" -x cuda --cuda-device-only "--cuda-path=$CUDA_PATH" -Wno-unknown-cuda-version -I "$shim"
            --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm)
cd "$here"
"$NVCC" -arch=sm_90 -ptx -O3 evalset.cu -o evalset.ptx
"$NVCC" -arch=sm_90 -ptx -O3 -DUNROLL4 evalset.cu -o evalset.unroll4.ptx
"${clang_cuda[@]}" evalset.cu -o evalset.ll
"${clang_cuda[@]}" -DUNROLL4 evalset.cu -o evalset.unroll4.ll
