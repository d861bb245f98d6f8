/* GNU C corner cases of aggregates: empty structs (size 0 in GNU C) as arguments and
   return values between real arguments, structs ending in a zero-length array, structs
   with only zero-width bit-fields, single-element arrays in structs, and nested empty
   members; every real argument must still arrive in the right place. */
#include <stdio.h>
#include <string.h>

#pragma GCC diagnostic ignored "-Wgnu-empty-struct"
#pragma GCC diagnostic ignored "-Wzero-length-array"
struct empty {};
struct with_empty { int a; struct empty e; int b; };
struct zla { int n; int data[0]; };
struct one { double v[1]; };
struct nest { struct empty e1; char c; struct empty e2; };

__attribute__((noinline)) static int pass_empty(int a, struct empty e, int b, struct empty f, double c) { (void)e; (void)f; return a * 100 + b * 10 + (int)c; }
__attribute__((noinline)) static struct empty ret_empty(int *counter) { (*counter)++; struct empty e; return e; }
__attribute__((noinline)) static struct with_empty we_f(struct with_empty w) { w.a += w.b; return w; }
__attribute__((noinline)) static struct one one_f(struct one o, double k) { o.v[0] *= k; return o; }
__attribute__((noinline)) static struct nest nest_f(struct nest n) { n.c = (char)(n.c + 1); return n; }
__attribute__((noinline)) static int zla_sum(const struct zla *z) { int s = 0; for (int i = 0; i < z->n; i++) s += z->data[i]; return s; }

int main(void) {
    struct empty e;
    int cnt = 0;
    for (int i = 0; i < 3; i++) e = ret_empty(&cnt);
    printf("sizeof empty=%zu with_empty=%zu nest=%zu zla=%zu one=%zu\n", sizeof(struct empty), sizeof(struct with_empty), sizeof(struct nest), sizeof(struct zla), sizeof(struct one));
    printf("pass_empty=%d cnt=%d\n", pass_empty(1, e, 2, e, 3.9), cnt);
    struct with_empty w = we_f((struct with_empty){5, {}, 6});
    printf("we=%d,%d\n", w.a, w.b);
    struct one o = one_f((struct one){{1.25}}, 8);
    printf("one=%g\n", o.v[0]);
    struct nest n = nest_f((struct nest){{}, 'm', {}});
    printf("nest=%c\n", n.c);
    union { struct zla z; char buf[sizeof(struct zla) + 5 * sizeof(int)]; } u;
    memset(&u, 0, sizeof u);
    u.z.n = 5;
    for (int i = 0; i < 5; i++) u.z.data[i] = i * i;
    printf("zla sum=%d\n", zla_sum(&u.z));
    return pass_empty(1, e, 2, e, 3.9) & 0x7f;
}
