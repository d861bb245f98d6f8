/* Aliasing rules that the optimizer relies on and the backend must respect: objects
   accessed through unsigned char pointers (always allowed), union-based type punning,
   restrict-qualified pointers on non-overlapping arrays (vectorisable) and a version of
   the same function called with overlapping arguments without restrict, and memcpy-based
   reinterpretation of struct bytes. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

__attribute__((noinline)) static void add_restrict(int *restrict d, const int *restrict a, const int *restrict b, int n) { for (int i = 0; i < n; i++) d[i] = a[i] + b[i]; }
__attribute__((noinline)) static void add_overlap(int *d, const int *a, const int *b, int n) { for (int i = 0; i < n; i++) d[i] = a[i] + b[i]; }
__attribute__((noinline)) static unsigned byte_sum(const void *p, size_t n) { const unsigned char *b = p; unsigned s = 0; for (size_t i = 0; i < n; i++) s = s * 31 + b[i]; return s; }
__attribute__((noinline)) static void clear_via_chars(void *p, size_t n) { unsigned char *b = p; for (size_t i = 0; i < n; i++) b[i] = 0; }
union pun { uint32_t u; float f; uint8_t b[4]; };

int main(void) {
    int a[100], b[100], d[100];
    for (int i = 0; i < 100; i++) { a[i] = i; b[i] = 1000 - i; }
    add_restrict(d, a, b, 100);
    long s1 = 0; for (int i = 0; i < 100; i++) s1 += d[i] * (i + 1);
    for (int i = 0; i < 100; i++) a[i] = i;
    add_overlap(a + 1, a, a, 99);   /* each element depends on the previous result */
    printf("restrict sum=%ld overlap a[99]=%d a[10]=%d\n", s1, a[99], a[10]);
    double dv = 3.75; int64_t iv = -2;
    printf("bytes of double=%08x int64=%08x\n", byte_sum(&dv, sizeof dv), byte_sum(&iv, sizeof iv));
    struct { int x; short y; } st = {123456, -7};
    clear_via_chars(&st.x, sizeof st.x);
    printf("after char clear x=%d y=%d\n", st.x, st.y);
    union pun p; p.f = -1.5f;
    printf("pun u=%08x b0=%02x b3=%02x\n", p.u, p.b[0], p.b[3]);
    p.b[3] ^= 0x80;
    printf("flipped sign f=%g\n", (double)p.f);
    float f = 0.1f; uint32_t u; memcpy(&u, &f, 4); u += 1; memcpy(&f, &u, 4);
    printf("next float after 0.1f = %a\n", (double)f);
    return a[10] & 0x7f;
}
