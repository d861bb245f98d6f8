#!/bin/sh
# Regenerates the committed IR from the C source (clang-19 -mstackrealign, -O0 and -O2,
# for Linux with -fstack-clash-protection and for MinGW).
set -e
cd "$(dirname "$0")"
for o in O0 O2; do
  clang-19 -$o -mstackrealign -fstack-clash-protection -S -emit-llvm stackrealign.c \
    -o stackrealign.$o.ll
  clang-19 --target=x86_64-w64-mingw32 -$o -mstackrealign -S -emit-llvm stackrealign.c \
    -o stackrealign_mingw.$o.ll
done
