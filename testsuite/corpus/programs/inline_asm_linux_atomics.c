/* Atomic operations written as the Linux kernel's arch/x86 headers write them: "lock; "
   prefixed read-modify-write instructions on "+m" operands, xadd and cmpxchg with the
   accumulator as a fixed operand, test-and-set bit operations returning the carry flag
   through flag outputs (=@ccc), xchg, memory clobbers as compiler barriers, mfence and
   `rep; nop` (pause) in a spin loop, and asm goto for a conditional jump out of asm.
   Four threads hammer shared counters; the totals are exact. */
#include <pthread.h>
#include <stdio.h>
#include <stdint.h>

typedef struct { volatile int counter; } atomic_t;

static inline void atomic_inc(atomic_t *v) { __asm__ volatile("lock; incl %0" : "+m"(v->counter) : : "memory"); }
static inline void atomic_add(int i, atomic_t *v) { __asm__ volatile("lock; addl %1, %0" : "+m"(v->counter) : "ir"(i) : "memory"); }
static inline int atomic_xadd(atomic_t *v, int i) {
    __asm__ volatile("lock; xaddl %0, %1" : "+r"(i), "+m"(v->counter) : : "memory");
    return i;
}
static inline int atomic_cmpxchg(atomic_t *v, int old, int new) {
    int ret;
    __asm__ volatile("lock; cmpxchgl %2, %1" : "=a"(ret), "+m"(v->counter) : "r"(new), "0"(old) : "memory");
    return ret;
}
static inline int atomic_dec_and_test(atomic_t *v) {
    _Bool z;
    __asm__ volatile("lock; decl %0" : "+m"(v->counter), "=@ccz"(z) : : "memory");
    return z;
}
static inline int test_and_set_bit(long nr, volatile unsigned long *addr) {
    _Bool old;
    __asm__ volatile("lock; btsq %2, %1" : "=@ccc"(old), "+m"(*addr) : "Ir"(nr) : "memory");
    return old;
}
static inline int test_and_clear_bit(long nr, volatile unsigned long *addr) {
    _Bool old;
    __asm__ volatile("lock; btrq %2, %1" : "=@ccc"(old), "+m"(*addr) : "Ir"(nr) : "memory");
    return old;
}
static inline unsigned long xchg_ul(volatile unsigned long *p, unsigned long v) {
    __asm__ volatile("xchgq %0, %1" : "+r"(v), "+m"(*p) : : "memory");
    return v;
}
static inline void cpu_relax(void) { __asm__ volatile("rep; nop" ::: "memory"); }
static inline void mb(void) { __asm__ volatile("mfence" ::: "memory"); }
static inline void barrier(void) { __asm__ volatile("" ::: "memory"); }

/* A spinlock: xchg to take it, asm goto to leave the fast path when it is held. */
static volatile unsigned long lock_word;
static void spin_lock(void) {
    for (;;) {
        __asm__ goto("movl $1, %%eax\n\txchgq %%rax, %0\n\ttestq %%rax, %%rax\n\tjnz %l[busy]" : : "m"(lock_word) : "rax", "memory", "cc" : busy);
        return;
    busy:
        while (lock_word) cpu_relax();
    }
}
static void spin_unlock(void) { barrier(); lock_word = 0; }

static atomic_t hits, adds, xadds, cas_count;
static volatile unsigned long bits;
static long plain_under_lock;
static int tas_winners;

#define ITER 20000

static void *worker(void *arg) {
    long id = (long)arg;
    for (int i = 0; i < ITER; i++) {
        atomic_inc(&hits);
        atomic_add(3, &adds);
        atomic_xadd(&xadds, 2);
        int o;
        do o = cas_count.counter; while (atomic_cmpxchg(&cas_count, o, o + 5) != o);
        spin_lock();
        plain_under_lock += id + 1;
        if (!test_and_set_bit(i % 64, &bits)) tas_winners++;
        test_and_clear_bit(i % 64, &bits);
        spin_unlock();
    }
    return 0;
}

int main(void) {
    pthread_t t[4];
    for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, (void *)i);
    for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
    mb();
    printf("hits=%d adds=%d xadds=%d cas=%d locked=%ld tas=%d bits=%lx\n", hits.counter, adds.counter, xadds.counter, cas_count.counter, plain_under_lock, tas_winners, bits);
    atomic_t refs = {3};
    int r1 = atomic_dec_and_test(&refs), r2 = atomic_dec_and_test(&refs), r3 = atomic_dec_and_test(&refs);
    printf("dec_and_test: %d %d %d\n", r1, r2, r3);
    volatile unsigned long w = 7;
    unsigned long prev = xchg_ul(&w, 9);
    printf("xchg: %lu -> %lu, xadd returns old: %d\n", prev, w, atomic_xadd(&hits, 1));
    return hits.counter % 100;
}
