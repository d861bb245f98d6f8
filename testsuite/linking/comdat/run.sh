# Comdat folding across two objects: the linker keeps one copy of the group (the first
# in link order), with its function, data, alias and keyed constructor.
set -e
$RLLC unit_a.ll -o a.o
$RLLC unit_b.ll -o b.o
$RLLC main.ll -o main.o
cc main.o a.o b.o -o ab
echo "== a first"
./ab
cc main.o b.o a.o -o ba
echo "== b first"
./ba
