#!/bin/sh
# Regenerates main.ll from main.c (clang-19, -O0); unit_a.ll and unit_b.ll are hand-written.
set -e
cd "$(dirname "$0")"
clang-19 -O0 -S -emit-llvm main.c -o main.ll
