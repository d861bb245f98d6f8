/* asm goto with outputs (clang 11+/gcc 11+): the output of the asm is used on the
   fallthrough path and on the paths to its labels; an asm loop with two exits to C labels. */
#include <stdio.h>
__attribute__((noinline)) int sub_or_neg(int a, int b) {
    int r = a;
    asm goto("subl %1, %0\n\tjs %l[neg]" : "+r"(r) : "r"(b) : "cc" : neg);
    return r;
neg:
    return r * 100;
}
__attribute__((noinline)) long find_zero_byte(const unsigned char *p, long n) {
    long i = 0;
    asm goto("1:\n\tcmpq %2, %0\n\tjae %l[none]\n\tcmpb $0, (%1,%0)\n\tje %l[found]\n\tincq %0\n\tjmp 1b" : "+r"(i) : "r"(p), "r"(n) : "cc", "memory" : none, found);
    return -2;
none:
    return -1000 - i;
found:
    return i;
}
int main(void) {
    unsigned char buf[] = {5, 6, 7, 0, 9};
    printf("%d %d %ld %ld\n", sub_or_neg(10, 3), sub_or_neg(3, 10), find_zero_byte(buf, 5), find_zero_byte(buf, 3));
    return 0;
}
