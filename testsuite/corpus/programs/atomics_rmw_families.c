// Every atomic read-modify-write family on every width, hammered by four threads with
// every ordering: fetch_nand, signed and unsigned fetch_min/max (LSE's ldsmax… or
// load-exclusive loops on AArch64), the bit operations, add, sub and exchange, float
// and double fetch_add/sub/min/max, and 16-byte fetch operations (cmpxchg16b, enabled
// per function with target("cx16"), on x86-64). Every result is independent of the
// threads' interleaving; lost updates show.
// check-programs: clang-only (gcc calls libatomic for 16-byte atomics).
#pragma clang diagnostic ignored "-Watomic-alignment"
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;
#if defined(__x86_64__)
#define WIDE __attribute__((target("cx16"), noinline))
#else
#define WIDE __attribute__((noinline))
#endif

#define THREADS 4
#define STEPS 4000

// One width: unsigned type U, signed type S. nand with all ones flips every bit, so
// exactly half of all fetch_nand calls see the initial value.
#define WIDTH(N, U, S)                                                                 \
  static U N##_nand, N##_and = (U)-1, N##_or, N##_xor, N##_sum, N##_exch, N##_umax;    \
  static U N##_umin = (U)-1;                                                           \
  static S N##_smax, N##_smin;                                                         \
  static unsigned N##_nand_seen;                                                       \
  static void N##_step(unsigned id, unsigned i) {                                      \
    U v = (U)(i * 2654435761u + id * 40503u);                                          \
    unsigned bits = 8 * sizeof(U);                                                     \
    if (__atomic_fetch_nand(&N##_nand, (U)-1, __ATOMIC_SEQ_CST) == 0)                  \
      __atomic_fetch_add(&N##_nand_seen, 1, __ATOMIC_RELAXED);                         \
    __atomic_fetch_and(&N##_and, (U) ~((U)1 << ((i + id) % bits)), __ATOMIC_ACQUIRE);  \
    __atomic_fetch_or(&N##_or, (U)((U)1 << ((i * 3 + id) % bits)), __ATOMIC_RELEASE);  \
    __atomic_fetch_xor(&N##_xor, v, __ATOMIC_ACQ_REL);                                 \
    __atomic_fetch_add(&N##_sum, v, __ATOMIC_RELAXED);                                 \
    __atomic_fetch_sub(&N##_sum, (U)(v / 3), __ATOMIC_SEQ_CST);                        \
    __atomic_exchange_n(&N##_exch, (U)(id + 1), __ATOMIC_ACQ_REL);                     \
    __atomic_fetch_max(&N##_smax, (S)v, __ATOMIC_SEQ_CST);                             \
    __atomic_fetch_min(&N##_smin, (S)v, __ATOMIC_ACQUIRE);                             \
    __atomic_fetch_max(&N##_umax, v, __ATOMIC_RELEASE);                                \
    __atomic_fetch_min(&N##_umin, v, __ATOMIC_RELAXED);                                \
  }                                                                                    \
  static void N##_print(void) {                                                        \
    printf(#N ": nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\n",      \
           (unsigned long long)N##_nand, N##_nand_seen, (unsigned long long)N##_and,   \
           (unsigned long long)N##_or, (unsigned long long)N##_xor,                    \
           (unsigned long long)N##_sum, N##_exch >= 1 && N##_exch <= THREADS);         \
    printf(#N ": smax=%lld smin=%lld umax=%llx umin=%llx\n", (long long)N##_smax,      \
           (long long)N##_smin, (unsigned long long)N##_umax,                          \
           (unsigned long long)N##_umin);                                              \
  }

WIDTH(w8, uint8_t, int8_t)
WIDTH(w16, uint16_t, int16_t)
WIDTH(w32, uint32_t, int32_t)
WIDTH(w64, uint64_t, int64_t)

static float fsum, fmaxv = -1e30f, fminv = 1e30f;
static double dsum, dmaxv = -1e300, dminv = 1e300;

static void fp_step(unsigned id, unsigned i) {
  __atomic_fetch_add(&fsum, 0.5f, __ATOMIC_SEQ_CST);
  __atomic_fetch_sub(&fsum, 0.25f, __ATOMIC_RELAXED);
  __atomic_fetch_add(&dsum, 0.125, __ATOMIC_ACQ_REL);
  __atomic_fetch_sub(&dsum, 1.0, __ATOMIC_RELEASE);
  __atomic_fetch_max(&fmaxv, (float)(i % 1013) * 0.5f - (float)id, __ATOMIC_SEQ_CST);
  __atomic_fetch_min(&fminv, (float)(i % 977) * 0.25f + (float)id, __ATOMIC_ACQUIRE);
  __atomic_fetch_max(&dmaxv, (double)(i * 31 % 4099) + id * 0.5, __ATOMIC_RELAXED);
  __atomic_fetch_min(&dminv, (double)(i * 17 % 3001) - id * 0.5, __ATOMIC_SEQ_CST);
}

static _Alignas(16) u128 wide_sum, wide_or, wide_xor, wide_nand, wide_exch;
static _Alignas(16) u128 wide_and = ~(u128)0;
static _Alignas(16) u128 wide_max;
static unsigned wide_nand_seen;

WIDE static void wide_step(unsigned id, unsigned i) {
  u128 v = ((u128)(i * 2654435761u + id) << 64) | (i * 40503u + id * 7u);
  __atomic_fetch_add(&wide_sum, v, __ATOMIC_SEQ_CST);
  __atomic_fetch_sub(&wide_sum, v >> 1, __ATOMIC_RELAXED);
  __atomic_fetch_or(&wide_or, (u128)1 << ((i * 5 + id) % 128), __ATOMIC_RELEASE);
  __atomic_fetch_and(&wide_and, ~((u128)1 << ((i + id * 9) % 128)), __ATOMIC_ACQUIRE);
  __atomic_fetch_xor(&wide_xor, v, __ATOMIC_ACQ_REL);
  if (__atomic_fetch_nand(&wide_nand, ~(u128)0, __ATOMIC_SEQ_CST) == 0)
    __atomic_fetch_add(&wide_nand_seen, 1, __ATOMIC_RELAXED);
  __atomic_exchange_n(&wide_exch, (u128)(id + 1) << 70, __ATOMIC_SEQ_CST);
  u128 cur = __atomic_load_n(&wide_max, __ATOMIC_ACQUIRE);
  while (cur < v && !__atomic_compare_exchange_n(&wide_max, &cur, v, 0, __ATOMIC_SEQ_CST,
                                                 __ATOMIC_ACQUIRE)) {
  }
}

static void print128(const char *name, u128 v) {
  printf("%s=%016llx%016llx\n", name, (unsigned long long)(v >> 64), (unsigned long long)v);
}

static void *worker(void *arg) {
  unsigned id = (unsigned)(uintptr_t)arg;
  for (unsigned i = 0; i < STEPS; i++) {
    w8_step(id, i);
    w16_step(id, i);
    w32_step(id, i);
    w64_step(id, i);
    fp_step(id, i);
    wide_step(id, i);
  }
  return 0;
}

int main(void) {
  pthread_t t[THREADS];
  for (unsigned k = 0; k < THREADS; k++)
    pthread_create(&t[k], 0, worker, (void *)(uintptr_t)k);
  for (unsigned k = 0; k < THREADS; k++)
    pthread_join(t[k], 0);
  w8_print();
  w16_print();
  w32_print();
  w64_print();
  printf("float: sum=%g max=%g min=%g\n", fsum, fmaxv, fminv);
  printf("double: sum=%g max=%g min=%g\n", dsum, dmaxv, dminv);
  print128("wide_sum", wide_sum);
  print128("wide_or", wide_or);
  print128("wide_and", wide_and);
  print128("wide_xor", wide_xor);
  print128("wide_nand", wide_nand);
  printf("wide_nand_seen=%u exch=%d\n", wide_nand_seen,
         wide_exch == (u128)1 << 70 || wide_exch == (u128)2 << 70 ||
             wide_exch == (u128)3 << 70 || wide_exch == (u128)4 << 70);
  print128("wide_max", wide_max);
  return 0;
}
