/* Integer rasterisation on a character canvas: Bresenham lines in all eight octants,
   midpoint circles, scanline filling of a triangle with edge functions, and a flood fill
   with an explicit stack; the canvas is printed and hashed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define W 64
#define H 32
static char canvas[H][W + 1];
static void plot(int x, int y, char c) { if (x >= 0 && x < W && y >= 0 && y < H) canvas[y][x] = c; }
static void line(int x0, int y0, int x1, int y1, char c) {
    int dx = abs(x1 - x0), sx = x0 < x1 ? 1 : -1, dy = -abs(y1 - y0), sy = y0 < y1 ? 1 : -1, err = dx + dy;
    for (;;) { plot(x0, y0, c); if (x0 == x1 && y0 == y1) break; int e2 = 2 * err; if (e2 >= dy) { err += dy; x0 += sx; } if (e2 <= dx) { err += dx; y0 += sy; } }
}
static void circle(int cx, int cy, int r, char c) {
    int x = r, y = 0, err = 1 - r;
    while (x >= y) {
        plot(cx + x, cy + y, c); plot(cx + y, cy + x, c); plot(cx - y, cy + x, c); plot(cx - x, cy + y, c);
        plot(cx - x, cy - y, c); plot(cx - y, cy - x, c); plot(cx + y, cy - x, c); plot(cx + x, cy - y, c);
        y++;
        if (err < 0) err += 2 * y + 1; else { x--; err += 2 * (y - x) + 1; }
    }
}
static long edge(int ax, int ay, int bx, int by, int px, int py) { return (long)(bx - ax) * (py - ay) - (long)(by - ay) * (px - ax); }
static void triangle(int ax, int ay, int bx, int by, int cx, int cy, char c) {
    for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) {
        long w0 = edge(bx, by, cx, cy, x, y), w1 = edge(cx, cy, ax, ay, x, y), w2 = edge(ax, ay, bx, by, x, y);
        if ((w0 >= 0 && w1 >= 0 && w2 >= 0) || (w0 <= 0 && w1 <= 0 && w2 <= 0)) plot(x, y, c);
    }
}
static int flood(int x, int y, char from, char to) {
    static int stack[W * H * 4][2]; int sp = 0, n = 0;
    stack[sp][0] = x; stack[sp][1] = y; sp++;
    while (sp) {
        sp--; x = stack[sp][0]; y = stack[sp][1];
        if (x < 0 || x >= W || y < 0 || y >= H || canvas[y][x] != from) continue;
        canvas[y][x] = to; n++;
        int d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int k = 0; k < 4; k++) { stack[sp][0] = x + d[k][0]; stack[sp][1] = y + d[k][1]; sp++; }
    }
    return n;
}

int main(void) {
    for (int y = 0; y < H; y++) { memset(canvas[y], '.', W); canvas[y][W] = 0; }
    for (int k = 0; k < 8; k++) { static const int ex[8] = {30, 20, 0, -20, -30, -20, 0, 20}, ey[8] = {0, 14, 15, 14, 0, -14, -15, -14}; line(32, 16, 32 + ex[k], 16 + ey[k], (char)('0' + k)); }
    circle(32, 16, 12, 'o');
    triangle(2, 2, 14, 6, 5, 13, '#');
    int filled = flood(60, 30, '.', '~');
    unsigned h = 0;
    for (int y = 0; y < H; y++) { puts(canvas[y]); for (int x = 0; x < W; x++) h = h * 31 + (unsigned char)canvas[y][x]; }
    printf("flood filled %d cells, hash %08x\n", filled, h);
    return filled & 0x7f;
}
