#!/usr/bin/env bash
# Regenerates the AArch64 Linux program corpus in testsuite/corpus/aarch64/ from
# testsuite/corpus/{programs,apps,src}:
#
#   ll/<name>.{O0,O2}.ll              clang-19 --target=aarch64-linux-gnu -S -emit-llvm at
#                                     -O0 and -O2, for every program and app driver
#                                     (app_<app>) and every library file (<lib>_<file>,
#                                     built as gen-corpus.sh builds it); files over 4 MB
#                                     are left out and listed in ll/SKIPPED.txt (the test
#                                     then takes that file's -O2 IR, as on x86-64)
#   expected/<name>.{out,status}      only where clang's own build, run under qemu,
#                                     differs from the x86-64 Linux expectation in
#                                     corpus/expected/ (unsigned char, long double, fused
#                                     llvm.fmuladd, …); the test falls back to
#                                     corpus/expected/
#   SKIPPED.txt                       programs clang's AArch64 build cannot build or run,
#                                     or whose -O0 and -O2 builds disagree
#
# Each .ll is built by `clang-19 --target=aarch64-linux-gnu -O0/-O2 -c` (the level it was
# made at, as `clang -O2 prog.c` would: LLVM's AArch64 code generator itself changes the
# result of some programs at -O2, which are then skipped), linked statically by
# aarch64-linux-gnu-gcc (-static: no dynamic loader to emulate, so a run under qemu is
# about twice as fast; the program test links the same way) and run with
# `qemu-aarch64 -L /usr/aarch64-linux-gnu` (60 s limit, stdin /dev/null).
#
# Needs clang-19, llvm-as-19, aarch64-linux-gnu-gcc and the arm64 glibc (Debian:
# gcc-aarch64-linux-gnu libc6-dev-arm64-cross) and qemu-aarch64 (Debian: qemu-user).
# Deterministic; rewrites only the files above.
#
# Usage: gen-aarch64.sh [-j N] [NAME...]   (names: only those programs or app_<app>
#                                          drivers, which use the committed library IR)
set -euo pipefail

CLANG=${CLANG:-clang-19}
LLVM_AS=${LLVM_AS:-llvm-as-19}
JOBS=2
if [ "${1:-}" = -j ]; then JOBS=$2; shift 2; fi
for tool in "$CLANG" "$LLVM_AS" aarch64-linux-gnu-gcc qemu-aarch64; do
  command -v "$tool" >/dev/null 2>&1 || { echo "error: $tool not found" >&2; exit 1; }
done
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
corpus=$(cd "$here/../corpus" && pwd)
cd "$corpus"
mkdir -p aarch64/ll aarch64/expected
MAX_LL_BYTES=$((4 * 1024 * 1024))
TARGET=--target=aarch64-linux-gnu
export CLANG LLVM_AS LC_ALL=C MAX_LL_BYTES TARGET

# As gen-corpus.sh: per-library flags, sources, and the library of each app.
lib_flags() {
  case "$1" in
    zlib)  echo "-Isrc/zlib -DSTDC -D_LARGEFILE64_SOURCE -DZ_HAVE_UNISTD_H" ;;
    bzip2) echo "-Isrc/bzip2 -D_FILE_OFFSET_BITS=64" ;;
    lua)   echo "-Isrc/lua -DLUA_COMPAT_5_3 -DLUA_USE_LINUX" ;;
    zstd)  echo "-Isrc/zstd/lib -Isrc/zstd/lib/common -DZSTD_DISABLE_ASM -DZSTD_LEGACY_SUPPORT=0 -DXXH_PRIVATE_API -DZSTD_LIB_DEPRECATED=0 -DZSTD_EXCLUDE_BTOPT_BLOCK_COMPRESSOR -DZSTD_EXCLUDE_BTULTRA_BLOCK_COMPRESSOR" ;;
  esac
}
lib_sources() {
  case "$1" in
    zstd) find src/zstd/lib -name '*.c' | sort ;;
    *)    find "src/$1" -maxdepth 1 -name '*.c' | sort ;;
  esac
}
app_lib() {
  case "$1" in
    app_zlib_roundtrip) echo zlib ;; app_bzip2_roundtrip) echo bzip2 ;;
    app_lua_script) echo lua ;; app_zstd_roundtrip) echo zstd ;;
  esac
}
export -f lib_flags lib_sources app_lib

# IR of one library file: lib_ir <lib> <source>.
lib_ir() {
  local lib=$1 src=$2 name lvl tmp size
  name=${lib}_$(basename "$src" .c)
  for lvl in O0 O2; do
    tmp=aarch64/ll/.$name.$lvl.ll.tmp
    # shellcheck disable=SC2046
    if ! "$CLANG" $TARGET -"$lvl" -w -fdebug-compilation-dir=. -S -emit-llvm $(lib_flags "$lib") "$src" -o "$tmp" \
       || ! "$LLVM_AS" --disable-output "$tmp"; then
      echo "FAIL $name.$lvl.ll"; rm -f "$tmp"; continue
    fi
    size=$(stat -c %s "$tmp")
    if [ "$size" -gt "$MAX_LL_BYTES" ]; then
      echo "SKIP ll/$name.$lvl.ll $size"; rm -f "$tmp"
    else
      mv "$tmp" "aarch64/ll/$name.$lvl.ll"
    fi
  done
}
export -f lib_ir

# Builds, runs and records one program or app driver.
one() {
  local name=$1 src=programs/$1.c flags=() lib="" tmpd lvl u units
  tmpd=$(mktemp -d)
  if [[ $name = app_* ]]; then
    lib=$(app_lib "$name")
    src=apps/${name#app_}/main.c
    read -ra flags <<<"$(lib_flags "$lib")"
  fi
  rm -f "aarch64/ll/$name".*.ll "aarch64/expected/$name".*
  for lvl in O0 O2; do
    if ! "$CLANG" $TARGET -std=gnu11 -"$lvl" -w -fdebug-compilation-dir=. -S -emit-llvm "${flags[@]}" "$src" -o "$tmpd/$lvl.ll" 2>/dev/null \
       || ! "$LLVM_AS" --disable-output "$tmpd/$lvl.ll"; then
      echo "SKIP $name: clang cannot compile it for AArch64"; rm -rf "$tmpd"; return
    fi
    units=("$tmpd/$lvl.ll")
    if [ -n "$lib" ]; then
      for u in $(lib_sources "$lib"); do
        u=aarch64/ll/${lib}_$(basename "$u" .c)
        if [ -f "$u.$lvl.ll" ]; then units+=("$u.$lvl.ll"); else units+=("$u.O2.ll"); fi
      done
    fi
    mkdir -p "$tmpd/$lvl"
    for u in "${units[@]}"; do
      if ! "$CLANG" $TARGET -"$lvl" -c "$u" -o "$tmpd/$lvl/$(basename "$u" .ll).o" 2>/dev/null; then
        echo "SKIP $name: clang cannot build $(basename "$u") for AArch64"; rm -rf "$tmpd"; return
      fi
    done
    if ! aarch64-linux-gnu-gcc -static "$tmpd/$lvl"/*.o -o "$tmpd/$lvl.exe" -lm -ldl 2>/dev/null; then
      echo "SKIP $name: does not link for AArch64"; rm -rf "$tmpd"; return
    fi
    set +e
    timeout 60 qemu-aarch64 -L /usr/aarch64-linux-gnu "$tmpd/$lvl.exe" >"$tmpd/$lvl.out" 2>/dev/null </dev/null
    echo $? >"$tmpd/$lvl.status"
    set -e
  done
  if ! cmp -s "$tmpd/O0.out" "$tmpd/O2.out" || ! cmp -s "$tmpd/O0.status" "$tmpd/O2.status"; then
    echo "SKIP $name: -O0 and -O2 builds disagree under qemu"; rm -rf "$tmpd"; return
  fi
  if [ "$(cat "$tmpd/O0.status")" = 124 ] || [ ! -s "$tmpd/O0.out" ]; then
    echo "SKIP $name: times out or prints nothing under qemu"; rm -rf "$tmpd"; return
  fi
  cp "$tmpd/O0.ll" "aarch64/ll/$name.O0.ll"
  cp "$tmpd/O2.ll" "aarch64/ll/$name.O2.ll"
  if ! cmp -s "$tmpd/O0.out" "expected/$name.out" || ! cmp -s "$tmpd/O0.status" "expected/$name.status"; then
    cp "$tmpd/O0.out" "aarch64/expected/$name.out"
    cp "$tmpd/O0.status" "aarch64/expected/$name.status"
    echo "DIFF $name"
  fi
  rm -rf "$tmpd"
}
export -f one

if [ $# -gt 0 ]; then
  names=("$@")
else
  # Library IR first: the app drivers link it.
  rm -f aarch64/ll/*.ll aarch64/ll/SKIPPED.txt aarch64/expected/*
  for lib in zlib bzip2 lua zstd; do
    lib_sources "$lib" | sed "s/^/$lib /"
  done | xargs -P "$JOBS" -L 1 bash -c 'lib_ir "$@"' _ >aarch64/.libs.log
  if grep '^FAIL' aarch64/.libs.log >&2; then echo "error: library IR" >&2; exit 1; fi
  sort aarch64/.libs.log >aarch64/ll/SKIPPED.txt; rm aarch64/.libs.log
  [ -s aarch64/ll/SKIPPED.txt ] || rm -f aarch64/ll/SKIPPED.txt
  names=()
  for p in programs/*.c; do names+=("$(basename "$p" .c)"); done
  for a in apps/*/main.c; do a=${a%/main.c}; names+=("app_${a#apps/}"); done
fi
printf '%s\n' "${names[@]}" | xargs -P "$JOBS" -I{} bash -c 'one {}' >aarch64/.log.tmp
grep '^SKIP' aarch64/.log.tmp | sed 's/^SKIP //' >aarch64/.skipped.new || true
if [ $# -gt 0 ]; then
  # Keep other programs' lines.
  touch aarch64/SKIPPED.txt
  for n in "${names[@]}"; do grep -v "^$n:" aarch64/SKIPPED.txt >aarch64/.s || true; mv aarch64/.s aarch64/SKIPPED.txt; done
  cat aarch64/.skipped.new >>aarch64/SKIPPED.txt
else
  mv aarch64/.skipped.new aarch64/SKIPPED.txt
fi
sort -o aarch64/SKIPPED.txt aarch64/SKIPPED.txt
rm -f aarch64/.skipped.new
cat aarch64/.log.tmp; rm -f aarch64/.log.tmp
