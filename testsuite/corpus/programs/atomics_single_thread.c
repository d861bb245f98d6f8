/* __atomic and __sync builtins used single-threaded: fetch_add/sub/and/or/xor,
   exchange, compare_exchange (strong/weak), load/store with all memory orders, on
   8/16/32/64-bit objects, plus a spinlock-protected counter. */
#include <stdio.h>
#include <stdint.h>

static uint8_t a8; static uint16_t a16; static uint32_t a32; static uint64_t a64; static int lock;
static void spin_lock(int *l) { while (__atomic_exchange_n(l, 1, __ATOMIC_ACQUIRE)) { } }
static void spin_unlock(int *l) { __atomic_store_n(l, 0, __ATOMIC_RELEASE); }

int main(void) {
    for (int i = 0; i < 300; i++) { __atomic_fetch_add(&a8, 3, __ATOMIC_RELAXED); __atomic_fetch_add(&a16, 257, __ATOMIC_SEQ_CST); __atomic_fetch_sub(&a32, 7, __ATOMIC_ACQ_REL); __atomic_add_fetch(&a64, 0x100000001ULL, __ATOMIC_SEQ_CST); }
    printf("after add: %u %u %u %llu\n", a8, a16, a32, (unsigned long long)a64);
    uint32_t old = __atomic_fetch_or(&a32, 0xff, __ATOMIC_SEQ_CST); uint32_t o2 = __atomic_fetch_and(&a32, 0xf0f0f0f0u, __ATOMIC_SEQ_CST); uint32_t o3 = __atomic_xor_fetch(&a32, 0x12345678u, __ATOMIC_SEQ_CST);
    printf("or/and/xor: %08x %08x %08x now=%08x\n", old, o2, o3, __atomic_load_n(&a32, __ATOMIC_ACQUIRE));
    uint64_t ex = __atomic_exchange_n(&a64, 42, __ATOMIC_SEQ_CST); printf("exchange old=%llu new=%llu\n", (unsigned long long)ex, (unsigned long long)a64);
    uint64_t expected = 41; int ok1 = __atomic_compare_exchange_n(&a64, &expected, 100, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas fail ok=%d expected now=%llu val=%llu\n", ok1, (unsigned long long)expected, (unsigned long long)a64);
    int ok2 = __atomic_compare_exchange_n(&a64, &expected, 100, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED); printf("cas ok=%d val=%llu\n", ok2, (unsigned long long)a64);
    uint16_t e16 = a16; while (!__atomic_compare_exchange_n(&a16, &e16, (uint16_t)(e16 * 3), 1, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) { } printf("weak cas loop a16=%u\n", a16);
    int sy1 = __sync_fetch_and_add(&lock, 5); int sy2 = __sync_add_and_fetch(&lock, 5); unsigned sy3 = (unsigned)__sync_val_compare_and_swap(&a8, a8, (uint8_t)7); printf("sync: %d %d %u\n", sy1, sy2, sy3); lock = 0;
    int bc = __sync_bool_compare_and_swap(&a8, 7, 9); printf("bool cas %d a8=%u\n", bc, a8);
    long counter = 0; for (int i = 0; i < 1000; i++) { spin_lock(&lock); counter += i; spin_unlock(&lock); }
    __atomic_thread_fence(__ATOMIC_SEQ_CST); __sync_synchronize();
    printf("counter=%ld lockfree8=%d\n", counter, (int)__atomic_always_lock_free(8, 0));
    _Bool flag = 0; int t1 = __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST); int t2 = __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST); printf("test_and_set %d %d\n", t1, t2);
    return (int)(counter % 256);
}
