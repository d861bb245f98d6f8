/* C11 atomics on every lock-free width, single-threaded so the results are exact:
   atomic_load/store/exchange, compare_exchange_strong and _weak (success and failure,
   the expected value updated on failure), fetch_add/sub/and/or/xor with wraparound, on
   _Atomic char, short, int, long long, unsigned variants, _Bool and pointers, with every
   memory order. */
#include <stdio.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdbool.h>

#define TEST(T, NAME, INIT, DELTA)                                                                   \
    static void test_##NAME(void) {                                                                  \
        _Atomic T a = INIT;                                                                          \
        T old = atomic_fetch_add_explicit(&a, (T)(DELTA), memory_order_relaxed);                     \
        T x1 = atomic_load_explicit(&a, memory_order_acquire);                                       \
        T old2 = atomic_fetch_sub(&a, (T)((DELTA) * 3));                                             \
        T x2 = atomic_load(&a);                                                                      \
        atomic_fetch_or_explicit(&a, (T)0x0f, memory_order_release);                                 \
        atomic_fetch_and_explicit(&a, (T)~(T)0x3, memory_order_acq_rel);                             \
        T x3 = atomic_fetch_xor_explicit(&a, (T)0x55, memory_order_seq_cst);                         \
        T ex = atomic_exchange(&a, (T)(INIT));                                                       \
        T expected = (T)((INIT) + 1);                                                                \
        int ok1 = atomic_compare_exchange_strong(&a, &expected, (T)7);                               \
        T seen = expected;                                                                           \
        int ok2 = atomic_compare_exchange_strong_explicit(&a, &expected, (T)9, memory_order_acq_rel, memory_order_acquire); \
        T w = 9; int tries = 0;                                                                      \
        while (!atomic_compare_exchange_weak(&a, &w, (T)(w + 1)) && tries < 100) tries++;            \
        atomic_store_explicit(&a, atomic_load(&a) * 2, memory_order_release);                        \
        printf("%-6s old=%lld x1=%lld old2=%lld x2=%lld x3=%lld ex=%lld ok1=%d seen=%lld ok2=%d final=%lld lockfree=%d\n", #NAME, \
               (long long)old, (long long)x1, (long long)old2, (long long)x2, (long long)x3, (long long)ex, ok1, (long long)seen, ok2, \
               (long long)atomic_load(&a), atomic_is_lock_free(&a));                                 \
    }
TEST(signed char, schar, 120, 10)
TEST(unsigned char, uchar, 250, 10)
TEST(short, short, -32760, -20)
TEST(unsigned short, ushort, 65530, 9)
TEST(int, int, 2147483600, 40)
TEST(unsigned, uint, 4294967290u, 7)
TEST(long long, llong, 9223372036854775800ll, 5)
TEST(unsigned long long, ullong, 18446744073709551610ull, 3)

int main(void) {
    test_schar(); test_uchar(); test_short(); test_ushort(); test_int(); test_uint(); test_llong(); test_ullong();
    atomic_bool flag = false;
    bool was = atomic_exchange(&flag, true);
    bool expect = false;
    int cas = atomic_compare_exchange_strong(&flag, &expect, false);
    printf("bool was=%d cas=%d expect=%d now=%d\n", was, cas, expect, atomic_load(&flag));
    int arr[4] = {1, 2, 3, 4};
    _Atomic(int *) ap = arr;
    int *prev = atomic_exchange(&ap, arr + 2);
    int *want = arr + 2;
    int ok = atomic_compare_exchange_strong(&ap, &want, arr + 3);
    int *cur = atomic_load(&ap);
    printf("ptr prev=%d ok=%d cur=%d diff=%td\n", *prev, ok, *cur, cur - arr);
    atomic_int counter = ATOMIC_VAR_INIT(0);
    for (int i = 0; i < 1000; i++) atomic_fetch_add_explicit(&counter, i, memory_order_relaxed);
    printf("counter=%d\n", atomic_load(&counter));
    return atomic_load(&counter) & 0x7f;
}
