#!/usr/bin/env bash
# Developer check for corpus programs: builds each program with clang-19 and gcc
# at -O0/-O2 plus clang-19 with UBSan+ASan, and verifies that every build gives
# identical stdout and exit status, no sanitizer reports, no warnings, and runs fast
# (and does not exit with status 124, which the harnesses read as a timeout).
# A program containing the marker `check-programs: clang-only` (it uses something
# gcc 12 lacks, e.g. _BitInt) skips the gcc builds; one containing
# `check-programs: no-asan` is built with UBSan only (e.g. it longjmps over frames, which
# ASan reports as stack-buffer problems in later frames, or uses > 64 KiB stack arrays).
# Usage: check-programs.sh [-j N] [prog.c ...]   (default: all of corpus/programs/*.c)
set -u
here=$(cd "$(dirname "$0")" && pwd)
corpus=$here/../corpus
JOBS=1
if [ "${1:-}" = "-j" ]; then JOBS=${2:?-j needs a number}; shift 2; fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
files=("$@"); [ ${#files[@]} -eq 0 ] && files=("$corpus"/programs/*.c)

check_one() {
  local f=$1 n ok=1 msg="" gcc=1 san=(-fsanitize=undefined,address)
  n=$(basename "$f" .c)
  grep -q 'check-programs: clang-only' "$f" && gcc=0
  grep -q 'check-programs: no-asan' "$f" && san=(-fsanitize=undefined)
  local variants=(c2 san); [ $gcc = 1 ] && variants=(c2 g0 g2 san)
  if ! clang-19 -std=gnu11 -Wall -Wextra -Werror -Wno-unused-function -Wno-missing-field-initializers -O0 -o "$tmp/$n.c0" "$f" -lm 2>"$tmp/$n.err"; then ok=0; msg="clang -O0 compile"; fi
  [ $ok = 1 ] && { clang-19 -std=gnu11 -O2 -o "$tmp/$n.c2" "$f" -lm 2>>"$tmp/$n.err" || { ok=0; msg="clang -O2 compile"; }; }
  [ $ok = 1 ] && [ $gcc = 1 ] && { gcc -std=gnu11 -w -O0 -o "$tmp/$n.g0" "$f" -lm 2>>"$tmp/$n.err" || { ok=0; msg="gcc -O0 compile"; }; }
  [ $ok = 1 ] && [ $gcc = 1 ] && { gcc -std=gnu11 -w -O2 -o "$tmp/$n.g2" "$f" -lm 2>>"$tmp/$n.err" || { ok=0; msg="gcc -O2 compile"; }; }
  [ $ok = 1 ] && { clang-19 -std=gnu11 -w -O1 -g "${san[@]}" -fno-sanitize-recover=all -o "$tmp/$n.san" "$f" -lm 2>>"$tmp/$n.err" || { ok=0; msg="san compile"; }; }
  if [ $ok = 1 ]; then
    local s e ms st0 st v
    s=$(date +%s%N); timeout 10 "$tmp/$n.c0" >"$tmp/$n.o.c0" 2>/dev/null </dev/null; st0=$?; e=$(date +%s%N)
    ms=$(( (e-s)/1000000 ))
    for v in "${variants[@]}"; do
      if [ $v = san ]; then ASAN_OPTIONS=detect_stack_use_after_return=0 timeout 20 "$tmp/$n.$v" >"$tmp/$n.o.$v" 2>"$tmp/$n.san.err" </dev/null; else timeout 10 "$tmp/$n.$v" >"$tmp/$n.o.$v" 2>/dev/null </dev/null; fi
      st=$?
      if [ $st != $st0 ]; then ok=0; msg="$msg status $v=$st vs c0=$st0;"; fi
      if ! cmp -s "$tmp/$n.o.c0" "$tmp/$n.o.$v"; then ok=0; msg="$msg stdout differs ($v);"; diff "$tmp/$n.o.c0" "$tmp/$n.o.$v" | head -5 >>"$tmp/$n.err"; fi
    done
    [ -s "$tmp/$n.san.err" ] && { ok=0; msg="$msg sanitizer output;"; head -20 "$tmp/$n.san.err" >>"$tmp/$n.err"; }
    [ $ms -gt 500 ] && { ok=0; msg="$msg slow ${ms}ms;"; }
    [ -s "$tmp/$n.o.c0" ] || { ok=0; msg="$msg empty stdout;"; }
    [ "$st0" = 124 ] && { ok=0; msg="$msg exit status 124 is reserved for timeouts;"; }
  fi
  if [ $ok = 1 ]; then echo "PASS $n" >"$tmp/$n.res"; else { echo "FAIL $n: $msg"; head -30 "$tmp/$n.err"; } >"$tmp/$n.res"; fi
  rm -f "$tmp/$n".c0 "$tmp/$n".c2 "$tmp/$n".g0 "$tmp/$n".g2 "$tmp/$n".san
}
export -f check_one
export tmp
printf '%s\n' "${files[@]}" | xargs -P "$JOBS" -I{} bash -c 'check_one "$1"' _ {}

fail=0; pass=0
for f in "${files[@]}"; do
  n=$(basename "$f" .c)
  if grep -q '^PASS' "$tmp/$n.res" 2>/dev/null; then pass=$((pass+1)); else fail=$((fail+1)); cat "$tmp/$n.res" 2>/dev/null || echo "FAIL $n: no result"; fi
done
echo "$pass passed, $fail failed"
[ $fail = 0 ]
