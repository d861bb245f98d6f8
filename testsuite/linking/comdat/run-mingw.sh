# Comdat folding across two objects on Windows (MinGW, run under wine): GNU ld keeps the
# first copy in link order of each comdat. Expected output: llc-19's objects (GNU ld
# runs the constructor keyed to the discarded copy's comdat as well).
set -e
$RLLC unit_a.coff.ll -o a.o
$RLLC unit_b.coff.ll -o b.o
$RLLC main.ll -o main.o
$CC main.o a.o b.o -o ab.exe
echo "== a first"
$RUN ./ab.exe
$CC main.o b.o a.o -o ba.exe
echo "== b first"
$RUN ./ba.exe
