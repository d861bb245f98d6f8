// 16-byte atomics inline (cmpxchg16b, enabled per function with target("cx16")), lock-op
// read-modify-writes whose result is unused, float fetch_add, and compare-exchange loops,
// hammered by four threads; then every C11 ordering on every width, single-threaded.
// check-programs: clang-only (gcc calls libatomic for 16-byte atomics).
#pragma clang diagnostic ignored "-Watomic-alignment"
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;
#define CX16 __attribute__((target("cx16"), noinline))

static _Alignas(16) u128 wide;           // incremented by 2^64 + 1 per step
static _Alignas(16) u128 wide_max;       // running maximum through a CAS loop
static _Atomic uint64_t counter;
static _Atomic uint32_t bits;
static _Atomic uint8_t small;
static _Atomic float fsum;
static _Atomic double dsum;
static _Atomic int64_t smax = INT64_MIN;

CX16 static void wide_add(u128 v) { __atomic_fetch_add(&wide, v, __ATOMIC_SEQ_CST); }
CX16 static u128 wide_load(void) { return __atomic_load_n(&wide, __ATOMIC_ACQUIRE); }
CX16 static void wide_store(u128 v) { __atomic_store_n(&wide, v, __ATOMIC_RELEASE); }
CX16 static void wide_raise(u128 v) {
  u128 cur = __atomic_load_n(&wide_max, __ATOMIC_RELAXED);
  while (cur < v && !__atomic_compare_exchange_n(&wide_max, &cur, v, 1, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
  }
}
CX16 static u128 wide_xchg(u128 v) { return __atomic_exchange_n(&wide_max, v, __ATOMIC_SEQ_CST); }

static void *worker(void *arg) {
  unsigned id = (unsigned)(uintptr_t)arg;
  for (unsigned i = 0; i < 20000; i++) {
    wide_add(((u128)1 << 64) | 1);
    wide_raise(((u128)(i % 997) << 80) | (id * 100000 + i));
    atomic_fetch_add_explicit(&counter, 3, memory_order_relaxed);
    atomic_fetch_sub_explicit(&counter, 1, memory_order_release);
    atomic_fetch_or(&bits, 1u << ((i + id) % 32));
    atomic_fetch_xor_explicit(&bits, 0, memory_order_acq_rel);
    atomic_fetch_add_explicit(&small, 1, memory_order_relaxed);
    atomic_fetch_add(&fsum, 0.5f);
    atomic_fetch_add_explicit(&dsum, 0.25, memory_order_relaxed);
    int64_t cur = atomic_load_explicit(&smax, memory_order_relaxed), want = (int64_t)(i * 7 % 10007) - 5000;
    while (cur < want && !atomic_compare_exchange_weak(&smax, &cur, want)) {
    }
    atomic_signal_fence(memory_order_seq_cst);
  }
  return 0;
}

#define ORDERS(T, NAME)                                                                  \
  static T NAME##_check(_Atomic T *p, T v) {                                             \
    atomic_store_explicit(p, v, memory_order_relaxed);                                   \
    atomic_store_explicit(p, (T)(v + 1), memory_order_release);                          \
    atomic_store_explicit(p, (T)(v + 2), memory_order_seq_cst);                          \
    T a = atomic_load_explicit(p, memory_order_relaxed) + atomic_load_explicit(p, memory_order_consume) + \
          atomic_load_explicit(p, memory_order_acquire) + atomic_load_explicit(p, memory_order_seq_cst); \
    a += atomic_exchange_explicit(p, (T)(v * 3), memory_order_acq_rel);                  \
    a += atomic_fetch_add_explicit(p, 5, memory_order_acquire);                          \
    a += atomic_fetch_sub_explicit(p, 2, memory_order_release);                          \
    a += atomic_fetch_and_explicit(p, (T)0x7f7f, memory_order_relaxed);                  \
    a += atomic_fetch_or_explicit(p, 0x10, memory_order_seq_cst);                        \
    a += atomic_fetch_xor_explicit(p, 0x3, memory_order_acq_rel);                        \
    T e = (T)(v + 1);                                                                    \
    a += atomic_compare_exchange_strong_explicit(p, &e, 9, memory_order_seq_cst, memory_order_relaxed); \
    a += e;                                                                              \
    a += atomic_compare_exchange_weak_explicit(p, &e, 11, memory_order_acquire, memory_order_acquire) ? 100 : 0; \
    return (T)(a + atomic_load(p));                                                      \
  }
ORDERS(uint8_t, u8)
ORDERS(int16_t, s16)
ORDERS(uint32_t, u32)
ORDERS(int64_t, s64)

int main(void) {
  pthread_t t[4];
  for (unsigned i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, (void *)(uintptr_t)i);
  for (unsigned i = 0; i < 4; i++) pthread_join(t[i], 0);
  u128 w = wide_load();
  printf("wide %016llx%016llx\n", (unsigned long long)(w >> 64), (unsigned long long)w);
  u128 m = wide_xchg(0);
  printf("max %016llx%016llx\n", (unsigned long long)(m >> 64), (unsigned long long)m);
  wide_store(((u128)0xfeed << 64) | 0xbeef);
  w = wide_load();
  printf("stored %016llx%016llx\n", (unsigned long long)(w >> 64), (unsigned long long)w);
  printf("counter %llu bits %x small %u fsum %g dsum %g smax %lld\n", (unsigned long long)counter, bits, small,
         (double)fsum, dsum, (long long)smax);
  static _Atomic uint8_t a8;
  static _Atomic int16_t a16;
  static _Atomic uint32_t a32;
  static _Atomic int64_t a64;
  for (int v = -3; v < 300; v += 37)
    printf("orders %u %d %u %lld\n", u8_check(&a8, (uint8_t)v), s16_check(&a16, (int16_t)(v * 101)),
           u32_check(&a32, (uint32_t)v * 65537u), (long long)s64_check(&a64, (int64_t)v * ((int64_t)1 << 40)));
  return 0;
}
