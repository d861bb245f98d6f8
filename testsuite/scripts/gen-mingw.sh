#!/usr/bin/env bash
# Regenerates the Windows (MinGW) program corpus in testsuite/corpus/mingw/ from
# testsuite/corpus/programs/*.c:
#
#   ll/<name>.O0.ll                   clang-19 --target=x86_64-w64-mingw32 -S -emit-llvm
#                                     (the -O2 build is made too, to check that both agree)
#   expected/<name>.{out,status}      only where clang's own MinGW build, run under wine,
#                                     differs from the Linux expectation in
#                                     corpus/expected/ (32-bit long, printf of long
#                                     double, …); the test falls back to corpus/expected/.
#                                     Outputs are compared with "\r\n" read as "\n"
#                                     (msvcrt's text-mode stdout), as the test does.
#   SKIPPED.txt                       programs clang's MinGW build cannot build or run
#                                     (POSIX-only APIs), or whose -O0 and -O2 builds
#                                     disagree under wine
#
# Needs clang-19, llvm-as-19, x86_64-w64-mingw32-gcc (Debian: mingw-w64) and wine
# (Debian: wine64). Deterministic; rewrites only the files above.
#
# Usage: gen-mingw.sh [-j N] [NAME...]   (names: only those programs)
set -euo pipefail

CLANG=${CLANG:-clang-19}
LLVM_AS=${LLVM_AS:-llvm-as-19}
JOBS=2
if [ "${1:-}" = -j ]; then JOBS=$2; shift 2; fi
for tool in "$CLANG" "$LLVM_AS" x86_64-w64-mingw32-gcc wine; do
  command -v "$tool" >/dev/null 2>&1 || { echo "error: $tool not found" >&2; exit 1; }
done
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
corpus=$(cd "$here/../corpus" && pwd)
cd "$corpus"
mkdir -p mingw/ll mingw/expected
export CLANG LLVM_AS LC_ALL=C WINEDEBUG=-all
TARGET=--target=x86_64-w64-mingw32
export TARGET

one() {
  local name=$1 src=programs/$1.c tmpd
  tmpd=$(mktemp -d)
  rm -f "mingw/ll/$name".*.ll "mingw/expected/$name".*
  for lvl in O0 O2; do
    if ! "$CLANG" $TARGET -std=gnu11 -"$lvl" -w -fdebug-compilation-dir=. -S -emit-llvm "$src" -o "$tmpd/$lvl.ll" 2>/dev/null \
       || ! "$LLVM_AS" --disable-output "$tmpd/$lvl.ll"; then
      echo "SKIP $name: clang cannot compile it for MinGW"; rm -rf "$tmpd"; return
    fi
    if ! "$CLANG" $TARGET -c "$tmpd/$lvl.ll" -o "$tmpd/$lvl.o" 2>/dev/null \
       || ! x86_64-w64-mingw32-gcc "$tmpd/$lvl.o" -o "$tmpd/$lvl.exe" -Wl,--stack,8388608 2>/dev/null; then
      echo "SKIP $name: does not link with MinGW"; rm -rf "$tmpd"; return
    fi
    set +e
    timeout 60 wine "$tmpd/$lvl.exe" >"$tmpd/$lvl.raw" 2>/dev/null </dev/null
    echo $? >"$tmpd/$lvl.status"
    set -e
    tr -d '\r' <"$tmpd/$lvl.raw" >"$tmpd/$lvl.out"
  done
  if ! cmp -s "$tmpd/O0.out" "$tmpd/O2.out" || ! cmp -s "$tmpd/O0.status" "$tmpd/O2.status"; then
    echo "SKIP $name: -O0 and -O2 builds disagree under wine"; rm -rf "$tmpd"; return
  fi
  if [ "$(cat "$tmpd/O0.status")" = 124 ] || [ ! -s "$tmpd/O0.out" ]; then
    echo "SKIP $name: times out or prints nothing under wine"; rm -rf "$tmpd"; return
  fi
  cp "$tmpd/O0.ll" "mingw/ll/$name.O0.ll"
  if ! cmp -s "$tmpd/O0.out" "expected/$name.out" || ! cmp -s "$tmpd/O0.status" "expected/$name.status"; then
    cp "$tmpd/O0.out" "mingw/expected/$name.out"
    cp "$tmpd/O0.status" "mingw/expected/$name.status"
    echo "DIFF $name"
  fi
  rm -rf "$tmpd"
}
export -f one

if [ $# -gt 0 ]; then
  names=("$@")
else
  names=()
  for p in programs/*.c; do names+=("$(basename "$p" .c)"); done
fi
wineboot -i >/dev/null 2>&1 || true
printf '%s\n' "${names[@]}" | xargs -P "$JOBS" -I{} bash -c 'one {}' >mingw/.log.tmp
grep '^SKIP' mingw/.log.tmp | sed 's/^SKIP //' >mingw/.skipped.new || true
if [ $# -gt 0 ]; then
  # Keep other programs' lines.
  touch mingw/SKIPPED.txt
  for n in "${names[@]}"; do grep -v "^$n:" mingw/SKIPPED.txt >mingw/.s || true; mv mingw/.s mingw/SKIPPED.txt; done
  cat mingw/.skipped.new >>mingw/SKIPPED.txt
else
  mv mingw/.skipped.new mingw/SKIPPED.txt
fi
sort -o mingw/SKIPPED.txt mingw/SKIPPED.txt
rm -f mingw/.skipped.new
cat mingw/.log.tmp; rm -f mingw/.log.tmp
