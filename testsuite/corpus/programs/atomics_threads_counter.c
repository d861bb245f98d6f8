/* Atomics shared between threads with deterministic totals: two workers increment an
   atomic counter, add into an atomic 64-bit sum, and hand a token back and forth through
   an atomic int with acquire/release spinning (yielding while waiting; a ping-pong of
   fixed length); the final values do not depend on scheduling. */
#include <stdio.h>
#include <stdatomic.h>
#include <pthread.h>
#include <sched.h>

static atomic_int counter;
static atomic_llong sum;
static atomic_int turn;
#define ROUNDS 50
static int log_[2 * ROUNDS];
static int log_len;

static void *worker(void *arg) {
    int id = *(int *)arg;
    for (int i = 0; i < 10000; i++) { atomic_fetch_add_explicit(&counter, 1, memory_order_relaxed); atomic_fetch_add(&sum, (long long)i * (id + 1)); }
    for (int r = 0; r < ROUNDS; r++) {
        while (atomic_load_explicit(&turn, memory_order_acquire) != id) sched_yield();
        log_[log_len++] = id * 1000 + r; /* protected by the token */
        atomic_store_explicit(&turn, 1 - id, memory_order_release);
    }
    return NULL;
}

int main(void) {
    pthread_t a, b;
    int ida = 0, idb = 1;
    pthread_create(&a, NULL, worker, &ida);
    pthread_create(&b, NULL, worker, &idb);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    unsigned long long check = 0;
    for (int i = 0; i < log_len; i++) check = check * 3 + (unsigned)log_[i];
    printf("counter=%d sum=%lld log_len=%d first=%d,%d last=%d check=%llu\n", atomic_load(&counter), atomic_load(&sum), log_len, log_[0], log_[1], log_[log_len - 1], check);
    return log_len % 128;
}
