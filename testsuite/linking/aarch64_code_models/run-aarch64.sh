# AArch64's tiny and large code models (the module's "Code Model" flag from clang-19's
# -mcmodel, and -code-model over it), clang-19 IR at -O0 and -O2, rllc at -O0 and -O2,
# run under qemu; the output is llc-19's build's.
set -e
$CC -c other.c -o other.o
for ir in O0 O2; do
  for opt in -O0 -O2; do
    echo "== tiny, IR $ir, rllc $opt"
    $RLLC $opt tiny.$ir.ll -o models.o
    $CC -static models.o other.o -o prog
    $RUN ./prog
    echo "== large, IR $ir, rllc $opt"
    $RLLC $opt -relocation-model=static large.$ir.ll -o models.o
    $CC -static models.o other.o -o prog
    $RUN ./prog
  done
done
echo "== -code-model=large over the tiny flag"
$RLLC -O2 -code-model=large -relocation-model=static tiny.O2.ll -o models.o
$CC -static models.o other.o -o prog
$RUN ./prog
