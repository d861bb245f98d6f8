# AArch64 hardening (clang-19 IR at -O0 and -O2, rllc at -O0 and -O2), run under qemu,
# which implements BTI and PAC:
# - bti.c, linked -static -nostdlib -z force-bti with its own runtime (rt.S; the system's
#   static libc has no landing pads), so that every indirect branch is checked: it runs,
#   and the same IR without "branch-target-enforcement" stops with SIGILL (status 132);
# - pac.cpp throws through frames that signed their return address (A key, B key with
#   leaf functions signed too, and Armv8.5 code returning with retaa), linked -static
#   with libstdc++;
# - probe.c (-fstack-clash-protection): large frames and VLAs allocated a probe at a time;
# - probe.c again with -pg: every function calls _mcount first; the run writes gmon.out;
# - the objects' .note.gnu.property features.
set -e
$CC -c rt.S -o rt.o
for ir in O0 O2; do
  for opt in -O0 -O2; do
    echo "== IR $ir, rllc $opt"
    $RLLC $opt bti.$ir.ll -o bti.o
    $CC -static -nostdlib -z force-bti bti.o rt.o -o prog
    $RUN ./prog >out.txt
    tail -4 out.txt
    sed 's/ "branch-target-enforcement" / /' bti.$ir.ll >nobti.ll
    $RLLC $opt nobti.ll -o nobti.o
    $CC -static -nostdlib -z force-bti nobti.o rt.o -o prog-nobti 2>/dev/null
    status=0
    $RUN ./prog-nobti >/dev/null 2>&1 || status=$?
    echo "without landing pads: status $status"
    for pac in pac pac-bkey pac-v85; do
      $RLLC $opt $pac.$ir.ll -o $pac.o
      $CXX -static $pac.o -o prog-$pac
      $RUN ./prog-$pac >out.txt
      md5sum <out.txt | cut -c1-8
    done
    $RLLC $opt probe.$ir.ll -o probe.o
    $CC -static probe.o -o prog-probe
    $RUN ./prog-probe >out.txt
    md5sum <out.txt | cut -c1-8
    rm -f gmon.out
    $RLLC $opt pg.$ir.ll -o pg.o
    $CC -static -pg pg.o -o prog-pg
    $RUN ./prog-pg >out.txt
    echo "-pg: $(md5sum <out.txt | cut -c1-8), $(ls gmon.out)"
    for o in bti pac pac-bkey; do
      echo "$o: $(readelf -n $o.o | grep -o "AArch64 feature: .*")"
    done
  done
done
$RUN ./prog-pac
$RUN ./prog-probe
