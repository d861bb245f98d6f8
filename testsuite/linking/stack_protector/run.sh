# Stack protectors (sspstrong, ssp, sspreq; clang-19 -O0 and -O2 IR, rllc at -O0 and
# -O2): values come back unharmed, and the overflow aborts with glibc's message.
for ir in strong.O0 strong.O2 ssp.O2 all.O0; do
  for opt in -O0 -O2; do
    $RLLC $opt $ir.ll -o smash.o && cc smash.o -o prog || exit 1
    echo "== $ir, rllc $opt"
    ./prog 2>err.txt
    echo "exit status $?"
    grep -o "stack smashing detected" err.txt
  done
done
