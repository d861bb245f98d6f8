# Stack protectors on MinGW (sspstrong; clang-19 -O0 and -O2 IR, rllc at -O0 and -O2;
# the canary is __stack_chk_guard XORed with the frame register, as llc stores it): values
# come back unharmed, and the overflow stops the program in libssp's __stack_chk_fail
# (a trap, which wine reports as an illegal instruction) before "not reached".
for ir in strong.O0 strong.O2; do
  for opt in -O0 -O2; do
    $RLLC $opt mingw.$ir.ll -o smash.o && $CC smash.o -o prog.exe -static -lssp || exit 1
    echo "== $ir, rllc $opt"
    $RUN ./prog.exe >out.txt 2>err.txt
    head -4 out.txt
    cat out.txt err.txt | grep -o -m1 "not reached\|illegal instruction"
  done
done
