/* Weak references to symbols that are never defined (their address is null, so calls
   and loads are guarded), weak references to symbols that are defined, weak definitions
   used as defaults, and aliases; the linker resolves all of them in a position-independent
   executable. */
#include <stdio.h>

extern int missing_function(int) __attribute__((weak));
extern int missing_variable __attribute__((weak));
extern int present_function(int) __attribute__((weak));
int present_function(int x) { return x * 7; }
__attribute__((weak)) int hook(int x) { return x + 1000; }
__attribute__((weak)) int weak_counter = 5;
static int real_impl(int x) { return x * x; }
extern int aliased(int) __attribute__((alias("real_impl")));
__attribute__((noinline)) static int call_if_present(int (*fn)(int), int x) { return fn ? fn(x) : -1; }

int main(void) {
    printf("missing_function %s, missing_variable %s\n", missing_function ? "present" : "null", &missing_variable ? "present" : "null");
    int a = missing_function ? missing_function(3) : -3;
    int b = &missing_variable ? missing_variable : -4;
    printf("guarded: %d %d\n", a, b);
    printf("present_function: %d (via ptr %d, missing via ptr %d)\n", present_function(6), call_if_present(present_function, 2), call_if_present(missing_function, 2));
    printf("hook=%d weak_counter=%d aliased=%d\n", hook(1), weak_counter++, aliased(9));
    printf("weak_counter now %d\n", weak_counter);
    return hook(0) % 100 + weak_counter;
}
