#!/bin/sh
# Regenerates the committed IR from the C source (clang-19 -mretpoline, -O0 and -O2).
set -e
cd "$(dirname "$0")"
clang-19 -O0 -mretpoline -S -emit-llvm retpoline.c -o retpoline.O0.ll
clang-19 -O2 -mretpoline -S -emit-llvm retpoline.c -o retpoline.O2.ll
