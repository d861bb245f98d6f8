// Driver for scalar_intrinsics_ir.fn.ll.
#include <stdio.h>
#include <stdint.h>
#include <math.h>

int64_t fptosi_sat_i1_double(double x);
int64_t fptosi_sat_i1_float(float x);
int64_t fptosi_sat_i8_double(double x);
int64_t fptosi_sat_i8_float(float x);
int64_t fptosi_sat_i13_double(double x);
int64_t fptosi_sat_i13_float(float x);
int64_t fptosi_sat_i16_double(double x);
int64_t fptosi_sat_i16_float(float x);
int64_t fptosi_sat_i32_double(double x);
int64_t fptosi_sat_i32_float(float x);
int64_t fptosi_sat_i33_double(double x);
int64_t fptosi_sat_i33_float(float x);
int64_t fptosi_sat_i63_double(double x);
int64_t fptosi_sat_i63_float(float x);
int64_t fptosi_sat_i64_double(double x);
int64_t fptosi_sat_i64_float(float x);
int64_t fptoui_sat_i1_double(double x);
int64_t fptoui_sat_i1_float(float x);
int64_t fptoui_sat_i8_double(double x);
int64_t fptoui_sat_i8_float(float x);
int64_t fptoui_sat_i13_double(double x);
int64_t fptoui_sat_i13_float(float x);
int64_t fptoui_sat_i16_double(double x);
int64_t fptoui_sat_i16_float(float x);
int64_t fptoui_sat_i32_double(double x);
int64_t fptoui_sat_i32_float(float x);
int64_t fptoui_sat_i33_double(double x);
int64_t fptoui_sat_i33_float(float x);
int64_t fptoui_sat_i63_double(double x);
int64_t fptoui_sat_i63_float(float x);
int64_t fptoui_sat_i64_double(double x);
int64_t fptoui_sat_i64_float(float x);
double minimum_double(double a, double b);
float minimum_float(float a, float b);
double maximum_double(double a, double b);
float maximum_float(float a, float b);
double minnum_double(double a, double b);
float minnum_float(float a, float b);
double maxnum_double(double a, double b);
float maxnum_float(float a, float b);
int64_t ushl_sat_i8(int64_t a, int64_t b);
int64_t ushl_sat_i16(int64_t a, int64_t b);
int64_t ushl_sat_i32(int64_t a, int64_t b);
int64_t ushl_sat_i64(int64_t a, int64_t b);
int64_t ushl_sat_i5(int64_t a, int64_t b);
int64_t sshl_sat_i8(int64_t a, int64_t b);
int64_t sshl_sat_i16(int64_t a, int64_t b);
int64_t sshl_sat_i32(int64_t a, int64_t b);
int64_t sshl_sat_i64(int64_t a, int64_t b);
int64_t sshl_sat_i5(int64_t a, int64_t b);
int64_t uadd_sat_i7(int64_t a, int64_t b);
int64_t uadd_sat_i13(int64_t a, int64_t b);
int64_t uadd_sat_i24(int64_t a, int64_t b);
int64_t uadd_sat_i48(int64_t a, int64_t b);
void uadd_sat_i65(const uint64_t *a, const uint64_t *b, uint64_t *out);
void uadd_sat_i100(const uint64_t *a, const uint64_t *b, uint64_t *out);
void uadd_sat_i128(const uint64_t *a, const uint64_t *b, uint64_t *out);
void uadd_sat_i200(const uint64_t *a, const uint64_t *b, uint64_t *out);
void uadd_sat_i256(const uint64_t *a, const uint64_t *b, uint64_t *out);
int64_t usub_sat_i7(int64_t a, int64_t b);
int64_t usub_sat_i13(int64_t a, int64_t b);
int64_t usub_sat_i24(int64_t a, int64_t b);
int64_t usub_sat_i48(int64_t a, int64_t b);
void usub_sat_i65(const uint64_t *a, const uint64_t *b, uint64_t *out);
void usub_sat_i100(const uint64_t *a, const uint64_t *b, uint64_t *out);
void usub_sat_i128(const uint64_t *a, const uint64_t *b, uint64_t *out);
void usub_sat_i200(const uint64_t *a, const uint64_t *b, uint64_t *out);
void usub_sat_i256(const uint64_t *a, const uint64_t *b, uint64_t *out);
int64_t sadd_sat_i7(int64_t a, int64_t b);
int64_t sadd_sat_i13(int64_t a, int64_t b);
int64_t sadd_sat_i24(int64_t a, int64_t b);
int64_t sadd_sat_i48(int64_t a, int64_t b);
void sadd_sat_i65(const uint64_t *a, const uint64_t *b, uint64_t *out);
void sadd_sat_i100(const uint64_t *a, const uint64_t *b, uint64_t *out);
void sadd_sat_i128(const uint64_t *a, const uint64_t *b, uint64_t *out);
void sadd_sat_i200(const uint64_t *a, const uint64_t *b, uint64_t *out);
void sadd_sat_i256(const uint64_t *a, const uint64_t *b, uint64_t *out);
int64_t ssub_sat_i7(int64_t a, int64_t b);
int64_t ssub_sat_i13(int64_t a, int64_t b);
int64_t ssub_sat_i24(int64_t a, int64_t b);
int64_t ssub_sat_i48(int64_t a, int64_t b);
void ssub_sat_i65(const uint64_t *a, const uint64_t *b, uint64_t *out);
void ssub_sat_i100(const uint64_t *a, const uint64_t *b, uint64_t *out);
void ssub_sat_i128(const uint64_t *a, const uint64_t *b, uint64_t *out);
void ssub_sat_i200(const uint64_t *a, const uint64_t *b, uint64_t *out);
void ssub_sat_i256(const uint64_t *a, const uint64_t *b, uint64_t *out);
void bitreverse_i128(const uint64_t *a, uint64_t *out);
void bitreverse_i256(const uint64_t *a, uint64_t *out);
void bswap_i256(const uint64_t *a, uint64_t *out);
void bswap_i192(const uint64_t *a, uint64_t *out);
void ctlz_i256(const uint64_t *a, uint64_t *out);
void cttz_i256(const uint64_t *a, uint64_t *out);
void ctpop_i256(const uint64_t *a, uint64_t *out);
void ctlz_i200(const uint64_t *a, uint64_t *out);
void cttz_i200(const uint64_t *a, uint64_t *out);
void ctpop_i130(const uint64_t *a, uint64_t *out);
void bitreverse_i200(const uint64_t *a, uint64_t *out);
void abs_i256(const uint64_t *a, uint64_t *out);
void abs_i200(const uint64_t *a, uint64_t *out);
void fshl_i128(const uint64_t *a, const uint64_t *b, int c, uint64_t *out);
void fshr_i128(const uint64_t *a, const uint64_t *b, int c, uint64_t *out);
void fshl_i256(const uint64_t *a, const uint64_t *b, int c, uint64_t *out);
void fshr_i256(const uint64_t *a, const uint64_t *b, int c, uint64_t *out);
void smax_i256(const uint64_t *a, const uint64_t *b, uint64_t *out);
void smin_i200(const uint64_t *a, const uint64_t *b, uint64_t *out);
void umax_i256(const uint64_t *a, const uint64_t *b, uint64_t *out);
void umin_i192(const uint64_t *a, const uint64_t *b, uint64_t *out);
int rounding(int m, double x);
static const uint64_t W[][4] = {
  {0, 0, 0, 0}, {1, 0, 0, 0}, {~0ull, ~0ull, ~0ull, ~0ull}, {~0ull, ~0ull, ~0ull, 0x7fffffffffffffffull},
  {0, 0, 0, 0x8000000000000000ull}, {0x0123456789abcdefull, 0xfedcba9876543210ull, 0x0f0f0f0f0f0f0f0full, 0x00000000000000ffull},
  {0x8000000000000000ull, 0, 1, 0}, {5, 0, 0, 0xffffffffffffff00ull}, {0, 0x100, 0, 0}, {0xdeadbeefcafebabeull, 0x1234, 0x5678, 0x9abcdef012345678ull},
};
#define NW (sizeof W / sizeof W[0])
static void pw(const char *s, const uint64_t *o) { printf("%s %016llx%016llx%016llx%016llx\n", s, (unsigned long long)o[3], (unsigned long long)o[2], (unsigned long long)o[1], (unsigned long long)o[0]); }

int main(void) {
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i1_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i1_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i1_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i1_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i8_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i8_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i8_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i8_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i13_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i13_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i13_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i13_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i16_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i16_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i16_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i16_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i32_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i32_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i32_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i32_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i33_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i33_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i33_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i33_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i63_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i63_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i63_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i63_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i64_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i64_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptosi_sat_i64_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptosi_sat_i64_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i1_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i1_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i1_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i1_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i8_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i8_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i8_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i8_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i13_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i13_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i13_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i13_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i16_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i16_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i16_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i16_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i32_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i32_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i32_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i32_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i33_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i33_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i33_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i33_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i63_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i63_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i63_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i63_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i64_double"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i64_double(v[i])); printf("\n"); }
  { float v[] = {0.0, -0.5, 1.75, -1.75, 127.9, 128.0, -129.0, 255.5, 256.0, 40000.0, -40000.0, 3e9, -3e9, 9.3e18, -9.3e18, 2e19, 1e30, -1e30, INFINITY, -INFINITY, NAN}; printf("fptoui_sat_i64_float"); for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) printf(" %lld", (long long)fptoui_sat_i64_float(v[i])); printf("\n"); }
  { double v[] = {0.0, -0.0, 1.5, -2.0, INFINITY, -INFINITY, NAN}; printf("minimum_double"); for (unsigned i = 0; i < 7; i++) for (unsigned j = 0; j < 7; j++) printf(" %a", (double)minimum_double(v[i], v[j])); printf("\n"); }
  { float v[] = {0.0, -0.0, 1.5, -2.0, INFINITY, -INFINITY, NAN}; printf("minimum_float"); for (unsigned i = 0; i < 7; i++) for (unsigned j = 0; j < 7; j++) printf(" %a", (double)minimum_float(v[i], v[j])); printf("\n"); }
  { double v[] = {0.0, -0.0, 1.5, -2.0, INFINITY, -INFINITY, NAN}; printf("maximum_double"); for (unsigned i = 0; i < 7; i++) for (unsigned j = 0; j < 7; j++) printf(" %a", (double)maximum_double(v[i], v[j])); printf("\n"); }
  { float v[] = {0.0, -0.0, 1.5, -2.0, INFINITY, -INFINITY, NAN}; printf("maximum_float"); for (unsigned i = 0; i < 7; i++) for (unsigned j = 0; j < 7; j++) printf(" %a", (double)maximum_float(v[i], v[j])); printf("\n"); }
  { double v[] = {0.0, -0.0, 1.5, -2.0, INFINITY, -INFINITY, NAN}; printf("minnum_double"); for (unsigned i = 0; i < 7; i++) for (unsigned j = 0; j < 7; j++) printf(" %a", (double)minnum_double(v[i], v[j])); printf("\n"); }
  { float v[] = {0.0, -0.0, 1.5, -2.0, INFINITY, -INFINITY, NAN}; printf("minnum_float"); for (unsigned i = 0; i < 7; i++) for (unsigned j = 0; j < 7; j++) printf(" %a", (double)minnum_float(v[i], v[j])); printf("\n"); }
  { double v[] = {0.0, -0.0, 1.5, -2.0, INFINITY, -INFINITY, NAN}; printf("maxnum_double"); for (unsigned i = 0; i < 7; i++) for (unsigned j = 0; j < 7; j++) printf(" %a", (double)maxnum_double(v[i], v[j])); printf("\n"); }
  { float v[] = {0.0, -0.0, 1.5, -2.0, INFINITY, -INFINITY, NAN}; printf("maxnum_float"); for (unsigned i = 0; i < 7; i++) for (unsigned j = 0; j < 7; j++) printf(" %a", (double)maxnum_float(v[i], v[j])); printf("\n"); }
  { int64_t a[] = {0, 1, 3, -1, -3, 5, 100, -100, 0x4000, 0x12345678, -0x7fffffff}; printf("ushl_sat_i8"); for (unsigned i = 0; i < 11; i++) for (int s = 0; s < 8; s += 1) printf(" %lld", (long long)ushl_sat_i8(a[i], s)); printf("\n"); }
  { int64_t a[] = {0, 1, 3, -1, -3, 5, 100, -100, 0x4000, 0x12345678, -0x7fffffff}; printf("ushl_sat_i16"); for (unsigned i = 0; i < 11; i++) for (int s = 0; s < 16; s += 3) printf(" %lld", (long long)ushl_sat_i16(a[i], s)); printf("\n"); }
  { int64_t a[] = {0, 1, 3, -1, -3, 5, 100, -100, 0x4000, 0x12345678, -0x7fffffff}; printf("ushl_sat_i32"); for (unsigned i = 0; i < 11; i++) for (int s = 0; s < 32; s += 6) printf(" %lld", (long long)ushl_sat_i32(a[i], s)); printf("\n"); }
  { int64_t a[] = {0, 1, 3, -1, -3, 5, 100, -100, 0x4000, 0x12345678, -0x7fffffff}; printf("ushl_sat_i64"); for (unsigned i = 0; i < 11; i++) for (int s = 0; s < 64; s += 12) printf(" %lld", (long long)ushl_sat_i64(a[i], s)); printf("\n"); }
  { int64_t a[] = {0, 1, 3, -1, -3, 5, 100, -100, 0x4000, 0x12345678, -0x7fffffff}; printf("ushl_sat_i5"); for (unsigned i = 0; i < 11; i++) for (int s = 0; s < 5; s += 1) printf(" %lld", (long long)ushl_sat_i5(a[i], s)); printf("\n"); }
  { int64_t a[] = {0, 1, 3, -1, -3, 5, 100, -100, 0x4000, 0x12345678, -0x7fffffff}; printf("sshl_sat_i8"); for (unsigned i = 0; i < 11; i++) for (int s = 0; s < 8; s += 1) printf(" %lld", (long long)sshl_sat_i8(a[i], s)); printf("\n"); }
  { int64_t a[] = {0, 1, 3, -1, -3, 5, 100, -100, 0x4000, 0x12345678, -0x7fffffff}; printf("sshl_sat_i16"); for (unsigned i = 0; i < 11; i++) for (int s = 0; s < 16; s += 3) printf(" %lld", (long long)sshl_sat_i16(a[i], s)); printf("\n"); }
  { int64_t a[] = {0, 1, 3, -1, -3, 5, 100, -100, 0x4000, 0x12345678, -0x7fffffff}; printf("sshl_sat_i32"); for (unsigned i = 0; i < 11; i++) for (int s = 0; s < 32; s += 6) printf(" %lld", (long long)sshl_sat_i32(a[i], s)); printf("\n"); }
  { int64_t a[] = {0, 1, 3, -1, -3, 5, 100, -100, 0x4000, 0x12345678, -0x7fffffff}; printf("sshl_sat_i64"); for (unsigned i = 0; i < 11; i++) for (int s = 0; s < 64; s += 12) printf(" %lld", (long long)sshl_sat_i64(a[i], s)); printf("\n"); }
  { int64_t a[] = {0, 1, 3, -1, -3, 5, 100, -100, 0x4000, 0x12345678, -0x7fffffff}; printf("sshl_sat_i5"); for (unsigned i = 0; i < 11; i++) for (int s = 0; s < 5; s += 1) printf(" %lld", (long long)sshl_sat_i5(a[i], s)); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("uadd_sat_i7"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)uadd_sat_i7(v[i], v[j])); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("uadd_sat_i13"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)uadd_sat_i13(v[i], v[j])); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("uadd_sat_i24"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)uadd_sat_i24(v[i], v[j])); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("uadd_sat_i48"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)uadd_sat_i48(v[i], v[j])); printf("\n"); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; uadd_sat_i65(W[i], W[j], o); pw("uadd_sat_i65", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; uadd_sat_i100(W[i], W[j], o); pw("uadd_sat_i100", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; uadd_sat_i128(W[i], W[j], o); pw("uadd_sat_i128", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; uadd_sat_i200(W[i], W[j], o); pw("uadd_sat_i200", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; uadd_sat_i256(W[i], W[j], o); pw("uadd_sat_i256", o); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("usub_sat_i7"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)usub_sat_i7(v[i], v[j])); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("usub_sat_i13"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)usub_sat_i13(v[i], v[j])); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("usub_sat_i24"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)usub_sat_i24(v[i], v[j])); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("usub_sat_i48"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)usub_sat_i48(v[i], v[j])); printf("\n"); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; usub_sat_i65(W[i], W[j], o); pw("usub_sat_i65", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; usub_sat_i100(W[i], W[j], o); pw("usub_sat_i100", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; usub_sat_i128(W[i], W[j], o); pw("usub_sat_i128", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; usub_sat_i200(W[i], W[j], o); pw("usub_sat_i200", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; usub_sat_i256(W[i], W[j], o); pw("usub_sat_i256", o); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("sadd_sat_i7"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)sadd_sat_i7(v[i], v[j])); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("sadd_sat_i13"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)sadd_sat_i13(v[i], v[j])); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("sadd_sat_i24"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)sadd_sat_i24(v[i], v[j])); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("sadd_sat_i48"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)sadd_sat_i48(v[i], v[j])); printf("\n"); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; sadd_sat_i65(W[i], W[j], o); pw("sadd_sat_i65", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; sadd_sat_i100(W[i], W[j], o); pw("sadd_sat_i100", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; sadd_sat_i128(W[i], W[j], o); pw("sadd_sat_i128", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; sadd_sat_i200(W[i], W[j], o); pw("sadd_sat_i200", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; sadd_sat_i256(W[i], W[j], o); pw("sadd_sat_i256", o); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("ssub_sat_i7"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)ssub_sat_i7(v[i], v[j])); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("ssub_sat_i13"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)ssub_sat_i13(v[i], v[j])); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("ssub_sat_i24"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)ssub_sat_i24(v[i], v[j])); printf("\n"); }
  { int64_t v[] = {0, 1, -1, 5, -5, 0x3f, -0x40, 0x7ff, 0x12345, 0x7fffffffffffff, -0x7fffffffffffff, INT64_MAX, INT64_MIN}; printf("ssub_sat_i48"); for (unsigned i = 0; i < 13; i++) for (unsigned j = 0; j < 13; j++) printf(" %llx", (unsigned long long)ssub_sat_i48(v[i], v[j])); printf("\n"); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; ssub_sat_i65(W[i], W[j], o); pw("ssub_sat_i65", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; ssub_sat_i100(W[i], W[j], o); pw("ssub_sat_i100", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; ssub_sat_i128(W[i], W[j], o); pw("ssub_sat_i128", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; ssub_sat_i200(W[i], W[j], o); pw("ssub_sat_i200", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; ssub_sat_i256(W[i], W[j], o); pw("ssub_sat_i256", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; bitreverse_i128(W[i], o); pw("bitreverse_i128", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; bitreverse_i256(W[i], o); pw("bitreverse_i256", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; bswap_i256(W[i], o); pw("bswap_i256", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; bswap_i192(W[i], o); pw("bswap_i192", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; ctlz_i256(W[i], o); pw("ctlz_i256", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; cttz_i256(W[i], o); pw("cttz_i256", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; ctpop_i256(W[i], o); pw("ctpop_i256", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; ctlz_i200(W[i], o); pw("ctlz_i200", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; cttz_i200(W[i], o); pw("cttz_i200", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; ctpop_i130(W[i], o); pw("ctpop_i130", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; bitreverse_i200(W[i], o); pw("bitreverse_i200", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; abs_i256(W[i], o); pw("abs_i256", o); }
  for (unsigned i = 0; i < NW; i++) { uint64_t o[4]; abs_i200(W[i], o); pw("abs_i200", o); }
  for (unsigned i = 0; i < NW; i += 2) for (int c = 0; c < 600; c += 37) { uint64_t o[4]; fshl_i128(W[i], W[i + 1], c, o); pw("fshl_i128", o); }
  for (unsigned i = 0; i < NW; i += 2) for (int c = 0; c < 600; c += 37) { uint64_t o[4]; fshr_i128(W[i], W[i + 1], c, o); pw("fshr_i128", o); }
  for (unsigned i = 0; i < NW; i += 2) for (int c = 0; c < 600; c += 37) { uint64_t o[4]; fshl_i256(W[i], W[i + 1], c, o); pw("fshl_i256", o); }
  for (unsigned i = 0; i < NW; i += 2) for (int c = 0; c < 600; c += 37) { uint64_t o[4]; fshr_i256(W[i], W[i + 1], c, o); pw("fshr_i256", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; smax_i256(W[i], W[j], o); pw("smax_i256", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; smin_i200(W[i], W[j], o); pw("smin_i200", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; umax_i256(W[i], W[j], o); pw("umax_i256", o); }
  for (unsigned i = 0; i < NW; i++) for (unsigned j = 0; j < NW; j++) { uint64_t o[4]; umin_i192(W[i], W[j], o); pw("umin_i192", o); }
  for (int m = 0; m < 4; m++) printf("rounding %d %d %d %d\n", rounding(m, 2.5), rounding(m, -2.5), rounding(m, 7.25), rounding(m, -7.75));
  return 0;
}
