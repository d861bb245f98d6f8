#!/bin/sh
# Regenerates the committed IR from zero.c (clang-19 for aarch64-linux-gnu, -O0 and -O2).
set -e
cd "$(dirname "$0")"
for o in O0 O2; do
  clang-19 --target=aarch64-linux-gnu -$o -S -emit-llvm zero.c -o zero.$o.ll
done
