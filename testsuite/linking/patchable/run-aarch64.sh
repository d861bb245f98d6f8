# Patchable function entries on AArch64 (clang-19 -fpatchable-function-entry=4,1
# -mbranch-protection=standard IR at -O0 and -O2, rllc at -O0 and -O2, also with
# -function-sections and linked with --gc-sections), run under qemu: as run.sh, the
# entries (counted in instructions here: the program prints their first bytes) are
# where llc-19 puts them, after `bti c`.
set -e
for ir in O0 O2; do
  for opt in -O0 -O2; do
    for split in "" -function-sections; do
      $RLLC $opt $split patchable.aarch64.$ir.ll -o patchable.o
      $CC -static patchable.o -Wl,--gc-sections -o prog
      echo "== IR $ir, rllc $opt $split"
      $RUN ./prog
    done
  done
done
