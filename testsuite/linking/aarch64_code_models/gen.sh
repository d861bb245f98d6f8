#!/bin/sh
# Regenerates the committed IR from models.c (clang-19 for aarch64-linux-gnu, -O0 and
# -O2): tiny code model (position independent), large (not, as clang requires).
set -e
cd "$(dirname "$0")"
for o in O0 O2; do
  clang-19 --target=aarch64-linux-gnu -$o -mcmodel=tiny -fstack-protector-strong \
    -S -emit-llvm models.c -o tiny.$o.ll
  clang-19 --target=aarch64-linux-gnu -$o -mcmodel=large -fno-pic -fstack-protector-strong \
    -S -emit-llvm models.c -o large.$o.ll
done
