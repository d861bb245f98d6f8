/* Loop induction-variable patterns that strength reduction and addressing-mode
   selection transform: i*stride indexing with several strides, pointer increments
   of different element sizes in one loop, nested loops over a 2-D array with the inner
   index scaled, down-counting loops with mixed signed/unsigned bounds, prefix sums and
   a running maximum carried across iterations. */
#include <stdio.h>
#include <stdint.h>

#define N 500
static int32_t a[N * 7];
static int16_t s16[N];
static int64_t s64[N];
static uint8_t grid[64][80];

int main(void) {
    for (int i = 0; i < N * 7; i++) a[i] = i * 3 - 500;
    long t1 = 0;
    for (int i = 0; i < N; i++) t1 += a[i * 7] + a[i * 5 + 2] * 2 - a[i * 3 + 1];
    const int32_t *p = a; int16_t *q = s16; int64_t *w = s64;
    for (int i = 0; i < N; i++) { *q++ = (int16_t)(*p >> 2); *w++ = (int64_t)*p * *p; p += 3; }
    long t2 = 0; for (int i = 0; i < N; i++) t2 += s16[i] + s64[i] % 1000;
    for (int r = 0; r < 64; r++) for (int c = 0; c < 80; c++) grid[r][c] = (uint8_t)(r * c + r);
    unsigned t3 = 0;
    for (int c = 0; c < 80; c += 3) for (int r = 63; r >= 0; r -= 2) t3 = t3 * 31 + grid[r][c];
    long t4 = 0;
    for (unsigned i = N; i-- > 10;) t4 += a[i] - (long)i;
    for (int i = N - 1; i >= 0; i -= 4) t4 ^= a[i];
    int64_t prefix[N + 1]; prefix[0] = 0;
    for (int i = 0; i < N; i++) prefix[i + 1] = prefix[i] + a[i];
    int32_t runmax = INT32_MIN; long best_range = 0;
    for (int i = 0; i < N; i++) { if (a[(i * 13) % N] > runmax) runmax = a[(i * 13) % N]; long r = prefix[i + 1] - prefix[i / 2]; if (r > best_range) best_range = r; }
    printf("t1=%ld t2=%ld t3=%u t4=%ld prefix[N]=%lld runmax=%d best=%ld\n", t1, t2, t3, t4, (long long)prefix[N], runmax, best_range);
    return (int)(t3 & 0x7f);
}
