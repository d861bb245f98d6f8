/* GNU complex integer types: _Complex int, _Complex short, _Complex char and
   _Complex long long, passed and returned by value, with +, -, *, conjugation (~), real
   and imaginary part access (__real__/__imag__), and overflow-free arithmetic. */
#include <stdio.h>

typedef _Complex int ci;
typedef _Complex short cs;
typedef _Complex signed char cc;
typedef _Complex long long cll;

__attribute__((noinline)) static ci mul_ci(ci a, ci b) { return a * b; }
__attribute__((noinline)) static ci conj_ci(ci a) { return ~a; }
__attribute__((noinline)) static cs add_cs(cs a, cs b) { return a + b; }
__attribute__((noinline)) static cc sub_cc(cc a, cc b) { return a - b; }
__attribute__((noinline)) static cll mul_cll(cll a, cll b) { return a * b; }
__attribute__((noinline)) static ci make(int r, int i) { ci z; __real__ z = r; __imag__ z = i; return z; }
__attribute__((noinline)) static long long norm(cll z) { return __real__ z * __real__ z + __imag__ z * __imag__ z; }

int main(void) {
    ci a = make(3, -4), b = make(-2, 7);
    ci p = mul_ci(a, b), c = conj_ci(a);
    printf("mul (%d,%d) conj (%d,%d)\n", __real__ p, __imag__ p, __real__ c, __imag__ c);
    cs s1, s2; __real__ s1 = 1000; __imag__ s1 = -30000; __real__ s2 = 2000; __imag__ s2 = 1000;
    cs s = add_cs(s1, s2);
    printf("short add (%d,%d) sizeof=%zu\n", __real__ s, __imag__ s, sizeof(cs));
    cc c1, c2; __real__ c1 = 100; __imag__ c1 = -100; __real__ c2 = -27; __imag__ c2 = 27;
    cc d = sub_cc(c1, c2);
    printf("char sub (%d,%d) sizeof=%zu\n", __real__ d, __imag__ d, sizeof(cc));
    cll z = 0; __real__ z = 1; __imag__ z = 1;
    cll w = z;
    for (int i = 0; i < 30; i++) w = mul_cll(w, z);
    printf("(1+i)^31 = (%lld,%lld) norm=%lld sizeof=%zu\n", __real__ w, __imag__ w, norm(w), sizeof(cll));
    ci acc = make(0, 0);
    for (int k = 1; k <= 10; k++) acc = acc + mul_ci(make(k, 1), make(1, -k));
    printf("acc (%d,%d)\n", __real__ acc, __imag__ acc);
    return (__real__ acc) & 0x7f;
}
