# "zero-call-used-regs" on AArch64 (clang-19 IR at -O0 and -O2, rllc at -O0 and -O2), run
# under qemu; the output is llc-19's build's.
set -e
for ir in O0 O2; do
  for opt in -O0 -O2; do
    echo "== IR $ir, rllc $opt"
    $RLLC $opt zero.$ir.ll -o zero.o
    $CC -static zero.o -o prog
    $RUN ./prog
  done
done
