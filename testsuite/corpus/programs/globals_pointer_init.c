/* Static initializers that are addresses: pointers to array elements (&arr[5]), to
   struct members, char pointers with byte offsets into other objects, pointers to
   pointers, arrays of pointers into one array, pointers past the end used as bounds,
   pointers to functions in structs, and address differences computed at run time. */
#include <stdio.h>
#include <stddef.h>

static int arr[20] = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225, 256, 289, 324, 361};
static int *p5 = &arr[5];
static int *const pend = arr + 20;
static struct { long a; double b; char name[8]; int tail[3]; } rec = {7, 2.5, "record", {1, 2, 3}};
static double *pb = &rec.b;
static char *pname = rec.name + 2;
static int *ptail = &rec.tail[2];
static const char *cp = (const char *)&arr[3] + 1;
static int **pp = &p5;
static int *rows[4] = {&arr[0], &arr[5], &arr[10], &arr[15]};
static int *const *prow = &rows[2];
static int sq(int x) { return x * x; }
static int neg(int x) { return -x; }
static struct op { const char *name; int (*fn)(int); int *arg; } ops[] = {{"sq", sq, &arr[3]}, {"neg", neg, &arr[7]}, {"sq", sq, &arr[19]}};
static const char *const words[] = {"alpha", "beta", &"gamma"[2], &"delta"[1]};
static const char *wp = &"literal pointer"[8];

int main(void) {
    printf("*p5=%d p5-arr=%td pend-arr=%td\n", *p5, p5 - arr, pend - arr);
    printf("*pb=%g pname=%s *ptail=%d\n", *pb, pname, *ptail);
    printf("*cp=%d **pp=%d **prow=%d rows[3][2]=%d\n", *cp, **pp, **prow, rows[3][2]);
    for (int i = 0; i < 3; i++) printf("%s(%d)=%d ", ops[i].name, *ops[i].arg, ops[i].fn(*ops[i].arg));
    printf("\nwords: %s %s %s %s wp=%s\n", words[0], words[1], words[2], words[3], wp);
    long s = 0;
    for (int *p = arr; p != pend; p++) s += *p;
    *p5 = 1000; rows[1][1] = 2000;
    printf("sum=%ld arr[5]=%d arr[6]=%d offsetof tail=%zu\n", s, arr[5], arr[6], offsetof(__typeof__(rec), tail));
    return (int)(s & 0x7f);
}
