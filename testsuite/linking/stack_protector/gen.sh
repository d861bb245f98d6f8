#!/bin/sh
# Regenerates the committed IR from the C source (clang-19): -fstack-protector-strong at
# -O0 and -O2, -fstack-protector (ssp) at -O2, -fstack-protector-all (sspreq) at -O0.
set -e
cd "$(dirname "$0")"
clang-19 -O0 -fstack-protector-strong -S -emit-llvm smash.c -o strong.O0.ll
clang-19 -O2 -fstack-protector-strong -S -emit-llvm smash.c -o strong.O2.ll
clang-19 -O2 -fstack-protector -S -emit-llvm smash.c -o ssp.O2.ll
clang-19 -O0 -fstack-protector-all -S -emit-llvm smash.c -o all.O0.ll
# For MinGW (run-mingw.sh): -fstack-protector-strong at -O0 and -O2.
clang-19 --target=x86_64-w64-mingw32 -O0 -fstack-protector-strong -S -emit-llvm smash.c -o mingw.strong.O0.ll
clang-19 --target=x86_64-w64-mingw32 -O2 -fstack-protector-strong -S -emit-llvm smash.c -o mingw.strong.O2.ll
