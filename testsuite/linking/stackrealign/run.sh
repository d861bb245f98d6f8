# Stack realignment with a moving stack pointer (clang-19 -mstackrealign
# -fstack-clash-protection IR at -O0 and -O2, rllc at -O0 and -O2): the programs run as
# clang's build; rbx is set from the realigned rsp in the functions with dynamic allocas;
# the large frames are probed after the realignment (before the
# body: the prologue's probes).
set -e
for ir in O0 O2; do
  for opt in -O0 -O2; do
    $RLLC $opt stackrealign.$ir.ll -o stackrealign.o
    cc stackrealign.o -o prog
    echo "== IR $ir, rllc $opt"
    ./prog
    objdump -d --no-show-raw-insn stackrealign.o | awk '
      /^[0-9a-f]+ <.*>:$/ { f = $2; r = 0 }
      /and +\$0x[0-9a-f]+,%rsp/ { r = 1 }
      r && /movq +\$0x0,\(%rsp\)/ { print "probed after the realignment in " f }
      r && /mov +%rsp,%rbx/ { print "base pointer in " f }
      /mov +%rsp,%rbx|call/ { r = 0 }' | sort -u
  done
done
