/* More arm_neon.h intrinsics on AArch64: table lookups of several registers (tbl/tbx),
   narrowing shifts and their upper-half forms, structured loads and stores (ld1x2..,
   ld2..ld4, their replicating and single-lane forms, st1x2.., st2..st4), long and
   pairwise-long arithmetic. Elsewhere it only says so. */
#include <stdint.h>
#include <stdio.h>
#ifdef __aarch64__
#include <arm_neon.h>

static uint8_t bytes[64];
static int16_t h16[32];
static int32_t w32[16];
static int64_t d64[8];
static float f32[16];

static void init(void) {
  for (int i = 0; i < 64; i++)
    bytes[i] = (uint8_t)(i * 37 + 11);
  for (int i = 0; i < 32; i++)
    h16[i] = (int16_t)(i * 2999 - 40000);
  for (int i = 0; i < 16; i++) {
    w32[i] = i * 300000007 - 2100000000;
    f32[i] = (float)i * 0.75f - 4.0f;
  }
  for (int i = 0; i < 8; i++)
    d64[i] = (int64_t)i * 0x123456789abcdefLL - 0x3000000000000000LL;
}

static void p8(const char *name, const uint8_t *v, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; i++)
    printf(" %u", v[i]);
  printf("\n");
}
static void p16(const char *name, const int16_t *v, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; i++)
    printf(" %d", v[i]);
  printf("\n");
}
static void p32(const char *name, const int32_t *v, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; i++)
    printf(" %d", v[i]);
  printf("\n");
}
static void p64(const char *name, const int64_t *v, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; i++)
    printf(" %lld", (long long)v[i]);
  printf("\n");
}
static void pf(const char *name, const float *v, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; i++)
    printf(" %g", v[i]);
  printf("\n");
}

#define P8Q(name, x) do { uint8_t t_[16]; vst1q_u8(t_, x); p8(name, t_, 16); } while (0)
#define P8D(name, x) do { uint8_t t_[8]; vst1_u8(t_, x); p8(name, t_, 8); } while (0)

static void tables(void) {
  uint8x16x4_t t = vld1q_u8_x4(bytes);
  /* Indices 0..63 (halved for the tables of fewer bytes): some out of range. */
  uint8_t ix[16];
  for (int i = 0; i < 16; i++)
    ix[i] = (uint8_t)((i * 13 + 5) & 63);
  uint8x16_t idx = vld1q_u8(ix);
  uint8x8_t idx8 = vld1_u8(ix + 4);
  uint8x16x2_t t2 = {{t.val[0], t.val[1]}};
  uint8x16x3_t t3 = {{t.val[0], t.val[1], t.val[2]}};
  uint8x16_t acc = vdupq_n_u8(0xee);
  P8Q("qtbl1q", vqtbl1q_u8(t.val[3], vshrq_n_u8(idx, 1)));
  P8Q("qtbl2q", vqtbl2q_u8(t2, idx));
  P8Q("qtbl3q", vqtbl3q_u8(t3, idx));
  P8Q("qtbl4q", vqtbl4q_u8(t, vaddq_u8(idx, vdupq_n_u8(3))));
  P8D("qtbl2", vqtbl2_u8(t2, idx8));
  P8D("qtbl3", vqtbl3_u8(t3, idx8));
  P8D("qtbl4", vqtbl4_u8(t, idx8));
  P8Q("qtbx1q", vqtbx1q_u8(acc, t.val[2], vshrq_n_u8(idx, 1)));
  P8Q("qtbx2q", vqtbx2q_u8(acc, t2, idx));
  P8Q("qtbx3q", vqtbx3q_u8(acc, t3, idx));
  P8Q("qtbx4q", vqtbx4q_u8(acc, t, vaddq_u8(idx, idx)));
  P8D("qtbx1", vqtbx1_u8(vget_low_u8(acc), t.val[1], vshr_n_u8(idx8, 1)));
  P8D("qtbx2", vqtbx2_u8(vget_low_u8(acc), t2, idx8));
  P8D("qtbx4", vqtbx4_u8(vget_high_u8(acc), t, idx8));
  uint8x8x4_t d = vld4_u8(bytes + 3);
  uint8x8x2_t d2 = {{d.val[0], d.val[1]}};
  uint8x8x3_t d3 = {{d.val[0], d.val[1], d.val[2]}};
  uint8x8_t small = vshr_n_u8(idx8, 1);
  P8D("tbl1", vtbl1_u8(d.val[2], small));
  P8D("tbl2", vtbl2_u8(d2, small));
  P8D("tbl3", vtbl3_u8(d3, small));
  P8D("tbl4", vtbl4_u8(d, small));
  P8D("tbx1", vtbx1_u8(vget_low_u8(acc), d.val[3], small));
  P8D("tbx2", vtbx2_u8(vget_low_u8(acc), d2, small));
  P8D("tbx3", vtbx3_u8(vget_low_u8(acc), d3, small));
  P8D("tbx4", vtbx4_u8(vget_low_u8(acc), d, small));
}

static void narrowing(void) {
  int16x8_t h = vld1q_s16(h16);
  uint16x8_t uh = vreinterpretq_u16_s16(h);
  int32x4_t w = vld1q_s32(w32);
  int64x2_t q = vld1q_s64(d64);
  uint8x8_t lo = vld1_u8(bytes);
  uint8_t o8[16];
  int16_t o16[8];
  int32_t o32[4];
  vst1_u8(o8, vshrn_n_u16(uh, 3)); p8("shrn", o8, 8);
  vst1_u8(o8, vrshrn_n_u16(uh, 7)); p8("rshrn", o8, 8);
  vst1_s16(o16, vqshrn_n_s32(w, 15)); p16("sqshrn", o16, 4);
  vst1_s16(o16, vqrshrn_n_s32(w, 16)); p16("sqrshrn", o16, 4);
  vst1_u16((uint16_t *)o16, vqshrn_n_u32(vreinterpretq_u32_s32(w), 16)); p16("uqshrn", o16, 4);
  vst1_u32((uint32_t *)o32, vqrshrn_n_u64(vreinterpretq_u64_s64(q), 32)); p32("uqrshrn", o32, 2);
  vst1_u8(o8, vqshrun_n_s16(h, 2)); p8("sqshrun", o8, 8);
  vst1_u8(o8, vqrshrun_n_s16(h, 6)); p8("sqrshrun", o8, 8);
  vst1_s32(o32, vqshrn_n_s64(q, 32)); p32("sqshrn64", o32, 2);
  vst1q_u8(o8, vshrn_high_n_u16(lo, uh, 4)); p8("shrn2", o8, 16);
  vst1q_u8(o8, vrshrn_high_n_u16(lo, uh, 8)); p8("rshrn2", o8, 16);
  vst1q_s16(o16, vqshrn_high_n_s32(vget_low_s16(h), w, 16)); p16("sqshrn2", o16, 8);
  vst1q_u8(o8, vqrshrun_high_n_s16(lo, h, 5)); p8("sqrshrun2", o8, 16);
  vst1q_s16(o16, vqrshrn_high_n_s32(vget_high_s16(h), w, 16)); p16("sqrshrn2", o16, 8);
  printf("sqshrnh: %d %d\n", vqshrnh_n_s16(h16[3], 3), vqshrnh_n_s16(h16[0], 1));
  printf("sqshrnd: %d\n", vqshrnd_n_s64(d64[5], 32));
  printf("uqrshrns: %u\n", vqrshrns_n_u32((uint32_t)w32[7], 4));
}

static void structures(void) {
  uint8_t o8[64];
  int16_t o16[32];
  int32_t o32[16];
  int64_t o64[8];
  float of[16];
  uint8x16x2_t b2 = vld2q_u8(bytes);
  vst1q_u8_x2(o8, b2); p8("ld2q", o8, 32);
  uint8x8x3_t b3 = vld3_u8(bytes + 1);
  vst1_u8_x3(o8, b3); p8("ld3", o8, 24);
  int16x8x4_t h4 = vld4q_s16(h16);
  vst1q_s16_x4(o16, h4); p16("ld4q", o16, 32);
  int16x4x2_t h2 = vld2_s16(h16 + 5);
  vst2_s16(o16, h2); p16("ld2st2", o16, 8);
  int32x4x3_t w3 = vld3q_s32(w32);
  vst3q_s32(o32, w3); p32("ld3st3q", o32, 12);
  float32x4x4_t f4 = vld4q_f32(f32);
  vst1q_f32_x4(of, f4); pf("ld4qf", of, 16);
  vst4q_f32(of, f4); pf("st4qf", of, 16);
  int64x2x2_t q2 = vld2q_s64(d64);
  vst1q_s64_x2(o64, q2); p64("ld2q64", o64, 4);
  int64x1x2_t q1 = vld2_s64(d64 + 3);
  vst2_s64(o64, q1); p64("ld2d64", o64, 2);
  int32x2x4_t w4 = vld1_s32_x4(w32 + 1);
  vst4_s32(o32, w4); p32("ld1x4st4", o32, 8);
  int16x8x3_t h3 = vld1q_s16_x3(h16 + 2);
  vst1q_s16_x3(o16, h3); p16("ld1x3q", o16, 24);
  uint8x8x2_t b22 = vld1_u8_x2(bytes + 7);
  vst2_u8(o8, b22); p8("ld1x2st2", o8, 16);
  uint8x16x4_t b4 = vld4q_u8(bytes);
  vst4q_u8(o8, b4); p8("ld4st4q", o8, 64);
  uint8x16x3_t r3 = vld3q_dup_u8(bytes + 9);
  vst1q_u8_x3(o8, r3); p8("ld3r", o8, 48);
  int32x4x2_t r2 = vld2q_dup_s32(w32 + 3);
  vst1q_s32_x2(o32, r2); p32("ld2r", o32, 8);
  int16x4x4_t r4 = vld4_dup_s16(h16 + 11);
  vst1_s16_x4(o16, r4); p16("ld4r", o16, 16);
  int64x1x2_t r1 = vld2_dup_s64(d64 + 1);
  vst1_s64_x2(o64, r1); p64("ld2r64", o64, 2);
  uint8x16x2_t l2 = vld2q_lane_u8(bytes + 40, b2, 3);
  vst1q_u8_x2(o8, l2); p8("ld2lane", o8, 32);
  int16x4x3_t l3 = vld3_lane_s16(h16 + 20, vld3_s16(h16), 2);
  vst1_s16_x3(o16, l3); p16("ld3lane", o16, 12);
  float32x4x4_t l4 = vld4q_lane_f32(f32 + 8, f4, 1);
  vst1q_f32_x4(of, l4); pf("ld4lane", of, 16);
  int64x2x2_t l64 = vld2q_lane_s64(d64 + 4, q2, 1);
  vst1q_s64_x2(o64, l64); p64("ld2lane64", o64, 4);
  for (int i = 0; i < 8; i++) o8[i] = 0;
  vst2q_lane_u8(o8, b2, 5); p8("st2lane", o8, 3);
  vst3_lane_s16(o16, vld3_s16(h16 + 1), 3); p16("st3lane", o16, 3);
  vst4q_lane_s32(o32, vld4q_s32(w32), 2); p32("st4lane", o32, 4);
}

static void long_ops(void) {
  int8x8_t b = vreinterpret_s8_u8(vld1_u8(bytes + 5));
  int8x8_t c = vreinterpret_s8_u8(vld1_u8(bytes + 21));
  uint8x16_t ub = vld1q_u8(bytes + 30);
  int16x8_t h = vld1q_s16(h16 + 4);
  int16x4_t h4a = vld1_s16(h16 + 1), h4b = vld1_s16(h16 + 17);
  int32x4_t w = vld1q_s32(w32 + 2);
  int32x2_t w2a = vld1_s32(w32 + 9), w2b = vld1_s32(w32 + 12);
  int64x2_t q = vld1q_s64(d64 + 2);
  int16_t o16[8];
  int32_t o32[4];
  int64_t o64[2];
  vst1q_s16(o16, vmlal_s8(h, b, c)); p16("smlal", o16, 8);
  vst1q_u16((uint16_t *)o16, vmlal_u8(vreinterpretq_u16_s16(h), vreinterpret_u8_s8(b), vreinterpret_u8_s8(c))); p16("umlal", o16, 8);
  vst1q_s32(o32, vmlsl_s16(w, h4a, h4b)); p32("smlsl", o32, 4);
  vst1q_u32((uint32_t *)o32, vmlsl_u16(vreinterpretq_u32_s32(w), vreinterpret_u16_s16(h4a), vreinterpret_u16_s16(h4b))); p32("umlsl", o32, 4);
  vst1q_s64(o64, vmlal_high_s32(q, w, vld1q_s32(w32 + 7))); p64("smlal2", o64, 2);
  vst1q_s64(o64, vmull_s32(w2a, w2b)); p64("smull", o64, 2);
  vst1q_s32(o32, vqdmull_s16(h4a, h4b)); p32("sqdmull", o32, 4);
  vst1q_s64(o64, vqdmlal_s32(q, w2a, w2b)); p64("sqdmlal", o64, 2);
  vst1q_s32(o32, vqdmlsl_s16(w, h4a, h4b)); p32("sqdmlsl", o32, 4);
  vst1q_s32(o32, vqdmull_s16(vdup_n_s16(-32768), vdup_n_s16(-32768))); p32("sqdmull_sat", o32, 4);
  vst1q_u16((uint16_t *)o16, vpaddlq_u8(ub)); p16("uaddlp", o16, 8);
  vst1_s32(o32, vpaddl_s16(h4a)); p32("saddlp", o32, 2);
  vst1q_s64(o64, vpaddlq_s32(w)); p64("saddlp2d", o64, 2);
  vst1q_u64((uint64_t *)o64, vpadalq_u32(vreinterpretq_u64_s64(q), vreinterpretq_u32_s32(w))); p64("uadalp", o64, 2);
  vst1_s16(o16, vpadal_s8(h4b, b)); p16("sadalp", o16, 4);
  vst1q_s32(o32, vpadalq_s16(w, h)); p32("sadalp4s", o32, 4);
  printf("addpd: %lld\n", (long long)vpaddd_s64(q));
  printf("addlv: %u %lld %llu %d\n", vaddlvq_u16(vreinterpretq_u16_s16(h)), (long long)vaddlvq_s32(w),
         (unsigned long long)vaddlv_u32(vreinterpret_u32_s32(w2a)), vaddlv_s16(h4a));
}

static void conversions(void) {
  for (int i = 0; i < 6; i++) {
    double d = (double)i * 1.37 - 4.5;
    float f = (float)d * 3.0f;
    printf("cvt %d: %lld %d %lld %d %llu %u %lld %d\n", i, (long long)vcvtnd_s64_f64(d),
           vcvtns_s32_f32(f), (long long)vcvtad_s64_f64(d), vcvtas_s32_f32(f),
           (unsigned long long)vcvtmd_u64_f64(d < 0 ? -d : d), vcvtps_u32_f32(f < 0 ? -f : f),
           (long long)vcvtpd_s64_f64(d), vcvtms_s32_f32(f));
  }
}

int main(void) {
  init();
  tables();
  narrowing();
  structures();
  long_ops();
  conversions();
  return 0;
}
#else
int main(void) {
  printf("not AArch64\n");
  return 0;
}
#endif
