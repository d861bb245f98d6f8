/* 3D vector geometry with small float structs passed by value: dot/cross/normalize,
   ray-sphere and ray-triangle intersection, a tiny ASCII ray tracer, and quaternion rotation. */
#include <stdio.h>
#include <math.h>

typedef struct { float x, y, z; } V3;
typedef struct { float w, x, y, z; } Q;
static V3 v3(float x, float y, float z) { V3 v = { x, y, z }; return v; }
static V3 add(V3 a, V3 b) { return v3(a.x + b.x, a.y + b.y, a.z + b.z); }
static V3 sub(V3 a, V3 b) { return v3(a.x - b.x, a.y - b.y, a.z - b.z); }
static V3 scale(V3 a, float s) { return v3(a.x * s, a.y * s, a.z * s); }
static float dot(V3 a, V3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static V3 cross(V3 a, V3 b) { return v3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x); }
static V3 norm(V3 a) { float l = sqrtf(dot(a, a)); return l > 0 ? scale(a, 1.0f / l) : a; }
static int hit_sphere(V3 o, V3 d, V3 c, float r, float *t) { V3 oc = sub(o, c); float b = dot(oc, d), cc = dot(oc, oc) - r * r, disc = b * b - cc; if (disc < 0) return 0; float s = sqrtf(disc); *t = -b - s; if (*t < 1e-4f) *t = -b + s; return *t > 1e-4f; }
static int hit_tri(V3 o, V3 d, V3 a, V3 b, V3 c, float *t) { V3 e1 = sub(b, a), e2 = sub(c, a), p = cross(d, e2); float det = dot(e1, p); if (fabsf(det) < 1e-7f) return 0; float inv = 1 / det; V3 s = sub(o, a); float u = dot(s, p) * inv; if (u < 0 || u > 1) return 0; V3 q = cross(s, e1); float v = dot(d, q) * inv; if (v < 0 || u + v > 1) return 0; *t = dot(e2, q) * inv; return *t > 1e-4f; }
static Q qmul(Q a, Q b) { Q r = { a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z, a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y, a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x, a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w }; return r; }
static V3 qrot(Q q, V3 v) { Q p = { 0, v.x, v.y, v.z }, qc = { q.w, -q.x, -q.y, -q.z }; Q r = qmul(qmul(q, p), qc); return v3(r.x, r.y, r.z); }

int main(void) {
    V3 a = v3(1, 2, 3), b = v3(-2, 0.5f, 4); V3 c = cross(a, b), n = norm(c);
    printf("dot=%.3f cross=(%.3f,%.3f,%.3f) |n|=%.5f n.a=%.5f\n", (double)dot(a, b), (double)c.x, (double)c.y, (double)c.z, (double)sqrtf(dot(n, n)), (double)fabsf(dot(n, a)) < 1e-5 ? 0.0 : 1.0);
    V3 light = norm(v3(-1, 1, -1)); const char *shade = " .:-=+*#%@"; int lit = 0;
    for (int y = 0; y < 20; y++) {
        for (int x = 0; x < 50; x++) {
            V3 d = norm(v3((x - 25) / 25.0f, (10 - y) / 12.0f, 1)); V3 o = v3(0, 0, -3); float t, best = 1e9f; V3 nrm = v3(0, 0, 0); int hit = 0;
            if (hit_sphere(o, d, v3(0, 0, 0), 1.0f, &t) && t < best) { best = t; nrm = norm(sub(add(o, scale(d, t)), v3(0, 0, 0))); hit = 1; }
            if (hit_tri(o, d, v3(-2, -1, -1), v3(2, -1, -1), v3(0, -1, 3), &t) && t < best) { best = t; nrm = v3(0, 1, 0); hit = 2; }
            if (!hit) { putchar(' '); continue; }
            float l = dot(nrm, light); if (l < 0) l = 0; int idx = (int)(l * 9.0f + 0.5f); lit += idx; putchar(hit == 2 ? (idx > 4 ? '=' : '_') : shade[idx]);
        }
        putchar('\n');
    }
    float ang = 3.14159265f / 3; Q q = { cosf(ang / 2), 0, 0, sinf(ang / 2) }; V3 r = qrot(q, v3(1, 0, 0)); for (int i = 0; i < 5; i++) r = qrot(q, r);
    printf("6 rotations by 60deg: (%.4f, %.4f, %.4f)\n", (double)r.x, fabsf(r.y) < 1e-4f ? 0.0 : (double)r.y, (double)r.z);
    printf("lit=%d\n", lit);
    return lit & 0xff;
}
