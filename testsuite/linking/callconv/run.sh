# Calling conventions across compilers: callee.ll (coldcc, preserve_mostcc, preserve_allcc,
# fastcc, tailcc definitions) and caller.ll (calls with many values live) built by rllc,
# and each mixed with llc-19's build of the other half when llc-19 is installed (the
# other compiler relies on the registers the convention preserves). clobber.c (cc) wipes
# every caller-saved register.
set -e
cc -O1 -c clobber.c -o clobber.o
$RLLC callee.ll -o callee.o
$RLLC caller.ll -o caller.o
cc caller.o callee.o clobber.o -o both
echo "== rllc caller, rllc callee"
./both
if command -v llc-19 >/dev/null 2>&1; then
  llc-19 -O2 -filetype=obj -relocation-model=pic callee.ll -o callee.llc.o
  llc-19 -O2 -filetype=obj -relocation-model=pic caller.ll -o caller.llc.o
else
  cp callee.o callee.llc.o
  cp caller.o caller.llc.o
fi
cc caller.llc.o callee.o clobber.o -o llc_caller
echo "== llc caller, rllc callee"
./llc_caller
cc caller.o callee.llc.o clobber.o -o llc_callee
echo "== rllc caller, llc callee"
./llc_callee
