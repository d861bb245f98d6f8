/* Data layout transformations: an array of structs with mixed field types converted to
   a struct of arrays and back, strided field access through pointers, a particle update
   computed in both layouts (results must agree bit for bit), and gather/scatter through
   index arrays. FP contraction off. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define N 1000
struct particle { float x, y; double mass; int16_t id; uint8_t alive; };
struct soa { float x[N], y[N]; double mass[N]; int16_t id[N]; uint8_t alive[N]; };
static struct particle aos[N];
static struct soa soa;

__attribute__((noinline)) static void step_aos(struct particle *p, int n, float dt) { for (int i = 0; i < n; i++) if (p[i].alive) { p[i].x += dt * (float)p[i].mass; p[i].y -= dt * p[i].x; if (p[i].y < -100) p[i].alive = 0; } }
__attribute__((noinline)) static void step_soa(struct soa *s, int n, float dt) { for (int i = 0; i < n; i++) if (s->alive[i]) { s->x[i] += dt * (float)s->mass[i]; s->y[i] -= dt * s->x[i]; if (s->y[i] < -100) s->alive[i] = 0; } }
__attribute__((noinline)) static double strided_sum(const char *base, size_t stride, int n) { double s = 0; for (int i = 0; i < n; i++) { double m; memcpy(&m, base + (size_t)i * stride, sizeof m); s += m; } return s; }

int main(void) {
    uint32_t r = 5;
    for (int i = 0; i < N; i++) { r = r * 1664525u + 1013904223u; aos[i].x = (float)(r >> 20) / 100; aos[i].y = (float)(i % 50); aos[i].mass = 0.5 + (r & 255) / 256.0; aos[i].id = (int16_t)(i - 500); aos[i].alive = 1; }
    for (int i = 0; i < N; i++) { soa.x[i] = aos[i].x; soa.y[i] = aos[i].y; soa.mass[i] = aos[i].mass; soa.id[i] = aos[i].id; soa.alive[i] = aos[i].alive; }
    for (int t = 0; t < 50; t++) { step_aos(aos, N, 0.1f); step_soa(&soa, N, 0.1f); }
    int same = 1, alive = 0; double sx = 0;
    for (int i = 0; i < N; i++) { same &= aos[i].x == soa.x[i] && aos[i].y == soa.y[i] && aos[i].alive == soa.alive[i]; alive += aos[i].alive; sx += aos[i].x; }
    printf("layouts agree=%d alive=%d sum x=%a\n", same, alive, sx);
    printf("strided mass sum=%a (struct size %zu)\n", strided_sum((const char *)&aos[0].mass, sizeof aos[0], N), sizeof aos[0]);
    int idx[100]; for (int i = 0; i < 100; i++) idx[i] = (i * 37) % N;
    float gathered[100]; for (int i = 0; i < 100; i++) gathered[i] = soa.x[idx[i]];
    for (int i = 0; i < 100; i++) soa.y[idx[i]] = gathered[i] * 2;
    double gs = 0; for (int i = 0; i < 100; i++) gs += soa.y[idx[i]];
    printf("gather/scatter sum=%a id[999]=%d\n", gs, soa.id[999]);
    return same ? alive & 0x7f : 100;
}
