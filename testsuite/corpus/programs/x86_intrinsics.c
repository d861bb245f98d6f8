/* immintrin.h intrinsics that clang lowers to llvm.x86.* calls or to generic vector IR:
   SSE/SSE2 (packs, madd, sad, avg, mulhi, shifts by immediates, registers and variable
   counts, movemask, min/max, rsqrt/rcp, conversions with rounding, comparisons), SSE3
   horizontal adds, SSSE3 (pshufb, phadd, pmaddubsw, pmulhrsw, sign, abs, alignr), SSE4.1
   (blendv, round, dpps, mpsadbw, minpos, ptest, packus, min/max, mullo, extensions,
   extract/insert) and SSE4.2 compares, in functions compiled for those targets; and
   AVX2 versions (256-bit, permutes, gathers, masked loads and stores, variable shifts),
   whose results are checked against the 128-bit ones and so print the same whether or not
   the CPU has AVX2. */
#include <immintrin.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint64_t hash = 14695981039346656037ull;
static void mix(const void *p, size_t n) {
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) hash = (hash ^ b[i]) * 1099511628211ull;
}
#define MIXV(v) do { __typeof__(v) t_ = (v); mix(&t_, sizeof t_); } while (0)

static int32_t data[64];
static float fdata[64];

__attribute__((noinline)) static void sse2(int k) {
    __m128i a = _mm_loadu_si128((const __m128i *)&data[k]);
    __m128i b = _mm_loadu_si128((const __m128i *)&data[k + 4]);
    __m128 x = _mm_loadu_ps(&fdata[k]), y = _mm_loadu_ps(&fdata[k + 4]);
    __m128d dx = _mm_cvtps_pd(x), dy = _mm_cvtps_pd(y);
    MIXV(_mm_packs_epi32(a, b)); MIXV(_mm_packs_epi16(a, b)); MIXV(_mm_packus_epi16(a, b));
    MIXV(_mm_madd_epi16(a, b)); MIXV(_mm_sad_epu8(a, b)); MIXV(_mm_avg_epu8(a, b));
    MIXV(_mm_avg_epu16(a, b)); MIXV(_mm_mulhi_epi16(a, b)); MIXV(_mm_mulhi_epu16(a, b));
    MIXV(_mm_mul_epu32(a, b)); MIXV(_mm_mullo_epi16(a, b));
    MIXV(_mm_slli_epi16(a, 3)); MIXV(_mm_slli_epi32(a, 7)); MIXV(_mm_slli_epi64(a, 33));
    MIXV(_mm_srli_epi16(a, 5)); MIXV(_mm_srli_epi32(a, 31)); MIXV(_mm_srli_epi64(a, 1));
    MIXV(_mm_srai_epi16(a, 15)); MIXV(_mm_srai_epi32(a, 9)); MIXV(_mm_srai_epi32(a, 40));
    MIXV(_mm_slli_epi32(a, k & 31)); MIXV(_mm_srai_epi16(a, k & 15)); MIXV(_mm_srli_epi64(a, k));
    __m128i cnt = _mm_cvtsi32_si128(k & 15);
    MIXV(_mm_sll_epi16(a, cnt)); MIXV(_mm_srl_epi32(a, cnt)); MIXV(_mm_sra_epi32(a, cnt));
    MIXV(_mm_sll_epi64(a, cnt));
    MIXV(_mm_slli_si128(a, 5)); MIXV(_mm_srli_si128(a, 3));
    MIXV(_mm_shuffle_epi32(a, 0x1b)); MIXV(_mm_shufflelo_epi16(a, 0x4e)); MIXV(_mm_shufflehi_epi16(a, 0xb1));
    MIXV(_mm_unpacklo_epi8(a, b)); MIXV(_mm_unpackhi_epi16(a, b)); MIXV(_mm_unpacklo_epi64(a, b));
    int m = _mm_movemask_epi8(_mm_cmpgt_epi8(a, b)); MIXV(m);
    m = _mm_movemask_ps(_mm_cmplt_ps(x, y)); MIXV(m);
    m = _mm_movemask_pd(_mm_cmpge_pd(dx, dy)); MIXV(m);
    MIXV(_mm_min_ps(x, y)); MIXV(_mm_max_ps(x, y)); MIXV(_mm_min_ss(x, y)); MIXV(_mm_max_sd(dx, dy));
    MIXV(_mm_min_epi16(a, b)); MIXV(_mm_max_epu8(a, b));
    MIXV(_mm_cmpunord_ps(x, y)); MIXV(_mm_cmpneq_ps(x, y)); MIXV(_mm_cmpnle_pd(dx, dy));
    MIXV(_mm_cvtps_epi32(_mm_mul_ps(x, _mm_set1_ps(3.3f))));
    MIXV(_mm_cvttps_epi32(_mm_mul_ps(x, _mm_set1_ps(3.3f))));
    MIXV(_mm_cvtpd_epi32(dx)); MIXV(_mm_cvttpd_epi32(dy)); MIXV(_mm_cvtpd_ps(dx));
    MIXV(_mm_cvtepi32_ps(a)); MIXV(_mm_cvtepi32_pd(b));
    unsigned s = (unsigned)_mm_cvtss_si32(x) + (unsigned)_mm_cvttss_si32(y) + (unsigned)_mm_cvtsd_si32(dx); MIXV(s);
    unsigned long long l = (unsigned long long)_mm_cvtss_si64(y) + (unsigned long long)_mm_cvtsd_si64(dy); MIXV(l);
    MIXV(_mm_sqrt_ps(_mm_and_ps(x, _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff)))));
    /* Approximations differ between CPUs: only their accuracy is checked. */
    __m128 v = _mm_set1_ps(3.0f + (float)k);
    float r = _mm_cvtss_f32(_mm_mul_ps(_mm_rcp_ps(v), v));
    float q = _mm_cvtss_f32(_mm_mul_ps(_mm_mul_ps(_mm_rsqrt_ps(v), _mm_rsqrt_ps(v)), v));
    int close = r > 0.999f && r < 1.001f && q > 0.999f && q < 1.001f;
    MIXV(close);
    MIXV(_mm_extract_epi16(a, 5)); MIXV(_mm_insert_epi16(a, (int)(s & 0xffff), 2));
    MIXV(_mm_cvtsi128_si32(a)); MIXV(_mm_cvtsi128_si64(b));
    MIXV(_mm_adds_epi8(a, b)); MIXV(_mm_subs_epu16(a, b));
    MIXV(_mm_andnot_si128(a, b)); MIXV(_mm_add_epi64(a, b));
}

__attribute__((noinline, target("ssse3,sse4.1,sse4.2,popcnt"))) static void sse4(int k) {
    __m128i a = _mm_loadu_si128((const __m128i *)&data[k]);
    __m128i b = _mm_loadu_si128((const __m128i *)&data[k + 4]);
    __m128 x = _mm_loadu_ps(&fdata[k]), y = _mm_loadu_ps(&fdata[k + 4]);
    __m128d dx = _mm_cvtps_pd(x), dy = _mm_cvtps_pd(y);
    MIXV(_mm_hadd_ps(x, y)); MIXV(_mm_hsub_pd(dx, dy)); MIXV(_mm_addsub_ps(x, y));
    MIXV(_mm_shuffle_epi8(a, b)); MIXV(_mm_hadd_epi16(a, b)); MIXV(_mm_hadd_epi32(a, b));
    MIXV(_mm_hsub_epi32(a, b)); MIXV(_mm_hadds_epi16(a, b));
    MIXV(_mm_maddubs_epi16(a, b)); MIXV(_mm_mulhrs_epi16(a, b));
    MIXV(_mm_sign_epi8(a, b)); MIXV(_mm_sign_epi32(a, b));
    MIXV(_mm_abs_epi8(a)); MIXV(_mm_abs_epi32(b)); MIXV(_mm_alignr_epi8(a, b, 7));
    MIXV(_mm_blendv_epi8(a, b, _mm_xor_si128(a, b))); MIXV(_mm_blendv_ps(x, y, x));
    MIXV(_mm_blend_epi16(a, b, 0x5a)); MIXV(_mm_blend_ps(x, y, 6));
    MIXV(_mm_round_ps(_mm_mul_ps(x, _mm_set1_ps(1.7f)), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    MIXV(_mm_floor_pd(_mm_mul_pd(dx, _mm_set1_pd(1.3)))); MIXV(_mm_ceil_ps(y));
    MIXV(_mm_round_ss(x, _mm_mul_ps(y, _mm_set1_ps(0.7f)), _MM_FROUND_TO_ZERO));
    MIXV(_mm_dp_ps(x, y, 0xf1)); MIXV(_mm_dp_pd(dx, dy, 0x31));
    MIXV(_mm_mpsadbw_epu8(a, b, 5)); MIXV(_mm_minpos_epu16(a));
    int t = _mm_testz_si128(a, b) + 2 * _mm_testc_si128(a, b) + 4 * _mm_testnzc_si128(a, b); MIXV(t);
    t = _mm_testz_si128(a, _mm_setzero_si128()); MIXV(t);
    MIXV(_mm_packus_epi32(a, b)); MIXV(_mm_min_epi32(a, b)); MIXV(_mm_max_epu32(a, b));
    MIXV(_mm_max_epi8(a, b)); MIXV(_mm_min_epu16(a, b));
    MIXV(_mm_mullo_epi32(a, b)); MIXV(_mm_mul_epi32(a, b));
    MIXV(_mm_cvtepi8_epi32(a)); MIXV(_mm_cvtepu16_epi64(b)); MIXV(_mm_cvtepi32_epi64(a));
    MIXV(_mm_extract_epi8(a, 9)); MIXV(_mm_extract_epi32(b, 3)); MIXV(_mm_extract_epi64(a, 1));
    MIXV(_mm_insert_epi8(a, 0x5a, 11)); MIXV(_mm_insert_epi32(a, k, 1)); MIXV(_mm_insert_epi64(b, k, 0));
    MIXV(_mm_insert_ps(x, y, 0x9a)); MIXV(_mm_extract_ps(x, 2));
    MIXV(_mm_cmpgt_epi64(a, b)); MIXV(_mm_cmpeq_epi64(a, b));
    MIXV(_mm_popcnt_u32((unsigned)data[k])); MIXV(_mm_popcnt_u64((unsigned long long)data[k] << 20));
}

/* 256-bit versions agree with pairs of 128-bit operations. */
__attribute__((noinline, target("avx2"))) static int avx2(int k) {
    __m256i a = _mm256_loadu_si256((const __m256i *)&data[k]);
    __m256i b = _mm256_loadu_si256((const __m256i *)&data[k + 8]);
    __m256 x = _mm256_loadu_ps(&fdata[k]);
    __m128i alo = _mm256_castsi256_si128(a), ahi = _mm256_extracti128_si256(a, 1);
    __m128i blo = _mm256_castsi256_si128(b), bhi = _mm256_extracti128_si256(b, 1);
    int ok = 1;
#define SAME(v256, lo, hi) do { __m256i r_ = (v256); __m128i l_ = (lo), h_ = (hi);            \
        ok &= !memcmp(&l_, &r_, 16) && !memcmp(&h_, (char *)&r_ + 16, 16); } while (0)
    SAME(_mm256_madd_epi16(a, b), _mm_madd_epi16(alo, blo), _mm_madd_epi16(ahi, bhi));
    SAME(_mm256_packs_epi32(a, b), _mm_packs_epi32(alo, blo), _mm_packs_epi32(ahi, bhi));
    SAME(_mm256_shuffle_epi8(a, b), _mm_shuffle_epi8(alo, blo), _mm_shuffle_epi8(ahi, bhi));
    SAME(_mm256_sad_epu8(a, b), _mm_sad_epu8(alo, blo), _mm_sad_epu8(ahi, bhi));
    SAME(_mm256_srai_epi32(a, 5), _mm_srai_epi32(alo, 5), _mm_srai_epi32(ahi, 5));
    SAME(_mm256_slli_epi64(a, k & 63), _mm_slli_epi64(alo, k & 63), _mm_slli_epi64(ahi, k & 63));
    SAME(_mm256_sra_epi16(a, _mm_cvtsi32_si128(k & 15)), _mm_sra_epi16(alo, _mm_cvtsi32_si128(k & 15)),
         _mm_sra_epi16(ahi, _mm_cvtsi32_si128(k & 15)));
    SAME(_mm256_blendv_epi8(a, b, a), _mm_blendv_epi8(alo, blo, alo), _mm_blendv_epi8(ahi, bhi, ahi));
    SAME(_mm256_hadd_epi32(a, b), _mm_hadd_epi32(alo, blo), _mm_hadd_epi32(ahi, bhi));
    SAME(_mm256_mulhi_epi16(a, b), _mm_mulhi_epi16(alo, blo), _mm_mulhi_epi16(ahi, bhi));
    SAME(_mm256_max_epi32(a, b), _mm_max_epi32(alo, blo), _mm_max_epi32(ahi, bhi));
    __m128i cnt_lo = _mm_and_si128(blo, _mm_set1_epi32(31)), cnt_hi = _mm_and_si128(bhi, _mm_set1_epi32(31));
    __m256i cnt = _mm256_and_si256(b, _mm256_set1_epi32(31));
    SAME(_mm256_sllv_epi32(a, cnt), _mm_sllv_epi32(alo, cnt_lo), _mm_sllv_epi32(ahi, cnt_hi));
    SAME(_mm256_srav_epi32(a, cnt), _mm_srav_epi32(alo, cnt_lo), _mm_srav_epi32(ahi, cnt_hi));
    ok &= _mm256_movemask_epi8(a) == (int)((unsigned)_mm_movemask_epi8(alo) | (unsigned)_mm_movemask_epi8(ahi) << 16);
    ok &= _mm256_movemask_ps(x) == (_mm_movemask_ps(_mm256_castps256_ps128(x)) | _mm_movemask_ps(_mm256_extractf128_ps(x, 1)) << 4);
    ok &= _mm256_testz_si256(a, b) == (_mm_testz_si128(alo, blo) & _mm_testz_si128(ahi, bhi));
    /* Permutations against element-wise references. */
    __m256i idx = _mm256_and_si256(b, _mm256_set1_epi32(7));
    __m256i p = _mm256_permutevar8x32_epi32(a, idx);
    int32_t av[8], iv[8], pv[8];
    memcpy(av, &a, 32); memcpy(iv, &idx, 32); memcpy(pv, &p, 32);
    for (int i = 0; i < 8; i++) ok &= pv[i] == av[iv[i]];
    __m256i q = _mm256_permute4x64_epi64(a, 0x4e);
    ok &= !memcmp(&q, (char *)&a + 16, 16) && !memcmp((char *)&q + 16, &a, 16);
    __m256i g = _mm256_i32gather_epi32(data, idx, 4);
    int32_t gv[8]; memcpy(gv, &g, 32);
    for (int i = 0; i < 8; i++) ok &= gv[i] == data[iv[i]];
    __m256i mg = _mm256_mask_i32gather_epi32(b, data + 8, idx, a, 4);
    int32_t mv[8], bv[8]; memcpy(mv, &mg, 32); memcpy(bv, &b, 32);
    for (int i = 0; i < 8; i++) ok &= mv[i] == (av[i] < 0 ? data[8 + iv[i]] : bv[i]);
    __m256i ml = _mm256_maskload_epi32(data + k, a);
    int32_t lv[8]; memcpy(lv, &ml, 32);
    for (int i = 0; i < 8; i++) ok &= lv[i] == (av[i] < 0 ? data[k + i] : 0);
    int32_t out[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    _mm256_maskstore_epi32(out, b, a);
    for (int i = 0; i < 8; i++) ok &= out[i] == (bv[i] < 0 ? av[i] : i + 1);
    return ok;
}

int main(void) {
    uint32_t s = 88172645u;
    for (int i = 0; i < 64; i++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        data[i] = (int32_t)s;
        fdata[i] = (float)(int)(s % 20001 - 10000) / 64;
    }
    fdata[3] = __builtin_nanf("");
    for (int k = 0; k < 40; k++) sse2(k);
    printf("sse2 %016llx\n", (unsigned long long)hash);
    if (__builtin_cpu_supports("sse4.2") && __builtin_cpu_supports("popcnt"))
        for (int k = 0; k < 40; k++) sse4(k);
    printf("sse4 %016llx\n", (unsigned long long)hash);
    int ok = 1;
    if (__builtin_cpu_supports("avx2"))
        for (int k = 0; k < 40; k++) ok &= avx2(k);
    printf("avx2 %s\n", ok ? "agrees" : "DIFFERS");
    return (int)(hash & 0x3f);
}
