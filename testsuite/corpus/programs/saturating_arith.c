/* Saturating add/sub/mul for signed and unsigned 8/16/32/64-bit via overflow builtins
   and via branchless formulas; both implementations compared. */
#include <stdio.h>
#include <stdint.h>

static int8_t sadd8(int8_t a, int8_t b) { int8_t r; if (__builtin_add_overflow(a, b, &r)) return b > 0 ? INT8_MAX : INT8_MIN; return r; }
static int8_t sadd8_bl(int8_t a, int8_t b) { int s = a + b; return (int8_t)(s > 127 ? 127 : s < -128 ? -128 : s); }
static uint16_t uadd16(uint16_t a, uint16_t b) { uint16_t r = (uint16_t)(a + b); r |= (uint16_t)-(r < a); return r; }
static uint16_t usub16(uint16_t a, uint16_t b) { uint16_t r = (uint16_t)(a - b); r &= (uint16_t)-(r <= a); return r; }
static int32_t smul32(int32_t a, int32_t b) { int32_t r; if (__builtin_mul_overflow(a, b, &r)) return ((a < 0) != (b < 0)) ? INT32_MIN : INT32_MAX; return r; }
static int32_t smul32_wide(int32_t a, int32_t b) { int64_t p = (int64_t)a * b; return p > INT32_MAX ? INT32_MAX : p < INT32_MIN ? INT32_MIN : (int32_t)p; }
static int64_t ssub64(int64_t a, int64_t b) { int64_t r; if (__builtin_sub_overflow(a, b, &r)) return a < 0 ? INT64_MIN : INT64_MAX; return r; }
static int64_t ssub64_128(int64_t a, int64_t b) { __int128 d = (__int128)a - b; return d > INT64_MAX ? INT64_MAX : d < INT64_MIN ? INT64_MIN : (int64_t)d; }
static uint64_t umul64(uint64_t a, uint64_t b) { uint64_t r; return __builtin_mul_overflow(a, b, &r) ? UINT64_MAX : r; }

int main(void) {
    int bad = 0; uint64_t h = 0;
    for (int a = -128; a < 128; a++) for (int b = -128; b < 128; b++) { int8_t x = sadd8((int8_t)a, (int8_t)b); if (x != sadd8_bl((int8_t)a, (int8_t)b)) bad++; h = h * 3 + (uint8_t)x; }
    for (uint32_t a = 0; a < 65536; a += 251) for (uint32_t b = 0; b < 65536; b += 241) { uint16_t s = uadd16((uint16_t)a, (uint16_t)b), d = usub16((uint16_t)a, (uint16_t)b);
        if (s != (a + b > 65535 ? 65535 : a + b) || d != (a > b ? a - b : 0)) bad++; h += s ^ d; }
    int32_t v32[] = { 0, 1, -1, 46340, 46341, -46341, 65536, INT32_MAX, INT32_MIN, 123456 };
    for (int i = 0; i < 10; i++) for (int j = 0; j < 10; j++) { int32_t p = smul32(v32[i], v32[j]); if (p != smul32_wide(v32[i], v32[j])) bad++; h = h * 5 + (uint32_t)p; }
    int64_t v64[] = { 0, 1, -1, INT64_MAX, INT64_MIN, INT64_MAX / 2, INT64_MIN / 2 - 1 };
    for (int i = 0; i < 7; i++) for (int j = 0; j < 7; j++) { int64_t d = ssub64(v64[i], v64[j]); if (d != ssub64_128(v64[i], v64[j])) bad++; h ^= (uint64_t)d; }
    printf("umul %llu %llu\n", (unsigned long long)umul64(1ULL << 32, 1ULL << 31), (unsigned long long)umul64(1ULL << 32, 1ULL << 32));
    printf("sadd8(100,100)=%d sadd8(-100,-100)=%d uadd16=%u usub16=%u\n", sadd8(100, 100), sadd8(-100, -100), uadd16(60000, 6000), usub16(5, 6));
    printf("bad=%d h=%016llx\n", bad, (unsigned long long)h);
    return bad;
}
