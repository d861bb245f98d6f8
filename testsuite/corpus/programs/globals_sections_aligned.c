/* Global attributes that affect emission: __attribute__((aligned(N))) variables and
   their addresses, __attribute__((section)) for data and functions (with the linker's
   __start_/__stop_ symbols enumerating a custom section), __attribute__((used)) statics,
   and const volatile objects that must be read from memory. */
#include <stdio.h>
#include <stdint.h>

struct reg { const char *name; int value; };
#define REGISTER(n, v) static const struct reg reg_##n __attribute__((used, section("rllc_regs"), aligned(16))) = {#n, v}
REGISTER(alpha, 1);
REGISTER(beta, 20);
REGISTER(gamma, 300);
extern const struct reg __start_rllc_regs[], __stop_rllc_regs[];

static char c1 = 1;
static char aligned64 __attribute__((aligned(64))) = 2;
static short aligned256[3] __attribute__((aligned(256))) = {1, 2, 3};
static const volatile int cv = 77;
__attribute__((section(".text.rllc_custom"), noinline)) static int in_custom_text(int x) { return x * 3 + 1; }
__attribute__((used)) static int unused_but_kept = 42;

int main(void) {
    int count = 0, sum = 0;
    for (const struct reg *r = __start_rllc_regs; r < __stop_rllc_regs; r++) { count++; sum += r->value; }
    printf("registered %d entries, value sum %d\n", count, sum);
    printf("alignment ok: %d %d c1=%d a64=%d a256=%d\n", (uintptr_t)&aligned64 % 64 == 0, (uintptr_t)aligned256 % 256 == 0, c1, aligned64, aligned256[2]);
    printf("cv=%d custom=%d kept=%d\n", cv, in_custom_text(cv), unused_but_kept);
    return count * 10 + sum % 10;
}
