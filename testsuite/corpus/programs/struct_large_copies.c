/* Large aggregate copies: struct assignment of 24..4096-byte structs (memcpy or inline
   move sequences), swaps via temporaries, arrays of structs copied element-wise and as a
   whole, large structs returned by value through several levels, and compound-literal
   initialisation of large structs with mostly zero members. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <string.h>

typedef struct { int id; char name[20]; } S24;
typedef struct { double m[4][4]; } M4;
typedef struct { unsigned char bytes[4096]; int tail; } K4;

__attribute__((noinline)) static void swap24(S24 *a, S24 *b) { S24 t = *a; *a = *b; *b = t; }
__attribute__((noinline)) static M4 mmul(M4 a, M4 b) {
    M4 r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) { double s = 0; for (int k = 0; k < 4; k++) s += a.m[i][k] * b.m[k][j]; r.m[i][j] = s; }
    return r;
}
__attribute__((noinline)) static K4 k4_make(int seed) { K4 k; for (int i = 0; i < 4096; i++) k.bytes[i] = (unsigned char)(seed + i * 7); k.tail = seed; return k; }
__attribute__((noinline)) static K4 k4_xform(K4 k) { for (int i = 0; i < 4096; i++) k.bytes[i] ^= (unsigned char)i; k.tail++; return k; }
__attribute__((noinline)) static K4 k4_twice(int seed) { return k4_xform(k4_xform(k4_make(seed))); }
static unsigned hash(const void *p, size_t n) { const unsigned char *b = p; unsigned h = 2166136261u; for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 16777619u; return h; }

int main(void) {
    S24 a = {1, "alpha"}, b = {2, "beta"};
    swap24(&a, &b);
    printf("swap: %d %s / %d %s\n", a.id, a.name, b.id, b.name);
    M4 id = {{{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}}, x;
    for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) x.m[i][j] = i * 4 + j + 0.5;
    M4 p = mmul(mmul(x, id), x);
    printf("m: %g %g %g %g\n", p.m[0][0], p.m[1][2], p.m[3][3], p.m[2][1]);
    K4 k = k4_twice(5);
    printf("K4 tail=%d hash=%08x first=%d last=%d\n", k.tail, hash(k.bytes, sizeof k.bytes), k.bytes[0], k.bytes[4095]);
    S24 arr[50], copy[50];
    for (int i = 0; i < 50; i++) { arr[i].id = i; memset(arr[i].name, 0, sizeof arr[i].name); snprintf(arr[i].name, sizeof arr[i].name, "item-%03d", i); }
    memcpy(copy, arr, sizeof arr);
    for (int i = 0; i < 25; i++) swap24(&copy[i], &copy[49 - i]);
    printf("copy[0]=%s copy[49]=%s hash=%08x\n", copy[0].name, copy[49].name, hash(copy, sizeof copy));
    struct { int a; long z[30]; double d; } big = {.a = 1, .d = 2.5};
    long zs = 0; for (int i = 0; i < 30; i++) zs += big.z[i];
    printf("compound zeros=%ld a=%d d=%g\n", zs, big.a, big.d);
    return (int)(hash(k.bytes, sizeof k.bytes) & 0x7f);
}
