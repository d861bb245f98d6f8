#!/usr/bin/env bash
# Pass-level differential test of rllc's optimiser on the committed program corpus.
#
# Forward: every corpus program (run-programs.sh's programs: own programs and app drivers
# with their library units) from its clang-19 -O2 IR, and from its -O0 IR with `optnone`
# and `noinline` removed from the attribute groups (so that the passes have work to do),
# is built with each pipeline (each pass alone: mem2reg instcombine simplifycfg sccp adce
# dce; and default<O1> default<O2> default<O3>):
#
#   rllc-opt -S -passes=PIPELINE unit.ll | llc-19 -O0 -relocation-model=pic -filetype=obj
#
# so that only rllc's passes are under test, then linked, run and compared with
# testsuite/corpus/expected by run-programs.sh.
# Reverse: every unit goes through opt-19 -O2, then `rllc -O0` and `rllc -O2` (linked
# with -latomic too).
#
# A build that does not match the expectation is judged by LLVM: the same input is built
# with the component under test replaced by LLVM's (opt-19 -passes=PIPELINE for rllc-opt,
# llc-19 at the same -O level for rllc). If LLVM's build matches the expectation, rllc's
# is wrong. If it does not either, the program's result is not fixed by C for that input
# (a setjmp-clobbered local …), and rllc's build must then behave like LLVM's (same stdout
# and exit status).
#
# Prints one line per (level, pipeline) as it finishes, then every failing
# `LEVEL PROGRAM PIPELINE: reason` and the summary `N passed, N failed`. Exit status 0
# when nothing failed, 1 otherwise, 2 on usage errors.
#
# Usage: pass-diff.sh [-j N] [--levels "O0 O2"] [--pipelines "P1 P2 …"] [--no-reverse]
#                     [--rllc-opt PATH] [--rllc PATH] [NAME...]
#
#   -j N           parallel jobs (default 2).
#   --levels L     which committed IR (default "O0 O2").
#   --pipelines P  the forward pipelines, space-separated (default: the nine above;
#                  "" for the reverse builds only).
#   --no-reverse   skip the opt-19 -O2 → rllc builds.
#   --rllc-opt P   default target/release/rllc-opt; --rllc P: default target/release/rllc.
#   NAME...        program names (default: all).
# Env: CORPUS, as for run-programs.sh.
#
# Internally, run-programs.sh runs this script as its compiler (`--build`), with the
# optimiser and back end in PASSDIFF_OPT and PASSDIFF_BACKEND.
set -uo pipefail

if [ "${1-}" = --build ]; then
  # --build -mtriple=T -filetype=obj IN.ll -o OUT.o: the unit through PASSDIFF_OPT (after
  # removing optnone when PASSDIFF_STRIP=1), then PASSDIFF_BACKEND.
  shift
  flags=() in="" out=""
  while [ $# -gt 0 ]; do
    case "$1" in
      -o) out=$2; shift 2 ;;
      -*) flags+=("$1"); shift ;;
      *) in=$1; shift ;;
    esac
  done
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/pass-diff-build.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  src=$in
  if [ "${PASSDIFF_STRIP:-0}" = 1 ]; then
    sed -E '/^attributes #[0-9]+ = \{/{s/ optnone//;s/ noinline//}' "$in" >"$tmp/in.ll"
    src=$tmp/in.ll
  fi
  read -r -a opt <<<"$PASSDIFF_OPT"
  read -r -a backend <<<"$PASSDIFF_BACKEND"
  if ! "${opt[@]}" "$src" -o "$tmp/opt.ll" 2>"$tmp/err"; then
    echo "${opt[0]##*/}: $(grep -m1 . "$tmp/err" || echo "exit status nonzero")" >&2
    exit 1
  fi
  if ! "${backend[@]}" "${flags[@]}" "$tmp/opt.ll" -o "$out" 2>"$tmp/err"; then
    echo "${backend[0]##*/}: $(grep -m1 . "$tmp/err" || echo "exit status nonzero")" >&2
    exit 1
  fi
  exit 0
fi

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
JOBS=2
LEVELS="O0 O2"
PIPELINES="mem2reg instcombine simplifycfg sccp adce dce default<O1> default<O2> default<O3>"
REVERSE=1
RLLC_OPT=$root/target/release/rllc-opt
RLLC=$root/target/release/rllc
names=()
usage() { sed -n '2,/^set -uo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    -j) JOBS=${2:?-j needs a number}; shift 2 ;;
    -j*) JOBS=${1#-j}; shift ;;
    --levels) LEVELS=${2:?}; shift 2 ;;
    --pipelines) PIPELINES=${2?}; shift 2 ;;
    --no-reverse) REVERSE=0; shift ;;
    --rllc-opt) RLLC_OPT=${2:?}; shift 2 ;;
    --rllc) RLLC=${2:?}; shift 2 ;;
    -h|--help) usage ;;
    -*) echo "pass-diff: unknown option $1" >&2; usage ;;
    *) names+=("$1"); shift ;;
  esac
done
for tool in "$RLLC_OPT" "$RLLC" opt-19 llc-19; do
  command -v "$tool" >/dev/null 2>&1 || { echo "pass-diff: $tool not found" >&2; exit 2; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/pass-diff.XXXXXX")
trap 'rm -rf "$work"' EXIT
export PASSDIFF_OPT PASSDIFF_BACKEND PASSDIFF_STRIP
failures=()
passed=0

# run_programs LEVEL KEEPDIR NAME…: run-programs.sh with this script as the compiler
# (PASSDIFF_* and LINK_FLAGS set by the caller); prints the names that failed.
run_programs() {
  local level=$1 keep=$2; shift 2
  local keep_args=()
  [ -n "$keep" ] && keep_args=(--keep "$keep")
  "$here/run-programs.sh" --opt "$level" -j "$JOBS" --rllc "$here/pass-diff.sh --build" \
    --ldflags "$LINK_FLAGS" "${keep_args[@]}" "$@" >"$work/log" 2>&1
  sed -n 's/^FAIL \([^:]*\): .*/\1/p' "$work/log"
}

# check LEVEL LABEL OPT BACKEND JUDGE_OPT JUDGE_BACKEND: one configuration over the
# programs; a failure is judged by the build with the JUDGE_* commands.
check() {
  local level=$1 label=$2 opt=$3 backend=$4 judge_opt=$5 judge_backend=$6
  PASSDIFF_STRIP=0
  [ "$level" = O0 ] && PASSDIFF_STRIP=1
  PASSDIFF_OPT=$opt PASSDIFF_BACKEND=$backend
  local failed total
  mapfile -t failed < <(run_programs "$level" "" "${names[@]}")
  total=$(sed -n 's/^passed [0-9]* \/ total \([0-9]*\).*/\1/p' "$work/log")
  if [ -z "$total" ]; then
    failures+=("$level * $label: run-programs.sh: $(tail -1 "$work/log")")
    return
  fi
  local bad=0 n reason
  if [ ${#failed[@]} -gt 0 ]; then
    # Both builds again, kept, for the failing programs only.
    rm -rf "$work/tested" "$work/judge"
    cp "$work/log" "$work/first-log"
    run_programs "$level" "$work/tested" "${failed[@]}" >/dev/null
    PASSDIFF_OPT=$judge_opt PASSDIFF_BACKEND=$judge_backend
    mapfile -t judge_failed < <(run_programs "$level" "$work/judge" "${failed[@]}")
    for n in "${failed[@]}"; do
      reason=$(sed -n "s/^FAIL $n: //p" "$work/first-log")
      if [ ! -f "$work/judge/$n/status" ]; then
        reason="$reason; LLVM's build did not run: $(sed -n "s/^FAIL $n: //p" "$work/log")"
      elif printf '%s\n' "${judge_failed[@]}" | grep -qxF "$n"; then
        # Not fixed by C: LLVM's build differs from the expectation too.
        if cmp -s "$work/tested/$n/out" "$work/judge/$n/out" &&
          cmp -s "$work/tested/$n/status" "$work/judge/$n/status"; then
          continue
        fi
        reason="$reason; LLVM's build differs from the expectation too, and from this one"
      fi
      failures+=("$level $n $label: $reason")
      bad=$((bad + 1))
    done
  fi
  passed=$((passed + total - bad))
  echo "$level $label: $((total - bad)) passed, $bad failed"
}

for level in $LEVELS; do
  LINK_FLAGS=""
  for p in $PIPELINES; do
    # opt-19's instcombine alone fails when one run does not reach a fixed point.
    check "$level" "$p" "$RLLC_OPT -S -passes=$p" "llc-19 -O0 -relocation-model=pic" \
      "opt-19 -S -passes=${p/#instcombine/instcombine<no-verify-fixpoint>}" \
      "llc-19 -O0 -relocation-model=pic"
  done
  if [ "$REVERSE" = 1 ]; then
    # opt-19 inlines a +cx16 function into callers without it (once noinline is gone), and
    # their 16-byte atomics become libatomic calls.
    LINK_FLAGS=-latomic
    for o in O0 O2; do
      check "$level" "opt-19-O2+rllc-$o" "opt-19 -S -O2" "$RLLC -$o" \
        "opt-19 -S -O2" "llc-19 -$o -relocation-model=pic"
    done
  fi
done

for f in "${failures[@]}"; do echo "FAIL $f"; done
echo "${passed} passed, ${#failures[@]} failed"
[ ${#failures[@]} = 0 ]
