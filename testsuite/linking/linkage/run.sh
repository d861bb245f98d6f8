# Weak definitions kept alone and overridden by strong ones (in an executable and through
# a shared library), weak undefined references, aliases, ifuncs, constructor priorities,
# common symbols, visibility; llvm.used survives --gc-sections.
set -e
$RLLC main.ll -o main.o
$RLLC lib.ll -o lib.o
$RLLC override.ll -o override.o
cc main.o lib.o -o alone -Wl,--gc-sections
echo "== weak definitions alone"
./alone
cc main.o lib.o override.o -o overridden
echo "== overridden"
./overridden
$RLLC -relocation-model=pic lib.pic.ll -o lib.pic.o
cc -shared lib.pic.o -o liblinkage.so
cc main.o override.o -L. -llinkage -Wl,-rpath,"$PWD" -o dynamic
echo "== overridden across a shared library"
./dynamic
echo "== llvm.used string kept by --gc-sections: $(grep -c 'kept by llvm.used' alone)"
