#!/bin/sh
# Regenerates the committed IR from the C source (clang-19, -O0 and -O2).
set -e
cd "$(dirname "$0")"
clang-19 -O0 -S -emit-llvm frames.c -o frames.O0.ll
clang-19 -O2 -S -emit-llvm frames.c -o frames.O2.ll
