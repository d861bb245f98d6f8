#!/bin/sh
# Link-only smoke test of Mach-O output: compiles every corpus program (O0 and O2 IR)
# for x86_64-apple-macosx11.0 with rllc and links it with ld64.lld-19 (undefined symbols
# allowed: there is no macOS SDK here); library units link as dylibs. Prints counts and
# the link errors. Usage: macho-link-corpus.sh [RLLC]
set -u
RLLC=${1:-target/release/rllc}
corpus=$(dirname "$0")/../corpus
work=$(mktemp -d)
ok=0; unsupported=0; failed=0
for f in "$corpus"/ll/*.O0.ll "$corpus"/ll/*.O2.ll; do
  b=$(basename "$f" .ll)
  if ! $RLLC -mtriple=x86_64-apple-macosx11.0 "$f" -o "$work/$b.o" 2>"$work/$b.err"; then
    # Unsupported features, and ELF section names llc rejects for Mach-O too.
    if grep -q "unsupported\|invalid section specifier" "$work/$b.err"; then
      unsupported=$((unsupported + 1)); else
      failed=$((failed + 1)); echo "compile $b: $(grep error "$work/$b.err" | head -1)"; fi
    continue
  fi
  kind=-execute
  [ -e "$corpus/expected/${b%.O*}.out" ] || kind=-dylib
  if ld64.lld-19 -arch x86_64 -platform_version macos 11.0 11.0 -undefined dynamic_lookup \
      $kind "$work/$b.o" -o "$work/$b.out" 2>"$work/$b.lerr"; then
    ok=$((ok + 1))
  else
    failed=$((failed + 1)); echo "link $b: $(head -1 "$work/$b.lerr")"
  fi
done
rm -rf "$work"
echo "linked $ok, unsupported or rejected as by llc $unsupported, failed $failed"
[ "$failed" = 0 ]
