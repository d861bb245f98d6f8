/* Thread-local variables across POSIX threads: each thread sees its own initial copy of
   the _Thread_local data (initialised from .tdata), modifies it, and reports; the main
   thread's copies are unaffected. Results are collected into an array and printed after
   all threads are joined, so the output order is deterministic. */
#include <stdio.h>
#include <pthread.h>

_Thread_local int tl_counter = 100;
_Thread_local char tl_name[16] = "initial";
static _Thread_local long tl_acc;
struct result { int id; int counter; long acc; char name[16]; int *addr_differs; };
static int *main_addr;
static int differs[4];

static void *worker(void *arg) {
    struct result *r = arg;
    for (int i = 0; i <= r->id * 10; i++) { tl_counter++; tl_acc += i; }
    snprintf(tl_name, sizeof tl_name, "worker-%d", r->id);
    r->counter = tl_counter;
    r->acc = tl_acc;
    snprintf(r->name, sizeof r->name, "%s", tl_name);
    differs[r->id] = &tl_counter != main_addr;
    return NULL;
}

int main(void) {
    pthread_t th[4];
    struct result res[4];
    main_addr = &tl_counter;
    tl_counter = 5;
    for (int i = 0; i < 4; i++) { res[i].id = i; pthread_create(&th[i], NULL, worker, &res[i]); }
    for (int i = 0; i < 4; i++) pthread_join(th[i], NULL);
    for (int i = 0; i < 4; i++) printf("thread %d: counter=%d acc=%ld name=%s own_copy=%d\n", res[i].id, res[i].counter, res[i].acc, res[i].name, differs[i]);
    printf("main: counter=%d name=%s acc=%ld\n", tl_counter, tl_name, tl_acc);
    return tl_counter + res[3].counter % 100;
}
