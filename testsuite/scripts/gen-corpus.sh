#!/usr/bin/env bash
# Regenerates testsuite/corpus/expected/ and testsuite/corpus/ll/ from the sources in
# testsuite/corpus/{programs,src,apps}.
#
#   programs/*.c        -> ll/<name>.{O0,O2,O2g}.ll, expected/<name>.{out,status}, and
#                          ll/<name>.O0g.ll for the programs listed in O0g.txt
#   src/<lib>/**/*.c    -> ll/<lib>_<file>.{O0,O2,O2g}.ll
#   apps/<app>/main.c   -> ll/app_<app>.{O0,O2,O2g}.ll, expected/app_<app>.{out,status}
#                          and expected/app_<app>.bench.{out,status} (-O2 build run as
#                          `<app> bench`, the benchmark workload)
#
# IR is produced by `clang-19 --target=x86_64-linux-gnu -S -emit-llvm` at -O0 (clang's
# default, optnone attributes kept), -O2 and -O2 -g (and -O0 -g for the programs of
# O0g.txt, the inputs of the debug-info tests). Nothing is stripped. Every .ll is
# checked with `llvm-as-19 --disable-output`. Files larger than MAX_LL_BYTES (4 MB) are
# not kept; they are listed in ll/SKIPPED.txt.
#
# Expected outputs come from the clang-19 -O0 native build; the -O2 build must produce
# identical stdout and exit status, otherwise the script fails.
#
# The script is idempotent and deterministic: it deletes and rewrites only ll/*.ll,
# ll/SKIPPED.txt and expected/*, compiles from inside the corpus directory with relative
# paths and -fdebug-compilation-dir=. so no absolute paths end up in the IR.
#
# Usage: gen-corpus.sh [-j N]                      everything
#        gen-corpus.sh [-j N] --programs NAME...    only programs/NAME.c (ll + expected)
#        gen-corpus.sh [-j N] --new                 only programs without ll/NAME.O0.ll or
#                                                   expected/NAME.out yet
# (env: CLANG, LLVM_AS override the tool names). The partial modes touch only the files of
# the selected programs (and their lines of ll/SKIPPED.txt); their output is identical to
# what a full run writes for those programs.
set -euo pipefail

CLANG=${CLANG:-clang-19}
LLVM_AS=${LLVM_AS:-llvm-as-19}
JOBS=$(nproc 2>/dev/null || echo 2)
MODE=all
SELECTED=()
while [ $# -gt 0 ]; do
  case "$1" in
    -j) JOBS=${2:?-j needs a number}; shift 2 ;;
    --programs) MODE=some; shift; SELECTED=("$@"); break ;;
    --new) MODE=new; shift ;;
    *) echo "usage: gen-corpus.sh [-j N] [--new | --programs NAME...]" >&2; exit 2 ;;
  esac
done
MAX_LL_BYTES=$((4 * 1024 * 1024))

for tool in "$CLANG" "$LLVM_AS"; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "error: $tool not found (install clang-19 and llvm-19, e.g. apt-get install clang-19 llvm-19)" >&2
    exit 1
  fi
done

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
corpus=$(cd "$here/../corpus" && pwd)
cd "$corpus"

export CLANG LLVM_AS MAX_LL_BYTES
export LC_ALL=C
TARGET=--target=x86_64-linux-gnu
export TARGET

# Per-library preprocessor flags (mirroring the defines of the crates' build scripts).
lib_flags() {
  case "$1" in
    zlib)  echo "-Isrc/zlib -DSTDC -D_LARGEFILE64_SOURCE -DZ_HAVE_UNISTD_H" ;;
    bzip2) echo "-Isrc/bzip2 -D_FILE_OFFSET_BITS=64" ;;
    lua)   echo "-Isrc/lua -DLUA_COMPAT_5_3 -DLUA_USE_LINUX" ;;
    zstd)  echo "-Isrc/zstd/lib -Isrc/zstd/lib/common -DZSTD_DISABLE_ASM -DZSTD_LEGACY_SUPPORT=0 -DXXH_PRIVATE_API -DZSTD_LIB_DEPRECATED=0 -DZSTD_EXCLUDE_BTOPT_BLOCK_COMPRESSOR -DZSTD_EXCLUDE_BTULTRA_BLOCK_COMPRESSOR" ;;
    *) echo "unknown lib $1" >&2; return 1 ;;
  esac
}
# Library sources of each lib, relative to the corpus dir, in a fixed order.
lib_sources() {
  case "$1" in
    zstd) find src/zstd/lib -name '*.c' | sort ;;
    *)    find "src/$1" -maxdepth 1 -name '*.c' | sort ;;
  esac
}
LIBS="zlib bzip2 lua zstd"
# Which library each app links against.
app_lib() {
  case "$1" in
    zlib_roundtrip) echo zlib ;; bzip2_roundtrip) echo bzip2 ;; lua_script) echo lua ;;
    zstd_roundtrip) echo zstd ;;
    *) echo "unknown app $1" >&2; return 1 ;;
  esac
}
APPS="zlib_roundtrip bzip2_roundtrip lua_script zstd_roundtrip"

# ---------------------------------------------------------------- IR generation
# job line: <outname> <source> [extra flags...]
gen_ir_job() {
  local name=$1 src=$2; shift 2
  local std=()
  case "$src" in programs/*|apps/*) std=(-std=gnu11) ;; esac
  local lvl levels=(O0 O2 O2g)
  grep -qx "$name" O0g.txt && levels+=(O0g)
  for lvl in "${levels[@]}"; do
    local opt=(-O2)
    [ "$lvl" = O0 ] && opt=(-O0)
    [ "$lvl" = O2g ] && opt=(-O2 -g)
    [ "$lvl" = O0g ] && opt=(-O0 -g)
    local out="ll/$name.$lvl.ll" tmp="ll/.$name.$lvl.ll.tmp"
    if ! "$CLANG" $TARGET "${std[@]}" "${opt[@]}" -w -fdebug-compilation-dir=. -S -emit-llvm "$@" "$src" -o "$tmp"; then
      echo "FAIL compile $src ($lvl)"; rm -f "$tmp"; continue
    fi
    if ! "$LLVM_AS" --disable-output "$tmp"; then
      echo "FAIL llvm-as $out"; rm -f "$tmp"; continue
    fi
    local size; size=$(stat -c %s "$tmp")
    if [ "$size" -gt "$MAX_LL_BYTES" ]; then
      echo "SKIP $out $size"; rm -f "$tmp"; continue
    fi
    mv "$tmp" "$out"
  done
}
export -f gen_ir_job

# ---------------------------------------------------------------- expected outputs
run_prog_job() {
  local name=$1; shift
  local tmpd; tmpd=$(mktemp -d)
  local st0 st2
  if ! "$CLANG" -std=gnu11 -O0 -w -o "$tmpd/p0" "$@" -lm -ldl; then echo "FAIL build-O0 $name"; rm -rf "$tmpd"; return; fi
  if ! "$CLANG" -std=gnu11 -O2 -w -o "$tmpd/p2" "$@" -lm -ldl; then echo "FAIL build-O2 $name"; rm -rf "$tmpd"; return; fi
  set +e
  timeout 60 "$tmpd/p0" >"$tmpd/out0" 2>/dev/null </dev/null; st0=$?
  timeout 60 "$tmpd/p2" >"$tmpd/out2" 2>/dev/null </dev/null; st2=$?
  set -e
  # (exit statuses 128+N are legitimate here: several programs return such values on purpose)
  if [ "$st0" = 124 ]; then echo "FAIL timeout $name"; fi
  if [ ! -s "$tmpd/out0" ]; then echo "FAIL empty stdout $name"; fi
  if [ "$st0" != "$st2" ] || ! cmp -s "$tmpd/out0" "$tmpd/out2"; then
    echo "FAIL O0/O2 mismatch $name (status $st0 vs $st2)"
  fi
  cp "$tmpd/out0" "expected/$name.out"
  echo "$st0" >"expected/$name.status"
  case "$name" in app_*)
    # benchmark workload: output of the -O2 build run with the argument "bench"
    set +e; timeout 120 "$tmpd/p2" bench >"expected/$name.bench.out" 2>/dev/null </dev/null; echo $? >"expected/$name.bench.status"; set -e ;;
  esac
  rm -rf "$tmpd"
}
export -f run_prog_job

# ---------------------------------------------------------------- partial runs
if [ "$MODE" != all ]; then
  if [ "$MODE" = new ]; then
    for f in programs/*.c; do
      n=$(basename "$f" .c)
      if [ ! -f "ll/$n.O0.ll" ] || [ ! -f "expected/$n.out" ]; then SELECTED+=("$n"); fi
    done
  fi
  if [ ${#SELECTED[@]} -eq 0 ]; then echo "gen-corpus: nothing to do"; exit 0; fi
  log=$(mktemp); trap 'rm -f "$log"' EXIT
  for n in "${SELECTED[@]}"; do
    n=$(basename "$n" .c)
    [ -f "programs/$n.c" ] || { echo "gen-corpus: no programs/$n.c" >&2; exit 1; }
    rm -f "ll/$n.O0.ll" "ll/$n.O2.ll" "ll/$n.O2g.ll" "ll/$n.O0g.ll" "expected/$n.out" "expected/$n.status"
    echo "$n programs/$n.c"
  done >"$log.jobs"
  echo "generating IR and expected outputs for $(wc -l <"$log.jobs") programs with -j$JOBS ..."
  xargs -P "$JOBS" -L 1 bash -c 'gen_ir_job "$@"' _ <"$log.jobs" >>"$log"
  xargs -P "$JOBS" -L 1 bash -c 'run_prog_job "$@"' _ <"$log.jobs" >>"$log"
  # Replace the selected programs' lines of SKIPPED.txt.
  { [ -f ll/SKIPPED.txt ] && cat ll/SKIPPED.txt; grep '^SKIP ' "$log"; } >"$log.skip" || true
  while read -r n _; do
    grep -v -e "^SKIP ll/$n\.O0\.ll " -e "^SKIP ll/$n\.O2\.ll " -e "^SKIP ll/$n\.O2g\.ll " -e "^SKIP ll/$n\.O0g\.ll " "$log.skip" >"$log.skip2" || true
    grep "^SKIP ll/$n\." "$log" >>"$log.skip2" || true
    mv "$log.skip2" "$log.skip"
  done <"$log.jobs"
  sort -u "$log.skip" >ll/SKIPPED.txt
  [ -s ll/SKIPPED.txt ] || rm -f ll/SKIPPED.txt
  rm -f "$log.jobs" "$log.skip"
  if grep -q '^FAIL' "$log"; then
    grep '^FAIL' "$log" | sort >&2
    echo "gen-corpus: FAILED" >&2
    exit 1
  fi
  echo "gen-corpus: OK"
  exit 0
fi

# ---------------------------------------------------------------- main
rm -f ll/*.ll ll/.*.tmp ll/SKIPPED.txt expected/*.out expected/*.status
mkdir -p ll expected

jobs_file=$(mktemp); log=$(mktemp)
trap 'rm -f "$jobs_file" "$log"' EXIT

# Programs and apps first in the list are cheap; libraries afterwards.
for f in programs/*.c; do
  printf '%s\t%s\n' "$(basename "$f" .c)" "$f" >>"$jobs_file"
done
for app in $APPS; do
  printf '%s\t%s\t%s\n' "app_$app" "apps/$app/main.c" "$(lib_flags "$(app_lib "$app")")" >>"$jobs_file"
done
for lib in $LIBS; do
  flags=$(lib_flags "$lib")
  while read -r src; do
    printf '%s\t%s\t%s\n' "${lib}_$(basename "$src" .c)" "$src" "$flags" >>"$jobs_file"
  done < <(lib_sources "$lib")
done

echo "generating IR for $(wc -l <"$jobs_file") translation units x 3 opt levels with -j$JOBS ..."
# shellcheck disable=SC2016
tr '\t' ' ' <"$jobs_file" | xargs -P "$JOBS" -L 1 bash -c 'gen_ir_job "$@"' _ >>"$log"

echo "computing expected outputs ..."
{
  for f in programs/*.c; do echo "$(basename "$f" .c) $f"; done
  for app in $APPS; do
    lib=$(app_lib "$app")
    # shellcheck disable=SC2046
    # (no trailing blank: xargs -L would treat it as a line continuation)
    echo "app_$app apps/$app/main.c $(lib_flags "$lib") $(lib_sources "$lib" | tr '\n' ' ' | sed 's/ *$//')"
  done
} | xargs -P "$JOBS" -L 1 bash -c 'run_prog_job "$@"' _ >>"$log"

grep '^SKIP ' "$log" | sort >ll/SKIPPED.txt || true
[ -s ll/SKIPPED.txt ] || rm -f ll/SKIPPED.txt
if grep -q '^FAIL' "$log"; then
  grep '^FAIL' "$log" | sort >&2
  echo "gen-corpus: FAILED" >&2
  exit 1
fi
nll=$(find ll -name '*.ll' | wc -l)
echo "ll files: $nll (O0: $(find ll -name '*.O0.ll' | wc -l), O2: $(find ll -name '*.O2.ll' | wc -l), O2g: $(find ll -name '*.O2g.ll' | wc -l), O0g: $(find ll -name '*.O0g.ll' | wc -l))"
echo "expected outputs: $(find expected -name '*.out' | wc -l)"
[ -f ll/SKIPPED.txt ] && { echo "skipped (> $MAX_LL_BYTES bytes):"; cat ll/SKIPPED.txt; }
du -sh "$corpus"
echo "gen-corpus: OK"
