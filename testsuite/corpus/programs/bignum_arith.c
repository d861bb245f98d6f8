/* Arbitrary precision arithmetic on base-1e9 limbs: addition, multiplication,
   small division, factorials, powers of two, Fibonacci numbers, and digit sums. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define MAXL 400
typedef struct { int n; uint32_t d[MAXL]; } Big;  /* little-endian base 1e9 */
static const uint32_t BASE = 1000000000u;
static void set(Big *a, uint32_t v) { a->n = 1; a->d[0] = v % BASE; if (v >= BASE) { a->d[1] = v / BASE; a->n = 2; } }
static void add(Big *r, const Big *a, const Big *b) {
    uint64_t c = 0; int n = a->n > b->n ? a->n : b->n; Big t;
    for (int i = 0; i < n; i++) { c += (uint64_t)(i < a->n ? a->d[i] : 0) + (i < b->n ? b->d[i] : 0); t.d[i] = (uint32_t)(c % BASE); c /= BASE; }
    t.n = n; if (c) t.d[t.n++] = (uint32_t)c; *r = t;
}
static void mul_small(Big *a, uint32_t m) { uint64_t c = 0; for (int i = 0; i < a->n; i++) { c += (uint64_t)a->d[i] * m; a->d[i] = (uint32_t)(c % BASE); c /= BASE; } while (c) { a->d[a->n++] = (uint32_t)(c % BASE); c /= BASE; } }
static uint32_t div_small(Big *a, uint32_t m) { uint64_t r = 0; for (int i = a->n - 1; i >= 0; i--) { r = r * BASE + a->d[i]; a->d[i] = (uint32_t)(r / m); r %= m; } while (a->n > 1 && !a->d[a->n - 1]) a->n--; return (uint32_t)r; }
static void mul(Big *r, const Big *a, const Big *b) {
    static uint64_t acc[2 * MAXL]; memset(acc, 0, sizeof acc);
    for (int i = 0; i < a->n; i++) { uint64_t c = 0; for (int j = 0; j < b->n; j++) { uint64_t cur = acc[i + j] + (uint64_t)a->d[i] * b->d[j] + c; acc[i + j] = cur % BASE; c = cur / BASE; } int k = i + b->n; while (c) { uint64_t cur = acc[k] + c; acc[k] = cur % BASE; c = cur / BASE; k++; } }
    int n = a->n + b->n; while (n > 1 && !acc[n - 1]) n--; r->n = n; for (int i = 0; i < n; i++) r->d[i] = (uint32_t)acc[i];
}
static void print(const char *label, const Big *a) {
    char buf[MAXL * 9 + 1]; int p = sprintf(buf, "%u", a->d[a->n - 1]); for (int i = a->n - 2; i >= 0; i--) p += sprintf(buf + p, "%09u", a->d[i]);
    int ds = 0; for (int i = 0; i < p; i++) ds += buf[i] - '0';
    if (p > 60) printf("%s = %.25s...%s (%d digits, digit sum %d)\n", label, buf, buf + p - 25, p, ds); else printf("%s = %s (digit sum %d)\n", label, buf, ds);
}

int main(void) {
    Big f; set(&f, 1); for (uint32_t i = 2; i <= 300; i++) { mul_small(&f, i); if (i == 25 || i == 100 || i == 300) { char l[16]; snprintf(l, sizeof l, "%u!", i); print(l, &f); } }
    int zeros = 0; Big g = f; while (div_small(&g, 10) == 0) zeros++; printf("trailing zeros of 300! = %d\n", zeros);
    Big p; set(&p, 1); for (int i = 0; i < 1000; i++) mul_small(&p, 2); print("2^1000", &p);
    Big a, b, c; set(&a, 0); set(&b, 1); for (int i = 0; i < 1000; i++) { add(&c, &a, &b); a = b; b = c; } print("fib(1000)", &a);
    Big sq; mul(&sq, &p, &p); print("2^2000", &sq);
    Big x; set(&x, 123456789); Big y = x; for (int i = 0; i < 5; i++) { mul(&y, &y, &x); } print("123456789^6", &y);
    Big q = sq; uint32_t rem = div_small(&q, 1000000007u); printf("2^2000 mod 1e9+7 = %u\n", rem);
    return zeros;
}
