/* _BitInt(65), unsigned _BitInt(65), _BitInt(127) and unsigned _BitInt(127): arithmetic
   with wraparound (through the unsigned type), signed division/remainder, shifts by
   counts up to width-1, comparisons, sign extension to __int128 and truncation from it. */
/* check-programs: clang-only (_BitInt) */
#include <stdio.h>

typedef _BitInt(65) s65;
typedef unsigned _BitInt(65) u65;
typedef _BitInt(127) s127;
typedef unsigned _BitInt(127) u127;
typedef unsigned __int128 u128;

static void px(const char *t, u128 v) { printf("%s%016llx%016llx", t, (unsigned long long)(v >> 64), (unsigned long long)v); }
static unsigned long long h = 1469598103934665603ull;
static void mix(u128 v) { h = (h ^ (unsigned long long)v) * 1099511628211ull; h = (h ^ (unsigned long long)(v >> 64)) * 1099511628211ull; }

__attribute__((noinline)) static u65 add65(u65 a, u65 b) { return a + b; }
__attribute__((noinline)) static u65 mul65(u65 a, u65 b) { return a * b; }
__attribute__((noinline)) static s65 div65(s65 a, s65 b) { return a / b; }
__attribute__((noinline)) static s65 rem65(s65 a, s65 b) { return a % b; }
__attribute__((noinline)) static u65 udiv65(u65 a, u65 b) { return a / b; }
__attribute__((noinline)) static s65 ashr65(s65 a, int s) { return a >> s; }
__attribute__((noinline)) static u65 shl65(u65 a, int s) { return a << s; }
__attribute__((noinline)) static u127 mul127(u127 a, u127 b) { return a * b; }
__attribute__((noinline)) static u127 sub127(u127 a, u127 b) { return a - b; }
__attribute__((noinline)) static s127 div127(s127 a, s127 b) { return a / b; }
__attribute__((noinline)) static s127 rem127(s127 a, s127 b) { return a % b; }
__attribute__((noinline)) static u127 urem127(u127 a, u127 b) { return a % b; }
__attribute__((noinline)) static s127 ashr127(s127 a, int s) { return a >> s; }
__attribute__((noinline)) static u127 lshr127(u127 a, int s) { return a >> s; }
__attribute__((noinline)) static int cmp127(s127 a, s127 b) { return (a < b) * 4 + (a == b) * 2 + (a > b); }

int main(void) {
    u65 m65 = ~(u65)0;               /* 2^65-1 */
    s65 smin = (s65)((u65)1 << 64), smax = (s65)(((u65)1 << 64) - 1);
    volatile s65 v65[] = {0, 1, -1, 2, -3, 7, smin, smax, (s65)(smin + 1), (s65)(smax / 3), (s65)0x123456789abcdefll * 2, -(s65)0x7fffffffffffffffll - 5};
    int n = (int)(sizeof v65 / sizeof v65[0]);
    px("u65 max ", (u128)m65); px(" s65 min ", (u128)(__int128)smin); px(" max ", (u128)(__int128)smax); printf("\n");
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            s65 a = v65[i], b = v65[j];
            mix((u128)add65((u65)a, (u65)b)); mix((u128)mul65((u65)a, (u65)b));
            if (b != 0) { mix((u128)udiv65((u65)a, (u65)b)); }
            if (b != 0 && !(a == smin && b == -1)) { mix((u128)(__int128)div65(a, b)); mix((u128)(__int128)rem65(a, b)); }
        }
    printf("s65 pair hash %016llx\n", h);
    for (int i = 0; i < n; i++) {
        s65 a = v65[i];
        px("a=", (u128)(__int128)a); px(" ashr64=", (u128)(__int128)ashr65(a, 64)); px(" shl64=", (u128)shl65((u65)a, 64));
        px(" ashr3=", (u128)(__int128)ashr65(a, 3)); printf("\n");
    }
    s127 bmin = (s127)((u127)1 << 126), bmax = (s127)(((u127)1 << 126) - 1);
    volatile s127 v127[] = {0, 1, -1, 10, -10, bmin, bmax, (s127)(bmax / 7), (s127)((u127)0x0123456789abcdefull << 60), -(s127)((u127)1 << 100) - 12345};
    n = (int)(sizeof v127 / sizeof v127[0]);
    h = 1469598103934665603ull;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            s127 a = v127[i], b = v127[j];
            mix((u128)mul127((u127)a, (u127)b)); mix((u128)sub127((u127)a, (u127)b)); mix((u128)cmp127(a, b));
            if (b != 0) mix((u128)urem127((u127)a, (u127)b));
            if (b != 0 && !(a == bmin && b == -1)) { mix((u128)(__int128)div127(a, b)); mix((u128)(__int128)rem127(a, b)); }
        }
    printf("s127 pair hash %016llx\n", h);
    for (int i = 0; i < n; i++) {
        s127 a = v127[i];
        px("a=", (u128)(__int128)a); px(" ashr126=", (u128)(__int128)ashr127(a, 126)); px(" lshr100=", (u128)lshr127((u127)a, 100));
        printf(" cmp0=%d\n", cmp127(a, 0));
    }
    /* truncation from __int128 and extension back */
    volatile __int128 w = (__int128)(((u128)0xfedcba9876543210ull << 64) | 0x0f0f0f0f0f0f0f0full);
    s65 t65 = (s65)w; s127 t127 = (s127)w; u65 tu65 = (u65)w;
    px("t65=", (u128)(__int128)t65); px(" tu65=", (u128)tu65); px(" t127=", (u128)(__int128)t127); printf("\n");
    return (int)(h & 0x7f);
}
