# Control-flow Enforcement (clang-19 -fcf-protection=full IR at -O0 and -O2, rllc at -O0
# and -O2): the program runs, the object's .note.gnu.property survives a link that
# requires it (the system's crt files have none, so `ld -r`), and endbr64 / notrack
# are where llc-19 puts them (per function: count of endbr64, notrack jumps).
set -e
for ir in O0 O2; do
  for opt in -O0 -O2; do
    $RLLC $opt cet.$ir.ll -o cet.o
    cc cet.o -o prog
    echo "== IR $ir, rllc $opt"
    ./prog | tail -3
    ld -r -z cet-report=error cet.o -o linked.o
    readelf -n linked.o | grep -o "x86 feature: .*"
    objdump -d --no-show-raw-insn cet.o | awk '
      /^[0-9a-f]+ <.*>:$/ { f = $2 }
      /endbr64/ { e[f]++ }
      /notrack/ { n[f]++ }
      END { for (k in e) printf "%s endbr64 %d notrack %d\n", k, e[k], n[k] }' | sort
  done
done
