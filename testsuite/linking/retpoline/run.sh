# Retpolines (clang-19 -mretpoline IR at -O0 and -O2, rllc at -O0 and -O2): the program
# runs as clang's build; no indirect call or jump is left outside the thunk
# __llvm_retpoline_r11, which the object defines (weak, hidden, in its comdat) and the
# code calls.
set -e
for ir in O0 O2; do
  for opt in -O0 -O2; do
    $RLLC $opt retpoline.$ir.ll -o retpoline.o
    cc retpoline.o -o prog
    echo "== IR $ir, rllc $opt"
    ./prog
    objdump -dr --no-show-raw-insn retpoline.o | awk '
      /^[0-9a-f]+ <.*>:$/ { f = $2 }
      /(call|jmp)[a-z]* +\*/ { print "indirect branch in " f }
      /R_X86_64_PLT32[ \t]+__llvm_retpoline_r11/ { n++ }
      END { print (n > 0 ? "calls the thunk" : "no call of the thunk") }'
    readelf -sW retpoline.o | awk '$8 == "__llvm_retpoline_r11" { print $4, $5, $6, $3 }'
    readelf -gW retpoline.o | grep -o "\[__llvm_retpoline_r11\] contains .*"
  done
done
