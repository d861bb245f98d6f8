/* Large structs returned via hidden sret pointer, chained returns, struct assignment,
   returning structs containing arrays, and nested calls as arguments. */
#include <stdio.h>
#include <string.h>

typedef struct { int m[4][4]; } Mat4;
typedef struct { char name[24]; int age; double score; long id; } Rec;
typedef struct { Rec recs[3]; int n; } RecList;

__attribute__((noinline)) static Mat4 ident(void) { Mat4 r; memset(&r, 0, sizeof r); for (int i = 0; i < 4; i++) r.m[i][i] = 1; return r; }
__attribute__((noinline)) static Mat4 mul(Mat4 a, Mat4 b) {
    Mat4 r; for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) { int s = 0; for (int k = 0; k < 4; k++) s += a.m[i][k] * b.m[k][j]; r.m[i][j] = s; } return r;
}
__attribute__((noinline)) static Mat4 rot(int k) { Mat4 r = ident(); r.m[0][1] = k; r.m[1][2] = -k; r.m[3][0] = 2; return r; }
__attribute__((noinline)) static Rec mkrec(const char *n, int age, double sc) { Rec r; memset(&r, 0, sizeof r); strncpy(r.name, n, sizeof r.name - 1); r.age = age; r.score = sc; r.id = (long)age * 1000003L; return r; }
__attribute__((noinline)) static RecList mklist(Rec a, Rec b, Rec c) { RecList l; l.recs[0] = a; l.recs[1] = b; l.recs[2] = c; l.n = 3; return l; }
__attribute__((noinline)) static Rec oldest(RecList l) { Rec best = l.recs[0]; for (int i = 1; i < l.n; i++) if (l.recs[i].age > best.age) best = l.recs[i]; return best; }
static long trace(Mat4 m) { long t = 0; for (int i = 0; i < 4; i++) t += m.m[i][i]; return t; }

int main(void) {
    Mat4 acc = ident();
    for (int k = 1; k <= 6; k++) acc = mul(acc, rot(k));
    for (int i = 0; i < 4; i++) { for (int j = 0; j < 4; j++) printf("%6d", acc.m[i][j]); printf("\n"); }
    printf("trace=%ld\n", trace(mul(acc, acc)));
    RecList l = mklist(mkrec("alice", 31, 88.5), mkrec("bob", 45, 70.25), mkrec("carol-with-a-long-name-here", 29, 99.0));
    Rec o = oldest(l);
    printf("oldest %s %d %g %ld sizeof Rec=%zu RecList=%zu\n", o.name, o.age, o.score, o.id, sizeof(Rec), sizeof(RecList));
    printf("third name '%s'\n", l.recs[2].name);
    Rec copy = l.recs[1]; copy.age++; printf("copy %d orig %d\n", copy.age, l.recs[1].age);
    Mat4 arr[3] = { ident(), rot(2), mul(rot(3), rot(4)) };
    long ts = 0; for (int i = 0; i < 3; i++) ts += trace(arr[i]); printf("ts=%ld\n", ts);
    return (int)(trace(acc) & 0xff);
}
