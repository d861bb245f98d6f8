/* Arithmetic kept in narrow types across loops: uint8_t and int16_t accumulators that
   wrap, char counters, mixed narrow/wide updates (a u8 incremented by a u32), narrow
   values stored and reloaded through arrays, saturating u8 image operations, and
   checksums computed in uint16_t (Fletcher-16). */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static uint8_t sum_u8(const uint8_t *a, int n) { uint8_t s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) static int16_t mac_i16(const int16_t *a, const int16_t *b, int n) { int16_t s = 0; for (int i = 0; i < n; i++) s = (int16_t)(s + a[i] * b[i]); return s; }
__attribute__((noinline)) static uint16_t fletcher16(const uint8_t *d, int n) { uint16_t s1 = 0, s2 = 0; for (int i = 0; i < n; i++) { s1 = (uint16_t)((s1 + d[i]) % 255); s2 = (uint16_t)((s2 + s1) % 255); } return (uint16_t)(s2 << 8 | s1); }
__attribute__((noinline)) static void brighten(uint8_t *px, int n, int delta) { for (int i = 0; i < n; i++) { int v = px[i] + delta; px[i] = (uint8_t)(v > 255 ? 255 : v < 0 ? 0 : v); } }
__attribute__((noinline)) static uint8_t mixed_incr(uint8_t c, uint32_t by, int times) { for (int i = 0; i < times; i++) c = (uint8_t)(c + by); return c; }

int main(void) {
    uint8_t a[1000]; int16_t x[300], y[300];
    for (int i = 0; i < 1000; i++) a[i] = (uint8_t)(i * 37 + 11);
    for (int i = 0; i < 300; i++) { x[i] = (int16_t)(i * 101 - 15000); y[i] = (int16_t)(i % 17 - 8); }
    printf("sum_u8=%u mac_i16=%d fletcher16=%04x\n", sum_u8(a, 1000), mac_i16(x, y, 300), fletcher16(a, 1000));
    brighten(a, 1000, 100);
    int sat = 0; for (int i = 0; i < 1000; i++) sat += a[i] == 255;
    brighten(a, 1000, -180);
    int zero = 0; for (int i = 0; i < 1000; i++) zero += a[i] == 0;
    printf("saturated=%d zeroed=%d mixed_incr=%u %u\n", sat, zero, mixed_incr(250, 0x101u, 3), mixed_incr(0, 0xffffffffu, 7));
    signed char counter = 0; int wraps = 0;
    for (int i = 0; i < 1000; i++) { if (counter == 127) { counter = -128; wraps++; } else counter++; }
    int16_t hist[16] = {0};
    for (int i = 0; i < 1000; i++) hist[a[i] >> 4]++;
    printf("counter=%d wraps=%d hist0=%d hist15=%d\n", counter, wraps, hist[0], hist[15]);
    return fletcher16(a, 1000) & 0x7f;
}
