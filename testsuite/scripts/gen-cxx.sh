#!/usr/bin/env bash
# Regenerates a C++ exception-handling corpus from the sources in testsuite/corpus/cxx/:
#
#   NAME.cpp -> ll/NAME.{O0,O2}.ll          clang++-19 --target=TRIPLE -S -emit-llvm
#                                           at -O0 and -O2 (nothing stripped)
#               expected/NAME.{out,status}  stdout and exit status of clang++-19 -O0's build
#
# into testsuite/corpus/cxx/ (x86-64 Linux, the default), testsuite/corpus/cxx-mingw/
# (--target mingw: x86_64-w64-mingw32, libstdc++ of x86_64-w64-mingw32-g++-posix, run under
# wine, stdout read with "\r\n" as "\n") or testsuite/corpus/cxx-aarch64/ (--target
# aarch64: aarch64-linux-gnu, run under qemu-aarch64). Builds for wine and qemu are linked
# with -static, as the program tests link them.
#
# A line `// gen-cxx-flags: FLAGS` in NAME.cpp adds FLAGS to clang++'s command lines (for
# example -std=c++14 for dynamic exception specifications; the default is clang's, C++17).
#
# NAME.gxx.cpp, where present, is a second translation unit of NAME compiled by the
# target's g++ at -O2 (frames rllc did not compile); the program test links it the same way
# (`g++ NAME.o NAME.gxx.cpp -O2`). The .h files are headers shared by units or programs.
#
# Checks, each a failure of the script: every .ll is accepted by llvm-as-19; the -O2 build
# of the source, and clang++-19's builds of both generated .ll files, behave exactly like
# the -O0 build (stdout, status). Every build links its objects with the target's g++ as
# the program test links rllc's.
# Programs listed in the target directory's SKIPPED.txt (`NAME  # why`, written by hand)
# are left out: what clang's or g++'s build for that target cannot do.
# Runs have a time limit (10 s natively, 60 s under wine or qemu) and stdin /dev/null; a
# program that ends in std::terminate records status 134 on Linux (SIGABRT), 3 on Windows.
#
# Usage: gen-cxx.sh [--target mingw|aarch64] [-j N] [NAME...]   (names: only those programs)
# Env: CLANGXX (default clang++-19), LLVM_AS (default llvm-as-19), GXX (default: the
#      target's g++).
set -euo pipefail

TARGET=linux
JOBS=2
while [ $# -gt 0 ]; do
  case "$1" in
    --target) TARGET=$2; shift 2 ;;
    -j) JOBS=$2; shift 2 ;;
    *) break ;;
  esac
done
# Per target: the triple, extra clang++ flags, g++, link flags, the runner, the suffix of
# executables, the corpus directory (relative to corpus/cxx) and the time limit of a run.
EXE=""
case "$TARGET" in
  linux)
    TRIPLE=x86_64-linux-gnu; TFLAGS=""; GXX=${GXX:-g++}; LDFLAGS="-lm"; RUNNER=""; OUT=.; LIMIT=10 ;;
  mingw)
    # clang does not find MinGW's libstdc++ headers by itself: g++-posix's search path.
    inc=/usr/lib/gcc/x86_64-w64-mingw32/12-posix/include/c++
    TRIPLE=x86_64-w64-mingw32
    TFLAGS="-nostdinc++ -isystem $inc -isystem $inc/x86_64-w64-mingw32 -isystem $inc/backward"
    GXX=${GXX:-x86_64-w64-mingw32-g++-posix}; LDFLAGS="-static"; RUNNER=wine; EXE=.exe; OUT=../cxx-mingw; LIMIT=60 ;;
  aarch64)
    TRIPLE=aarch64-linux-gnu; TFLAGS=""; GXX=${GXX:-aarch64-linux-gnu-g++}; LDFLAGS="-static -lm"
    RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"; OUT=../cxx-aarch64; LIMIT=60 ;;
  *) echo "usage: gen-cxx.sh [--target mingw|aarch64] [-j N] [NAME...]" >&2; exit 2 ;;
esac
CLANGXX=${CLANGXX:-clang++-19}
LLVM_AS=${LLVM_AS:-llvm-as-19}
for tool in "$CLANGXX" "$LLVM_AS" "$GXX" ${RUNNER%% *}; do
  command -v "$tool" >/dev/null 2>&1 || { echo "error: $tool not found" >&2; exit 1; }
done
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$here/../corpus/cxx"
mkdir -p "$OUT/ll" "$OUT/expected"
export CLANGXX LLVM_AS GXX TRIPLE TFLAGS LDFLAGS RUNNER EXE OUT LIMIT LC_ALL=C WINEDEBUG=-all

# Runs $1 (an executable) and writes its stdout to $1.out, its status to $1.status.
run() {
  set +e
  # (braces: the shell's "Aborted" report goes to /dev/null too)
  # shellcheck disable=SC2086
  { timeout "$LIMIT" $RUNNER "$1" </dev/null | tr -d '\r' >"$1.out"; echo "${PIPESTATUS[0]}" >"$1.status"; } 2>/dev/null
  set -e
}

# Links the objects given, and NAME.gxx.cpp if there is one, into $1 with g++.
link() {
  local exe=$1 name=$2; shift 2
  local extra=()
  [ -f "$name.gxx.cpp" ] && extra=("$name.gxx.cpp" -O2)
  # (MinGW's ld warns that clang's comdat copies of libstdc++'s type names differ in size)
  # shellcheck disable=SC2086
  "$GXX" "$@" "${extra[@]}" -o "$exe" $LDFLAGS 2> >(grep -v 'duplicate section .* has different size' >&2)
}

# Same output and status as the reference run $1, else a FAIL line naming the run $3.
same() {
  if ! cmp -s "$1.out" "$2.out" || ! cmp -s "$1.status" "$2.status"; then
    echo "FAIL $name: $3 behaves differently from clang++ -O0 (status $(cat "$2.status"), expected $(cat "$1.status"))"
  fi
}

# Generates and checks everything of one program.
one() {
  local name=$1 tmpd lvl flags tflags
  read -ra flags <<<"$(sed -n 's|^// gen-cxx-flags: ||p' "$name.cpp")"
  read -ra tflags <<<"$TFLAGS"
  flags=(--target="$TRIPLE" "${tflags[@]}" "${flags[@]}")
  tmpd=$(mktemp -d)
  for lvl in O0 O2; do
    if ! "$CLANGXX" "${flags[@]}" -"$lvl" -w -fdebug-compilation-dir=. -S -emit-llvm "$name.cpp" -o "$tmpd/$lvl.ll" \
       || ! "$LLVM_AS" --disable-output "$tmpd/$lvl.ll"; then
      echo "FAIL $name: no $lvl IR"; rm -rf "$tmpd"; return
    fi
    "$CLANGXX" "${flags[@]}" -"$lvl" -w -c "$name.cpp" -o "$tmpd/src$lvl.o"
    "$CLANGXX" --target="$TRIPLE" -w -c "$tmpd/$lvl.ll" -o "$tmpd/ll$lvl.o"
    if ! link "$tmpd/src$lvl$EXE" "$name" "$tmpd/src$lvl.o" || ! link "$tmpd/ll$lvl$EXE" "$name" "$tmpd/ll$lvl.o"; then
      echo "FAIL $name: link ($lvl)"; rm -rf "$tmpd"; return
    fi
    run "$tmpd/src$lvl$EXE"
    run "$tmpd/ll$lvl$EXE"
  done
  local ref=$tmpd/srcO0$EXE
  same "$ref" "$tmpd/srcO2$EXE" "clang++ -O2"
  same "$ref" "$tmpd/llO0$EXE" "clang++ of ll/$name.O0.ll"
  same "$ref" "$tmpd/llO2$EXE" "clang++ of ll/$name.O2.ll"
  [ "$(cat "$ref.status")" != 124 ] || echo "FAIL $name: times out"
  [ -s "$ref.out" ] || echo "FAIL $name: prints nothing (status $(cat "$ref.status"))"
  cp "$tmpd/O0.ll" "$OUT/ll/$name.O0.ll"
  cp "$tmpd/O2.ll" "$OUT/ll/$name.O2.ll"
  cp "$ref.out" "$OUT/expected/$name.out"
  cp "$ref.status" "$OUT/expected/$name.status"
  rm -rf "$tmpd"
}
export -f run link same one

if [ $# -gt 0 ]; then
  names=("$@")
else
  rm -f "$OUT"/ll/*.ll "$OUT"/expected/*
  names=()
  for f in *.cpp; do
    name=$(basename "$f" .cpp)
    [[ $f = *.gxx.cpp ]] || grep -q "^$name\b" "$OUT/SKIPPED.txt" 2>/dev/null || names+=("$name")
  done
fi
[ "$TARGET" != mingw ] || wineboot -i >/dev/null 2>&1 || true
log=$(mktemp)
printf '%s\n' "${names[@]}" | xargs -P "$JOBS" -I{} bash -c 'one {}' | tee "$log"
if grep -q '^FAIL' "$log"; then rm -f "$log"; echo "gen-cxx: FAILED" >&2; exit 1; fi
rm -f "$log"
echo "gen-cxx ($TARGET): ${#names[@]} programs"
