/* Symbol attributes: weak definitions, aliases, visibility hidden, used/noinline/cold/hot,
   section placement, and calling through an alias. */
#include <stdio.h>

__attribute__((weak)) int weak_value = 17;
__attribute__((weak)) int weak_func(int x) { return x * 2; }
int real_impl(int x) { return x + 100; }
int alias_impl(int x) __attribute__((alias("real_impl")));
__attribute__((visibility("hidden"))) int hidden_counter = 3;
__attribute__((used)) static int used_but_unreferenced = 99;
__attribute__((cold, noinline)) static void cold_path(int v) { printf("cold path %d\n", v); }
__attribute__((hot, noinline)) static int hot_path(int v) { return v * v; }
__attribute__((section(".data.custom_section"))) int in_custom_section = 1234;
__attribute__((noinline, optnone)) static int not_optimized(int v) { return v + 1; }
extern int extern_weak_missing(void) __attribute__((weak));

int main(void) {
    printf("weak_value=%d weak_func=%d alias=%d real=%d hidden=%d section=%d\n", weak_value, weak_func(21), alias_impl(1), real_impl(2), hidden_counter, in_custom_section);
    int s = 0; for (int i = 0; i < 10; i++) { s += hot_path(i); if (i == 9) cold_path(s); }
    printf("missing weak is null: %d\n", extern_weak_missing == 0);
    printf("not_optimized %d\n", not_optimized(41));
    return s & 0xff;
}
