#!/usr/bin/env bash
# Differential random testing with csmith.
#
# For every seed S in START .. START+COUNT-1 (all seeds must be below 1000000: seeds at or
# above 1000000 are held out, see docs/testing.md):
#
#   csmith --seed S $CSMITH_OPTS >S.c
#   clang-19 -O0 -c S.c; cc S.o -o ref -lm; timeout 5 ./ref >ref.out
#                                          reference (seed skipped if the reference build
#                                          times out/fails)
#   clang-19 --target=x86_64-linux-gnu -O0 -S -emit-llvm S.c -o S.ll     (-O2 with --opt O2;
#                                          with --opt O0n: -O0 without optnone attributes)
#   $RLLC -mtriple=x86_64-linux-gnu -filetype=obj S.ll -o S.o; cc S.o -o S -lm
#   timeout 10 ./S >out; compare stdout (csmith prints a checksum) and exit status
#
# With --target aarch64 every build is for aarch64-linux-gnu instead (clang-19
# --target=aarch64-linux-gnu, rllc -mtriple=aarch64-linux-gnu), linked by
# `aarch64-linux-gnu-gcc -static` and run under `qemu-aarch64 -L /usr/aarch64-linux-gnu`,
# as the AArch64 program test does.
#
# A failing seed is kept: testsuite/csmith/failing/seed<S>.<OPT>.{c,ll,out,status} (the
# csmith source, the IR, the reference stdout and exit status; failing-aarch64/ for
# --target aarch64). `cargo test` replays the kept cases (testsuite/tests/programs.rs).
# Prints one line per failing seed and a summary. Exit status 0 when no seed failed, 1
# otherwise, 2 on usage errors.
#
# Usage: csmith.sh [--rllc CMD] [--opt O0|O2] [--target x86_64|aarch64] [-j N] [--no-keep]
#                  START COUNT
#
#   --rllc CMD   compiler command, word-split (e.g. "llc-19 -relocation-model=pic");
#                default $RLLC, else target/release/rllc, else target/debug/rllc.
#   --opt LEVEL  optimisation level of the IR given to rllc (default O0): O0, O2, or O0n
#                (clang -O0 IR without `optnone`, -Xclang -disable-O0-optnone, so that
#                rllc's default pipeline optimises every function).
#   --target T   x86_64 (default) or aarch64.
#   -j N         parallel jobs (default nproc).
#   --no-keep    do not copy failing seeds to testsuite/csmith/failing/.
# Env: CLANG (clang-19), CSMITH (csmith), CSMITH_INCLUDE (/usr/include/csmith),
#      CSMITH_OPTS (the generator options below).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

CLANG=${CLANG:-clang-19}
CSMITH=${CSMITH:-csmith}
CSMITH_INCLUDE=${CSMITH_INCLUDE:-/usr/include/csmith}
# Smaller programs than csmith's defaults: quick to generate, compile and run.
CSMITH_OPTS=${CSMITH_OPTS:---max-funcs 8 --max-block-depth 4 --max-expr-complexity 8 --max-array-len-per-dim 8 --max-struct-fields 8}
RLLC_CMD=${RLLC:-}
OPT=O0
ARCH=x86_64
# rllc verifies every register allocation with regalloc2's checker.
export RLLC_REGALLOC_CHECK=${RLLC_REGALLOC_CHECK:-1}
JOBS=$(nproc 2>/dev/null || echo 2)
KEEP=1
args=()
usage() { sed -n '2,/^set -uo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --rllc) RLLC_CMD=${2:?--rllc needs a command}; shift 2 ;;
    --rllc=*) RLLC_CMD=${1#--rllc=}; shift ;;
    --opt) OPT=${2:?}; shift 2 ;;
    --opt=*) OPT=${1#--opt=}; shift ;;
    --target) ARCH=${2:?}; shift 2 ;;
    --target=*) ARCH=${1#--target=}; shift ;;
    -j) JOBS=${2:?}; shift 2 ;;
    -j*) JOBS=${1#-j}; shift ;;
    --no-keep) KEEP=0; shift ;;
    -h|--help) usage ;;
    -*) echo "csmith.sh: unknown option $1" >&2; usage ;;
    *) args+=("$1"); shift ;;
  esac
done
[ ${#args[@]} -eq 2 ] || usage
START=${args[0]}; COUNT=${args[1]}
case "$START$COUNT" in *[!0-9]*) echo "csmith.sh: START and COUNT must be numbers" >&2; exit 2 ;; esac
case "$OPT" in O0|O2|O0n) ;; *) echo "csmith.sh: --opt must be O0, O2 or O0n" >&2; exit 2 ;; esac
# The target's triple, link command, runner (word-split) and kept-seed directory.
case "$ARCH" in
  x86_64) TRIPLE=x86_64-linux-gnu; LINK=cc; RUN=""; faildir="$root/testsuite/csmith/failing" ;;
  aarch64) TRIPLE=aarch64-linux-gnu; LINK="aarch64-linux-gnu-gcc -static"
           RUN="qemu-aarch64 -L /usr/aarch64-linux-gnu"; faildir="$root/testsuite/csmith/failing-aarch64" ;;
  *) echo "csmith.sh: --target must be x86_64 or aarch64" >&2; exit 2 ;;
esac
if [ "$COUNT" -lt 1 ] || [ $((START + COUNT - 1)) -ge 1000000 ]; then
  echo "csmith.sh: seeds must be in 0..999999 (seeds >= 1000000 are held out)" >&2; exit 2
fi
if [ -z "$RLLC_CMD" ]; then
  for c in "$root/target/release/rllc" "$root/target/debug/rllc"; do
    if [ -x "$c" ]; then RLLC_CMD=$c; break; fi
  done
fi
[ -n "$RLLC_CMD" ] || { echo "csmith.sh: no rllc found (build it or pass --rllc CMD)" >&2; exit 2; }
for tool in "$CLANG" "$CSMITH" "${RLLC_CMD%% *}" "${LINK%% *}" ${RUN:+"${RUN%% *}"}; do
  command -v "$tool" >/dev/null 2>&1 || { echo "csmith.sh: $tool not found" >&2; exit 2; }
done
[ -f "$CSMITH_INCLUDE/csmith.h" ] || { echo "csmith.sh: $CSMITH_INCLUDE/csmith.h not found" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/csmith.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/res"

# One seed: writes "PASS S", "SKIP S: why" or "FAIL S: why" to $work/res/S.
one_seed() {
  local s=$1 d="$work/s$1" res="$work/res/$1"
  mkdir -p "$d"
  local -a rllc_words; read -r -a rllc_words <<<"$RLLC_CMD"
  local -a gen; read -r -a gen <<<"$CSMITH_OPTS"
  local -a link; read -r -a link <<<"$LINK"
  local -a run; read -r -a run <<<"$RUN"
  # csmith writes platform.info into its working directory: run it in the seed's.
  if ! (cd "$d" && "$CSMITH" --seed "$s" "${gen[@]}" >p.c 2>gen.err); then
    echo "SKIP $s: csmith failed" >"$res"; rm -rf "$d"; return
  fi
  if ! "$CLANG" --target="$TRIPLE" -O0 -w -I"$CSMITH_INCLUDE" -c "$d/p.c" -o "$d/ref.o" 2>"$d/ref.err" \
     || ! "${link[@]}" "$d/ref.o" -o "$d/ref" -lm 2>>"$d/ref.err"; then
    echo "SKIP $s: reference build failed" >"$res"; rm -rf "$d"; return
  fi
  local rst st
  (cd "$d" && timeout 5 "${run[@]}" ./ref >"$d/ref.out" 2>/dev/null </dev/null); rst=$?
  if [ "$rst" = 124 ]; then echo "SKIP $s: reference timed out" >"$res"; rm -rf "$d"; return; fi
  local -a optflags=(-O0)
  case "$OPT" in O2) optflags=(-O2) ;; O0n) optflags=(-O0 -Xclang -disable-O0-optnone) ;; esac
  # Compile from inside the directory with a relative name: no temp paths in the IR.
  if ! (cd "$d" && "$CLANG" --target="$TRIPLE" "${optflags[@]}" -w -I"$CSMITH_INCLUDE" \
        -fdebug-compilation-dir=. -S -emit-llvm p.c -o p.ll 2>"$d/ir.err"); then
    echo "SKIP $s: IR generation failed" >"$res"; rm -rf "$d"; return
  fi
  local why=""
  if ! "${rllc_words[@]}" -mtriple="$TRIPLE" -filetype=obj "$d/p.ll" -o "$d/p.o" >"$d/cc.err" 2>&1; then
    why="compile: $(grep -m1 . "$d/cc.err" || echo "nonzero exit")"
  elif ! "${link[@]}" "$d/p.o" -o "$d/p" -lm >"$d/ld.err" 2>&1; then
    why="link: $(grep -m1 . "$d/ld.err")"
  else
    (cd "$d" && timeout 10 "${run[@]}" ./p >"$d/out" 2>/dev/null </dev/null); st=$?
    if [ "$st" = 124 ]; then why="timeout"
    elif ! cmp -s "$d/out" "$d/ref.out"; then why="output differs: expected '$(head -c 60 "$d/ref.out" | tr '\n' ' ')' got '$(head -c 60 "$d/out" | tr '\n' ' ')' (status $st)"
    elif [ "$st" != "$rst" ]; then why="exit status $st, expected $rst"
    fi
  fi
  if [ -z "$why" ]; then echo "PASS $s" >"$res"; rm -rf "$d"; return; fi
  echo "FAIL $s: $why" >"$res"
  if [ "$KEEP" = 1 ]; then
    mkdir -p "$faildir"
    local base="$faildir/seed$s.$OPT"
    cp "$d/p.c" "$base.c"; cp "$d/p.ll" "$base.ll"; cp "$d/ref.out" "$base.out"
    echo "$rst" >"$base.status"
  fi
  rm -rf "$d"
}
export -f one_seed
export work faildir CLANG CSMITH CSMITH_INCLUDE CSMITH_OPTS RLLC_CMD OPT KEEP TRIPLE LINK RUN

seq "$START" $((START + COUNT - 1)) | xargs -P "$JOBS" -I{} bash -c 'one_seed "$1"' _ {}

pass=0; fail=0; skip=0
for s in $(seq "$START" $((START + COUNT - 1))); do
  r=$(cat "$work/res/$s" 2>/dev/null || echo "FAIL $s: harness error")
  case "$r" in
    PASS*) pass=$((pass + 1)) ;;
    SKIP*) skip=$((skip + 1)); echo "$r" ;;
    *) fail=$((fail + 1)); echo "$r" ;;
  esac
done
tested=$((pass + fail))
echo "csmith seeds $START..$((START + COUNT - 1)) ($OPT, $ARCH): passed $pass / total $tested ($skip skipped)"
[ "$KEEP" = 1 ] && [ "$fail" -gt 0 ] && echo "failing seeds kept in ${faildir#"$root"/}/"
[ "$fail" = 0 ]
