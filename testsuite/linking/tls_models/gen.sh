#!/bin/sh
# Regenerates the committed IR from the C sources (clang-19, -O0).
set -e
cd "$(dirname "$0")"
C="clang-19 -O0 -S -emit-llvm -fno-discard-value-names"
$C -fPIC lib.c -o lib.gd.ll                               # shared-library code: GD, LD
$C -fPIC -ftls-model=local-dynamic lib.c -o lib.ld.ll     # LD for every variable
$C -fPIC -ftls-model=initial-exec lib.c -o lib.ie.ll     # IE for every variable
$C -ftls-model=local-exec lib.c -o lib.le.ll              # PIE: LE
$C main.c -o main.ll
