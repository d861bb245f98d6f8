# As run.sh, for MinGW (clang-19 --target=x86_64-w64-mingw32 -mstackrealign IR), run
# under wine.
set -e
for ir in O0 O2; do
  for opt in -O0 -O2; do
    $RLLC $opt stackrealign_mingw.$ir.ll -o stackrealign.o
    $CC stackrealign.o -o prog.exe
    echo "== IR $ir, rllc $opt"
    $RUN ./prog.exe
  done
done
