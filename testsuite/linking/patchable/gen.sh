#!/bin/sh
# Regenerates the committed IR from the C source (clang-19 -fpatchable-function-entry=4,1,
# -O0 and -O2).
set -e
cd "$(dirname "$0")"
clang-19 -O0 -fpatchable-function-entry=4,1 -S -emit-llvm patchable.c -o patchable.O0.ll
clang-19 -O2 -fpatchable-function-entry=4,1 -S -emit-llvm patchable.c -o patchable.O2.ll
# The same for AArch64 Linux (run-aarch64.sh), with -mbranch-protection=standard.
for o in O0 O2; do
  clang-19 --target=aarch64-linux-gnu -$o -fpatchable-function-entry=4,1 \
    -mbranch-protection=standard -S -emit-llvm patchable.c -o patchable.aarch64.$o.ll
done
