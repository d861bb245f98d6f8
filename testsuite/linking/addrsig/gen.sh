#!/bin/sh
# Regenerates the committed IR from the C sources (clang-19 -O2).
set -e
cd "$(dirname "$0")"
clang-19 -O2 -S -emit-llvm unit.c -o unit.ll
clang-19 -O2 -S -emit-llvm main.c -o main.ll
