/* A dense switch with 96 consecutive cases (lowered to a jump table), a second dense
   switch on a char starting at a negative offset, a switch with fallthrough runs, and a
   switch used as a lookup table of constants (which -O2 turns into a global table). */
#include <stdio.h>

__attribute__((noinline)) static long dense(int k, long x) {
    switch (k) {
    case 0: return x + 1;
    case 1: return x * 3;
    case 2: return x ^ 0x227;
    case 3: return x - 9;
    case 4: return (x << 4) | 4;
    case 5: return x / 6;
    case 6: return x + 43;
    case 7: return x * 9;
    case 8: return x ^ 0x88d;
    case 9: return x - 81;
    case 10: return (x << 10) | 10;
    case 11: return x / 3;
    case 12: return x + 85;
    case 13: return x * 2;
    case 14: return x ^ 0xef3;
    case 15: return x - 225;
    case 16: return (x << 16) | 16;
    case 17: return x / 9;
    case 18: return x + 127;
    case 19: return x * 8;
    case 20: return x ^ 0x1559;
    case 21: return x - 441;
    case 22: return (x << 5) | 22;
    case 23: return x / 6;
    case 24: return x + 169;
    case 25: return x * 14;
    case 26: return x ^ 0x1bbf;
    case 27: return x - 729;
    case 28: return (x << 11) | 28;
    case 29: return x / 3;
    case 30: return x + 211;
    case 31: return x * 7;
    case 32: return x ^ 0x2225;
    case 33: return x - 1089;
    case 34: return (x << 0) | 34;
    case 35: return x / 9;
    case 36: return x + 253;
    case 37: return x * 13;
    case 38: return x ^ 0x288b;
    case 39: return x - 1521;
    case 40: return (x << 6) | 40;
    case 41: return x / 6;
    case 42: return x + 295;
    case 43: return x * 6;
    case 44: return x ^ 0x2ef1;
    case 45: return x - 2025;
    case 46: return (x << 12) | 46;
    case 47: return x / 3;
    case 48: return x + 337;
    case 49: return x * 12;
    case 50: return x ^ 0x3557;
    case 51: return x - 2601;
    case 52: return (x << 1) | 52;
    case 53: return x / 9;
    case 54: return x + 379;
    case 55: return x * 5;
    case 56: return x ^ 0x3bbd;
    case 57: return x - 3249;
    case 58: return (x << 7) | 58;
    case 59: return x / 6;
    case 60: return x + 421;
    case 61: return x * 11;
    case 62: return x ^ 0x4223;
    case 63: return x - 3969;
    case 64: return (x << 13) | 64;
    case 65: return x / 3;
    case 66: return x + 463;
    case 67: return x * 4;
    case 68: return x ^ 0x4889;
    case 69: return x - 4761;
    case 70: return (x << 2) | 70;
    case 71: return x / 9;
    case 72: return x + 505;
    case 73: return x * 10;
    case 74: return x ^ 0x4eef;
    case 75: return x - 5625;
    case 76: return (x << 8) | 76;
    case 77: return x / 6;
    case 78: return x + 547;
    case 79: return x * 3;
    case 80: return x ^ 0x5555;
    case 81: return x - 6561;
    case 82: return (x << 14) | 82;
    case 83: return x / 3;
    case 84: return x + 589;
    case 85: return x * 9;
    case 86: return x ^ 0x5bbb;
    case 87: return x - 7569;
    case 88: return (x << 3) | 88;
    case 89: return x / 9;
    case 90: return x + 631;
    case 91: return x * 2;
    case 92: return x ^ 0x6221;
    case 93: return x - 8649;
    case 94: return (x << 9) | 94;
    case 95: return x / 6;
    default: return -1;
    }
}
__attribute__((noinline)) static int from_char(signed char c) {
    switch (c) {
    case -5: return 50; case -4: return 41; case -3: return 32; case -2: return 23; case -1: return 14;
    case 0: return 5; case 1: return 96; case 2: return 87; case 3: return 78; case 4: return 69;
    case 5: return 60; case 6: return 51; case 7: return 42; case 8: return 33; case 9: return 24;
    default: return 0;
    }
}
__attribute__((noinline)) static int fallthrough(int k) {
    int r = 0;
    switch (k) {
    case 0: r += 1; /* fall through */
    case 1: r += 10; /* fall through */
    case 2: r += 100; break;
    case 3: r += 1000; /* fall through */
    case 4: r += 10000; /* fall through */
    case 5: r += 100000; break;
    case 6: case 7: case 8: r = -k; break;
    default: r = 42;
    }
    return r;
}
__attribute__((noinline)) static const char *lookup(unsigned k) {
    switch (k) {
    case 0: return "zero"; case 1: return "one"; case 2: return "two"; case 3: return "three"; case 4: return "four";
    case 5: return "five"; case 6: return "six"; case 7: return "seven"; case 8: return "eight"; case 9: return "nine";
    default: return "many";
    }
}
__attribute__((noinline)) static int primes_below(unsigned k) {
    switch (k) { case 0: case 1: case 2: return 0; case 3: return 1; case 4: case 5: return 2; case 6: case 7: return 3; case 8: case 9: case 10: case 11: return 4; default: return -1; }
}

int main(void) {
    unsigned long h = 0;
    for (int k = -3; k < 100; k++) {
        long r = dense(k, 1000 + k);
        h = h * 1000003 + (unsigned long)r;
        if (k % 8 == 0) printf("dense(%d)=%ld\n", k, r);
    }
    printf("dense hash %016lx\n", h);
    for (int c = -7; c <= 11; c++) printf("%d ", from_char((signed char)c));
    printf("\n");
    for (int k = -1; k <= 9; k++) printf("%d ", fallthrough(k));
    printf("\n");
    for (unsigned k = 0; k < 12; k++) printf("%s/%d ", lookup(k), primes_below(k));
    printf("\n");
    return (int)(h & 0x7f);
}
