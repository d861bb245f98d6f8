# The library's thread-locals under each TLS model: linked into the executable (where
# the linker relaxes the dynamic models), and as a shared library for the dynamic ones.
set -e
$RLLC main.ll -o main.o
for m in gd ld ie le; do
  $RLLC -relocation-model=pic lib.$m.ll -o lib.$m.o
  cc main.o lib.$m.o -o exe.$m -lpthread
  echo "== $m, executable"
  ./exe.$m
done
for m in gd ld; do
  cc -shared lib.$m.o -o libtls$m.so
  cc main.o -L. -ltls$m -Wl,-rpath,"$PWD" -o dyn.$m -lpthread
  echo "== $m, shared library"
  ./dyn.$m
done
