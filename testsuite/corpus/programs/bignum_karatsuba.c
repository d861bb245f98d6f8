/* Arbitrary-precision unsigned arithmetic on 32-bit limbs: schoolbook and Karatsuba
   multiplication (checked against each other), addition/subtraction with carries,
   division by a small number for decimal printing, and computations of 3^500, 100!,
   and the 1000th Fibonacci number. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define MAXL 256
typedef struct { int n; uint32_t d[MAXL]; } big;
static void norm(big *a) { while (a->n > 0 && a->d[a->n - 1] == 0) a->n--; }
static void from_u32(big *a, uint32_t v) { a->n = v ? 1 : 0; a->d[0] = v; }
static void add(big *r, const big *a, const big *b) {
    uint64_t c = 0; int n = a->n > b->n ? a->n : b->n;
    for (int i = 0; i < n; i++) { c += (uint64_t)(i < a->n ? a->d[i] : 0) + (i < b->n ? b->d[i] : 0); r->d[i] = (uint32_t)c; c >>= 32; }
    r->n = n; if (c) r->d[r->n++] = (uint32_t)c;
}
static void sub(big *r, const big *a, const big *b) { /* a >= b */
    int64_t c = 0;
    for (int i = 0; i < a->n; i++) { c += (int64_t)a->d[i] - (i < b->n ? b->d[i] : 0); r->d[i] = (uint32_t)c; c = c < 0 ? -1 : 0; }
    r->n = a->n; norm(r);
}
static void mul_school(big *r, const big *a, const big *b) {
    uint32_t t[MAXL] = {0};
    for (int i = 0; i < a->n; i++) { uint64_t c = 0; for (int j = 0; j < b->n; j++) { c += (uint64_t)a->d[i] * b->d[j] + t[i + j]; t[i + j] = (uint32_t)c; c >>= 32; } t[i + b->n] = (uint32_t)c; }
    r->n = a->n + b->n; memcpy(r->d, t, sizeof(uint32_t) * (size_t)r->n); norm(r);
}
static void split(const big *a, int m, big *lo, big *hi) {
    lo->n = a->n < m ? a->n : m; memcpy(lo->d, a->d, sizeof(uint32_t) * (size_t)lo->n); norm(lo);
    hi->n = a->n > m ? a->n - m : 0; memcpy(hi->d, a->d + m, sizeof(uint32_t) * (size_t)hi->n);
}
static void shift_add(big *r, const big *a, int words) { /* r += a << (32*words) */
    uint64_t c = 0; int i;
    for (i = 0; i < a->n || c; i++) { int k = i + words; if (k >= r->n) { while (r->n <= k) r->d[r->n++] = 0; } c += (uint64_t)r->d[k] + (i < a->n ? a->d[i] : 0); r->d[k] = (uint32_t)c; c >>= 32; }
}
static void karatsuba(big *r, const big *a, const big *b) {
    if (a->n < 8 || b->n < 8) { mul_school(r, a, b); return; }
    int m = (a->n > b->n ? a->n : b->n) / 2;
    big a0, a1, b0, b1, z0, z1, z2, sa, sb;
    split(a, m, &a0, &a1); split(b, m, &b0, &b1);
    karatsuba(&z0, &a0, &b0); karatsuba(&z2, &a1, &b1);
    add(&sa, &a0, &a1); add(&sb, &b0, &b1); karatsuba(&z1, &sa, &sb);
    sub(&z1, &z1, &z0); sub(&z1, &z1, &z2);
    *r = z0; shift_add(r, &z1, m); shift_add(r, &z2, 2 * m); norm(r);
}
static int to_dec(const big *a, char *out) {
    big t = *a; char tmp[2600]; int n = 0;
    if (t.n == 0) { strcpy(out, "0"); return 1; }
    while (t.n) { uint64_t rem = 0; for (int i = t.n - 1; i >= 0; i--) { uint64_t cur = (rem << 32) | t.d[i]; t.d[i] = (uint32_t)(cur / 1000000000u); rem = cur % 1000000000u; } norm(&t);
        for (int k = 0; k < 9; k++) { tmp[n++] = (char)('0' + rem % 10); rem /= 10; } }
    while (n > 1 && tmp[n - 1] == '0') n--;
    for (int i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
    out[n] = 0;
    return n;
}
static unsigned digit_sum(const char *s) { unsigned t = 0; while (*s) t += (unsigned)(*s++ - '0'); return t; }

int main(void) {
    static char buf[2600];
    big p, three, f, k, a, b, c;
    from_u32(&p, 1); from_u32(&three, 3);
    for (int i = 0; i < 500; i++) mul_school(&p, &p, &three);
    int len = to_dec(&p, buf);
    printf("3^500: %d digits, starts %.20s, digit sum %u\n", len, buf, digit_sum(buf));
    from_u32(&f, 1);
    for (uint32_t i = 2; i <= 100; i++) { from_u32(&k, i); mul_school(&f, &f, &k); }
    len = to_dec(&f, buf);
    printf("100!: %d digits, digit sum %u, ends %s\n", len, digit_sum(buf), buf + len - 30);
    from_u32(&a, 0); from_u32(&b, 1);
    for (int i = 0; i < 1000; i++) { add(&c, &a, &b); a = b; b = c; }
    len = to_dec(&a, buf);
    printf("fib(1000): %d digits, starts %.15s\n", len, buf);
    big x, y, r1, r2;
    karatsuba(&r1, &p, &f); mul_school(&r2, &p, &f);
    int same = r1.n == r2.n && memcmp(r1.d, r2.d, sizeof(uint32_t) * (size_t)r1.n) == 0;
    x = a; y = p;
    karatsuba(&r1, &x, &y); mul_school(&r2, &x, &y);
    same &= r1.n == r2.n && memcmp(r1.d, r2.d, sizeof(uint32_t) * (size_t)r1.n) == 0;
    to_dec(&r1, buf);
    printf("karatsuba matches schoolbook: %d, fib1000*3^500 digit sum %u\n", same, digit_sum(buf));
    return same ? (int)(digit_sum(buf) & 0x7f) : 100;
}
