/* arm_neon.h intrinsics on AArch64 (saturating arithmetic, reductions, pairwise
   operations, table lookups, absolute differences, halving adds, register shifts,
   conversions); elsewhere the same results from plain C. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#ifdef __aarch64__
#include <arm_neon.h>
#endif

static int8_t a8[16], b8[16];
static uint8_t u8a[16], u8b[16];
static int16_t a16[8], b16[8];
static int32_t a32[4], b32[4];
static uint32_t u32a[4];
static int64_t a64[2], b64[2];
static float f32a[4], f32b[4];
static double f64a[2];

static void init(void) {
  for (int i = 0; i < 16; i++) {
    a8[i] = (int8_t)(i * 37 - 100);
    b8[i] = (int8_t)(i * 53 - 90);
    u8a[i] = (uint8_t)(i * 29 + 7);
    u8b[i] = (uint8_t)(i * 71 + 3);
  }
  for (int i = 0; i < 8; i++) {
    a16[i] = (int16_t)(i * 9000 - 30000);
    b16[i] = (int16_t)(i * 7001 - 20000);
  }
  for (int i = 0; i < 4; i++) {
    a32[i] = i * 1000000007 - 2000000000;
    b32[i] = i * 900000001 - 1000000000;
    u32a[i] = 4000000000u - (uint32_t)i * 1234567u;
    f32a[i] = (float)i * 1.75f - 2.5f;
    f32b[i] = 3.25f - (float)i;
  }
  a64[0] = INT64_MAX - 5; a64[1] = INT64_MIN + 7;
  b64[0] = 10; b64[1] = -10;
  f64a[0] = -7.5; f64a[1] = 2.5;
}

static int8_t sat8(int v) { return v > 127 ? 127 : v < -128 ? -128 : (int8_t)v; }
static uint8_t usat8(int v) { return v > 255 ? 255 : v < 0 ? 0 : (uint8_t)v; }
static int16_t sat16(int v) { return v > 32767 ? 32767 : v < -32768 ? -32768 : (int16_t)v; }
static int32_t sat32(int64_t v) {
  return v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : (int32_t)v;
}

static void p8(const char *n, const int8_t *v, int k) {
  printf("%s:", n);
  for (int i = 0; i < k; i++) printf(" %d", v[i]);
  printf("\n");
}
static void pu8(const char *n, const uint8_t *v, int k) {
  printf("%s:", n);
  for (int i = 0; i < k; i++) printf(" %u", v[i]);
  printf("\n");
}
static void p16(const char *n, const int16_t *v, int k) {
  printf("%s:", n);
  for (int i = 0; i < k; i++) printf(" %d", v[i]);
  printf("\n");
}
static void p32(const char *n, const int32_t *v, int k) {
  printf("%s:", n);
  for (int i = 0; i < k; i++) printf(" %d", v[i]);
  printf("\n");
}
static void pf(const char *n, const float *v, int k) {
  printf("%s:", n);
  for (int i = 0; i < k; i++) printf(" %.3f", v[i]);
  printf("\n");
}

static void saturating(void) {
  int8_t r8[16];
  uint8_t ru[16];
  int16_t r16[8];
  int32_t r32[4];
#ifdef __aarch64__
  vst1q_s8(r8, vqaddq_s8(vld1q_s8(a8), vld1q_s8(b8)));
  p8("sqadd16b", r8, 16);
  vst1q_s8(r8, vqsubq_s8(vld1q_s8(a8), vld1q_s8(b8)));
  p8("sqsub16b", r8, 16);
  vst1_s8(r8, vqadd_s8(vld1_s8(a8), vld1_s8(b8 + 8)));
  p8("sqadd8b", r8, 8);
  vst1q_u8(ru, vqaddq_u8(vld1q_u8(u8a), vld1q_u8(u8b)));
  pu8("uqadd", ru, 16);
  vst1q_u8(ru, vqsubq_u8(vld1q_u8(u8a), vld1q_u8(u8b)));
  pu8("uqsub", ru, 16);
  vst1q_s16(r16, vqaddq_s16(vld1q_s16(a16), vld1q_s16(b16)));
  p16("sqadd8h", r16, 8);
  vst1q_s16(r16, vqdmulhq_s16(vld1q_s16(a16), vld1q_s16(b16)));
  p16("sqdmulh", r16, 8);
  vst1q_s16(r16, vqrdmulhq_s16(vld1q_s16(a16), vld1q_s16(b16)));
  p16("sqrdmulh", r16, 8);
  vst1q_s32(r32, vqsubq_s32(vld1q_s32(a32), vld1q_s32(b32)));
  p32("sqsub4s", r32, 4);
  vst1q_s8(r8, vqabsq_s8(vld1q_s8(a8)));
  p8("sqabs", r8, 16);
  vst1q_s8(r8, vqnegq_s8(vld1q_s8(a8)));
  p8("sqneg", r8, 16);
  vst1q_s32(r32, vabsq_s32(vld1q_s32(a32)));
  p32("abs", r32, 4);
  vst1_s8(r8, vqmovn_s16(vld1q_s16(a16)));
  p8("sqxtn", r8, 8);
  vst1_u8(ru, vqmovun_s16(vld1q_s16(b16)));
  pu8("sqxtun", ru, 8);
  vst1_u16((uint16_t *)r16, vqmovn_u32(vld1q_u32(u32a)));
  p16("uqxtn", r16, 4);
  printf("scalar: %d %d %lld %lld\n", vqadds_s32(a32[0], b32[0]), vqsubs_s32(a32[3], b32[0]),
         (long long)vqaddd_s64(a64[0], b64[0]), (long long)vqsubd_s64(a64[1], b64[0]));
#else
  for (int i = 0; i < 16; i++) r8[i] = sat8(a8[i] + b8[i]);
  p8("sqadd16b", r8, 16);
  for (int i = 0; i < 16; i++) r8[i] = sat8(a8[i] - b8[i]);
  p8("sqsub16b", r8, 16);
  for (int i = 0; i < 8; i++) r8[i] = sat8(a8[i] + b8[i + 8]);
  p8("sqadd8b", r8, 8);
  for (int i = 0; i < 16; i++) ru[i] = usat8(u8a[i] + u8b[i]);
  pu8("uqadd", ru, 16);
  for (int i = 0; i < 16; i++) ru[i] = usat8(u8a[i] - u8b[i]);
  pu8("uqsub", ru, 16);
  for (int i = 0; i < 8; i++) r16[i] = sat16(a16[i] + b16[i]);
  p16("sqadd8h", r16, 8);
  for (int i = 0; i < 8; i++) r16[i] = (int16_t)sat32((2LL * a16[i] * b16[i]) >> 16);
  p16("sqdmulh", r16, 8);
  for (int i = 0; i < 8; i++) r16[i] = (int16_t)sat32((2LL * a16[i] * b16[i] + (1 << 15)) >> 16);
  p16("sqrdmulh", r16, 8);
  for (int i = 0; i < 4; i++) r32[i] = sat32((int64_t)a32[i] - b32[i]);
  p32("sqsub4s", r32, 4);
  for (int i = 0; i < 16; i++) r8[i] = sat8(a8[i] < 0 ? -a8[i] : a8[i]);
  p8("sqabs", r8, 16);
  for (int i = 0; i < 16; i++) r8[i] = sat8(-a8[i]);
  p8("sqneg", r8, 16);
  for (int i = 0; i < 4; i++) r32[i] = (int32_t)(a32[i] < 0 ? 0u - (uint32_t)a32[i] : (uint32_t)a32[i]);
  p32("abs", r32, 4);
  for (int i = 0; i < 8; i++) r8[i] = sat8(a16[i]);
  p8("sqxtn", r8, 8);
  for (int i = 0; i < 8; i++) ru[i] = usat8(b16[i]);
  pu8("sqxtun", ru, 8);
  for (int i = 0; i < 4; i++) r16[i] = (int16_t)(u32a[i] > 65535 ? 65535 : u32a[i]);
  p16("uqxtn", r16, 4);
  printf("scalar: %d %d %lld %lld\n", sat32((int64_t)a32[0] + b32[0]), sat32((int64_t)a32[3] - b32[0]),
         (long long)INT64_MAX, (long long)INT64_MIN);
#endif
}

static void reductions(void) {
  int8_t r8[16];
  uint8_t ru[16];
  int32_t r32[4];
  float rf[4];
#ifdef __aarch64__
  printf("addv: %u %d %u %d %d\n", vaddvq_u8(vld1q_u8(u8a)), vaddvq_s8(vld1q_s8(a8)),
         vaddv_u8(vld1_u8(u8b)), vaddvq_s16(vld1q_s16(a16)), vaddvq_s32(vld1q_s32(b32)));
  printf("addv2: %d %lld\n", vaddv_s32(vld1_s32(a32)), (long long)vaddvq_s64(vld1q_s64(b64)));
  printf("maxv: %u %d %u %d %d %d\n", vmaxvq_u8(vld1q_u8(u8a)), vmaxvq_s8(vld1q_s8(a8)),
         vminvq_u8(vld1q_u8(u8b)), vminvq_s8(vld1q_s8(b8)), vmaxvq_s16(vld1q_s16(a16)),
         vminv_s32(vld1_s32(b32 + 2)));
  printf("maxv32: %u %d\n", vmaxvq_u32(vld1q_u32(u32a)), vminvq_s32(vld1q_s32(a32)));
  printf("addlv: %u %d %u %lld\n", vaddlvq_u8(vld1q_u8(u8a)), vaddlvq_s8(vld1q_s8(a8)),
         vaddlvq_u16(vld1q_u16((const uint16_t *)a16)), (long long)vaddlvq_s32(vld1q_s32(a32)));
  printf("fmaxv: %.3f %.3f %.3f %.3f %.3f %.3f\n", vmaxvq_f32(vld1q_f32(f32a)), vminvq_f32(vld1q_f32(f32a)),
         vmaxnmvq_f32(vld1q_f32(f32b)), vminnmv_f32(vld1_f32(f32b)), vmaxvq_f64(vld1q_f64(f64a)),
         vaddvq_f32(vld1q_f32(f32b)));
  vst1q_u8(ru, vpaddq_u8(vld1q_u8(u8a), vld1q_u8(u8b)));
  pu8("addp", ru, 16);
  vst1_s8(r8, vpmax_s8(vld1_s8(a8), vld1_s8(b8)));
  p8("smaxp", r8, 8);
  vst1q_s32(r32, vpminq_s32(vld1q_s32(a32), vld1q_s32(b32)));
  p32("sminp", r32, 4);
  vst1q_f32(rf, vpaddq_f32(vld1q_f32(f32a), vld1q_f32(f32b)));
  pf("faddp", rf, 4);
  vst1q_f32(rf, vpmaxq_f32(vld1q_f32(f32a), vld1q_f32(f32b)));
  pf("fmaxp", rf, 4);
  vst1q_f32(rf, vmaxq_f32(vld1q_f32(f32a), vld1q_f32(f32b)));
  pf("fmax", rf, 4);
  vst1q_f32(rf, vminnmq_f32(vld1q_f32(f32a), vld1q_f32(f32b)));
  pf("fminnm", rf, 4);
#else
  {
    unsigned su = 0, sub = 0; int s8 = 0, s16 = 0, s32 = 0;
    for (int i = 0; i < 16; i++) { su += u8a[i]; s8 += a8[i]; }
    for (int i = 0; i < 8; i++) { sub += u8b[i]; s16 += a16[i]; }
    for (int i = 0; i < 4; i++) s32 += (int32_t)((uint32_t)b32[i]);
    printf("addv: %u %d %u %d %d\n", su & 255, (int8_t)s8, sub & 255, (int16_t)s16, s32);
    printf("addv2: %d %lld\n", (int32_t)((uint32_t)a32[0] + (uint32_t)a32[1]), (long long)(b64[0] + b64[1]));
    uint8_t mu = 0, nu = 255; int8_t ms = -128, ns = 127; int16_t m16 = -32768; int32_t n32 = INT32_MAX;
    for (int i = 0; i < 16; i++) {
      if (u8a[i] > mu) mu = u8a[i];
      if (u8b[i] < nu) nu = u8b[i];
      if (a8[i] > ms) ms = a8[i];
      if (b8[i] < ns) ns = b8[i];
    }
    for (int i = 0; i < 8; i++) if (a16[i] > m16) m16 = a16[i];
    for (int i = 2; i < 4; i++) if (b32[i] < n32) n32 = b32[i];
    printf("maxv: %u %d %u %d %d %d\n", mu, ms, nu, ns, m16, n32);
    uint32_t m32 = 0; int32_t mn = INT32_MAX;
    for (int i = 0; i < 4; i++) { if (u32a[i] > m32) m32 = u32a[i]; if (a32[i] < mn) mn = a32[i]; }
    printf("maxv32: %u %d\n", m32, mn);
    unsigned lu = 0, l16 = 0; int ls = 0; long long l32 = 0;
    for (int i = 0; i < 16; i++) { lu += u8a[i]; ls += a8[i]; }
    for (int i = 0; i < 8; i++) l16 += (uint16_t)a16[i];
    for (int i = 0; i < 4; i++) l32 += a32[i];
    printf("addlv: %u %d %u %lld\n", lu, ls, l16, l32);
    float fmx = f32a[0], fmn = f32a[0], fnm = f32b[0], fnn = f32b[0];
    for (int i = 1; i < 4; i++) {
      if (f32a[i] > fmx) fmx = f32a[i];
      if (f32a[i] < fmn) fmn = f32a[i];
      if (f32b[i] > fnm) fnm = f32b[i];
    }
    if (f32b[1] < fnn) fnn = f32b[1];
    double dm = f64a[0] > f64a[1] ? f64a[0] : f64a[1];
    float fs = (f32b[0] + f32b[1]) + (f32b[2] + f32b[3]);
    printf("fmaxv: %.3f %.3f %.3f %.3f %.3f %.3f\n", fmx, fmn, fnm, fnn, dm, fs);
  }
  for (int i = 0; i < 8; i++) { ru[i] = (uint8_t)(u8a[2 * i] + u8a[2 * i + 1]); ru[i + 8] = (uint8_t)(u8b[2 * i] + u8b[2 * i + 1]); }
  pu8("addp", ru, 16);
  for (int i = 0; i < 4; i++) {
    r8[i] = a8[2 * i] > a8[2 * i + 1] ? a8[2 * i] : a8[2 * i + 1];
    r8[i + 4] = b8[2 * i] > b8[2 * i + 1] ? b8[2 * i] : b8[2 * i + 1];
  }
  p8("smaxp", r8, 8);
  for (int i = 0; i < 2; i++) {
    r32[i] = a32[2 * i] < a32[2 * i + 1] ? a32[2 * i] : a32[2 * i + 1];
    r32[i + 2] = b32[2 * i] < b32[2 * i + 1] ? b32[2 * i] : b32[2 * i + 1];
  }
  p32("sminp", r32, 4);
  for (int i = 0; i < 2; i++) { rf[i] = f32a[2 * i] + f32a[2 * i + 1]; rf[i + 2] = f32b[2 * i] + f32b[2 * i + 1]; }
  pf("faddp", rf, 4);
  for (int i = 0; i < 2; i++) {
    rf[i] = f32a[2 * i] > f32a[2 * i + 1] ? f32a[2 * i] : f32a[2 * i + 1];
    rf[i + 2] = f32b[2 * i] > f32b[2 * i + 1] ? f32b[2 * i] : f32b[2 * i + 1];
  }
  pf("fmaxp", rf, 4);
  for (int i = 0; i < 4; i++) rf[i] = f32a[i] > f32b[i] ? f32a[i] : f32b[i];
  pf("fmax", rf, 4);
  for (int i = 0; i < 4; i++) rf[i] = f32a[i] < f32b[i] ? f32a[i] : f32b[i];
  pf("fminnm", rf, 4);
#endif
}

static void misc(void) {
  uint8_t ru[16];
  int8_t r8[16];
  int16_t r16[8];
  int32_t r32[4];
  uint8_t idx[16];
  for (int i = 0; i < 16; i++) idx[i] = (uint8_t)((i * 7 + 3) % 20);
#ifdef __aarch64__
  static const int32_t sh1[4] = {3, -2, 1, -31}, sh2[4] = {-3, -2, -1, -5};
  static const int8_t sh3[16] = {1, 2, 3, 0, -1, -2, 4, 1, 1, 2, 3, 0, -1, -2, 4, 1};
  vst1q_u8(ru, vqtbl1q_u8(vld1q_u8(u8a), vld1q_u8(idx)));
  pu8("tbl", ru, 16);
  vst1_u8(ru, vqtbl1_u8(vld1q_u8(u8b), vld1_u8(idx + 8)));
  pu8("tbl8", ru, 8);
  vst1q_u8(ru, vabdq_u8(vld1q_u8(u8a), vld1q_u8(u8b)));
  pu8("uabd", ru, 16);
  vst1q_s16(r16, vabdq_s16(vld1q_s16(a16), vld1q_s16(b16)));
  p16("sabd", r16, 8);
  vst1q_u8(ru, vhaddq_u8(vld1q_u8(u8a), vld1q_u8(u8b)));
  pu8("uhadd", ru, 16);
  vst1q_u8(ru, vrhaddq_u8(vld1q_u8(u8a), vld1q_u8(u8b)));
  pu8("urhadd", ru, 16);
  vst1q_s8(r8, vhaddq_s8(vld1q_s8(a8), vld1q_s8(b8)));
  p8("shadd", r8, 16);
  vst1q_s32(r32, vshlq_s32(vld1q_s32(a32), vld1q_s32(sh1)));
  p32("sshl", r32, 4);
  vst1q_s32(r32, vrshlq_s32(vld1q_s32(a32), vld1q_s32(sh2)));
  p32("srshl", r32, 4);
  vst1q_s8(r8, vqshlq_s8(vld1q_s8(a8), vld1q_s8(sh3)));
  p8("sqshl", r8, 16);
  printf("shl64: %lld %llu\n", (long long)vshld_s64(b64[1], 3), (unsigned long long)vshld_u64(12345, -2));
  {
    float fv[4] = {2.5f, -2.5f, 3.5f, -0.4f};
    int32_t c[4];
    vst1q_s32(c, vcvtnq_s32_f32(vld1q_f32(fv)));
    p32("fcvtns", c, 4);
    vst1q_s32(c, vcvtaq_s32_f32(vld1q_f32(fv)));
    p32("fcvtas", c, 4);
    vst1q_s32(c, vcvtmq_s32_f32(vld1q_f32(fv)));
    p32("fcvtms", c, 4);
    vst1q_s32(c, vcvtpq_s32_f32(vld1q_f32(fv)));
    p32("fcvtps", c, 4);
    vst1q_u32((uint32_t *)c, vcvtq_u32_f32(vld1q_f32(f32b)));
    p32("fcvtzu", c, 4);
    printf("scvt: %d %d %u\n", vcvtns_s32_f32(2.5f), vcvtas_s32_f32(-2.5f), vcvtms_u32_f32(7.9f));
    float r[4];
    vst1q_f32(r, vrndnq_f32(vld1q_f32(fv)));
    pf("frintn", r, 4);
    vst1q_f32(r, vmulxq_f32(vld1q_f32(f32a), vld1q_f32(f32b)));
    pf("fmulx", r, 4);
    vst1q_f32(r, vrecpsq_f32(vld1q_f32(f32a), vld1q_f32(f32b)));
    pf("frecps", r, 4);
    vst1q_f32(r, vrsqrtsq_f32(vld1q_f32(f32a), vld1q_f32(f32b)));
    pf("frsqrts", r, 4);
  }
#else
  for (int i = 0; i < 16; i++) ru[i] = idx[i] < 16 ? u8a[idx[i]] : 0;
  pu8("tbl", ru, 16);
  for (int i = 0; i < 8; i++) ru[i] = idx[i + 8] < 16 ? u8b[idx[i + 8]] : 0;
  pu8("tbl8", ru, 8);
  for (int i = 0; i < 16; i++) ru[i] = (uint8_t)(u8a[i] > u8b[i] ? u8a[i] - u8b[i] : u8b[i] - u8a[i]);
  pu8("uabd", ru, 16);
  for (int i = 0; i < 8; i++) r16[i] = (int16_t)(a16[i] > b16[i] ? a16[i] - b16[i] : b16[i] - a16[i]);
  p16("sabd", r16, 8);
  for (int i = 0; i < 16; i++) ru[i] = (uint8_t)((u8a[i] + u8b[i]) >> 1);
  pu8("uhadd", ru, 16);
  for (int i = 0; i < 16; i++) ru[i] = (uint8_t)((u8a[i] + u8b[i] + 1) >> 1);
  pu8("urhadd", ru, 16);
  for (int i = 0; i < 16; i++) r8[i] = (int8_t)((a8[i] + b8[i]) >> 1);
  p8("shadd", r8, 16);
  {
    const int s[4] = {3, -2, 1, -31};
    for (int i = 0; i < 4; i++) r32[i] = s[i] >= 0 ? (int32_t)((uint32_t)a32[i] << s[i]) : a32[i] >> -s[i];
    p32("sshl", r32, 4);
    const int t[4] = {-3, -2, -1, -5};
    for (int i = 0; i < 4; i++) r32[i] = (int32_t)(((int64_t)a32[i] + (1LL << (-t[i] - 1))) >> -t[i]);
    p32("srshl", r32, 4);
    const int q[16] = {1, 2, 3, 0, -1, -2, 4, 1, 1, 2, 3, 0, -1, -2, 4, 1};
    for (int i = 0; i < 16; i++) r8[i] = q[i] >= 0 ? sat8(a8[i] * (1 << q[i])) : (int8_t)(a8[i] >> -q[i]);
    p8("sqshl", r8, 16);
    printf("shl64: %lld %llu\n", (long long)(b64[1] * 8), 12345ULL >> 2);
  }
  {
    int32_t c[4] = {2, -2, 4, 0};
    p32("fcvtns", c, 4);
    int32_t c2[4] = {3, -3, 4, 0};
    p32("fcvtas", c2, 4);
    int32_t c3[4] = {2, -3, 3, -1};
    p32("fcvtms", c3, 4);
    int32_t c4[4] = {3, -2, 4, 0};
    p32("fcvtps", c4, 4);
    for (int i = 0; i < 4; i++) c[i] = f32b[i] < 0 ? 0 : (int32_t)(uint32_t)f32b[i];
    p32("fcvtzu", c, 4);
    printf("scvt: %d %d %u\n", 2, -3, 7u);
    float r[4] = {2.0f, -2.0f, 4.0f, -0.0f};
    pf("frintn", r, 4);
    for (int i = 0; i < 4; i++) r[i] = f32a[i] * f32b[i];
    pf("fmulx", r, 4);
    for (int i = 0; i < 4; i++) r[i] = 2.0f - f32a[i] * f32b[i];
    pf("frecps", r, 4);
    for (int i = 0; i < 4; i++) r[i] = (3.0f - f32a[i] * f32b[i]) / 2.0f;
    pf("frsqrts", r, 4);
  }
#endif
}

int main(void) {
  init();
  saturating();
  reductions();
  misc();
  return 0;
}
