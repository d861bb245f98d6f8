/* Linkage and visibility: external functions and variables with default, hidden and
   protected visibility, static functions with the same names as locals in other scopes,
   extern declarations inside blocks referring to file-scope definitions that come later,
   functions called before their definition, and inline/extern-inline combinations. */
#include <stdio.h>

__attribute__((visibility("hidden"))) int hidden_var = 10;
__attribute__((visibility("protected"))) int protected_var = 20;
int default_var = 30;
__attribute__((visibility("hidden"), noinline)) int hidden_fn(int x) { return x + hidden_var; }
__attribute__((visibility("protected"), noinline)) int protected_fn(int x) { return x * protected_var; }
__attribute__((noinline)) int default_fn(int x) { return x - default_var; }
static int later(int x);
inline int inl(int x) { return x * 2 + 1; }
extern inline int inl(int x);
static inline int sinl(int x) { return x * 3; }

int main(void) {
    extern int defined_below;
    int r = hidden_fn(1) + protected_fn(2) + default_fn(3) + later(4) + inl(5) + sinl(6) + defined_below;
    printf("hidden=%d protected=%d default=%d later=%d inl=%d sinl=%d below=%d\n", hidden_fn(1), protected_fn(2), default_fn(3), later(4), inl(5), sinl(6), defined_below);
    int (*fps[])(int) = {hidden_fn, protected_fn, default_fn, later, inl};
    int s = 0;
    for (int i = 0; i < 5; i++) s += fps[i](i);
    hidden_var++; protected_var++; default_var++;
    printf("r=%d s=%d after=%d %d %d\n", r, s, hidden_fn(0), protected_fn(1), default_fn(0));
    return (r + s) & 0x7f;
}
int defined_below = 1234;
static int later(int x) { return x << 4; }
