/* Unstructured control flow written with goto: an irreducible loop (two entry points),
   jumps backwards and forwards across nested blocks, a state machine encoded with labels,
   and goto-based cleanup chains; each is checked against an equivalent structured
   computation. */
#include <stdio.h>

__attribute__((noinline)) static int irreducible(int start, int n) {
    int a = 0, i = 0;
    if (start & 1) goto B;
A:
    a += 3;
    if (++i >= n) goto done;
B:
    a = a * 2 + 1;
    if (++i >= n) goto done;
    if (a % 5 == 0) goto B;
    goto A;
done:
    return a;
}
__attribute__((noinline)) static int structured(int start, int n) {
    int a = 0, i = 0, at_b = start & 1;
    for (;;) {
        if (!at_b) { a += 3; if (++i >= n) break; }
        a = a * 2 + 1;
        if (++i >= n) break;
        at_b = a % 5 == 0;
    }
    return a;
}
/* number recogniser: [+-]?digits(.digits)?(e[+-]?digits)? */
__attribute__((noinline)) static int is_number(const char *s) {
    if (*s == '+' || *s == '-') s++;
    if (*s < '0' || *s > '9') goto no;
int_part:
    while (*s >= '0' && *s <= '9') s++;
    if (*s == '.') { s++; goto frac; }
    if (*s == 'e' || *s == 'E') goto exp;
    goto end;
frac:
    if (*s < '0' || *s > '9') goto no;
    while (*s >= '0' && *s <= '9') s++;
    if (*s == 'e' || *s == 'E') goto exp;
    goto end;
exp:
    s++;
    if (*s == '+' || *s == '-') s++;
    if (*s < '0' || *s > '9') goto no;
    while (*s >= '0' && *s <= '9') s++;
end:
    return *s == 0;
no:
    return 0;
    goto int_part; /* unreachable backward edge */
}
static int cleaned;
__attribute__((noinline)) static int with_cleanup(int fail_at) {
    int r = 0;
    if (fail_at == 1) goto out1;
    r += 1;
    if (fail_at == 2) goto out2;
    r += 10;
    if (fail_at == 3) goto out3;
    r += 100;
out3:
    cleaned += 100;
out2:
    cleaned += 10;
out1:
    cleaned += 1;
    return r;
}

int main(void) {
    int bad = 0; unsigned h = 0;
    for (int s = 0; s < 2; s++)
        for (int n = 1; n < 40; n++) { int a = irreducible(s, n), b = structured(s, n); if (a != b) bad++; h = h * 31 + (unsigned)a; }
    printf("irreducible hash %08x bad %d\n", h, bad);
    const char *nums[] = {"0", "-12", "3.25", "1e10", "+6.02E-23", ".5", "5.", "e5", "1e", "--1", "12a", ""};
    for (int i = 0; i < 12; i++) printf("%s:%d ", nums[i], is_number(nums[i]));
    printf("\n");
    for (int f = 0; f < 5; f++) printf("cleanup(%d)=%d ", f, with_cleanup(f));
    printf("cleaned=%d\n", cleaned);
    return bad ? 100 : (int)(h & 0x7f);
}
