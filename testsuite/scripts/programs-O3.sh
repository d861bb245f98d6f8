#!/usr/bin/env bash
# The corpus's own programs (testsuite/corpus/programs/*.c) compiled by clang-19 at -O3 to
# IR, then through rllc and run like run-programs.sh runs the committed IR. The -O3 IR is
# made on the fly in a scratch corpus (not committed: -O2 IR is, and -O3 differs from it
# only in more unrolling, vectorisation and inlining). Needs clang-19.
#
# Usage: programs-O3.sh [run-programs.sh options, e.g. --rllc CMD, -j N]
# Exit status: that of run-programs.sh.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
CLANG=${CLANG:-clang-19}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/ll"
cp -r "$root/testsuite/corpus/expected" "$scratch/"
cp "$root/testsuite/corpus/unsupported-O2.txt" "$scratch/unsupported.txt"
names=()
for src in "$root"/testsuite/corpus/programs/*.c; do
  n=$(basename "$src" .c)
  [ -f "$scratch/expected/$n.out" ] || continue
  echo "$src"
  names+=("$n")
done | xargs -P "$(nproc)" -I{} sh -c \
  'n=$(basename {} .c); '"$CLANG"' --target=x86_64-linux-gnu -std=gnu11 -O3 -w -S -emit-llvm {} -o '"$scratch"'/ll/$n.O3.ll || echo "FAIL clang $n"'
CORPUS="$scratch" "$here/run-programs.sh" --opt O3 "$@" \
  $(cd "$scratch/ll" && ls *.O3.ll | sed 's/\.O3\.ll$//')
