#!/usr/bin/env bash
# Differential test of a code generator on the committed program corpus.
#
# For every program NAME with a committed testsuite/corpus/ll/NAME.<OPT>.ll and an expected
# output testsuite/corpus/expected/NAME.{out,status} (own programs and app drivers):
#
#   $RLLC -mtriple=x86_64-linux-gnu -filetype=obj NAME.<OPT>.ll -o NAME.o
#   cc NAME.o -o NAME -lm                      (apps: + every library TU, -lm -ldl)
#   timeout 10 ./NAME >out                    (stdin /dev/null, stderr discarded)
#
# and compares stdout and exit status with expected/. App drivers (app_<name>) are linked
# with their library's translation units (<lib>_<file>.<OPT>.ll, compiled the same way),
# as gen-corpus.sh builds them; a library TU not committed at <OPT> (ll/SKIPPED.txt, files
# over 4 MB) is taken from the O2 IR instead.
#
# Prints one line per failure (first line of the compiler/linker error, first differing
# output line, or the exit status) and a summary line `passed N / total M`. Programs listed
# in testsuite/corpus/unsupported.txt (features rllc does not support yet) that stop with a
# clean `FILE:LINE:COL: error: unsupported: ...` are reported as `XFAIL` and do not count
# as failures; a listed program that passes is counted as passed and noted as `XPASS`
# (remove it from the list). Exit status 0 when every program passed or failed as listed,
# 1 otherwise, 2 on usage errors.
#
# Usage: run-programs.sh [--rllc CMD] [--opt O0|O2|O2g|O3] [-j N] [--timeout SECS]
#                        [--ldflags FLAGS] [--keep DIR] [NAME...]
#
#   --rllc CMD     the compiler command, word-split, so it may carry options:
#                  --rllc "llc-19 -relocation-model=pic" checks the harness against LLVM.
#                  Default: $RLLC, else target/release/rllc, else target/debug/rllc.
#   --opt LEVEL    which committed IR to compile (default O0).
#   -j N           parallel jobs (default: nproc).
#   --timeout S    run-time limit per program (default 10 s).
#   --ldflags F    extra flags for the link step (word-split), e.g. "-no-pie".
#   --keep DIR     keep objects, executables, outputs and exit statuses under DIR
#                  (DIR/NAME/{out,status}).
#   NAME...        program names (file names without .<OPT>.ll); default: all.
# Env: CORPUS (default testsuite/corpus): another corpus directory of the same layout
#      (programs-O3.sh uses it for IR made on the fly; CORPUS=testsuite/corpus/cxx CC=g++
#      runs the C++ corpus, whose NAME.gxx.cpp second units are then compiled by the link
#      command at -O2, as the program test does); CC (default cc): the link command.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
corpus=${CORPUS:-$root/testsuite/corpus}

RLLC_CMD=${RLLC:-}
# rllc verifies every register allocation with regalloc2's checker.
export RLLC_REGALLOC_CHECK=${RLLC_REGALLOC_CHECK:-1}
OPT=O0
JOBS=$(nproc 2>/dev/null || echo 2)
TIMEOUT=10
LDFLAGS_EXTRA=""
KEEP=""
names=()
usage() { sed -n '2,/^set -uo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --rllc) RLLC_CMD=${2:?--rllc needs a command}; shift 2 ;;
    --rllc=*) RLLC_CMD=${1#--rllc=}; shift ;;
    --opt) OPT=${2:?--opt needs a level}; shift 2 ;;
    --opt=*) OPT=${1#--opt=}; shift ;;
    -j) JOBS=${2:?-j needs a number}; shift 2 ;;
    -j*) JOBS=${1#-j}; shift ;;
    --timeout) TIMEOUT=${2:?}; shift 2 ;;
    --ldflags) LDFLAGS_EXTRA=${2-}; shift 2 ;;
    --keep) KEEP=${2:?}; shift 2 ;;
    -h|--help) usage ;;
    --) shift; names+=("$@"); break ;;
    -*) echo "run-programs: unknown option $1" >&2; usage ;;
    *) names+=("$1"); shift ;;
  esac
done
case "$OPT" in O0|O2|O2g|O3) ;; *) echo "run-programs: --opt must be O0, O2, O2g or O3" >&2; exit 2 ;; esac
case "$JOBS" in ''|*[!0-9]*|0) echo "run-programs: bad -j value" >&2; exit 2 ;; esac
if [ -z "$RLLC_CMD" ]; then
  for c in "$root/target/release/rllc" "$root/target/debug/rllc"; do
    if [ -x "$c" ]; then RLLC_CMD=$c; break; fi
  done
fi
if [ -z "$RLLC_CMD" ]; then
  echo "run-programs: no rllc found (cargo build --release -p rllc, or pass --rllc CMD)" >&2
  exit 2
fi
read -r -a rllc_words <<<"$RLLC_CMD"
if ! command -v "${rllc_words[0]}" >/dev/null 2>&1; then
  echo "run-programs: ${rllc_words[0]}: command not found" >&2; exit 2
fi
CC=${CC:-cc}

# Library TU names (<lib>_<file>) of an app, in the order gen-corpus.sh uses.
lib_of_app() {
  case "$1" in
    app_zlib_roundtrip) echo zlib ;; app_bzip2_roundtrip) echo bzip2 ;;
    app_lua_script) echo lua ;; app_zstd_roundtrip) echo zstd ;;
    *) return 1 ;;
  esac
}
lib_tus() {
  local lib=$1
  case "$lib" in
    zstd) (cd "$corpus" && find src/zstd/lib -name '*.c' | sort) ;;
    *) (cd "$corpus" && find "src/$lib" -maxdepth 1 -name '*.c' | sort) ;;
  esac | while read -r f; do echo "${lib}_$(basename "$f" .c)"; done
}

if [ ${#names[@]} -eq 0 ]; then
  while read -r f; do
    n=$(basename "$f" ".$OPT.ll")
    [ -f "$corpus/expected/$n.out" ] && names+=("$n")
  done < <(find "$corpus/ll" -maxdepth 1 -name "*.$OPT.ll" | LC_ALL=C sort)
fi
if [ ${#names[@]} -eq 0 ]; then echo "run-programs: no programs found" >&2; exit 2; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/run-programs.XXXXXX")
trap 'rm -rf "$work"' EXIT
if [ -n "$KEEP" ]; then mkdir -p "$KEEP" && KEEP=$(cd "$KEEP" && pwd); fi

# One program: writes "PASS NAME" or "FAIL NAME: reason" to $work/res/NAME.
run_one() {
  local name=$1 dir res
  res="$work/res/$name"
  if [ -n "$KEEP" ]; then dir="$KEEP/$name"; rm -rf "$dir"; else dir="$work/d/$name"; fi
  mkdir -p "$dir"
  if [ ! -f "$corpus/ll/$name.$OPT.ll" ] || [ ! -f "$corpus/expected/$name.out" ]; then
    echo "FAIL $name: missing ll/$name.$OPT.ll or expected/$name.out" >"$res"; return
  fi
  local units=("$corpus/ll/$name.$OPT.ll") libs=() lib tu
  if lib=$(lib_of_app "$name"); then
    libs=(-ldl)
    while read -r tu; do
      if [ -f "$corpus/ll/$tu.$OPT.ll" ]; then units+=("$corpus/ll/$tu.$OPT.ll")
      elif [ -f "$corpus/ll/$tu.O2.ll" ]; then units+=("$corpus/ll/$tu.O2.ll")
      else echo "FAIL $name: library unit $tu has no committed IR" >"$res"; return
      fi
    done < <(lib_tus "$lib")
  fi
  local objs=() u o
  for u in "${units[@]}"; do
    o="$dir/$(basename "$u" .ll).o"
    if ! "${rllc_words[@]}" -mtriple=x86_64-linux-gnu -filetype=obj "$u" -o "$o" >"$dir/compile.err" 2>&1; then
      echo "FAIL $name: compile $(basename "$u"): $(grep -m1 . "$dir/compile.err" || echo "exit status nonzero, no message")" >"$res"
      return
    fi
    objs+=("$o")
  done
  local sources=()
  [ -f "$corpus/$name.gxx.cpp" ] && sources=("$corpus/$name.gxx.cpp" -O2)
  # shellcheck disable=SC2086
  if ! "$CC" "${objs[@]}" "${sources[@]}" -o "$dir/$name" -lm "${libs[@]}" $LDFLAGS_EXTRA >"$dir/link.err" 2>&1; then
    echo "FAIL $name: link: $(grep -m1 . "$dir/link.err")" >"$res"; return
  fi
  local st
  # (the subshell's stderr: bash's "Aborted" report of programs ending in abort())
  (cd "$dir" && timeout "$TIMEOUT" "./$name" >"$dir/out" 2>"$dir/stderr" </dev/null) 2>/dev/null; st=$?
  echo "$st" >"$dir/status"
  local want; want=$(cat "$corpus/expected/$name.status")
  if [ "$st" = 124 ] && [ "$want" != 124 ]; then
    echo "FAIL $name: timeout after ${TIMEOUT}s" >"$res"; return
  fi
  if ! cmp -s "$dir/out" "$corpus/expected/$name.out"; then
    local hunk exp got
    diff "$corpus/expected/$name.out" "$dir/out" >"$dir/diff"
    hunk=$(grep -m1 -v '^[<>-]' "$dir/diff")
    exp=$(grep -m1 '^<' "$dir/diff" | cut -c3-120); got=$(grep -m1 '^>' "$dir/diff" | cut -c3-120)
    echo "FAIL $name: output differs at ${hunk:-?} (status $st, expected $want): expected '${exp:-<nothing>}' got '${got:-<nothing>}'" >"$res"; return
  fi
  if [ "$st" != "$want" ]; then
    echo "FAIL $name: exit status $st, expected $want" >"$res"; return
  fi
  echo "PASS $name" >"$res"
  [ -n "$KEEP" ] || rm -rf "$dir"
}
export -f run_one lib_of_app lib_tus
export work corpus OPT TIMEOUT LDFLAGS_EXTRA KEEP CC RLLC_CMD
mkdir -p "$work/res" "$work/d"

# Bash cannot export arrays: rebuild rllc_words in the worker from RLLC_CMD.
printf '%s\n' "${names[@]}" |
  xargs -P "$JOBS" -I{} bash -c 'read -r -a rllc_words <<<"$RLLC_CMD"; run_one "$1"' _ {}

# Programs rllc is known not to support yet: one name per line, '#' starts a comment.
unsupported=" $(sed 's/#.*//' "$corpus/unsupported.txt" 2>/dev/null | tr -s ' \t\n' ' ') "
pass=0; total=0; xfail=0; bad=0
for n in "${names[@]}"; do
  total=$((total + 1))
  r=$(cat "$work/res/$n" 2>/dev/null || echo "FAIL $n: harness error (no result)")
  listed=0; case "$unsupported" in *" $n "*) listed=1 ;; esac
  case "$r" in
    PASS*) pass=$((pass + 1)); [ $listed = 1 ] && echo "XPASS $n: passes now, remove it from ${corpus#"$root"/}/unsupported.txt" ;;
    *) if [ $listed = 1 ] && printf '%s\n' "$r" | grep -Eq ': compile [^ ]+: [^ ]+:[0-9]+:[0-9]+: error: unsupported: '; then
         xfail=$((xfail + 1)); echo "X${r}"
       else
         bad=$((bad + 1)); echo "$r"
       fi ;;
  esac
done
if [ $xfail -gt 0 ]; then echo "passed $pass / total $total ($xfail expected failures: unsupported.txt)"; else echo "passed $pass / total $total"; fi
[ "$bad" = 0 ]
