# One-element integer and pointer vectors (<1 x i64>, <1 x ptr>, …) in arguments and
# results: caller.ll and callee.ll built by rllc, and each mixed with llc-19's build of
# the other half when llc-19 is installed.
set -e
$RLLC callee.ll -o callee.o
$RLLC caller.ll -o caller.o
cc caller.o callee.o -o both
echo "== rllc caller, rllc callee"
./both
if command -v llc-19 >/dev/null 2>&1; then
  llc-19 -O2 -filetype=obj -relocation-model=pic callee.ll -o callee.llc.o
  llc-19 -O2 -filetype=obj -relocation-model=pic caller.ll -o caller.llc.o
else
  cp callee.o callee.llc.o
  cp caller.o caller.llc.o
fi
cc caller.llc.o callee.o -o llc_caller
echo "== llc caller, rllc callee"
./llc_caller
cc caller.o callee.llc.o -o llc_callee
echo "== rllc caller, llc callee"
./llc_callee
