#!/usr/bin/env bash
# Regenerates the C++ exception-handling corpus in testsuite/corpus/cxx/ from its sources:
#
#   NAME.cpp -> ll/NAME.{O0,O2}.ll          clang++-19 --target=x86_64-linux-gnu -S -emit-llvm
#                                           at -O0 and -O2 (nothing stripped)
#               expected/NAME.{out,status}  stdout and exit status of clang++-19 -O0's build
#
# A line `// gen-cxx-flags: FLAGS` in NAME.cpp adds FLAGS to clang++'s command lines (for
# example -std=c++14 for dynamic exception specifications; the default is clang's, C++17).
#
# NAME.gxx.cpp, where present, is a second translation unit of NAME compiled by g++ -O2
# (frames rllc did not compile); the program test links it the same way (`g++ NAME.o
# NAME.gxx.cpp -O2`). The .h files are headers shared by units or programs.
#
# Checks, each a failure of the script: every .ll is accepted by llvm-as-19; the -O2 build
# of the source, and clang++-19's builds of both generated .ll files, behave exactly like
# the -O0 build (stdout, status). Every build links its objects with g++ as the program
# test links rllc's.
# Runs have a 10 s limit and stdin /dev/null; a program that dies of SIGABRT (std::terminate)
# records status 134.
#
# Usage: gen-cxx.sh [-j N] [NAME...]   (names: only those programs; default: all)
# Env: CLANGXX (default clang++-19), LLVM_AS (default llvm-as-19), GXX (default g++).
set -euo pipefail

CLANGXX=${CLANGXX:-clang++-19}
LLVM_AS=${LLVM_AS:-llvm-as-19}
GXX=${GXX:-g++}
JOBS=2
if [ "${1:-}" = -j ]; then JOBS=$2; shift 2; fi
for tool in "$CLANGXX" "$LLVM_AS" "$GXX"; do
  command -v "$tool" >/dev/null 2>&1 || { echo "error: $tool not found" >&2; exit 1; }
done
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$here/../corpus/cxx"
mkdir -p ll expected
export CLANGXX LLVM_AS GXX LC_ALL=C

# Runs $1 (an executable) and writes its stdout to $1.out, its status to $1.status.
run() {
  set +e
  # (braces: the shell's "Aborted" report goes to /dev/null too)
  { timeout 10 "$1" >"$1.out" </dev/null; echo $? >"$1.status"; } 2>/dev/null
  set -e
}

# Links the objects given, and NAME.gxx.cpp if there is one, into $1 with g++.
link() {
  local exe=$1 name=$2; shift 2
  local extra=()
  [ -f "$name.gxx.cpp" ] && extra=("$name.gxx.cpp" -O2)
  "$GXX" "$@" "${extra[@]}" -o "$exe" -lm
}

# Same output and status as the reference run $1, else a FAIL line naming the run $3.
same() {
  if ! cmp -s "$1.out" "$2.out" || ! cmp -s "$1.status" "$2.status"; then
    echo "FAIL $name: $3 behaves differently from clang++ -O0 (status $(cat "$2.status"), expected $(cat "$1.status"))"
  fi
}

# Generates and checks everything of one program.
one() {
  local name=$1 tmpd lvl flags
  read -ra flags <<<"$(sed -n 's|^// gen-cxx-flags: ||p' "$name.cpp")"
  tmpd=$(mktemp -d)
  for lvl in O0 O2; do
    if ! "$CLANGXX" --target=x86_64-linux-gnu "${flags[@]}" -"$lvl" -w -fdebug-compilation-dir=. -S -emit-llvm "$name.cpp" -o "$tmpd/$lvl.ll" \
       || ! "$LLVM_AS" --disable-output "$tmpd/$lvl.ll"; then
      echo "FAIL $name: no $lvl IR"; rm -rf "$tmpd"; return
    fi
    "$CLANGXX" "${flags[@]}" -"$lvl" -w -c "$name.cpp" -o "$tmpd/src$lvl.o"
    "$CLANGXX" -w -c "$tmpd/$lvl.ll" -o "$tmpd/ll$lvl.o"
    link "$tmpd/src$lvl" "$name" "$tmpd/src$lvl.o"
    link "$tmpd/ll$lvl" "$name" "$tmpd/ll$lvl.o"
    run "$tmpd/src$lvl"
    run "$tmpd/ll$lvl"
  done
  same "$tmpd/srcO0" "$tmpd/srcO2" "clang++ -O2"
  same "$tmpd/srcO0" "$tmpd/llO0" "clang++ of ll/$name.O0.ll"
  same "$tmpd/srcO0" "$tmpd/llO2" "clang++ of ll/$name.O2.ll"
  [ "$(cat "$tmpd/srcO0.status")" != 124 ] || echo "FAIL $name: times out"
  cp "$tmpd/O0.ll" "ll/$name.O0.ll"
  cp "$tmpd/O2.ll" "ll/$name.O2.ll"
  cp "$tmpd/srcO0.out" "expected/$name.out"
  cp "$tmpd/srcO0.status" "expected/$name.status"
  rm -rf "$tmpd"
}
export -f run link same one

if [ $# -gt 0 ]; then
  names=("$@")
else
  rm -f ll/*.ll expected/*
  names=()
  for f in *.cpp; do
    [[ $f = *.gxx.cpp ]] || names+=("$(basename "$f" .cpp)")
  done
fi
log=$(mktemp)
printf '%s\n' "${names[@]}" | xargs -P "$JOBS" -I{} bash -c 'one {}' | tee "$log"
if grep -q '^FAIL' "$log"; then rm -f "$log"; echo "gen-cxx: FAILED" >&2; exit 1; fi
rm -f "$log"
echo "gen-cxx: ${#names[@]} programs"
