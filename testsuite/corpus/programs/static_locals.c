/* Static local variables: counters, memoization caches, static arrays initialized once,
   statics in recursive functions, and statics with the same name in different functions. */
#include <stdio.h>
#include <string.h>

static int next_id(void) { static int id = 100; return id++; }
static unsigned long long fib_memo(int n) {
    static unsigned long long cache[94]; static int init;
    if (!init) { memset(cache, 0, sizeof cache); init = 1; }
    if (n < 2) return (unsigned long long)n;
    if (cache[n]) return cache[n];
    return cache[n] = fib_memo(n - 1) + fib_memo(n - 2);
}
static const char *month_name(int m) { static const char *const names[] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" }; return (m >= 1 && m <= 12) ? names[m - 1] : "???"; }
static int depth_tracker(int n) { static int maxdepth, cur; cur++; if (cur > maxdepth) maxdepth = cur; if (n > 0) depth_tracker(n - 1); cur--; return maxdepth; }
static int f1(void) { static int x = 1; return x *= 2; }
static int f2(void) { static int x = 1; return x *= 3; }
static char *fmt_num(int v) { static char buf[32]; snprintf(buf, sizeof buf, "<%d>", v); return buf; }
static double running_avg(double v) { static double sum; static long n; sum += v; n++; return sum / (double)n; }
static float sfl(void) { static float f = 0.5f; f = f * 1.5f; return f; }
static short sshort(void) { static short s = 30000; s = (short)(s + 1000); return s; }
static unsigned char suc(void) { static unsigned char c = 250; return c++; }

int main(void) {
    for (int i = 0; i < 3; i++) printf("id %d\n", next_id());
    printf("fib(90)=%llu fib(50)=%llu\n", fib_memo(90), fib_memo(50));
    for (int m = 0; m <= 13; m += 3) printf("%s ", month_name(m)); printf("\n");
    int d5 = depth_tracker(5); int d12 = depth_tracker(12); printf("depth %d %d\n", d5, d12);
    for (int i = 0; i < 4; i++) { int v1 = f1(); int v2 = f2(); printf("f1=%d f2=%d\n", v1, v2); }
    printf("%s ", fmt_num(1)); printf("%s\n", fmt_num(22));
    double a = 0; for (int i = 1; i <= 10; i++) a = running_avg(i * i); printf("avg=%g\n", a);
    for (int i = 0; i < 3; i++) { double v1 = sfl(); int v2 = sshort(); unsigned v3 = suc(); printf("sfl=%g sshort=%d suc=%u\n", v1, v2, v3); }
    for (int i = 0; i < 5; i++) printf("suc %u ", suc()); printf("\n");
    return next_id() - 100;
}
