// Driver for atomics_ir_ops.fn.ll: calls each atomic function with a few values and
// prints the returned old value and the memory afterwards.
#include <stdio.h>
#include <stdint.h>
#include <string.h>

uint8_t rmw_xchg_i8(uint8_t *p, uint8_t v);
uint8_t rmw_add_i8(uint8_t *p, uint8_t v);
uint8_t rmw_sub_i8(uint8_t *p, uint8_t v);
uint8_t rmw_and_i8(uint8_t *p, uint8_t v);
uint8_t rmw_nand_i8(uint8_t *p, uint8_t v);
uint8_t rmw_or_i8(uint8_t *p, uint8_t v);
uint8_t rmw_xor_i8(uint8_t *p, uint8_t v);
uint8_t rmw_max_i8(uint8_t *p, uint8_t v);
uint8_t rmw_min_i8(uint8_t *p, uint8_t v);
uint8_t rmw_umax_i8(uint8_t *p, uint8_t v);
uint8_t rmw_umin_i8(uint8_t *p, uint8_t v);
uint8_t rmw_uinc_wrap_i8(uint8_t *p, uint8_t v);
uint8_t rmw_udec_wrap_i8(uint8_t *p, uint8_t v);
void rmw_nr_add_i8(uint8_t *p, uint8_t v);
void rmw_nr_sub_i8(uint8_t *p, uint8_t v);
void rmw_nr_and_i8(uint8_t *p, uint8_t v);
void rmw_nr_or_i8(uint8_t *p, uint8_t v);
void rmw_nr_xor_i8(uint8_t *p, uint8_t v);
uint16_t rmw_xchg_i16(uint16_t *p, uint16_t v);
uint16_t rmw_add_i16(uint16_t *p, uint16_t v);
uint16_t rmw_sub_i16(uint16_t *p, uint16_t v);
uint16_t rmw_and_i16(uint16_t *p, uint16_t v);
uint16_t rmw_nand_i16(uint16_t *p, uint16_t v);
uint16_t rmw_or_i16(uint16_t *p, uint16_t v);
uint16_t rmw_xor_i16(uint16_t *p, uint16_t v);
uint16_t rmw_max_i16(uint16_t *p, uint16_t v);
uint16_t rmw_min_i16(uint16_t *p, uint16_t v);
uint16_t rmw_umax_i16(uint16_t *p, uint16_t v);
uint16_t rmw_umin_i16(uint16_t *p, uint16_t v);
uint16_t rmw_uinc_wrap_i16(uint16_t *p, uint16_t v);
uint16_t rmw_udec_wrap_i16(uint16_t *p, uint16_t v);
void rmw_nr_add_i16(uint16_t *p, uint16_t v);
void rmw_nr_sub_i16(uint16_t *p, uint16_t v);
void rmw_nr_and_i16(uint16_t *p, uint16_t v);
void rmw_nr_or_i16(uint16_t *p, uint16_t v);
void rmw_nr_xor_i16(uint16_t *p, uint16_t v);
uint32_t rmw_xchg_i32(uint32_t *p, uint32_t v);
uint32_t rmw_add_i32(uint32_t *p, uint32_t v);
uint32_t rmw_sub_i32(uint32_t *p, uint32_t v);
uint32_t rmw_and_i32(uint32_t *p, uint32_t v);
uint32_t rmw_nand_i32(uint32_t *p, uint32_t v);
uint32_t rmw_or_i32(uint32_t *p, uint32_t v);
uint32_t rmw_xor_i32(uint32_t *p, uint32_t v);
uint32_t rmw_max_i32(uint32_t *p, uint32_t v);
uint32_t rmw_min_i32(uint32_t *p, uint32_t v);
uint32_t rmw_umax_i32(uint32_t *p, uint32_t v);
uint32_t rmw_umin_i32(uint32_t *p, uint32_t v);
uint32_t rmw_uinc_wrap_i32(uint32_t *p, uint32_t v);
uint32_t rmw_udec_wrap_i32(uint32_t *p, uint32_t v);
void rmw_nr_add_i32(uint32_t *p, uint32_t v);
void rmw_nr_sub_i32(uint32_t *p, uint32_t v);
void rmw_nr_and_i32(uint32_t *p, uint32_t v);
void rmw_nr_or_i32(uint32_t *p, uint32_t v);
void rmw_nr_xor_i32(uint32_t *p, uint32_t v);
uint64_t rmw_xchg_i64(uint64_t *p, uint64_t v);
uint64_t rmw_add_i64(uint64_t *p, uint64_t v);
uint64_t rmw_sub_i64(uint64_t *p, uint64_t v);
uint64_t rmw_and_i64(uint64_t *p, uint64_t v);
uint64_t rmw_nand_i64(uint64_t *p, uint64_t v);
uint64_t rmw_or_i64(uint64_t *p, uint64_t v);
uint64_t rmw_xor_i64(uint64_t *p, uint64_t v);
uint64_t rmw_max_i64(uint64_t *p, uint64_t v);
uint64_t rmw_min_i64(uint64_t *p, uint64_t v);
uint64_t rmw_umax_i64(uint64_t *p, uint64_t v);
uint64_t rmw_umin_i64(uint64_t *p, uint64_t v);
uint64_t rmw_uinc_wrap_i64(uint64_t *p, uint64_t v);
uint64_t rmw_udec_wrap_i64(uint64_t *p, uint64_t v);
void rmw_nr_add_i64(uint64_t *p, uint64_t v);
void rmw_nr_sub_i64(uint64_t *p, uint64_t v);
void rmw_nr_and_i64(uint64_t *p, uint64_t v);
void rmw_nr_or_i64(uint64_t *p, uint64_t v);
void rmw_nr_xor_i64(uint64_t *p, uint64_t v);
float rmw_xchg_float(float *p, float v);
float rmw_fadd_float(float *p, float v);
float rmw_fsub_float(float *p, float v);
float rmw_fmax_float(float *p, float v);
float rmw_fmin_float(float *p, float v);
double rmw_xchg_double(double *p, double v);
double rmw_fadd_double(double *p, double v);
double rmw_fsub_double(double *p, double v);
double rmw_fmax_double(double *p, double v);
double rmw_fmin_double(double *p, double v);
uint8_t load_unordered_i8(uint8_t *p);
uint8_t load_monotonic_i8(uint8_t *p);
uint8_t load_acquire_i8(uint8_t *p);
uint8_t load_seq_cst_i8(uint8_t *p);
void store_unordered_i8(uint8_t *p, uint8_t v);
void store_monotonic_i8(uint8_t *p, uint8_t v);
void store_release_i8(uint8_t *p, uint8_t v);
void store_seq_cst_i8(uint8_t *p, uint8_t v);
uint16_t load_unordered_i16(uint16_t *p);
uint16_t load_monotonic_i16(uint16_t *p);
uint16_t load_acquire_i16(uint16_t *p);
uint16_t load_seq_cst_i16(uint16_t *p);
void store_unordered_i16(uint16_t *p, uint16_t v);
void store_monotonic_i16(uint16_t *p, uint16_t v);
void store_release_i16(uint16_t *p, uint16_t v);
void store_seq_cst_i16(uint16_t *p, uint16_t v);
uint32_t load_unordered_i32(uint32_t *p);
uint32_t load_monotonic_i32(uint32_t *p);
uint32_t load_acquire_i32(uint32_t *p);
uint32_t load_seq_cst_i32(uint32_t *p);
void store_unordered_i32(uint32_t *p, uint32_t v);
void store_monotonic_i32(uint32_t *p, uint32_t v);
void store_release_i32(uint32_t *p, uint32_t v);
void store_seq_cst_i32(uint32_t *p, uint32_t v);
uint64_t load_unordered_i64(uint64_t *p);
uint64_t load_monotonic_i64(uint64_t *p);
uint64_t load_acquire_i64(uint64_t *p);
uint64_t load_seq_cst_i64(uint64_t *p);
void store_unordered_i64(uint64_t *p, uint64_t v);
void store_monotonic_i64(uint64_t *p, uint64_t v);
void store_release_i64(uint64_t *p, uint64_t v);
void store_seq_cst_i64(uint64_t *p, uint64_t v);
float load_unordered_float(float *p);
float load_monotonic_float(float *p);
float load_acquire_float(float *p);
float load_seq_cst_float(float *p);
void store_unordered_float(float *p, float v);
void store_monotonic_float(float *p, float v);
void store_release_float(float *p, float v);
void store_seq_cst_float(float *p, float v);
double load_unordered_double(double *p);
double load_monotonic_double(double *p);
double load_acquire_double(double *p);
double load_seq_cst_double(double *p);
void store_unordered_double(double *p, double v);
void store_monotonic_double(double *p, double v);
void store_release_double(double *p, double v);
void store_seq_cst_double(double *p, double v);
void * load_unordered_ptr(void * *p);
void * load_monotonic_ptr(void * *p);
void * load_acquire_ptr(void * *p);
void * load_seq_cst_ptr(void * *p);
void store_unordered_ptr(void * *p, void * v);
void store_monotonic_ptr(void * *p, void * v);
void store_release_ptr(void * *p, void * v);
void store_seq_cst_ptr(void * *p, void * v);
uint64_t cas_monotonic_monotonic(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_monotonic_acquire(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_monotonic_seq_cst(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_acquire_monotonic(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_acquire_acquire(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_acquire_seq_cst(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_release_monotonic(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_release_acquire(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_release_seq_cst(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_acq_rel_monotonic(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_acq_rel_acquire(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_acq_rel_seq_cst(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_seq_cst_monotonic(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_seq_cst_acquire(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_seq_cst_seq_cst(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_monotonic_monotonic(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_monotonic_acquire(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_monotonic_seq_cst(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_acquire_monotonic(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_acquire_acquire(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_acquire_seq_cst(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_release_monotonic(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_release_acquire(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_release_seq_cst(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_acq_rel_monotonic(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_acq_rel_acquire(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_acq_rel_seq_cst(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_seq_cst_monotonic(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_seq_cst_acquire(uint32_t *p, uint32_t e, uint32_t n);
uint64_t cas_weak_seq_cst_seq_cst(uint32_t *p, uint32_t e, uint32_t n);
_Bool cas_i8(uint8_t *p, uint8_t e, uint8_t n);
_Bool cas_i16(uint16_t *p, uint16_t e, uint16_t n);
_Bool cas_i64(uint64_t *p, uint64_t e, uint64_t n);
_Bool cas_ptr(void * *p, void * e, void * n);
uint32_t singlethread(uint32_t *p, uint32_t v);
unsigned __int128 rmw_xchg_i128(unsigned __int128 *p, unsigned __int128 v);
unsigned __int128 rmw_add_i128(unsigned __int128 *p, unsigned __int128 v);
unsigned __int128 rmw_sub_i128(unsigned __int128 *p, unsigned __int128 v);
unsigned __int128 rmw_and_i128(unsigned __int128 *p, unsigned __int128 v);
unsigned __int128 rmw_nand_i128(unsigned __int128 *p, unsigned __int128 v);
unsigned __int128 rmw_or_i128(unsigned __int128 *p, unsigned __int128 v);
unsigned __int128 rmw_xor_i128(unsigned __int128 *p, unsigned __int128 v);
unsigned __int128 rmw_max_i128(unsigned __int128 *p, unsigned __int128 v);
unsigned __int128 rmw_min_i128(unsigned __int128 *p, unsigned __int128 v);
unsigned __int128 rmw_umax_i128(unsigned __int128 *p, unsigned __int128 v);
unsigned __int128 rmw_umin_i128(unsigned __int128 *p, unsigned __int128 v);
unsigned __int128 load_i128(unsigned __int128 *p);
void store_i128(unsigned __int128 *p, unsigned __int128 v);
unsigned __int128 cas_i128(unsigned __int128 *p, unsigned __int128 e, unsigned __int128 n);
static void pr128(const char *s, unsigned __int128 v) { printf("%s %016llx%016llx", s, (unsigned long long)(v >> 64), (unsigned long long)v); }

int main(void) {
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0x7f); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0x80); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0x1); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0x7f); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0x80); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0x1); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0x7f); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0x80); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0x1); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0x7f); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0x80); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0x1); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_xchg_i8(&m, (uint8_t)0); printf("rmw_xchg_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_add_i8(&m, (uint8_t)0x7f); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_add_i8(&m, (uint8_t)0x80); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_add_i8(&m, (uint8_t)0x1); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_add_i8(&m, (uint8_t)0); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_add_i8(&m, (uint8_t)0x7f); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_add_i8(&m, (uint8_t)0x80); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_add_i8(&m, (uint8_t)0x1); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_add_i8(&m, (uint8_t)0); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_add_i8(&m, (uint8_t)0x7f); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_add_i8(&m, (uint8_t)0x80); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_add_i8(&m, (uint8_t)0x1); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_add_i8(&m, (uint8_t)0); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_add_i8(&m, (uint8_t)0x7f); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_add_i8(&m, (uint8_t)0x80); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_add_i8(&m, (uint8_t)0x1); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_add_i8(&m, (uint8_t)0); printf("rmw_add_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_sub_i8(&m, (uint8_t)0x7f); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_sub_i8(&m, (uint8_t)0x80); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_sub_i8(&m, (uint8_t)0x1); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_sub_i8(&m, (uint8_t)0); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_sub_i8(&m, (uint8_t)0x7f); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_sub_i8(&m, (uint8_t)0x80); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_sub_i8(&m, (uint8_t)0x1); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_sub_i8(&m, (uint8_t)0); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_sub_i8(&m, (uint8_t)0x7f); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_sub_i8(&m, (uint8_t)0x80); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_sub_i8(&m, (uint8_t)0x1); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_sub_i8(&m, (uint8_t)0); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_sub_i8(&m, (uint8_t)0x7f); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_sub_i8(&m, (uint8_t)0x80); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_sub_i8(&m, (uint8_t)0x1); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_sub_i8(&m, (uint8_t)0); printf("rmw_sub_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_and_i8(&m, (uint8_t)0x7f); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_and_i8(&m, (uint8_t)0x80); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_and_i8(&m, (uint8_t)0x1); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_and_i8(&m, (uint8_t)0); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_and_i8(&m, (uint8_t)0x7f); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_and_i8(&m, (uint8_t)0x80); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_and_i8(&m, (uint8_t)0x1); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_and_i8(&m, (uint8_t)0); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_and_i8(&m, (uint8_t)0x7f); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_and_i8(&m, (uint8_t)0x80); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_and_i8(&m, (uint8_t)0x1); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_and_i8(&m, (uint8_t)0); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_and_i8(&m, (uint8_t)0x7f); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_and_i8(&m, (uint8_t)0x80); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_and_i8(&m, (uint8_t)0x1); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_and_i8(&m, (uint8_t)0); printf("rmw_and_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_nand_i8(&m, (uint8_t)0x7f); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_nand_i8(&m, (uint8_t)0x80); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_nand_i8(&m, (uint8_t)0x1); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_nand_i8(&m, (uint8_t)0); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_nand_i8(&m, (uint8_t)0x7f); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_nand_i8(&m, (uint8_t)0x80); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_nand_i8(&m, (uint8_t)0x1); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_nand_i8(&m, (uint8_t)0); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_nand_i8(&m, (uint8_t)0x7f); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_nand_i8(&m, (uint8_t)0x80); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_nand_i8(&m, (uint8_t)0x1); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_nand_i8(&m, (uint8_t)0); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_nand_i8(&m, (uint8_t)0x7f); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_nand_i8(&m, (uint8_t)0x80); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_nand_i8(&m, (uint8_t)0x1); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_nand_i8(&m, (uint8_t)0); printf("rmw_nand_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_or_i8(&m, (uint8_t)0x7f); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_or_i8(&m, (uint8_t)0x80); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_or_i8(&m, (uint8_t)0x1); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_or_i8(&m, (uint8_t)0); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_or_i8(&m, (uint8_t)0x7f); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_or_i8(&m, (uint8_t)0x80); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_or_i8(&m, (uint8_t)0x1); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_or_i8(&m, (uint8_t)0); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_or_i8(&m, (uint8_t)0x7f); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_or_i8(&m, (uint8_t)0x80); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_or_i8(&m, (uint8_t)0x1); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_or_i8(&m, (uint8_t)0); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_or_i8(&m, (uint8_t)0x7f); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_or_i8(&m, (uint8_t)0x80); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_or_i8(&m, (uint8_t)0x1); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_or_i8(&m, (uint8_t)0); printf("rmw_or_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_xor_i8(&m, (uint8_t)0x7f); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_xor_i8(&m, (uint8_t)0x80); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_xor_i8(&m, (uint8_t)0x1); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_xor_i8(&m, (uint8_t)0); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_xor_i8(&m, (uint8_t)0x7f); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_xor_i8(&m, (uint8_t)0x80); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_xor_i8(&m, (uint8_t)0x1); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_xor_i8(&m, (uint8_t)0); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_xor_i8(&m, (uint8_t)0x7f); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_xor_i8(&m, (uint8_t)0x80); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_xor_i8(&m, (uint8_t)0x1); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_xor_i8(&m, (uint8_t)0); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_xor_i8(&m, (uint8_t)0x7f); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_xor_i8(&m, (uint8_t)0x80); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_xor_i8(&m, (uint8_t)0x1); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_xor_i8(&m, (uint8_t)0); printf("rmw_xor_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_max_i8(&m, (uint8_t)0x7f); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_max_i8(&m, (uint8_t)0x80); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_max_i8(&m, (uint8_t)0x1); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_max_i8(&m, (uint8_t)0); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_max_i8(&m, (uint8_t)0x7f); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_max_i8(&m, (uint8_t)0x80); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_max_i8(&m, (uint8_t)0x1); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_max_i8(&m, (uint8_t)0); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_max_i8(&m, (uint8_t)0x7f); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_max_i8(&m, (uint8_t)0x80); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_max_i8(&m, (uint8_t)0x1); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_max_i8(&m, (uint8_t)0); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_max_i8(&m, (uint8_t)0x7f); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_max_i8(&m, (uint8_t)0x80); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_max_i8(&m, (uint8_t)0x1); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_max_i8(&m, (uint8_t)0); printf("rmw_max_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_min_i8(&m, (uint8_t)0x7f); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_min_i8(&m, (uint8_t)0x80); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_min_i8(&m, (uint8_t)0x1); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_min_i8(&m, (uint8_t)0); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_min_i8(&m, (uint8_t)0x7f); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_min_i8(&m, (uint8_t)0x80); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_min_i8(&m, (uint8_t)0x1); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_min_i8(&m, (uint8_t)0); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_min_i8(&m, (uint8_t)0x7f); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_min_i8(&m, (uint8_t)0x80); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_min_i8(&m, (uint8_t)0x1); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_min_i8(&m, (uint8_t)0); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_min_i8(&m, (uint8_t)0x7f); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_min_i8(&m, (uint8_t)0x80); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_min_i8(&m, (uint8_t)0x1); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_min_i8(&m, (uint8_t)0); printf("rmw_min_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_umax_i8(&m, (uint8_t)0x7f); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_umax_i8(&m, (uint8_t)0x80); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_umax_i8(&m, (uint8_t)0x1); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_umax_i8(&m, (uint8_t)0); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_umax_i8(&m, (uint8_t)0x7f); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_umax_i8(&m, (uint8_t)0x80); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_umax_i8(&m, (uint8_t)0x1); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_umax_i8(&m, (uint8_t)0); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_umax_i8(&m, (uint8_t)0x7f); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_umax_i8(&m, (uint8_t)0x80); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_umax_i8(&m, (uint8_t)0x1); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_umax_i8(&m, (uint8_t)0); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_umax_i8(&m, (uint8_t)0x7f); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_umax_i8(&m, (uint8_t)0x80); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_umax_i8(&m, (uint8_t)0x1); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_umax_i8(&m, (uint8_t)0); printf("rmw_umax_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_umin_i8(&m, (uint8_t)0x7f); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_umin_i8(&m, (uint8_t)0x80); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_umin_i8(&m, (uint8_t)0x1); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_umin_i8(&m, (uint8_t)0); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_umin_i8(&m, (uint8_t)0x7f); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_umin_i8(&m, (uint8_t)0x80); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_umin_i8(&m, (uint8_t)0x1); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_umin_i8(&m, (uint8_t)0); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_umin_i8(&m, (uint8_t)0x7f); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_umin_i8(&m, (uint8_t)0x80); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_umin_i8(&m, (uint8_t)0x1); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_umin_i8(&m, (uint8_t)0); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_umin_i8(&m, (uint8_t)0x7f); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_umin_i8(&m, (uint8_t)0x80); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_umin_i8(&m, (uint8_t)0x1); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_umin_i8(&m, (uint8_t)0); printf("rmw_umin_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0x7f); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0x80); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0x1); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0x7f); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0x80); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0x1); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0x7f); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0x80); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0x1); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0x7f); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0x80); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0x1); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_uinc_wrap_i8(&m, (uint8_t)0); printf("rmw_uinc_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0x7f); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0x80); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0x1); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0x7f); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0x80); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0x1); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0x7f); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0x80); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0x1); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0x7f); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0x80); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0x1); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; uint8_t r = rmw_udec_wrap_i8(&m, (uint8_t)0); printf("rmw_udec_wrap_i8 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; rmw_nr_add_i8(&m, (uint8_t)0x1); printf("rmw_nr_add_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; rmw_nr_add_i8(&m, (uint8_t)0x1); printf("rmw_nr_add_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; rmw_nr_add_i8(&m, (uint8_t)0x1); printf("rmw_nr_add_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; rmw_nr_add_i8(&m, (uint8_t)0x1); printf("rmw_nr_add_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; rmw_nr_sub_i8(&m, (uint8_t)0x1); printf("rmw_nr_sub_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; rmw_nr_sub_i8(&m, (uint8_t)0x1); printf("rmw_nr_sub_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; rmw_nr_sub_i8(&m, (uint8_t)0x1); printf("rmw_nr_sub_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; rmw_nr_sub_i8(&m, (uint8_t)0x1); printf("rmw_nr_sub_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; rmw_nr_and_i8(&m, (uint8_t)0x1); printf("rmw_nr_and_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; rmw_nr_and_i8(&m, (uint8_t)0x1); printf("rmw_nr_and_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; rmw_nr_and_i8(&m, (uint8_t)0x1); printf("rmw_nr_and_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; rmw_nr_and_i8(&m, (uint8_t)0x1); printf("rmw_nr_and_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; rmw_nr_or_i8(&m, (uint8_t)0x1); printf("rmw_nr_or_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; rmw_nr_or_i8(&m, (uint8_t)0x1); printf("rmw_nr_or_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; rmw_nr_or_i8(&m, (uint8_t)0x1); printf("rmw_nr_or_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; rmw_nr_or_i8(&m, (uint8_t)0x1); printf("rmw_nr_or_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x7f; rmw_nr_xor_i8(&m, (uint8_t)0x1); printf("rmw_nr_xor_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x80; rmw_nr_xor_i8(&m, (uint8_t)0x1); printf("rmw_nr_xor_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0x1; rmw_nr_xor_i8(&m, (uint8_t)0x1); printf("rmw_nr_xor_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = (uint8_t)0xfe; rmw_nr_xor_i8(&m, (uint8_t)0x1); printf("rmw_nr_xor_i8 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0x7fff); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0x8001); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0x3); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0x7fff); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0x8001); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0x3); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0x7fff); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0x8001); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0x3); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0x7fff); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0x8001); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0x3); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_xchg_i16(&m, (uint16_t)0); printf("rmw_xchg_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_add_i16(&m, (uint16_t)0x7fff); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_add_i16(&m, (uint16_t)0x8001); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_add_i16(&m, (uint16_t)0x3); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_add_i16(&m, (uint16_t)0); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_add_i16(&m, (uint16_t)0x7fff); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_add_i16(&m, (uint16_t)0x8001); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_add_i16(&m, (uint16_t)0x3); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_add_i16(&m, (uint16_t)0); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_add_i16(&m, (uint16_t)0x7fff); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_add_i16(&m, (uint16_t)0x8001); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_add_i16(&m, (uint16_t)0x3); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_add_i16(&m, (uint16_t)0); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_add_i16(&m, (uint16_t)0x7fff); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_add_i16(&m, (uint16_t)0x8001); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_add_i16(&m, (uint16_t)0x3); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_add_i16(&m, (uint16_t)0); printf("rmw_add_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_sub_i16(&m, (uint16_t)0x7fff); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_sub_i16(&m, (uint16_t)0x8001); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_sub_i16(&m, (uint16_t)0x3); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_sub_i16(&m, (uint16_t)0); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_sub_i16(&m, (uint16_t)0x7fff); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_sub_i16(&m, (uint16_t)0x8001); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_sub_i16(&m, (uint16_t)0x3); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_sub_i16(&m, (uint16_t)0); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_sub_i16(&m, (uint16_t)0x7fff); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_sub_i16(&m, (uint16_t)0x8001); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_sub_i16(&m, (uint16_t)0x3); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_sub_i16(&m, (uint16_t)0); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_sub_i16(&m, (uint16_t)0x7fff); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_sub_i16(&m, (uint16_t)0x8001); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_sub_i16(&m, (uint16_t)0x3); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_sub_i16(&m, (uint16_t)0); printf("rmw_sub_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_and_i16(&m, (uint16_t)0x7fff); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_and_i16(&m, (uint16_t)0x8001); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_and_i16(&m, (uint16_t)0x3); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_and_i16(&m, (uint16_t)0); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_and_i16(&m, (uint16_t)0x7fff); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_and_i16(&m, (uint16_t)0x8001); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_and_i16(&m, (uint16_t)0x3); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_and_i16(&m, (uint16_t)0); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_and_i16(&m, (uint16_t)0x7fff); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_and_i16(&m, (uint16_t)0x8001); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_and_i16(&m, (uint16_t)0x3); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_and_i16(&m, (uint16_t)0); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_and_i16(&m, (uint16_t)0x7fff); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_and_i16(&m, (uint16_t)0x8001); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_and_i16(&m, (uint16_t)0x3); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_and_i16(&m, (uint16_t)0); printf("rmw_and_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_nand_i16(&m, (uint16_t)0x7fff); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_nand_i16(&m, (uint16_t)0x8001); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_nand_i16(&m, (uint16_t)0x3); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_nand_i16(&m, (uint16_t)0); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_nand_i16(&m, (uint16_t)0x7fff); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_nand_i16(&m, (uint16_t)0x8001); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_nand_i16(&m, (uint16_t)0x3); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_nand_i16(&m, (uint16_t)0); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_nand_i16(&m, (uint16_t)0x7fff); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_nand_i16(&m, (uint16_t)0x8001); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_nand_i16(&m, (uint16_t)0x3); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_nand_i16(&m, (uint16_t)0); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_nand_i16(&m, (uint16_t)0x7fff); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_nand_i16(&m, (uint16_t)0x8001); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_nand_i16(&m, (uint16_t)0x3); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_nand_i16(&m, (uint16_t)0); printf("rmw_nand_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_or_i16(&m, (uint16_t)0x7fff); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_or_i16(&m, (uint16_t)0x8001); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_or_i16(&m, (uint16_t)0x3); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_or_i16(&m, (uint16_t)0); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_or_i16(&m, (uint16_t)0x7fff); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_or_i16(&m, (uint16_t)0x8001); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_or_i16(&m, (uint16_t)0x3); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_or_i16(&m, (uint16_t)0); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_or_i16(&m, (uint16_t)0x7fff); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_or_i16(&m, (uint16_t)0x8001); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_or_i16(&m, (uint16_t)0x3); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_or_i16(&m, (uint16_t)0); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_or_i16(&m, (uint16_t)0x7fff); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_or_i16(&m, (uint16_t)0x8001); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_or_i16(&m, (uint16_t)0x3); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_or_i16(&m, (uint16_t)0); printf("rmw_or_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_xor_i16(&m, (uint16_t)0x7fff); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_xor_i16(&m, (uint16_t)0x8001); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_xor_i16(&m, (uint16_t)0x3); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_xor_i16(&m, (uint16_t)0); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_xor_i16(&m, (uint16_t)0x7fff); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_xor_i16(&m, (uint16_t)0x8001); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_xor_i16(&m, (uint16_t)0x3); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_xor_i16(&m, (uint16_t)0); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_xor_i16(&m, (uint16_t)0x7fff); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_xor_i16(&m, (uint16_t)0x8001); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_xor_i16(&m, (uint16_t)0x3); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_xor_i16(&m, (uint16_t)0); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_xor_i16(&m, (uint16_t)0x7fff); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_xor_i16(&m, (uint16_t)0x8001); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_xor_i16(&m, (uint16_t)0x3); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_xor_i16(&m, (uint16_t)0); printf("rmw_xor_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_max_i16(&m, (uint16_t)0x7fff); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_max_i16(&m, (uint16_t)0x8001); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_max_i16(&m, (uint16_t)0x3); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_max_i16(&m, (uint16_t)0); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_max_i16(&m, (uint16_t)0x7fff); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_max_i16(&m, (uint16_t)0x8001); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_max_i16(&m, (uint16_t)0x3); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_max_i16(&m, (uint16_t)0); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_max_i16(&m, (uint16_t)0x7fff); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_max_i16(&m, (uint16_t)0x8001); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_max_i16(&m, (uint16_t)0x3); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_max_i16(&m, (uint16_t)0); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_max_i16(&m, (uint16_t)0x7fff); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_max_i16(&m, (uint16_t)0x8001); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_max_i16(&m, (uint16_t)0x3); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_max_i16(&m, (uint16_t)0); printf("rmw_max_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_min_i16(&m, (uint16_t)0x7fff); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_min_i16(&m, (uint16_t)0x8001); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_min_i16(&m, (uint16_t)0x3); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_min_i16(&m, (uint16_t)0); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_min_i16(&m, (uint16_t)0x7fff); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_min_i16(&m, (uint16_t)0x8001); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_min_i16(&m, (uint16_t)0x3); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_min_i16(&m, (uint16_t)0); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_min_i16(&m, (uint16_t)0x7fff); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_min_i16(&m, (uint16_t)0x8001); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_min_i16(&m, (uint16_t)0x3); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_min_i16(&m, (uint16_t)0); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_min_i16(&m, (uint16_t)0x7fff); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_min_i16(&m, (uint16_t)0x8001); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_min_i16(&m, (uint16_t)0x3); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_min_i16(&m, (uint16_t)0); printf("rmw_min_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_umax_i16(&m, (uint16_t)0x7fff); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_umax_i16(&m, (uint16_t)0x8001); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_umax_i16(&m, (uint16_t)0x3); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_umax_i16(&m, (uint16_t)0); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_umax_i16(&m, (uint16_t)0x7fff); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_umax_i16(&m, (uint16_t)0x8001); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_umax_i16(&m, (uint16_t)0x3); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_umax_i16(&m, (uint16_t)0); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_umax_i16(&m, (uint16_t)0x7fff); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_umax_i16(&m, (uint16_t)0x8001); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_umax_i16(&m, (uint16_t)0x3); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_umax_i16(&m, (uint16_t)0); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_umax_i16(&m, (uint16_t)0x7fff); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_umax_i16(&m, (uint16_t)0x8001); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_umax_i16(&m, (uint16_t)0x3); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_umax_i16(&m, (uint16_t)0); printf("rmw_umax_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_umin_i16(&m, (uint16_t)0x7fff); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_umin_i16(&m, (uint16_t)0x8001); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_umin_i16(&m, (uint16_t)0x3); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_umin_i16(&m, (uint16_t)0); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_umin_i16(&m, (uint16_t)0x7fff); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_umin_i16(&m, (uint16_t)0x8001); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_umin_i16(&m, (uint16_t)0x3); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_umin_i16(&m, (uint16_t)0); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_umin_i16(&m, (uint16_t)0x7fff); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_umin_i16(&m, (uint16_t)0x8001); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_umin_i16(&m, (uint16_t)0x3); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_umin_i16(&m, (uint16_t)0); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_umin_i16(&m, (uint16_t)0x7fff); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_umin_i16(&m, (uint16_t)0x8001); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_umin_i16(&m, (uint16_t)0x3); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_umin_i16(&m, (uint16_t)0); printf("rmw_umin_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0x7fff); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0x8001); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0x3); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0x7fff); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0x8001); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0x3); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0x7fff); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0x8001); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0x3); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0x7fff); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0x8001); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0x3); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_uinc_wrap_i16(&m, (uint16_t)0); printf("rmw_uinc_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0x7fff); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0x8001); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0x3); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0x7fff); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0x8001); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0x3); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0x7fff); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0x8001); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0x3); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0x7fff); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0x8001); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0x3); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; uint16_t r = rmw_udec_wrap_i16(&m, (uint16_t)0); printf("rmw_udec_wrap_i16 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; rmw_nr_add_i16(&m, (uint16_t)0x3); printf("rmw_nr_add_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; rmw_nr_add_i16(&m, (uint16_t)0x3); printf("rmw_nr_add_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; rmw_nr_add_i16(&m, (uint16_t)0x3); printf("rmw_nr_add_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; rmw_nr_add_i16(&m, (uint16_t)0x3); printf("rmw_nr_add_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; rmw_nr_sub_i16(&m, (uint16_t)0x3); printf("rmw_nr_sub_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; rmw_nr_sub_i16(&m, (uint16_t)0x3); printf("rmw_nr_sub_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; rmw_nr_sub_i16(&m, (uint16_t)0x3); printf("rmw_nr_sub_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; rmw_nr_sub_i16(&m, (uint16_t)0x3); printf("rmw_nr_sub_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; rmw_nr_and_i16(&m, (uint16_t)0x3); printf("rmw_nr_and_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; rmw_nr_and_i16(&m, (uint16_t)0x3); printf("rmw_nr_and_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; rmw_nr_and_i16(&m, (uint16_t)0x3); printf("rmw_nr_and_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; rmw_nr_and_i16(&m, (uint16_t)0x3); printf("rmw_nr_and_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; rmw_nr_or_i16(&m, (uint16_t)0x3); printf("rmw_nr_or_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; rmw_nr_or_i16(&m, (uint16_t)0x3); printf("rmw_nr_or_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; rmw_nr_or_i16(&m, (uint16_t)0x3); printf("rmw_nr_or_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; rmw_nr_or_i16(&m, (uint16_t)0x3); printf("rmw_nr_or_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x7fff; rmw_nr_xor_i16(&m, (uint16_t)0x3); printf("rmw_nr_xor_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; rmw_nr_xor_i16(&m, (uint16_t)0x3); printf("rmw_nr_xor_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x3; rmw_nr_xor_i16(&m, (uint16_t)0x3); printf("rmw_nr_xor_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0xfffe; rmw_nr_xor_i16(&m, (uint16_t)0x3); printf("rmw_nr_xor_i16 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0x7fffffff); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0x80000001); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0x5); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0x7fffffff); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0x80000001); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0x5); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0x7fffffff); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0x80000001); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0x5); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0x7fffffff); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0x80000001); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0x5); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_xchg_i32(&m, (uint32_t)0); printf("rmw_xchg_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_add_i32(&m, (uint32_t)0x7fffffff); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_add_i32(&m, (uint32_t)0x80000001); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_add_i32(&m, (uint32_t)0x5); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_add_i32(&m, (uint32_t)0); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_add_i32(&m, (uint32_t)0x7fffffff); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_add_i32(&m, (uint32_t)0x80000001); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_add_i32(&m, (uint32_t)0x5); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_add_i32(&m, (uint32_t)0); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_add_i32(&m, (uint32_t)0x7fffffff); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_add_i32(&m, (uint32_t)0x80000001); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_add_i32(&m, (uint32_t)0x5); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_add_i32(&m, (uint32_t)0); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_add_i32(&m, (uint32_t)0x7fffffff); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_add_i32(&m, (uint32_t)0x80000001); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_add_i32(&m, (uint32_t)0x5); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_add_i32(&m, (uint32_t)0); printf("rmw_add_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_sub_i32(&m, (uint32_t)0x7fffffff); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_sub_i32(&m, (uint32_t)0x80000001); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_sub_i32(&m, (uint32_t)0x5); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_sub_i32(&m, (uint32_t)0); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_sub_i32(&m, (uint32_t)0x7fffffff); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_sub_i32(&m, (uint32_t)0x80000001); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_sub_i32(&m, (uint32_t)0x5); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_sub_i32(&m, (uint32_t)0); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_sub_i32(&m, (uint32_t)0x7fffffff); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_sub_i32(&m, (uint32_t)0x80000001); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_sub_i32(&m, (uint32_t)0x5); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_sub_i32(&m, (uint32_t)0); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_sub_i32(&m, (uint32_t)0x7fffffff); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_sub_i32(&m, (uint32_t)0x80000001); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_sub_i32(&m, (uint32_t)0x5); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_sub_i32(&m, (uint32_t)0); printf("rmw_sub_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_and_i32(&m, (uint32_t)0x7fffffff); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_and_i32(&m, (uint32_t)0x80000001); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_and_i32(&m, (uint32_t)0x5); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_and_i32(&m, (uint32_t)0); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_and_i32(&m, (uint32_t)0x7fffffff); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_and_i32(&m, (uint32_t)0x80000001); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_and_i32(&m, (uint32_t)0x5); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_and_i32(&m, (uint32_t)0); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_and_i32(&m, (uint32_t)0x7fffffff); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_and_i32(&m, (uint32_t)0x80000001); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_and_i32(&m, (uint32_t)0x5); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_and_i32(&m, (uint32_t)0); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_and_i32(&m, (uint32_t)0x7fffffff); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_and_i32(&m, (uint32_t)0x80000001); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_and_i32(&m, (uint32_t)0x5); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_and_i32(&m, (uint32_t)0); printf("rmw_and_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_nand_i32(&m, (uint32_t)0x7fffffff); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_nand_i32(&m, (uint32_t)0x80000001); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_nand_i32(&m, (uint32_t)0x5); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_nand_i32(&m, (uint32_t)0); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_nand_i32(&m, (uint32_t)0x7fffffff); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_nand_i32(&m, (uint32_t)0x80000001); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_nand_i32(&m, (uint32_t)0x5); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_nand_i32(&m, (uint32_t)0); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_nand_i32(&m, (uint32_t)0x7fffffff); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_nand_i32(&m, (uint32_t)0x80000001); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_nand_i32(&m, (uint32_t)0x5); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_nand_i32(&m, (uint32_t)0); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_nand_i32(&m, (uint32_t)0x7fffffff); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_nand_i32(&m, (uint32_t)0x80000001); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_nand_i32(&m, (uint32_t)0x5); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_nand_i32(&m, (uint32_t)0); printf("rmw_nand_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_or_i32(&m, (uint32_t)0x7fffffff); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_or_i32(&m, (uint32_t)0x80000001); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_or_i32(&m, (uint32_t)0x5); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_or_i32(&m, (uint32_t)0); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_or_i32(&m, (uint32_t)0x7fffffff); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_or_i32(&m, (uint32_t)0x80000001); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_or_i32(&m, (uint32_t)0x5); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_or_i32(&m, (uint32_t)0); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_or_i32(&m, (uint32_t)0x7fffffff); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_or_i32(&m, (uint32_t)0x80000001); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_or_i32(&m, (uint32_t)0x5); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_or_i32(&m, (uint32_t)0); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_or_i32(&m, (uint32_t)0x7fffffff); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_or_i32(&m, (uint32_t)0x80000001); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_or_i32(&m, (uint32_t)0x5); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_or_i32(&m, (uint32_t)0); printf("rmw_or_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_xor_i32(&m, (uint32_t)0x7fffffff); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_xor_i32(&m, (uint32_t)0x80000001); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_xor_i32(&m, (uint32_t)0x5); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_xor_i32(&m, (uint32_t)0); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_xor_i32(&m, (uint32_t)0x7fffffff); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_xor_i32(&m, (uint32_t)0x80000001); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_xor_i32(&m, (uint32_t)0x5); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_xor_i32(&m, (uint32_t)0); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_xor_i32(&m, (uint32_t)0x7fffffff); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_xor_i32(&m, (uint32_t)0x80000001); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_xor_i32(&m, (uint32_t)0x5); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_xor_i32(&m, (uint32_t)0); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_xor_i32(&m, (uint32_t)0x7fffffff); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_xor_i32(&m, (uint32_t)0x80000001); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_xor_i32(&m, (uint32_t)0x5); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_xor_i32(&m, (uint32_t)0); printf("rmw_xor_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_max_i32(&m, (uint32_t)0x7fffffff); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_max_i32(&m, (uint32_t)0x80000001); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_max_i32(&m, (uint32_t)0x5); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_max_i32(&m, (uint32_t)0); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_max_i32(&m, (uint32_t)0x7fffffff); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_max_i32(&m, (uint32_t)0x80000001); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_max_i32(&m, (uint32_t)0x5); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_max_i32(&m, (uint32_t)0); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_max_i32(&m, (uint32_t)0x7fffffff); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_max_i32(&m, (uint32_t)0x80000001); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_max_i32(&m, (uint32_t)0x5); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_max_i32(&m, (uint32_t)0); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_max_i32(&m, (uint32_t)0x7fffffff); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_max_i32(&m, (uint32_t)0x80000001); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_max_i32(&m, (uint32_t)0x5); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_max_i32(&m, (uint32_t)0); printf("rmw_max_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_min_i32(&m, (uint32_t)0x7fffffff); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_min_i32(&m, (uint32_t)0x80000001); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_min_i32(&m, (uint32_t)0x5); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_min_i32(&m, (uint32_t)0); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_min_i32(&m, (uint32_t)0x7fffffff); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_min_i32(&m, (uint32_t)0x80000001); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_min_i32(&m, (uint32_t)0x5); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_min_i32(&m, (uint32_t)0); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_min_i32(&m, (uint32_t)0x7fffffff); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_min_i32(&m, (uint32_t)0x80000001); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_min_i32(&m, (uint32_t)0x5); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_min_i32(&m, (uint32_t)0); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_min_i32(&m, (uint32_t)0x7fffffff); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_min_i32(&m, (uint32_t)0x80000001); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_min_i32(&m, (uint32_t)0x5); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_min_i32(&m, (uint32_t)0); printf("rmw_min_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_umax_i32(&m, (uint32_t)0x7fffffff); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_umax_i32(&m, (uint32_t)0x80000001); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_umax_i32(&m, (uint32_t)0x5); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_umax_i32(&m, (uint32_t)0); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_umax_i32(&m, (uint32_t)0x7fffffff); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_umax_i32(&m, (uint32_t)0x80000001); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_umax_i32(&m, (uint32_t)0x5); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_umax_i32(&m, (uint32_t)0); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_umax_i32(&m, (uint32_t)0x7fffffff); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_umax_i32(&m, (uint32_t)0x80000001); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_umax_i32(&m, (uint32_t)0x5); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_umax_i32(&m, (uint32_t)0); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_umax_i32(&m, (uint32_t)0x7fffffff); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_umax_i32(&m, (uint32_t)0x80000001); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_umax_i32(&m, (uint32_t)0x5); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_umax_i32(&m, (uint32_t)0); printf("rmw_umax_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_umin_i32(&m, (uint32_t)0x7fffffff); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_umin_i32(&m, (uint32_t)0x80000001); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_umin_i32(&m, (uint32_t)0x5); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_umin_i32(&m, (uint32_t)0); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_umin_i32(&m, (uint32_t)0x7fffffff); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_umin_i32(&m, (uint32_t)0x80000001); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_umin_i32(&m, (uint32_t)0x5); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_umin_i32(&m, (uint32_t)0); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_umin_i32(&m, (uint32_t)0x7fffffff); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_umin_i32(&m, (uint32_t)0x80000001); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_umin_i32(&m, (uint32_t)0x5); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_umin_i32(&m, (uint32_t)0); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_umin_i32(&m, (uint32_t)0x7fffffff); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_umin_i32(&m, (uint32_t)0x80000001); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_umin_i32(&m, (uint32_t)0x5); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_umin_i32(&m, (uint32_t)0); printf("rmw_umin_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0x7fffffff); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0x80000001); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0x5); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0x7fffffff); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0x80000001); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0x5); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0x7fffffff); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0x80000001); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0x5); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0x7fffffff); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0x80000001); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0x5); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_uinc_wrap_i32(&m, (uint32_t)0); printf("rmw_uinc_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0x7fffffff); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0x80000001); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0x5); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0x7fffffff); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0x80000001); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0x5); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0x7fffffff); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0x80000001); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0x5); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0x7fffffff); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0x80000001); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0x5); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; uint32_t r = rmw_udec_wrap_i32(&m, (uint32_t)0); printf("rmw_udec_wrap_i32 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; rmw_nr_add_i32(&m, (uint32_t)0x5); printf("rmw_nr_add_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; rmw_nr_add_i32(&m, (uint32_t)0x5); printf("rmw_nr_add_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; rmw_nr_add_i32(&m, (uint32_t)0x5); printf("rmw_nr_add_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; rmw_nr_add_i32(&m, (uint32_t)0x5); printf("rmw_nr_add_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; rmw_nr_sub_i32(&m, (uint32_t)0x5); printf("rmw_nr_sub_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; rmw_nr_sub_i32(&m, (uint32_t)0x5); printf("rmw_nr_sub_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; rmw_nr_sub_i32(&m, (uint32_t)0x5); printf("rmw_nr_sub_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; rmw_nr_sub_i32(&m, (uint32_t)0x5); printf("rmw_nr_sub_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; rmw_nr_and_i32(&m, (uint32_t)0x5); printf("rmw_nr_and_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; rmw_nr_and_i32(&m, (uint32_t)0x5); printf("rmw_nr_and_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; rmw_nr_and_i32(&m, (uint32_t)0x5); printf("rmw_nr_and_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; rmw_nr_and_i32(&m, (uint32_t)0x5); printf("rmw_nr_and_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; rmw_nr_or_i32(&m, (uint32_t)0x5); printf("rmw_nr_or_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; rmw_nr_or_i32(&m, (uint32_t)0x5); printf("rmw_nr_or_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; rmw_nr_or_i32(&m, (uint32_t)0x5); printf("rmw_nr_or_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; rmw_nr_or_i32(&m, (uint32_t)0x5); printf("rmw_nr_or_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x7fffffff; rmw_nr_xor_i32(&m, (uint32_t)0x5); printf("rmw_nr_xor_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; rmw_nr_xor_i32(&m, (uint32_t)0x5); printf("rmw_nr_xor_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x5; rmw_nr_xor_i32(&m, (uint32_t)0x5); printf("rmw_nr_xor_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0xfffffffe; rmw_nr_xor_i32(&m, (uint32_t)0x5); printf("rmw_nr_xor_i32 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0x7); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0x7); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0x7); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0x7); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_xchg_i64(&m, (uint64_t)0); printf("rmw_xchg_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_add_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_add_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_add_i64(&m, (uint64_t)0x7); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_add_i64(&m, (uint64_t)0); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_add_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_add_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_add_i64(&m, (uint64_t)0x7); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_add_i64(&m, (uint64_t)0); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_add_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_add_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_add_i64(&m, (uint64_t)0x7); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_add_i64(&m, (uint64_t)0); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_add_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_add_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_add_i64(&m, (uint64_t)0x7); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_add_i64(&m, (uint64_t)0); printf("rmw_add_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_sub_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_sub_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_sub_i64(&m, (uint64_t)0x7); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_sub_i64(&m, (uint64_t)0); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_sub_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_sub_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_sub_i64(&m, (uint64_t)0x7); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_sub_i64(&m, (uint64_t)0); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_sub_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_sub_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_sub_i64(&m, (uint64_t)0x7); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_sub_i64(&m, (uint64_t)0); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_sub_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_sub_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_sub_i64(&m, (uint64_t)0x7); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_sub_i64(&m, (uint64_t)0); printf("rmw_sub_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_and_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_and_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_and_i64(&m, (uint64_t)0x7); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_and_i64(&m, (uint64_t)0); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_and_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_and_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_and_i64(&m, (uint64_t)0x7); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_and_i64(&m, (uint64_t)0); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_and_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_and_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_and_i64(&m, (uint64_t)0x7); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_and_i64(&m, (uint64_t)0); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_and_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_and_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_and_i64(&m, (uint64_t)0x7); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_and_i64(&m, (uint64_t)0); printf("rmw_and_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_nand_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_nand_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_nand_i64(&m, (uint64_t)0x7); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_nand_i64(&m, (uint64_t)0); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_nand_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_nand_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_nand_i64(&m, (uint64_t)0x7); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_nand_i64(&m, (uint64_t)0); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_nand_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_nand_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_nand_i64(&m, (uint64_t)0x7); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_nand_i64(&m, (uint64_t)0); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_nand_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_nand_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_nand_i64(&m, (uint64_t)0x7); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_nand_i64(&m, (uint64_t)0); printf("rmw_nand_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_or_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_or_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_or_i64(&m, (uint64_t)0x7); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_or_i64(&m, (uint64_t)0); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_or_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_or_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_or_i64(&m, (uint64_t)0x7); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_or_i64(&m, (uint64_t)0); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_or_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_or_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_or_i64(&m, (uint64_t)0x7); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_or_i64(&m, (uint64_t)0); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_or_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_or_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_or_i64(&m, (uint64_t)0x7); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_or_i64(&m, (uint64_t)0); printf("rmw_or_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_xor_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_xor_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_xor_i64(&m, (uint64_t)0x7); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_xor_i64(&m, (uint64_t)0); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_xor_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_xor_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_xor_i64(&m, (uint64_t)0x7); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_xor_i64(&m, (uint64_t)0); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_xor_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_xor_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_xor_i64(&m, (uint64_t)0x7); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_xor_i64(&m, (uint64_t)0); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_xor_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_xor_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_xor_i64(&m, (uint64_t)0x7); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_xor_i64(&m, (uint64_t)0); printf("rmw_xor_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_max_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_max_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_max_i64(&m, (uint64_t)0x7); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_max_i64(&m, (uint64_t)0); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_max_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_max_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_max_i64(&m, (uint64_t)0x7); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_max_i64(&m, (uint64_t)0); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_max_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_max_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_max_i64(&m, (uint64_t)0x7); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_max_i64(&m, (uint64_t)0); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_max_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_max_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_max_i64(&m, (uint64_t)0x7); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_max_i64(&m, (uint64_t)0); printf("rmw_max_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_min_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_min_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_min_i64(&m, (uint64_t)0x7); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_min_i64(&m, (uint64_t)0); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_min_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_min_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_min_i64(&m, (uint64_t)0x7); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_min_i64(&m, (uint64_t)0); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_min_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_min_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_min_i64(&m, (uint64_t)0x7); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_min_i64(&m, (uint64_t)0); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_min_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_min_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_min_i64(&m, (uint64_t)0x7); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_min_i64(&m, (uint64_t)0); printf("rmw_min_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_umax_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_umax_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_umax_i64(&m, (uint64_t)0x7); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_umax_i64(&m, (uint64_t)0); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_umax_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_umax_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_umax_i64(&m, (uint64_t)0x7); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_umax_i64(&m, (uint64_t)0); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_umax_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_umax_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_umax_i64(&m, (uint64_t)0x7); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_umax_i64(&m, (uint64_t)0); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_umax_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_umax_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_umax_i64(&m, (uint64_t)0x7); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_umax_i64(&m, (uint64_t)0); printf("rmw_umax_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_umin_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_umin_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_umin_i64(&m, (uint64_t)0x7); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_umin_i64(&m, (uint64_t)0); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_umin_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_umin_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_umin_i64(&m, (uint64_t)0x7); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_umin_i64(&m, (uint64_t)0); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_umin_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_umin_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_umin_i64(&m, (uint64_t)0x7); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_umin_i64(&m, (uint64_t)0); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_umin_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_umin_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_umin_i64(&m, (uint64_t)0x7); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_umin_i64(&m, (uint64_t)0); printf("rmw_umin_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0x7); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0x7); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0x7); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0x7); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_uinc_wrap_i64(&m, (uint64_t)0); printf("rmw_uinc_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0x7); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0x7); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0x7); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0x7fffffffffffffff); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0x8000000000000001); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0x7); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; uint64_t r = rmw_udec_wrap_i64(&m, (uint64_t)0); printf("rmw_udec_wrap_i64 %llx %llx\n", (unsigned long long)r, (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; rmw_nr_add_i64(&m, (uint64_t)0x7); printf("rmw_nr_add_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; rmw_nr_add_i64(&m, (uint64_t)0x7); printf("rmw_nr_add_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; rmw_nr_add_i64(&m, (uint64_t)0x7); printf("rmw_nr_add_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; rmw_nr_add_i64(&m, (uint64_t)0x7); printf("rmw_nr_add_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; rmw_nr_sub_i64(&m, (uint64_t)0x7); printf("rmw_nr_sub_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; rmw_nr_sub_i64(&m, (uint64_t)0x7); printf("rmw_nr_sub_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; rmw_nr_sub_i64(&m, (uint64_t)0x7); printf("rmw_nr_sub_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; rmw_nr_sub_i64(&m, (uint64_t)0x7); printf("rmw_nr_sub_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; rmw_nr_and_i64(&m, (uint64_t)0x7); printf("rmw_nr_and_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; rmw_nr_and_i64(&m, (uint64_t)0x7); printf("rmw_nr_and_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; rmw_nr_and_i64(&m, (uint64_t)0x7); printf("rmw_nr_and_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; rmw_nr_and_i64(&m, (uint64_t)0x7); printf("rmw_nr_and_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; rmw_nr_or_i64(&m, (uint64_t)0x7); printf("rmw_nr_or_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; rmw_nr_or_i64(&m, (uint64_t)0x7); printf("rmw_nr_or_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; rmw_nr_or_i64(&m, (uint64_t)0x7); printf("rmw_nr_or_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; rmw_nr_or_i64(&m, (uint64_t)0x7); printf("rmw_nr_or_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7fffffffffffffff; rmw_nr_xor_i64(&m, (uint64_t)0x7); printf("rmw_nr_xor_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; rmw_nr_xor_i64(&m, (uint64_t)0x7); printf("rmw_nr_xor_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x7; rmw_nr_xor_i64(&m, (uint64_t)0x7); printf("rmw_nr_xor_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0xfffffffffffffffe; rmw_nr_xor_i64(&m, (uint64_t)0x7); printf("rmw_nr_xor_i64 %llx\n", (unsigned long long)m); }
  { float m = 1.5; float r = rmw_xchg_float(&m, 0.25); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_xchg_float(&m, __builtin_nan("")); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_xchg_float(&m, 0.0); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_xchg_float(&m, -8.0); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_xchg_float(&m, 0.25); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_xchg_float(&m, __builtin_nan("")); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_xchg_float(&m, 0.0); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_xchg_float(&m, -8.0); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_xchg_float(&m, 0.25); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_xchg_float(&m, __builtin_nan("")); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_xchg_float(&m, 0.0); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_xchg_float(&m, -8.0); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_xchg_float(&m, 0.25); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_xchg_float(&m, __builtin_nan("")); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_xchg_float(&m, 0.0); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_xchg_float(&m, -8.0); printf("rmw_xchg_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fadd_float(&m, 0.25); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fadd_float(&m, __builtin_nan("")); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fadd_float(&m, 0.0); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fadd_float(&m, -8.0); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fadd_float(&m, 0.25); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fadd_float(&m, __builtin_nan("")); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fadd_float(&m, 0.0); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fadd_float(&m, -8.0); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fadd_float(&m, 0.25); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fadd_float(&m, __builtin_nan("")); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fadd_float(&m, 0.0); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fadd_float(&m, -8.0); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fadd_float(&m, 0.25); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fadd_float(&m, __builtin_nan("")); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fadd_float(&m, 0.0); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fadd_float(&m, -8.0); printf("rmw_fadd_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fsub_float(&m, 0.25); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fsub_float(&m, __builtin_nan("")); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fsub_float(&m, 0.0); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fsub_float(&m, -8.0); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fsub_float(&m, 0.25); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fsub_float(&m, __builtin_nan("")); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fsub_float(&m, 0.0); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fsub_float(&m, -8.0); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fsub_float(&m, 0.25); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fsub_float(&m, __builtin_nan("")); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fsub_float(&m, 0.0); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fsub_float(&m, -8.0); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fsub_float(&m, 0.25); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fsub_float(&m, __builtin_nan("")); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fsub_float(&m, 0.0); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fsub_float(&m, -8.0); printf("rmw_fsub_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fmax_float(&m, 0.25); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fmax_float(&m, __builtin_nan("")); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fmax_float(&m, 0.0); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fmax_float(&m, -8.0); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fmax_float(&m, 0.25); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fmax_float(&m, __builtin_nan("")); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fmax_float(&m, 0.0); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fmax_float(&m, -8.0); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fmax_float(&m, 0.25); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fmax_float(&m, __builtin_nan("")); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fmax_float(&m, 0.0); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fmax_float(&m, -8.0); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fmax_float(&m, 0.25); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fmax_float(&m, __builtin_nan("")); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fmax_float(&m, 0.0); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fmax_float(&m, -8.0); printf("rmw_fmax_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fmin_float(&m, 0.25); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fmin_float(&m, __builtin_nan("")); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fmin_float(&m, 0.0); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = 1.5; float r = rmw_fmin_float(&m, -8.0); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fmin_float(&m, 0.25); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fmin_float(&m, __builtin_nan("")); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fmin_float(&m, 0.0); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = -0.0; float r = rmw_fmin_float(&m, -8.0); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fmin_float(&m, 0.25); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fmin_float(&m, __builtin_nan("")); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fmin_float(&m, 0.0); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = __builtin_nan(""); float r = rmw_fmin_float(&m, -8.0); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fmin_float(&m, 0.25); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fmin_float(&m, __builtin_nan("")); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fmin_float(&m, 0.0); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { float m = -2.25; float r = rmw_fmin_float(&m, -8.0); printf("rmw_fmin_float %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_xchg_double(&m, 0.25); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_xchg_double(&m, __builtin_nan("")); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_xchg_double(&m, 0.0); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_xchg_double(&m, -8.0); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_xchg_double(&m, 0.25); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_xchg_double(&m, __builtin_nan("")); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_xchg_double(&m, 0.0); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_xchg_double(&m, -8.0); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_xchg_double(&m, 0.25); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_xchg_double(&m, __builtin_nan("")); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_xchg_double(&m, 0.0); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_xchg_double(&m, -8.0); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_xchg_double(&m, 0.25); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_xchg_double(&m, __builtin_nan("")); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_xchg_double(&m, 0.0); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_xchg_double(&m, -8.0); printf("rmw_xchg_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fadd_double(&m, 0.25); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fadd_double(&m, __builtin_nan("")); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fadd_double(&m, 0.0); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fadd_double(&m, -8.0); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fadd_double(&m, 0.25); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fadd_double(&m, __builtin_nan("")); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fadd_double(&m, 0.0); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fadd_double(&m, -8.0); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fadd_double(&m, 0.25); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fadd_double(&m, __builtin_nan("")); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fadd_double(&m, 0.0); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fadd_double(&m, -8.0); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fadd_double(&m, 0.25); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fadd_double(&m, __builtin_nan("")); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fadd_double(&m, 0.0); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fadd_double(&m, -8.0); printf("rmw_fadd_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fsub_double(&m, 0.25); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fsub_double(&m, __builtin_nan("")); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fsub_double(&m, 0.0); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fsub_double(&m, -8.0); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fsub_double(&m, 0.25); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fsub_double(&m, __builtin_nan("")); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fsub_double(&m, 0.0); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fsub_double(&m, -8.0); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fsub_double(&m, 0.25); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fsub_double(&m, __builtin_nan("")); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fsub_double(&m, 0.0); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fsub_double(&m, -8.0); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fsub_double(&m, 0.25); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fsub_double(&m, __builtin_nan("")); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fsub_double(&m, 0.0); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fsub_double(&m, -8.0); printf("rmw_fsub_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fmax_double(&m, 0.25); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fmax_double(&m, __builtin_nan("")); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fmax_double(&m, 0.0); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fmax_double(&m, -8.0); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fmax_double(&m, 0.25); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fmax_double(&m, __builtin_nan("")); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fmax_double(&m, 0.0); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fmax_double(&m, -8.0); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fmax_double(&m, 0.25); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fmax_double(&m, __builtin_nan("")); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fmax_double(&m, 0.0); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fmax_double(&m, -8.0); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fmax_double(&m, 0.25); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fmax_double(&m, __builtin_nan("")); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fmax_double(&m, 0.0); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fmax_double(&m, -8.0); printf("rmw_fmax_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fmin_double(&m, 0.25); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fmin_double(&m, __builtin_nan("")); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fmin_double(&m, 0.0); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = 1.5; double r = rmw_fmin_double(&m, -8.0); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fmin_double(&m, 0.25); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fmin_double(&m, __builtin_nan("")); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fmin_double(&m, 0.0); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = -0.0; double r = rmw_fmin_double(&m, -8.0); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fmin_double(&m, 0.25); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fmin_double(&m, __builtin_nan("")); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fmin_double(&m, 0.0); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = __builtin_nan(""); double r = rmw_fmin_double(&m, -8.0); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fmin_double(&m, 0.25); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fmin_double(&m, __builtin_nan("")); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fmin_double(&m, 0.0); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { double m = -2.25; double r = rmw_fmin_double(&m, -8.0); printf("rmw_fmin_double %a %a\n", (double)r, (double)m); }
  { uint8_t m = (uint8_t)0x80; printf("load_unordered_i8 %llx\n", (unsigned long long)load_unordered_i8(&m)); }
  { uint8_t m = (uint8_t)0x80; printf("load_monotonic_i8 %llx\n", (unsigned long long)load_monotonic_i8(&m)); }
  { uint8_t m = (uint8_t)0x80; printf("load_acquire_i8 %llx\n", (unsigned long long)load_acquire_i8(&m)); }
  { uint8_t m = (uint8_t)0x80; printf("load_seq_cst_i8 %llx\n", (unsigned long long)load_seq_cst_i8(&m)); }
  { uint8_t m = 0; store_unordered_i8(&m, (uint8_t)0x7f); printf("store_unordered_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = 0; store_monotonic_i8(&m, (uint8_t)0x7f); printf("store_monotonic_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = 0; store_release_i8(&m, (uint8_t)0x7f); printf("store_release_i8 %llx\n", (unsigned long long)m); }
  { uint8_t m = 0; store_seq_cst_i8(&m, (uint8_t)0x7f); printf("store_seq_cst_i8 %llx\n", (unsigned long long)m); }
  { uint16_t m = (uint16_t)0x8001; printf("load_unordered_i16 %llx\n", (unsigned long long)load_unordered_i16(&m)); }
  { uint16_t m = (uint16_t)0x8001; printf("load_monotonic_i16 %llx\n", (unsigned long long)load_monotonic_i16(&m)); }
  { uint16_t m = (uint16_t)0x8001; printf("load_acquire_i16 %llx\n", (unsigned long long)load_acquire_i16(&m)); }
  { uint16_t m = (uint16_t)0x8001; printf("load_seq_cst_i16 %llx\n", (unsigned long long)load_seq_cst_i16(&m)); }
  { uint16_t m = 0; store_unordered_i16(&m, (uint16_t)0x7fff); printf("store_unordered_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = 0; store_monotonic_i16(&m, (uint16_t)0x7fff); printf("store_monotonic_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = 0; store_release_i16(&m, (uint16_t)0x7fff); printf("store_release_i16 %llx\n", (unsigned long long)m); }
  { uint16_t m = 0; store_seq_cst_i16(&m, (uint16_t)0x7fff); printf("store_seq_cst_i16 %llx\n", (unsigned long long)m); }
  { uint32_t m = (uint32_t)0x80000001; printf("load_unordered_i32 %llx\n", (unsigned long long)load_unordered_i32(&m)); }
  { uint32_t m = (uint32_t)0x80000001; printf("load_monotonic_i32 %llx\n", (unsigned long long)load_monotonic_i32(&m)); }
  { uint32_t m = (uint32_t)0x80000001; printf("load_acquire_i32 %llx\n", (unsigned long long)load_acquire_i32(&m)); }
  { uint32_t m = (uint32_t)0x80000001; printf("load_seq_cst_i32 %llx\n", (unsigned long long)load_seq_cst_i32(&m)); }
  { uint32_t m = 0; store_unordered_i32(&m, (uint32_t)0x7fffffff); printf("store_unordered_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = 0; store_monotonic_i32(&m, (uint32_t)0x7fffffff); printf("store_monotonic_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = 0; store_release_i32(&m, (uint32_t)0x7fffffff); printf("store_release_i32 %llx\n", (unsigned long long)m); }
  { uint32_t m = 0; store_seq_cst_i32(&m, (uint32_t)0x7fffffff); printf("store_seq_cst_i32 %llx\n", (unsigned long long)m); }
  { uint64_t m = (uint64_t)0x8000000000000001; printf("load_unordered_i64 %llx\n", (unsigned long long)load_unordered_i64(&m)); }
  { uint64_t m = (uint64_t)0x8000000000000001; printf("load_monotonic_i64 %llx\n", (unsigned long long)load_monotonic_i64(&m)); }
  { uint64_t m = (uint64_t)0x8000000000000001; printf("load_acquire_i64 %llx\n", (unsigned long long)load_acquire_i64(&m)); }
  { uint64_t m = (uint64_t)0x8000000000000001; printf("load_seq_cst_i64 %llx\n", (unsigned long long)load_seq_cst_i64(&m)); }
  { uint64_t m = 0; store_unordered_i64(&m, (uint64_t)0x7fffffffffffffff); printf("store_unordered_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = 0; store_monotonic_i64(&m, (uint64_t)0x7fffffffffffffff); printf("store_monotonic_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = 0; store_release_i64(&m, (uint64_t)0x7fffffffffffffff); printf("store_release_i64 %llx\n", (unsigned long long)m); }
  { uint64_t m = 0; store_seq_cst_i64(&m, (uint64_t)0x7fffffffffffffff); printf("store_seq_cst_i64 %llx\n", (unsigned long long)m); }
  { float m = -3.75; printf("load_unordered_float %a\n", (double)load_unordered_float(&m)); }
  { float m = -3.75; printf("load_monotonic_float %a\n", (double)load_monotonic_float(&m)); }
  { float m = -3.75; printf("load_acquire_float %a\n", (double)load_acquire_float(&m)); }
  { float m = -3.75; printf("load_seq_cst_float %a\n", (double)load_seq_cst_float(&m)); }
  { float m = 0; store_unordered_float(&m, -3.75); printf("store_unordered_float %a\n", (double)m); }
  { float m = 0; store_monotonic_float(&m, -3.75); printf("store_monotonic_float %a\n", (double)m); }
  { float m = 0; store_release_float(&m, -3.75); printf("store_release_float %a\n", (double)m); }
  { float m = 0; store_seq_cst_float(&m, -3.75); printf("store_seq_cst_float %a\n", (double)m); }
  { double m = -3.75; printf("load_unordered_double %a\n", (double)load_unordered_double(&m)); }
  { double m = -3.75; printf("load_monotonic_double %a\n", (double)load_monotonic_double(&m)); }
  { double m = -3.75; printf("load_acquire_double %a\n", (double)load_acquire_double(&m)); }
  { double m = -3.75; printf("load_seq_cst_double %a\n", (double)load_seq_cst_double(&m)); }
  { double m = 0; store_unordered_double(&m, -3.75); printf("store_unordered_double %a\n", (double)m); }
  { double m = 0; store_monotonic_double(&m, -3.75); printf("store_monotonic_double %a\n", (double)m); }
  { double m = 0; store_release_double(&m, -3.75); printf("store_release_double %a\n", (double)m); }
  { double m = 0; store_seq_cst_double(&m, -3.75); printf("store_seq_cst_double %a\n", (double)m); }
  { static int x; void *m = &x; printf("load_unordered_ptr %d\n", load_unordered_ptr(&m) == &x); }
  { static int x; void *m = &x; printf("load_monotonic_ptr %d\n", load_monotonic_ptr(&m) == &x); }
  { static int x; void *m = &x; printf("load_acquire_ptr %d\n", load_acquire_ptr(&m) == &x); }
  { static int x; void *m = &x; printf("load_seq_cst_ptr %d\n", load_seq_cst_ptr(&m) == &x); }
  { static int x; void *m = 0; store_unordered_ptr(&m, &x); printf("store_unordered_ptr %d\n", m == &x); }
  { static int x; void *m = 0; store_monotonic_ptr(&m, &x); printf("store_monotonic_ptr %d\n", m == &x); }
  { static int x; void *m = 0; store_release_ptr(&m, &x); printf("store_release_ptr %d\n", m == &x); }
  { static int x; void *m = 0; store_seq_cst_ptr(&m, &x); printf("store_seq_cst_ptr %d\n", m == &x); }
  { uint32_t m = 5; uint64_t a = cas_monotonic_monotonic(&m, 5, 9); uint64_t b = cas_monotonic_monotonic(&m, 5, 11); printf("cas_monotonic_monotonic %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_monotonic_acquire(&m, 5, 9); uint64_t b = cas_monotonic_acquire(&m, 5, 11); printf("cas_monotonic_acquire %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_monotonic_seq_cst(&m, 5, 9); uint64_t b = cas_monotonic_seq_cst(&m, 5, 11); printf("cas_monotonic_seq_cst %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_acquire_monotonic(&m, 5, 9); uint64_t b = cas_acquire_monotonic(&m, 5, 11); printf("cas_acquire_monotonic %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_acquire_acquire(&m, 5, 9); uint64_t b = cas_acquire_acquire(&m, 5, 11); printf("cas_acquire_acquire %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_acquire_seq_cst(&m, 5, 9); uint64_t b = cas_acquire_seq_cst(&m, 5, 11); printf("cas_acquire_seq_cst %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_release_monotonic(&m, 5, 9); uint64_t b = cas_release_monotonic(&m, 5, 11); printf("cas_release_monotonic %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_release_acquire(&m, 5, 9); uint64_t b = cas_release_acquire(&m, 5, 11); printf("cas_release_acquire %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_release_seq_cst(&m, 5, 9); uint64_t b = cas_release_seq_cst(&m, 5, 11); printf("cas_release_seq_cst %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_acq_rel_monotonic(&m, 5, 9); uint64_t b = cas_acq_rel_monotonic(&m, 5, 11); printf("cas_acq_rel_monotonic %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_acq_rel_acquire(&m, 5, 9); uint64_t b = cas_acq_rel_acquire(&m, 5, 11); printf("cas_acq_rel_acquire %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_acq_rel_seq_cst(&m, 5, 9); uint64_t b = cas_acq_rel_seq_cst(&m, 5, 11); printf("cas_acq_rel_seq_cst %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_seq_cst_monotonic(&m, 5, 9); uint64_t b = cas_seq_cst_monotonic(&m, 5, 11); printf("cas_seq_cst_monotonic %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_seq_cst_acquire(&m, 5, 9); uint64_t b = cas_seq_cst_acquire(&m, 5, 11); printf("cas_seq_cst_acquire %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_seq_cst_seq_cst(&m, 5, 9); uint64_t b = cas_seq_cst_seq_cst(&m, 5, 11); printf("cas_seq_cst_seq_cst %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_monotonic_monotonic(&m, 5, 9); uint64_t b = cas_weak_monotonic_monotonic(&m, 5, 11); printf("cas_weak_monotonic_monotonic %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_monotonic_acquire(&m, 5, 9); uint64_t b = cas_weak_monotonic_acquire(&m, 5, 11); printf("cas_weak_monotonic_acquire %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_monotonic_seq_cst(&m, 5, 9); uint64_t b = cas_weak_monotonic_seq_cst(&m, 5, 11); printf("cas_weak_monotonic_seq_cst %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_acquire_monotonic(&m, 5, 9); uint64_t b = cas_weak_acquire_monotonic(&m, 5, 11); printf("cas_weak_acquire_monotonic %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_acquire_acquire(&m, 5, 9); uint64_t b = cas_weak_acquire_acquire(&m, 5, 11); printf("cas_weak_acquire_acquire %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_acquire_seq_cst(&m, 5, 9); uint64_t b = cas_weak_acquire_seq_cst(&m, 5, 11); printf("cas_weak_acquire_seq_cst %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_release_monotonic(&m, 5, 9); uint64_t b = cas_weak_release_monotonic(&m, 5, 11); printf("cas_weak_release_monotonic %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_release_acquire(&m, 5, 9); uint64_t b = cas_weak_release_acquire(&m, 5, 11); printf("cas_weak_release_acquire %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_release_seq_cst(&m, 5, 9); uint64_t b = cas_weak_release_seq_cst(&m, 5, 11); printf("cas_weak_release_seq_cst %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_acq_rel_monotonic(&m, 5, 9); uint64_t b = cas_weak_acq_rel_monotonic(&m, 5, 11); printf("cas_weak_acq_rel_monotonic %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_acq_rel_acquire(&m, 5, 9); uint64_t b = cas_weak_acq_rel_acquire(&m, 5, 11); printf("cas_weak_acq_rel_acquire %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_acq_rel_seq_cst(&m, 5, 9); uint64_t b = cas_weak_acq_rel_seq_cst(&m, 5, 11); printf("cas_weak_acq_rel_seq_cst %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_seq_cst_monotonic(&m, 5, 9); uint64_t b = cas_weak_seq_cst_monotonic(&m, 5, 11); printf("cas_weak_seq_cst_monotonic %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_seq_cst_acquire(&m, 5, 9); uint64_t b = cas_weak_seq_cst_acquire(&m, 5, 11); printf("cas_weak_seq_cst_acquire %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint32_t m = 5; uint64_t a = cas_weak_seq_cst_seq_cst(&m, 5, 9); uint64_t b = cas_weak_seq_cst_seq_cst(&m, 5, 11); printf("cas_weak_seq_cst_seq_cst %llx %llx %u\n", (unsigned long long)a, (unsigned long long)b, m); }
  { uint8_t m = 7; int a = cas_i8(&m, 6, 1); int b = cas_i8(&m, 7, (uint8_t)0x80); printf("cas_i8 %d %d %llx\n", a, b, (unsigned long long)m); }
  { uint16_t m = 7; int a = cas_i16(&m, 6, 1); int b = cas_i16(&m, 7, (uint16_t)0x8001); printf("cas_i16 %d %d %llx\n", a, b, (unsigned long long)m); }
  { uint64_t m = 7; int a = cas_i64(&m, 6, 1); int b = cas_i64(&m, 7, (uint64_t)0x8000000000000001); printf("cas_i64 %d %d %llx\n", a, b, (unsigned long long)m); }
  { static int x, y; void *m = &x; int a = cas_ptr(&m, &y, &x); int b = cas_ptr(&m, &x, &y); printf("cas_ptr %d %d %d\n", a, b, m == &y); }
  { uint32_t m = 40; uint32_t r = singlethread(&m, 2); printf("singlethread %u %u\n", r, m); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_xchg_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_xchg_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_xchg_i128(&m, (unsigned __int128)9); pr128("rmw_xchg_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_xchg_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_xchg_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_xchg_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_xchg_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_xchg_i128(&m, (unsigned __int128)9); pr128("rmw_xchg_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_xchg_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_xchg_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_xchg_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_xchg_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_xchg_i128(&m, (unsigned __int128)9); pr128("rmw_xchg_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_xchg_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_xchg_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_add_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_add_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_add_i128(&m, (unsigned __int128)9); pr128("rmw_add_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_add_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_add_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_add_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_add_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_add_i128(&m, (unsigned __int128)9); pr128("rmw_add_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_add_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_add_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_add_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_add_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_add_i128(&m, (unsigned __int128)9); pr128("rmw_add_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_add_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_add_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_sub_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_sub_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_sub_i128(&m, (unsigned __int128)9); pr128("rmw_sub_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_sub_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_sub_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_sub_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_sub_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_sub_i128(&m, (unsigned __int128)9); pr128("rmw_sub_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_sub_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_sub_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_sub_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_sub_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_sub_i128(&m, (unsigned __int128)9); pr128("rmw_sub_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_sub_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_sub_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_and_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_and_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_and_i128(&m, (unsigned __int128)9); pr128("rmw_and_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_and_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_and_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_and_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_and_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_and_i128(&m, (unsigned __int128)9); pr128("rmw_and_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_and_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_and_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_and_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_and_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_and_i128(&m, (unsigned __int128)9); pr128("rmw_and_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_and_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_and_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_nand_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_nand_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_nand_i128(&m, (unsigned __int128)9); pr128("rmw_nand_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_nand_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_nand_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_nand_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_nand_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_nand_i128(&m, (unsigned __int128)9); pr128("rmw_nand_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_nand_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_nand_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_nand_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_nand_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_nand_i128(&m, (unsigned __int128)9); pr128("rmw_nand_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_nand_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_nand_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_or_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_or_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_or_i128(&m, (unsigned __int128)9); pr128("rmw_or_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_or_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_or_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_or_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_or_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_or_i128(&m, (unsigned __int128)9); pr128("rmw_or_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_or_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_or_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_or_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_or_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_or_i128(&m, (unsigned __int128)9); pr128("rmw_or_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_or_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_or_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_xor_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_xor_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_xor_i128(&m, (unsigned __int128)9); pr128("rmw_xor_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_xor_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_xor_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_xor_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_xor_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_xor_i128(&m, (unsigned __int128)9); pr128("rmw_xor_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_xor_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_xor_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_xor_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_xor_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_xor_i128(&m, (unsigned __int128)9); pr128("rmw_xor_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_xor_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_xor_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_max_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_max_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_max_i128(&m, (unsigned __int128)9); pr128("rmw_max_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_max_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_max_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_max_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_max_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_max_i128(&m, (unsigned __int128)9); pr128("rmw_max_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_max_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_max_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_max_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_max_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_max_i128(&m, (unsigned __int128)9); pr128("rmw_max_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_max_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_max_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_min_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_min_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_min_i128(&m, (unsigned __int128)9); pr128("rmw_min_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_min_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_min_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_min_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_min_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_min_i128(&m, (unsigned __int128)9); pr128("rmw_min_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_min_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_min_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_min_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_min_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_min_i128(&m, (unsigned __int128)9); pr128("rmw_min_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_min_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_min_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_umax_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_umax_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_umax_i128(&m, (unsigned __int128)9); pr128("rmw_umax_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_umax_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_umax_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_umax_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_umax_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_umax_i128(&m, (unsigned __int128)9); pr128("rmw_umax_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_umax_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_umax_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_umax_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_umax_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_umax_i128(&m, (unsigned __int128)9); pr128("rmw_umax_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_umax_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_umax_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_umin_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_umin_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_umin_i128(&m, (unsigned __int128)9); pr128("rmw_umin_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)1 << 127) | 5; unsigned __int128 r = rmw_umin_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_umin_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_umin_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_umin_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_umin_i128(&m, (unsigned __int128)9); pr128("rmw_umin_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ((unsigned __int128)0x7fff << 100) | 3; unsigned __int128 r = rmw_umin_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_umin_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_umin_i128(&m, ((unsigned __int128)3 << 64) | 0xffffffffffffffff); pr128("rmw_umin_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_umin_i128(&m, (unsigned __int128)9); pr128("rmw_umin_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; m = ~(unsigned __int128)0; unsigned __int128 r = rmw_umin_i128(&m, ((unsigned __int128)1 << 127)); pr128("rmw_umin_i128", r); pr128(" mem", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m = ((unsigned __int128)0x123456789 << 70) | 77; pr128("load_i128", load_i128(&m)); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m; store_i128(&m, ((unsigned __int128)0xabcdef << 64) | ~0ull); pr128("store_i128", m); printf("\n"); }
  { static _Alignas(16) unsigned __int128 m = 42; unsigned __int128 r = cas_i128(&m, 42, (unsigned __int128)1 << 90); pr128("cas_i128", r); pr128(" mem", m); r = cas_i128(&m, 41, 3); pr128(" again", r); pr128(" mem", m); printf("\n"); }
  return 0;
}
