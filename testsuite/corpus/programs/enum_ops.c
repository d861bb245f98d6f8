/* Enums: explicit values, negative and large enumerators, enum arithmetic, switch over
   enums, enums as array indices and bitflag enums, sizeof enum. */
#include <stdio.h>

enum color { RED, GREEN = 5, BLUE, ALPHA = -3, BETA };
enum flags { F_READ = 1 << 0, F_WRITE = 1 << 1, F_EXEC = 1 << 2, F_ALL = F_READ | F_WRITE | F_EXEC };
enum big { BIG_A = 0x7fffffff, BIG_B = -0x7fffffff - 1 };
enum ubig { UB = 0xffffffffu };
typedef enum { ST_IDLE, ST_RUN, ST_WAIT, ST_DONE, ST_COUNT } state_t;
static const char *const state_names[ST_COUNT] = { [ST_IDLE] = "idle", [ST_RUN] = "run", [ST_WAIT] = "wait", [ST_DONE] = "done" };
static state_t next(state_t s, int ev) {
    switch (s) {
    case ST_IDLE: return ev ? ST_RUN : ST_IDLE;
    case ST_RUN: return ev == 2 ? ST_WAIT : ev == 3 ? ST_DONE : ST_RUN;
    case ST_WAIT: return ev == 1 ? ST_RUN : ST_WAIT;
    case ST_DONE: case ST_COUNT: break;
    }
    return ST_DONE;
}
static void show_flags(enum flags f) { printf("%c%c%c ", f & F_READ ? 'r' : '-', f & F_WRITE ? 'w' : '-', f & F_EXEC ? 'x' : '-'); }

int main(void) {
    printf("colors %d %d %d %d %d sizeof=%zu\n", RED, GREEN, BLUE, ALPHA, BETA, sizeof(enum color));
    printf("big %d %d sizes %zu %zu\n", BIG_A, BIG_B, sizeof(enum big), sizeof(enum ubig));
    for (int f = 0; f <= F_ALL; f++) show_flags((enum flags)f); printf("\n");
    int events[] = { 0, 1, 1, 2, 2, 1, 3, 1 }; state_t s = ST_IDLE; int counts[ST_COUNT] = { 0 };
    for (int i = 0; i < 8; i++) { s = next(s, events[i]); counts[s]++; printf("%s ", state_names[s]); } printf("\n");
    for (state_t t = ST_IDLE; t < ST_COUNT; t++) printf("%s=%d ", state_names[t], counts[t]); printf("\n");
    enum color c = BLUE; c = (enum color)(c + 1); printf("c=%d cmp=%d\n", c, c > GREEN);
    return s;
}
