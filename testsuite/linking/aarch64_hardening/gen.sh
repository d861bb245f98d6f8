#!/bin/sh
# Regenerates the committed IR from the sources (clang-19 for aarch64-linux-gnu, -O0 and
# -O2): bti.c with -mbranch-protection=standard (freestanding: it runs with rt.S), pac.cpp
# with standard, with pac-ret+leaf+b-key and for Armv8.5 (retaa), probe.c with -fstack-clash-protection, and
# with -pg.
set -e
cd "$(dirname "$0")"
for o in O0 O2; do
  clang-19 --target=aarch64-linux-gnu -$o -ffreestanding -fno-builtin \
    -mbranch-protection=standard -S -emit-llvm bti.c -o bti.$o.ll
  clang++-19 --target=aarch64-linux-gnu -$o -mbranch-protection=standard \
    -S -emit-llvm pac.cpp -o pac.$o.ll
  clang++-19 --target=aarch64-linux-gnu -$o -mbranch-protection=pac-ret+leaf+b-key \
    -S -emit-llvm pac.cpp -o pac-bkey.$o.ll
  clang++-19 --target=aarch64-linux-gnu -$o -march=armv8.5-a -mbranch-protection=standard \
    -S -emit-llvm pac.cpp -o pac-v85.$o.ll
  clang-19 --target=aarch64-linux-gnu -$o -fstack-clash-protection \
    -S -emit-llvm probe.c -o probe.$o.ll
  clang-19 --target=aarch64-linux-gnu -$o -pg -S -emit-llvm probe.c -o pg.$o.ll
done
