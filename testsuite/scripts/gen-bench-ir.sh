#!/usr/bin/env bash
# Builds large single-module LLVM IR files for benchmarking rllc into testsuite/bench-ir/
# (not committed; see bench-ir/.gitignore):
#
#   bench-ir/all.{O0,O2,O2g}.ll   zlib + bzip2 + Lua 5.4 (core+libs) + zstd + the app
#                                 drivers + a dispatcher main, merged with llvm-link-19 -S
#   bench-ir/lua.{O0,O2,O2g}.ll   Lua 5.4 core+libs + the lua_script driver
#   bench-ir/zstd.{O0,O2,O2g}.ll  zstd (compress+decompress) + the zstd_roundtrip driver
#   bench-ir/libs.{O0,O2,O2g}.ll  zlib + bzip2 + Lua + their drivers (all but zstd)
#
# Each translation unit is compiled with the same flags as scripts/gen-corpus.sh
# (clang-19 --target=x86_64-linux-gnu -S -emit-llvm at -O0 / -O2 / -O2 -g), merged,
# checked with llvm-as-19, and the merged all.*.ll modules are compiled with clang-19
# and run (`bench_all <app>`) to check that their output matches
# corpus/expected/app_<app>.out. The merged modules are runnable programs:
#   clang-19 bench-ir/all.O2.ll -lm -ldl -o bench_all && ./bench_all lua bench
#
# With --target aarch64 the same modules are built for AArch64 Linux
# (clang-19 --target=aarch64-linux-gnu, -O0 and -O2 only: no O2g) into
# testsuite/bench-ir/aarch64/ (also not committed: bench-ir/.gitignore covers it), and the
# check builds all.*.ll with clang-19, links it with `aarch64-linux-gnu-gcc -static` and runs
# the default (small) workloads under `qemu-aarch64 -L /usr/aarch64-linux-gnu`; no timing.
# These are the inputs of `bench-codegen.py --target aarch64`.
#
# Usage: gen-bench-ir.sh [--no-run] [--target x86_64|aarch64]
set -euo pipefail
CLANG=${CLANG:-clang-19}; LLVM_LINK=${LLVM_LINK:-llvm-link-19}; LLVM_AS=${LLVM_AS:-llvm-as-19}
for tool in "$CLANG" "$LLVM_LINK" "$LLVM_AS"; do
  command -v "$tool" >/dev/null 2>&1 || { echo "error: $tool not found (install clang-19 and llvm-19)" >&2; exit 1; }
done
RUN=1; ARCH=x86_64
while [ $# -gt 0 ]; do
  case "$1" in
    --no-run) RUN=0; shift ;;
    --target) ARCH=$2; shift 2 ;;
    *) echo "usage: gen-bench-ir.sh [--no-run] [--target x86_64|aarch64]" >&2; exit 64 ;;
  esac
done
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
corpus=$(cd "$here/../corpus" && pwd)
out=$(cd "$here/.." && pwd)/bench-ir
mkdir -p "$out"
printf '*\n!.gitignore\n' >"$out/.gitignore"
case "$ARCH" in
  x86_64) LEVELS="O0 O2 O2g" ;;
  aarch64)
    LEVELS="O0 O2"; out=$out/aarch64; mkdir -p "$out"
    if [ "$RUN" = 1 ]; then
      for tool in aarch64-linux-gnu-gcc qemu-aarch64; do
        command -v "$tool" >/dev/null 2>&1 || { echo "error: $tool not found (gcc-aarch64-linux-gnu, qemu-user; or --no-run)" >&2; exit 1; }
      done
    fi ;;
  *) echo "error: --target must be x86_64 or aarch64" >&2; exit 64 ;;
esac
cd "$corpus"
export LC_ALL=C
TARGET=--target=$ARCH-linux-gnu
JOBS=$(nproc 2>/dev/null || echo 2)

# keep these in sync with scripts/gen-corpus.sh
ZLIB="-Isrc/zlib -DSTDC -D_LARGEFILE64_SOURCE -DZ_HAVE_UNISTD_H"
BZIP2="-Isrc/bzip2 -D_FILE_OFFSET_BITS=64"
LUA="-Isrc/lua -DLUA_COMPAT_5_3 -DLUA_USE_LINUX"
ZSTD="-Isrc/zstd/lib -Isrc/zstd/lib/common -DZSTD_DISABLE_ASM -DZSTD_LEGACY_SUPPORT=0 -DXXH_PRIVATE_API -DZSTD_LIB_DEPRECATED=0 -DZSTD_EXCLUDE_BTOPT_BLOCK_COMPRESSOR -DZSTD_EXCLUDE_BTULTRA_BLOCK_COMPRESSOR"

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
jobs="$tmp/jobs"; : >"$jobs"
add() { # <group> <outname> <src> <flags...>
  local g=$1 n=$2 s=$3; shift 3; printf '%s %s %s %s\n' "$g" "$n" "$s" "$*" >>"$jobs"; }
for f in $(find src/zlib -maxdepth 1 -name '*.c' | sort); do add zlib "zlib_$(basename "$f" .c)" "$f" $ZLIB; done
for f in $(find src/bzip2 -maxdepth 1 -name '*.c' | sort); do add bzip2 "bzip2_$(basename "$f" .c)" "$f" $BZIP2; done
for f in $(find src/lua -maxdepth 1 -name '*.c' | sort); do add lua "lua_$(basename "$f" .c)" "$f" $LUA; done
for f in $(find src/zstd/lib -name '*.c' | sort); do add zstd "zstd_$(basename "$f" .c)" "$f" $ZSTD; done
add app app_zlib apps/zlib_roundtrip/main.c -std=gnu11 -Dmain=app_zlib_roundtrip_main $ZLIB
add app app_bzip2 apps/bzip2_roundtrip/main.c -std=gnu11 -Dmain=app_bzip2_roundtrip_main $BZIP2
add app app_lua apps/lua_script/main.c -std=gnu11 -Dmain=app_lua_script_main $LUA
add app app_zstd apps/zstd_roundtrip/main.c -std=gnu11 -Dmain=app_zstd_roundtrip_main $ZSTD
add app app_driver apps/bench_driver.c -std=gnu11

compile_one() { # <tmpdir> <group> <name> <src> <flags...>
  local d=$1 g=$2 n=$3 s=$4 lvl; shift 4
  for lvl in $LEVELS; do
    case "$lvl" in
      O0) "$CLANG" $TARGET -O0 -w -fdebug-compilation-dir=. -S -emit-llvm "$@" "$s" -o "$d/O0/$n.ll" ;;
      O2) "$CLANG" $TARGET -O2 -w -fdebug-compilation-dir=. -S -emit-llvm "$@" "$s" -o "$d/O2/$n.ll" ;;
      O2g) "$CLANG" $TARGET -O2 -g -w -fdebug-compilation-dir=. -S -emit-llvm "$@" "$s" -o "$d/O2g/$n.ll" ;;
    esac
  done
}
export -f compile_one; export CLANG TARGET LEVELS
mkdir -p "$tmp/O0" "$tmp/O2" "$tmp/O2g"
echo "compiling $(wc -l <"$jobs") translation units at $LEVELS ($ARCH) ..."
xargs -P "$JOBS" -L 1 bash -c 'compile_one "$0" "$@"' "$tmp" <"$jobs"

link_group() { # <outname> <groups...>
  local name=$1; shift
  local lvl
  for lvl in $LEVELS; do
    local files=()
    while read -r g n _; do
      local keep=0 want
      for want in "$@"; do
        [ "$g" = "$want" ] && keep=1
        [ "$g" = app ] && [ "$n" = "app_$want" ] && keep=1
        [ "$n" = app_driver ] && [ "$want" = all ] && keep=1
      done
      if [ "$keep" = 1 ]; then files+=("$tmp/$lvl/$n.ll"); fi
    done <"$jobs"
    "$LLVM_LINK" -S "${files[@]}" -o "$out/$name.$lvl.ll"
    "$LLVM_AS" --disable-output "$out/$name.$lvl.ll"
  done
}
echo "linking ..."
link_group all zlib bzip2 lua zstd all
link_group lua lua
link_group zstd zstd
link_group libs zlib bzip2 lua

if [ "$RUN" = 1 ]; then
  echo "checking that the merged modules run correctly ..."
  for lvl in O0 O2; do
    if [ "$ARCH" = aarch64 ]; then
      "$CLANG" $TARGET -w -c "$out/all.$lvl.ll" -o "$tmp/bench_all.$lvl.o"
      # (ld warns that dlopen, used by Lua's loadlib, needs the shared libraries at run time)
      aarch64-linux-gnu-gcc -static "$tmp/bench_all.$lvl.o" -lm -ldl -o "$tmp/bench_all.$lvl" 2>"$tmp/ld.err" \
        || { cat "$tmp/ld.err" >&2; exit 1; }
    else
      "$CLANG" -w "$out/all.$lvl.ll" -lm -ldl -o "$tmp/bench_all.$lvl"
    fi
    for app in zlib_roundtrip bzip2_roundtrip lua_script zstd_roundtrip; do
      exp=expected/app_$app
      if [ "$ARCH" = aarch64 ]; then
        [ -f "aarch64/expected/app_$app.out" ] && exp=aarch64/expected/app_$app
        set +e; qemu-aarch64 -L /usr/aarch64-linux-gnu "$tmp/bench_all.$lvl" "${app%%_*}" >"$tmp/out" 2>&1 </dev/null; st=$?; set -e
      else
        set +e; "$tmp/bench_all.$lvl" "${app%%_*}" >"$tmp/out" 2>&1; st=$?; set -e
      fi
      if [ "$st" != "$(cat "$exp.status")" ] || ! cmp -s "$tmp/out" "$exp.out"; then
        echo "error: all.$lvl.ll: $app output differs from $exp.out" >&2; exit 1
      fi
    done
    echo "  all.$lvl.ll: 4/4 workloads match expected output"
  done
  if [ "$ARCH" = x86_64 ]; then
  echo "timing 'bench' workloads of all.O2.ll (native clang-19 build):"
  for app in zlib_roundtrip bzip2_roundtrip lua_script zstd_roundtrip; do
    s=$(date +%s%N); set +e; "$tmp/bench_all.O2" "${app%%_*}" bench >"$tmp/out" 2>&1; st=$?; set -e; e=$(date +%s%N)
    ok=ok
    if [ -f "expected/app_$app.bench.out" ] && { [ "$st" != "$(cat "expected/app_$app.bench.status")" ] || ! cmp -s "$tmp/out" "expected/app_$app.bench.out"; }; then ok=MISMATCH; fi
    printf '  %-16s %5d ms  %s\n' "$app" $(( (e - s) / 1000000 )) "$ok"
    [ "$ok" = ok ] || { echo "error: bench output of $app differs from expected/app_$app.bench.out" >&2; exit 1; }
  done
  fi
fi
echo "bench-ir sizes:"
for f in "$out"/*.ll; do printf '  %-22s %10d bytes  %8s\n' "$(basename "$f")" "$(stat -c %s "$f")" "$(du -h "$f" | cut -f1)"; done
