/* printf integer formats for all widths and the <inttypes.h> macros: %hhd %hd %ld %lld
   %jd %zd %td %PRId8..PRIu64 %PRIx64, flags and widths. */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <limits.h>
#include <stddef.h>

int main(void) {
    printf("[%hhd] [%hhu] [%hd] [%hu] [%d] [%u]\n", (signed char)-128, (unsigned char)255, (short)-32768, (unsigned short)65535, INT_MIN, UINT_MAX);
    printf("[%ld] [%lu] [%lld] [%llu]\n", LONG_MIN, ULONG_MAX, LLONG_MIN, ULLONG_MAX);
    printf("[%jd] [%ju] [%zd] [%zu] [%td]\n", INTMAX_MIN, UINTMAX_MAX, (ptrdiff_t)-5, SIZE_MAX, (ptrdiff_t)PTRDIFF_MAX);
    printf("[%" PRId8 "] [%" PRIu8 "] [%" PRId16 "] [%" PRIu16 "] [%" PRId32 "] [%" PRIu32 "] [%" PRId64 "] [%" PRIu64 "]\n", INT8_MIN, UINT8_MAX, INT16_MIN, UINT16_MAX, INT32_MIN, UINT32_MAX, INT64_MIN, UINT64_MAX);
    printf("[%" PRIx8 "] [%" PRIX16 "] [%" PRIo32 "] [%#" PRIx64 "] [%" PRIxPTR "]\n", (uint8_t)0xab, (uint16_t)0xbeef, (uint32_t)511, (uint64_t)0xdeadbeefcafeULL, (uintptr_t)0x1000);
    int vals[] = { 0, 1, -1, 42, -42, 123456, INT_MAX };
    for (int i = 0; i < 7; i++) printf("[%8d|%-8d|%08d|%+d|% d|%.4d|%8.4d|%x|%#o]\n", vals[i], vals[i], vals[i], vals[i], vals[i], vals[i], vals[i], (unsigned)vals[i], (unsigned)vals[i]);
    printf("[%" PRIdLEAST16 "] [%" PRIuFAST32 "] [%" PRIdMAX "]\n", (int_least16_t)-7, (uint_fast32_t)7, (intmax_t)-1);
    char buf[8]; int n = snprintf(buf, sizeof buf, "%lld", LLONG_MAX); printf("truncated '%s' n=%d\n", buf, n);
    int cnt; printf("count%n", &cnt); printf(" -> %d\n", cnt);
    return 0;
}
