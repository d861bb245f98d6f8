/* Read-only tables of strings: arrays of pointers to string literals, 2-D char arrays
   with strings shorter than the row, nested structs containing string pointers and
   lengths, tables indexed by enum values, and strings containing escapes and embedded
   NUL bytes (sizeof vs strlen). */
#include <stdio.h>
#include <string.h>

enum color { RED, GREEN, BLUE, N_COLORS };
static const char *const color_names[N_COLORS] = {[BLUE] = "blue", [RED] = "red", [GREEN] = "green"};
static const char months[12][10] = {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"};
static const struct { const char *key; unsigned len; const char *desc[3]; } entries[] = {
    {"tab", 3, {"\t", "horizontal tab", NULL}}, {"nul", 3, {"a\0b", "embedded nul", "x"}}, {"hex", 3, {"\x41\x42\x43", "hex escapes", "\101"}}};
static const char embedded[] = "one\0two\0three";
static const char *const *nested[] = {color_names, color_names + 1};

int main(void) {
    for (int c = 0; c < N_COLORS; c++) printf("%d=%s ", c, color_names[c]);
    printf("\n");
    size_t total = 0;
    for (int m = 0; m < 12; m++) { total += strlen(months[m]); printf("%.3s%c", months[m], m == 11 ? '\n' : ' '); }
    printf("month chars=%zu sizeof months=%zu\n", total, sizeof months);
    for (size_t i = 0; i < sizeof entries / sizeof entries[0]; i++)
        printf("%s len=%u strlen(desc0)=%zu desc1=%s desc2=%s\n", entries[i].key, entries[i].len, strlen(entries[i].desc[0]), entries[i].desc[1], entries[i].desc[2] ? entries[i].desc[2] : "(null)");
    printf("embedded sizeof=%zu strlen=%zu parts:", sizeof embedded, strlen(embedded));
    for (const char *p = embedded; p < embedded + sizeof embedded; p += strlen(p) + 1) printf(" %s", p);
    printf("\nnested %s %s\n", nested[0][2], nested[1][0]);
    return (int)total;
}
