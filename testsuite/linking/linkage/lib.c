/* Weak definitions, weak references, aliases, ifuncs, constructor priorities, common
   symbols and visibility, as a library unit that an override unit may replace. */
#include <stdio.h>

int hook(void) __attribute__((weak));
int hook(void) { return 1; }
int setting __attribute__((weak)) = 10;
extern int missing_fn(void) __attribute__((weak));
extern int missing_var __attribute__((weak));

int common_var; /* -fcommon: a common symbol */
__attribute__((visibility("hidden"))) int hidden_var = 7;
__attribute__((visibility("protected"))) int protected_fn(void) { return 8; }

int real_fn(void) { return 42; }
int alias_fn(void) __attribute__((alias("real_fn")));
extern int alias_var __attribute__((alias("hidden_var")));

static int impl_fast(int x) { return x * 2; }
static int impl_slow(int x) { return x + x; }
static int (*resolve_twice(void))(int) {
  return setting > 15 ? impl_fast : impl_slow;
}
int twice(int) __attribute__((ifunc("resolve_twice")));

static char order[16];
static int norder;
__attribute__((constructor(200))) static void c200(void) { order[norder++] = 'b'; }
__attribute__((constructor(101))) static void c101(void) { order[norder++] = 'a'; }
__attribute__((constructor)) static void cdefault(void) { order[norder++] = 'c'; }
__attribute__((destructor(150))) static void d150(void) { printf("destructor 150\n"); }
__attribute__((destructor)) static void ddefault(void) { printf("destructor default\n"); }

static __attribute__((used, retain)) const char kept[] = "kept by llvm.used";

int report(void) {
  printf("constructors ran in order: %s\n", order);
  printf("hook %d, setting %d\n", hook(), setting);
  printf("missing_fn %s, missing_var %s\n", missing_fn ? "defined" : "null",
         &missing_var ? "defined" : "null");
  common_var += 3;
  printf("common %d, hidden %d, protected %d\n", common_var, hidden_var, protected_fn());
  printf("alias_fn %d same address %d, alias_var %d\n", alias_fn(),
         (void *)alias_fn == (void *)real_fn, alias_var);
  int (*volatile fp)(int) = twice;
  printf("twice(21) %d, through pointer %d\n", twice(21), fp(4));
  return 0;
}
