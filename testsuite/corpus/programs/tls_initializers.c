/* Thread-local storage in the main thread: _Thread_local scalars, arrays and structs
   with non-zero initialisers (.tdata) and zero ones (.tbss), static thread-locals in
   functions, addresses of TLS objects taken and stored in ordinary pointers, TLS
   pointers initialised to addresses of globals, and TLS accessed through many functions. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

_Thread_local int tl_int = 42;
_Thread_local long tl_zero;
_Thread_local double tl_arr[8] = {1.5, 2.5, 3.5};
_Thread_local struct { char name[12]; int count; } tl_rec = {"thread-rec", 3};
static _Thread_local uint64_t tl_big[1000];
static int global_target = 99;
static _Thread_local int *tl_ptr = &global_target;
extern _Thread_local int tl_extern;
_Thread_local int tl_extern = -7;

__attribute__((noinline)) static int bump(void) { static _Thread_local int n = 10; return n++; }
__attribute__((noinline)) static int *addr_of_int(void) { return &tl_int; }
__attribute__((noinline)) static void fill(void) { for (int i = 0; i < 1000; i++) tl_big[i] = (uint64_t)i * i; }

int main(void) {
    printf("tl_int=%d tl_zero=%ld tl_arr=%g,%g,%g,%g rec=%s/%d *tl_ptr=%d extern=%d\n", tl_int, tl_zero, tl_arr[0], tl_arr[1], tl_arr[2], tl_arr[3], tl_rec.name, tl_rec.count, *tl_ptr, tl_extern);
    int *p = addr_of_int();
    *p += 8;
    printf("via pointer: tl_int=%d same=%d\n", tl_int, p == &tl_int);
    for (int i = 0; i < 4; i++) printf("bump=%d ", bump());
    printf("\n");
    fill();
    uint64_t s = 0;
    for (int i = 0; i < 1000; i++) s += tl_big[i];
    tl_ptr = &tl_int;
    *tl_ptr *= 2;
    strcpy(tl_rec.name, "changed");
    tl_rec.count += 100;
    printf("sum=%llu tl_int=%d rec=%s/%d aligned=%d\n", (unsigned long long)s, tl_int, tl_rec.name, tl_rec.count, (uintptr_t)tl_arr % _Alignof(double) == 0);
    return tl_int;
}
