#!/usr/bin/env bash
# Compares the objects two builds of rllc write: for a refactoring that must not change
# the output (a new seam, a moved pass), every object must be byte-identical.
#
# Inputs: every corpus module (testsuite/corpus/ll/*.ll), the MinGW corpus
# (corpus/mingw/ll/*.ll) and the bench-ir modules that exist (bench-ir/*.ll, made by
# gen-bench-ir.sh). Each is compiled by both builds at every level given, for each object
# format: ELF (x86_64-linux-gnu), Mach-O (x86_64-apple-macosx11.0) and COFF
# (x86_64-pc-windows-msvc) for the Linux IR, COFF (x86_64-w64-mingw32) for the MinGW IR.
# An input both builds reject with the same message counts as identical.
#
# Prints one line per difference and a summary `N passed, N failed`; exit status 1 when
# anything differs.
#
# Usage: compare-builds.sh [-j N] [--opt O0,O2] [--formats elf,macho,coff] OLD_RLLC NEW_RLLC
set -uo pipefail

JOBS=$(nproc 2>/dev/null || echo 2)
OPTS=O0,O2
FORMATS=elf,macho,coff
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    -j) JOBS=${2:?}; shift 2 ;;
    -j*) JOBS=${1#-j}; shift ;;
    --opt) OPTS=${2:?}; shift 2 ;;
    --formats) FORMATS=${2:?}; shift 2 ;;
    -h|--help) sed -n '2,/^set -uo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) args+=("$1"); shift ;;
  esac
done
[ ${#args[@]} -eq 2 ] || { echo "usage: compare-builds.sh [-j N] [--opt O0,O2] [--formats elf,macho,coff] OLD NEW" >&2; exit 2; }
OLD=$(realpath "${args[0]}"); NEW=$(realpath "${args[1]}")

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ts=$(cd "$here/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/compare-builds.XXXXXX")
trap 'rm -rf "$work"' EXIT

# One job per line: INPUT TRIPLE LEVEL.
jobs_file="$work/jobs"
: >"$jobs_file"
for level in ${OPTS//,/ }; do
  for f in "$ts"/corpus/ll/*.ll "$ts"/bench-ir/*.ll; do
    [ -e "$f" ] || continue
    for fmt in ${FORMATS//,/ }; do
      case "$fmt" in
        elf) echo "$f x86_64-linux-gnu $level" ;;
        macho) echo "$f x86_64-apple-macosx11.0 $level" ;;
        coff) echo "$f x86_64-pc-windows-msvc $level" ;;
      esac
    done
  done >>"$jobs_file"
  case ",$FORMATS," in *,coff,*)
    for f in "$ts"/corpus/mingw/ll/*.ll; do echo "$f x86_64-w64-mingw32 $level"; done >>"$jobs_file" ;;
  esac
done

# Compiles one input with both builds; prints "same" or "DIFF …".
one() {
  local f=$1 triple=$2 level=$3 key
  key=$(echo "$f $triple $level" | md5sum | cut -c1-16)
  local a="$work/$key.old" b="$work/$key.new"
  "$OLD" "-$level" -mtriple="$triple" "$f" -o "$a.o" >"$a.err" 2>&1; local sa=$?
  "$NEW" "-$level" -mtriple="$triple" "$f" -o "$b.o" >"$b.err" 2>&1; local sb=$?
  if [ "$sa" != "$sb" ]; then
    echo "DIFF $f $triple -$level: exit status $sa -> $sb"
  elif [ "$sa" != 0 ]; then
    cmp -s "$a.err" "$b.err" && echo same || echo "DIFF $f $triple -$level: messages differ"
  elif cmp -s "$a.o" "$b.o"; then
    echo same
  else
    echo "DIFF $f $triple -$level: objects differ"
  fi
  rm -f "$a".* "$b".*
}
export -f one
export OLD NEW work

xargs -P "$JOBS" -L1 bash -c 'one "$@"' _ <"$jobs_file" >"$work/results"
grep '^DIFF' "$work/results"
same=$(grep -c '^same' "$work/results")
diff=$(grep -c '^DIFF' "$work/results")
echo "compare-builds: $same passed, $diff failed"
[ "$diff" = 0 ]
