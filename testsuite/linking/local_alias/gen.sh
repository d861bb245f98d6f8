#!/bin/sh
# Regenerates the committed IR from the C sources (clang-19, -O0).
set -e
cd "$(dirname "$0")"
clang-19 -O0 -S -emit-llvm -fPIC -fno-semantic-interposition lib.c -o lib.ll
clang-19 -O0 -S -emit-llvm main.c -o main.ll
