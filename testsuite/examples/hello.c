#include <stdio.h>

/* The example README compiles: clang-19 -O0 -S -emit-llvm hello.c -o hello.ll */
static int square(int x) { return x * x; }

int main(void) {
    int sum = 0;
    for (int i = 1; i <= 10; i++)
        sum += square(i);
    printf("sum of squares 1..10 = %d\n", sum);
    return 0;
}
