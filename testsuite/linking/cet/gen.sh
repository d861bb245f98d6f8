#!/bin/sh
# Regenerates the committed IR from the C source (clang-19 -fcf-protection=full, -O0 and -O2).
set -e
cd "$(dirname "$0")"
clang-19 -O0 -fcf-protection=full -S -emit-llvm cet.c -o cet.O0.ll
clang-19 -O2 -fcf-protection=full -S -emit-llvm cet.c -o cet.O2.ll
