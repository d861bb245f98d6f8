# Patchable function entries (clang-19 -fpatchable-function-entry=4,1 IR at -O0 and -O2,
# rllc at -O0 and -O2, also with -function-sections and linked with --gc-sections): the
# program finds every function's nops through __patchable_function_entries and prints
# them; they are llc-19's.
set -e
for ir in O0 O2; do
  for opt in -O0 -O2; do
    for split in "" -function-sections; do
      $RLLC $opt $split patchable.$ir.ll -o patchable.o
      cc patchable.o -Wl,--gc-sections -o prog
      echo "== IR $ir, rllc $opt $split"
      ./prog
    done
  done
done
