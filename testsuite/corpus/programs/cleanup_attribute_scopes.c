/* __attribute__((cleanup(fn))) destructors: run in reverse order at scope exit, on
   early return, on break/continue out of loop bodies and on goto out of a block; the
   cleanup functions record an event log that is printed. */
#include <stdio.h>
#include <string.h>

static char log_[512];
static void note(const char *s) { strncat(log_, s, sizeof log_ - strlen(log_) - 1); }
static void cl_int(int *p) { char b[16]; snprintf(b, sizeof b, "~%d ", *p); note(b); }
static void cl_buf(char **p) { note("free "); note(*p); note(" "); }
#define SCOPED(name, v) __attribute__((cleanup(cl_int))) int name = (v)

__attribute__((noinline)) static int early(int k) {
    SCOPED(a, 1);
    SCOPED(b, 2);
    if (k == 0) return a + b;
    SCOPED(c, 3);
    return a + b + c;
}
__attribute__((noinline)) static void loop(void) {
    for (int i = 0; i < 4; i++) {
        SCOPED(it, 10 + i);
        if (i == 1) continue;
        if (i == 3) break;
        note("body ");
    }
}
__attribute__((noinline)) static int jumpy(int k) {
    int r = 0;
    {
        SCOPED(outer, 100);
        {
            SCOPED(inner, 200);
            if (k) goto out;
            r = 1;
        }
        r += 2;
    }
out:
    note("out ");
    return r;
}
__attribute__((noinline)) static void buffers(void) {
    char *a __attribute__((cleanup(cl_buf))) = "A";
    char *b __attribute__((cleanup(cl_buf))) = "B";
    note(a); note(b); note(" ");
}

int main(void) {
    int r0 = early(0); note("| ");
    int r1 = early(1); note("| ");
    loop(); note("| ");
    int j0 = jumpy(0); note("| ");
    int j1 = jumpy(1); note("| ");
    buffers();
    printf("%s\n", log_);
    printf("r0=%d r1=%d j0=%d j1=%d\n", r0, r1, j0, j1);
    return r0 + r1 + j0 + j1;
}
