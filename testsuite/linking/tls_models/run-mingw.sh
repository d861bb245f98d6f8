# Thread-locals on Windows (MinGW, run under wine): the library's variables read and
# written from several threads through _tls_index and gs:[0x58] (COFF has no TLS models:
# lib.gd.ll stands for all), statically linked with winpthreads.
set -e
$RLLC main.ll -o main.o
$RLLC lib.gd.ll -o lib.o
$CC main.o lib.o -o tls.exe -static -lpthread
echo "== executable"
$RUN ./tls.exe
