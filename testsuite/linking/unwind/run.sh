# C++ exceptions and backtraces through rllc-compiled C frames (O0 and O2 IR, rllc at
# -O0 and -O2, position-independent and static).
set -e
c++ -c main.cpp -o main.o
for ir in O0 O2; do
  for opt in -O0 -O2; do
    $RLLC $opt frames.$ir.ll -o frames.o
    c++ main.o frames.o -o prog
    echo "== IR $ir, rllc $opt"
    ./prog
  done
done
$RLLC -relocation-model=static frames.O0.ll -o frames.o
c++ -no-pie main.o frames.o -o prog
echo "== static"
./prog
