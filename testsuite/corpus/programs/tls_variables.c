/* Thread-local storage (_Thread_local / __thread) accessed from the main thread: initial
   values, address-of, arrays, static and extern-visible TLS. */
#include <stdio.h>
#include <stdint.h>

_Thread_local int tls_counter = 5;
__thread long tls_array[16] = { 1, 2, 3 };
static _Thread_local double tls_d = 1.5;
static __thread struct { int a; char name[8]; } tls_struct = { 7, "tls" };
_Thread_local long *tls_ptr;

__attribute__((noinline)) static int *addr_counter(void) { return &tls_counter; }
__attribute__((noinline)) static void bump(int k) { tls_counter += k; tls_array[k % 16] += k; tls_d *= 2; }
static int count_calls(void) { static _Thread_local int calls; return ++calls; }

int main(void) {
    for (int k = 0; k < 20; k++) bump(k);
    int *p = addr_counter(); *p += 100;
    tls_ptr = &tls_array[5];
    long s = 0; for (int i = 0; i < 16; i++) s += tls_array[i];
    printf("counter=%d sum=%ld d=%g struct=%d,%s ptr=%ld same=%d\n", tls_counter, s, tls_d, tls_struct.a, tls_struct.name, *tls_ptr, p == &tls_counter);
    for (int i = 0; i < 3; i++) count_calls();
    printf("calls=%d\n", count_calls());
    return tls_counter & 0xff;
}
