#!/usr/bin/env bash
# Developer check for corpus programs: builds each program with clang-19 and gcc
# at -O0/-O2 plus clang-19 with UBSan+ASan, and verifies that every build gives
# identical stdout and exit status, no sanitizer reports, no warnings, and runs fast.
# Usage: check-programs.sh [prog.c ...]   (default: all of corpus/programs/*.c)
set -u
here=$(cd "$(dirname "$0")" && pwd)
corpus=$here/../corpus
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
files=("$@"); [ ${#files[@]} -eq 0 ] && files=("$corpus"/programs/*.c)
fail=0; pass=0
for f in "${files[@]}"; do
  n=$(basename "$f" .c); ok=1; msg=""
  if ! clang-19 -std=gnu11 -Wall -Wextra -Werror -Wno-unused-function -Wno-missing-field-initializers -O0 -o "$tmp/$n.c0" "$f" -lm 2>"$tmp/$n.err"; then ok=0; msg="clang -O0 compile"; fi
  [ $ok = 1 ] && { clang-19 -std=gnu11 -O2 -o "$tmp/$n.c2" "$f" -lm 2>>"$tmp/$n.err" || { ok=0; msg="clang -O2 compile"; }; }
  [ $ok = 1 ] && { gcc -std=gnu11 -w -O0 -o "$tmp/$n.g0" "$f" -lm 2>>"$tmp/$n.err" || { ok=0; msg="gcc -O0 compile"; }; }
  [ $ok = 1 ] && { gcc -std=gnu11 -w -O2 -o "$tmp/$n.g2" "$f" -lm 2>>"$tmp/$n.err" || { ok=0; msg="gcc -O2 compile"; }; }
  [ $ok = 1 ] && { clang-19 -std=gnu11 -w -O1 -g -fsanitize=undefined,address -fno-sanitize-recover=all -o "$tmp/$n.san" "$f" -lm 2>>"$tmp/$n.err" || { ok=0; msg="san compile"; }; }
  if [ $ok = 1 ]; then
    s=$(date +%s%N); timeout 10 "$tmp/$n.c0" >"$tmp/$n.o.c0" 2>/dev/null; st0=$?; e=$(date +%s%N)
    ms=$(( (e-s)/1000000 ))
    for v in c2 g0 g2 san; do
      if [ $v = san ]; then ASAN_OPTIONS=detect_stack_use_after_return=0 timeout 20 "$tmp/$n.$v" >"$tmp/$n.o.$v" 2>"$tmp/$n.san.err"; else timeout 10 "$tmp/$n.$v" >"$tmp/$n.o.$v" 2>/dev/null; fi
      st=$?
      if [ $st != $st0 ]; then ok=0; msg="$msg status $v=$st vs c0=$st0;"; fi
      if ! cmp -s "$tmp/$n.o.c0" "$tmp/$n.o.$v"; then ok=0; msg="$msg stdout differs ($v);"; diff "$tmp/$n.o.c0" "$tmp/$n.o.$v" | head -5 >>"$tmp/$n.err"; fi
    done
    [ -s "$tmp/$n.san.err" ] && { ok=0; msg="$msg sanitizer output;"; head -20 "$tmp/$n.san.err" >>"$tmp/$n.err"; }
    [ $ms -gt 500 ] && { ok=0; msg="$msg slow ${ms}ms;"; }
    [ -s "$tmp/$n.o.c0" ] || { ok=0; msg="$msg empty stdout;"; }
  fi
  if [ $ok = 1 ]; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL $n: $msg"; head -30 "$tmp/$n.err"; fi
done
echo "$pass passed, $fail failed"
[ $fail = 0 ]
