/* A shared library built with -fno-semantic-interposition: its definitions are
   dso_local, so its own references must not be preempted by the executable's symbols of
   the same names (LLVM reaches them through local .Lname$local labels). */
int value = 1;
const int table[3] = {10, 20, 30};
int hook(void) { return 1; }
int call_hook(void) { return hook() * 100 + value + table[1]; }
const int *table_addr(void) { return table; }
