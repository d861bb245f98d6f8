/* __builtin_frame_address and __builtin_return_address: frame addresses decrease with
   call depth on x86-64 (the stack grows down), the frame address is 16-byte aligned in
   functions with frame pointers, local variables lie below the caller's frame, and
   the return address points into the caller (after the start of main). */
#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static uintptr_t frame_at(int depth, uintptr_t *out, int i) {
    out[i] = (uintptr_t)__builtin_frame_address(0);
    if (depth == 0) return out[i];
    volatile char pad[48];
    pad[0] = 0;
    return frame_at(depth - 1, out, i + 1) + pad[0];
}
__attribute__((noinline)) static void *ret_addr(void) { return __builtin_return_address(0); }
__attribute__((noinline)) static int local_below_caller(uintptr_t caller_frame) { int local = 0; return (uintptr_t)&local < caller_frame; }

int main(void) {
    uintptr_t frames[8];
    frame_at(7, frames, 0);
    int decreasing = 1, aligned = 1;
    for (int i = 1; i < 8; i++) decreasing &= frames[i] < frames[i - 1];
    for (int i = 0; i < 8; i++) aligned &= frames[i] % 16 == 0;
    printf("frames decreasing=%d aligned=%d non-null=%d\n", decreasing, aligned, frames[7] != 0);
    void *r1 = ret_addr();
    void *lo = (void *)(uintptr_t)main;
    printf("return address non-null=%d after main start=%d\n", r1 != 0, (uintptr_t)r1 > (uintptr_t)lo);
    uintptr_t me = (uintptr_t)__builtin_frame_address(0);
    printf("callee locals below main frame=%d\n", local_below_caller(me));
    return decreasing * 10 + aligned;
}
