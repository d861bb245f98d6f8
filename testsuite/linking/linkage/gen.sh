#!/bin/sh
# Regenerates the committed IR from the C sources (clang-19, -O0).
set -e
cd "$(dirname "$0")"
C="clang-19 -O0 -S -emit-llvm"
$C -fcommon lib.c -o lib.ll
$C -fcommon -fPIC lib.c -o lib.pic.ll
$C override.c -o override.ll
$C main.c -o main.ll
