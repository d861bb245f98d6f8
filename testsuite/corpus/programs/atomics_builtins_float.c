/* Atomic operations beyond the integer basics: _Atomic float and double compound
   assignment (compare-exchange loops), atomic_flag test_and_set/clear, thread and signal
   fences, the GCC __atomic builtins (__atomic_add_fetch, __atomic_fetch_nand,
   __atomic_exchange_n, __atomic_compare_exchange_n), the legacy __sync builtins, and an
   8-byte _Atomic struct. */
/* check-programs: clang-only (gcc needs libatomic for _Atomic float arithmetic) */
#include <stdio.h>
#include <stdatomic.h>
#include <stdint.h>

struct pair { int32_t a, b; };

int main(void) {
    _Atomic float af = 0.5f;
    _Atomic double ad = 1.0;
    for (int i = 0; i < 10; i++) { af += 0.25f; ad *= 1.5; }
    af -= 1.0f;
    printf("af=%a ad=%a\n", (double)af, (double)ad);
    atomic_flag fl = ATOMIC_FLAG_INIT;
    int t1 = atomic_flag_test_and_set(&fl), t2 = atomic_flag_test_and_set(&fl);
    atomic_flag_clear(&fl);
    int t3 = atomic_flag_test_and_set_explicit(&fl, memory_order_acquire);
    printf("flag %d %d %d\n", t1, t2, t3);
    atomic_thread_fence(memory_order_seq_cst);
    atomic_signal_fence(memory_order_acq_rel);
    int x = 10;
    int r1 = __atomic_add_fetch(&x, 5, __ATOMIC_SEQ_CST);
    int r2 = __atomic_fetch_nand(&x, 0xff, __ATOMIC_RELAXED);
    int r3 = __atomic_exchange_n(&x, 77, __ATOMIC_ACQ_REL);
    int exp = 77;
    int r4 = __atomic_compare_exchange_n(&x, &exp, 88, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    int r5 = __atomic_compare_exchange_n(&x, &exp, 99, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
    printf("__atomic: %d %d %d %d %d exp=%d x=%d\n", r1, r2, r3, r4, r5, exp, __atomic_load_n(&x, __ATOMIC_ACQUIRE));
    long y = 100;
    long s1 = __sync_fetch_and_add(&y, 11), s2 = __sync_sub_and_fetch(&y, 1);
    long s3 = __sync_val_compare_and_swap(&y, 110, 500);
    int s4 = __sync_bool_compare_and_swap(&y, 1, 2);
    long s5 = __sync_lock_test_and_set(&y, 3);
    __sync_lock_release(&y);
    __sync_synchronize();
    unsigned char uc = 0xf0;
    unsigned char s6 = __sync_fetch_and_xor(&uc, 0xff);
    printf("__sync: %ld %ld %ld %d %ld y=%ld uc=%d/%d\n", s1, s2, s3, s4, s5, y, s6, uc);
    _Atomic struct pair ap;
    atomic_init(&ap, ((struct pair){1, 2}));
    struct pair cur = atomic_load(&ap), nv = {cur.a + 10, cur.b * 10};
    int ok = atomic_compare_exchange_strong(&ap, &cur, nv);
    struct pair fin = atomic_load(&ap);
    printf("struct pair ok=%d fin=%d,%d lockfree=%d\n", ok, fin.a, fin.b, atomic_is_lock_free(&ap));
    uint16_t u16 = 0xffff;
    __atomic_fetch_add(&u16, 2, __ATOMIC_RELAXED);
    printf("u16 wrap=%d\n", u16);
    return (int)y + fin.a;
}
