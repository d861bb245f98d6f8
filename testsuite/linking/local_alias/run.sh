# dso_local definitions in a shared library stay bound to the library.
set -e
$RLLC -relocation-model=pic lib.ll -o lib.o
cc -shared lib.o -o liblocal.so
$RLLC main.ll -o main.o
cc main.o -L. -llocal -Wl,-rpath,"$PWD" -o prog
./prog
