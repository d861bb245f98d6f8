/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 744074 --max-funcs 8 --max-block-depth 4 --max-expr-complexity 8 --max-array-len-per-dim 8 --max-struct-fields 8
 * Seed:      744074
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   int8_t  f0;
   uint32_t  f1;
   volatile int16_t  f2;
   int16_t  f3;
   int32_t  f4;
   uint8_t  f5;
};

struct S1 {
   signed f0 : 25;
   unsigned f1 : 12;
   signed f2 : 3;
   volatile signed f3 : 23;
   signed f4 : 7;
   unsigned f5 : 9;
   unsigned f6 : 27;
};

struct S2 {
   unsigned f0 : 12;
   unsigned f1 : 3;
   volatile unsigned f2 : 5;
   const unsigned f3 : 2;
};

#pragma pack(push)
#pragma pack(1)
struct S3 {
   uint32_t  f0;
   const volatile uint16_t  f1;
};
#pragma pack(pop)

struct S4 {
   unsigned f0 : 15;
   int16_t  f1;
   const signed f2 : 18;
   const signed f3 : 31;
   const volatile signed f4 : 18;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_6 = (-1L);
static uint32_t g_34[5][3][4] = {{{1UL,18446744073709551607UL,0x361131E3L,1UL},{18446744073709551607UL,0xF9A325CFL,0x0435E45DL,18446744073709551615UL},{18446744073709551607UL,0xA684A08DL,0x361131E3L,0x5CECCE00L}},{{1UL,18446744073709551615UL,0UL,0UL},{0x540F213EL,0x540F213EL,0x8E00457AL,18446744073709551615UL},{18446744073709551615UL,1UL,0x0FF846C8L,0xF9A325CFL}},{{0xA684A08DL,18446744073709551607UL,0UL,0x0FF846C8L},{0xF9A325CFL,18446744073709551607UL,0x1E9942C3L,0xF9A325CFL},{18446744073709551607UL,1UL,0xA684A08DL,18446744073709551615UL}},{{0x361131E3L,0x540F213EL,0x361131E3L,0UL},{0xF9A325CFL,18446744073709551615UL,6UL,0x5CECCE00L},{0x540F213EL,0xA684A08DL,0x0435E45DL,0UL}},{{6UL,0x361131E3L,0x0435E45DL,0x1E9942C3L},{7UL,0x219FA4A6L,18446744073709551612UL,0xA684A08DL},{0x361131E3L,9UL,9UL,0x361131E3L}}};
static volatile struct S0 g_37 = {0xADL,0x236F914AL,0x2652L,-9L,0x7A332A5BL,0UL};/* VOLATILE GLOBAL g_37 */
static uint64_t g_39 = 9UL;
static int32_t g_43[8][6] = {{0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L,0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L},{0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L,0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L},{0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L,0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L},{0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L,0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L},{0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L,0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L},{0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L,0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L},{0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L,0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L},{0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L,0xFC5C2DA5L,0xE28AB82AL,0xFC5C2DA5L}};
static volatile struct S1 g_52 = {4582,30,1,-2742,1,9,3390};/* VOLATILE GLOBAL g_52 */
static volatile struct S1 g_53 = {191,32,-1,1308,-2,14,10258};/* VOLATILE GLOBAL g_53 */
static uint64_t g_79 = 0xAC0EF148A9B2A336LL;
static int32_t g_84 = 1L;
static int32_t * volatile g_83 = &g_84;/* VOLATILE GLOBAL g_83 */
static uint32_t g_90[4][8][6] = {{{0x6E185721L,4294967295UL,0x2D10A650L,4294967294UL,0x080F9881L,7UL},{4294967295UL,0xC290A7FAL,5UL,4294967294UL,0x0864F5ABL,6UL},{0x6E185721L,0xA6C3C0C8L,0x550B1092L,6UL,6UL,0x550B1092L},{0xD830BE99L,0xD830BE99L,5UL,0x0C247927L,4294967295UL,4294967295UL},{5UL,0x2D10A650L,4294967295UL,9UL,0xE214278DL,5UL},{0xA6C3C0C8L,5UL,4294967295UL,0x550B1092L,0xD830BE99L,4294967295UL},{0xA2EBD359L,0x550B1092L,5UL,0x080F9881L,5UL,0x550B1092L},{0x080F9881L,5UL,0x550B1092L,0xA2EBD359L,0xAA20CFB0L,6UL}},{{0x550B1092L,4294967295UL,5UL,0xA6C3C0C8L,9UL,7UL},{9UL,4294967295UL,0x2D10A650L,5UL,0xAA20CFB0L,0x6E185721L},{0x0C247927L,5UL,0xD830BE99L,0xD830BE99L,5UL,0x0C247927L},{6UL,0x550B1092L,0xA6C3C0C8L,0x6E185721L,0xD830BE99L,0xA2EBD359L},{4294967294UL,5UL,0xC290A7FAL,4294967295UL,0xE214278DL,0x2D10A650L},{4294967294UL,0x2D10A650L,4294967295UL,0x6E185721L,4294967295UL,0xE214278DL},{6UL,0xD830BE99L,9UL,0xD830BE99L,6UL,0xC290A7FAL},{0x0C247927L,0xA6C3C0C8L,7UL,5UL,0x0864F5ABL,4294967293UL}},{{9UL,0xC290A7FAL,0x8AF62F62L,0xA6C3C0C8L,0x080F9881L,4294967293UL},{0x550B1092L,4294967295UL,7UL,0xA2EBD359L,0xC290A7FAL,0xC290A7FAL},{0x080F9881L,9UL,9UL,0x080F9881L,0x550B1092L,0xE214278DL},{0xA2EBD359L,7UL,4294967295UL,0x550B1092L,0x6E185721L,0x2D10A650L},{0xA6C3C0C8L,0x8AF62F62L,0xC290A7FAL,9UL,0x6E185721L,0xA2EBD359L},{5UL,7UL,0xA6C3C0C8L,0xD830BE99L,9UL,0xD830BE99L},{0xAA20CFB0L,1UL,0xAA20CFB0L,4294967295UL,5UL,0xA6C3C0C8L},{0xA6C3C0C8L,7UL,5UL,0x0864F5ABL,4294967293UL,0xC290A7FAL}},{{7UL,5UL,0x6E185721L,0x0864F5ABL,0x080F9881L,4294967295UL},{0xA6C3C0C8L,6UL,9UL,4294967295UL,4294967295UL,9UL},{0xAA20CFB0L,0xAA20CFB0L,0x8AF62F62L,0xD830BE99L,0x0C247927L,7UL},{0x6E185721L,5UL,0x0C247927L,1UL,0x550B1092L,0x8AF62F62L},{6UL,0x6E185721L,0x0C247927L,9UL,0xAA20CFB0L,7UL},{0x2D10A650L,9UL,0x8AF62F62L,4294967293UL,0x8AF62F62L,9UL},{4294967293UL,0x8AF62F62L,9UL,0x2D10A650L,0xE214278DL,4294967295UL},{9UL,0x0C247927L,0x6E185721L,6UL,1UL,0xC290A7FAL}}};
static uint16_t g_100 = 0xA7FFL;
static uint64_t g_110 = 0xF773013A2A43FB2FLL;
static volatile uint8_t g_133 = 255UL;/* VOLATILE GLOBAL g_133 */
static volatile struct S2 g_144 = {24,1,2,1};/* VOLATILE GLOBAL g_144 */
static int32_t g_155[7][5] = {{(-6L),8L,8L,(-6L),(-6L)},{0xC7C5A92DL,0xF7408670L,0xC7C5A92DL,0xF7408670L,0xC7C5A92DL},{(-6L),(-6L),8L,8L,(-6L)},{0x3B741B65L,0xF7408670L,0x3B741B65L,0xF7408670L,0x3B741B65L},{(-6L),8L,8L,(-6L),(-6L)},{0xC7C5A92DL,0xF7408670L,0xC7C5A92DL,0xF7408670L,0xC7C5A92DL},{(-6L),(-6L),8L,8L,(-6L)}};
static struct S0 g_156 = {0xF2L,4294967291UL,0L,0L,-7L,0x02L};/* VOLATILE GLOBAL g_156 */
static volatile struct S3 g_161 = {7UL,0UL};/* VOLATILE GLOBAL g_161 */
static int32_t * volatile g_163 = &g_6;/* VOLATILE GLOBAL g_163 */
static int32_t * const  volatile *g_162 = &g_163;
static struct S1 g_183[3][6] = {{{-5476,38,1,-1067,8,21,6413},{1483,18,-0,1585,-3,2,8633},{1483,18,-0,1585,-3,2,8633},{-5476,38,1,-1067,8,21,6413},{1483,18,-0,1585,-3,2,8633},{1483,18,-0,1585,-3,2,8633}},{{-5476,38,1,-1067,8,21,6413},{1483,18,-0,1585,-3,2,8633},{1483,18,-0,1585,-3,2,8633},{-5476,38,1,-1067,8,21,6413},{1483,18,-0,1585,-3,2,8633},{1483,18,-0,1585,-3,2,8633}},{{-5476,38,1,-1067,8,21,6413},{1483,18,-0,1585,-3,2,8633},{1483,18,-0,1585,-3,2,8633},{-5476,38,1,-1067,8,21,6413},{1483,18,-0,1585,-3,2,8633},{1483,18,-0,1585,-3,2,8633}}};
static int8_t g_203 = 2L;
static int8_t g_204[1][3][8] = {{{(-2L),0xC9L,0L,(-2L),1L,1L,(-2L),0L},{0x92L,0x92L,1L,0L,(-2L),1L,(-2L),0L},{0L,0L,0L,1L,0L,0xC9L,0xC9L,0L}}};
static struct S0 g_213 = {0x0AL,0x75BA9DFCL,0x85CDL,0x2159L,2L,0x98L};/* VOLATILE GLOBAL g_213 */
static struct S0 g_216 = {0x53L,0x3916AA3DL,0x629FL,-3L,0x3D55A550L,0x5DL};/* VOLATILE GLOBAL g_216 */
static int16_t *g_223 = &g_213.f3;
static volatile int32_t g_235 = 0L;/* VOLATILE GLOBAL g_235 */
static uint32_t g_237 = 18446744073709551615UL;
static int8_t g_245 = 0x07L;
static const int32_t **g_255 = (void*)0;
static const int32_t ***g_254 = &g_255;
static volatile int16_t g_262 = 0x7ECEL;/* VOLATILE GLOBAL g_262 */
static struct S0 g_263[5][1] = {{{-5L,0UL,1L,0x4ACAL,0xB36488E1L,4UL}},{{-5L,0UL,1L,0x4ACAL,0xB36488E1L,4UL}},{{-5L,0UL,1L,0x4ACAL,0xB36488E1L,4UL}},{{-5L,0UL,1L,0x4ACAL,0xB36488E1L,4UL}},{{-5L,0UL,1L,0x4ACAL,0xB36488E1L,4UL}}};
static struct S0 g_264 = {0xD8L,0x6827A0DFL,1L,0x6CF9L,0xAFDFC820L,0xE5L};/* VOLATILE GLOBAL g_264 */
static struct S0 * volatile g_265 = &g_156;/* VOLATILE GLOBAL g_265 */
static int32_t g_282 = 0x6BF2B0ECL;
static int32_t * const  volatile g_281 = &g_282;/* VOLATILE GLOBAL g_281 */
static struct S1 *g_286 = &g_183[0][0];
static struct S1 **g_285 = &g_286;
static volatile struct S3 g_287 = {0xAE3A1A55L,1UL};/* VOLATILE GLOBAL g_287 */
static int32_t *g_290[3] = {&g_84,&g_84,&g_84};
static struct S3 g_291 = {0x798B304DL,0UL};/* VOLATILE GLOBAL g_291 */
static struct S3 g_292 = {0UL,65531UL};/* VOLATILE GLOBAL g_292 */
static int32_t ** volatile g_298 = (void*)0;/* VOLATILE GLOBAL g_298 */
static int32_t *g_300 = &g_84;
static int32_t ** volatile g_299 = &g_300;/* VOLATILE GLOBAL g_299 */
static struct S2 g_314[7][8] = {{{27,0,3,0},{23,0,2,0},{15,1,2,1},{23,0,2,0},{27,0,3,0},{13,0,1,0},{27,0,3,0},{23,0,2,0}},{{44,1,3,1},{23,0,2,0},{44,1,3,1},{62,1,3,0},{27,0,3,0},{62,1,3,0},{44,1,3,1},{23,0,2,0}},{{27,0,3,0},{62,1,3,0},{44,1,3,1},{23,0,2,0},{44,1,3,1},{62,1,3,0},{27,0,3,0},{62,1,3,0}},{{27,0,3,0},{23,0,2,0},{15,1,2,1},{23,0,2,0},{27,0,3,0},{13,0,1,0},{27,0,3,0},{23,0,2,0}},{{44,1,3,1},{23,0,2,0},{44,1,3,1},{62,1,3,0},{27,0,3,0},{62,1,3,0},{44,1,3,1},{23,0,2,0}},{{27,0,3,0},{62,1,3,0},{15,1,2,1},{62,1,3,0},{15,1,2,1},{13,0,1,0},{44,1,3,1},{13,0,1,0}},{{44,1,3,1},{62,1,3,0},{27,0,3,0},{62,1,3,0},{44,1,3,1},{23,0,2,0},{44,1,3,1},{62,1,3,0}}};
static int64_t g_327 = 0x455993346F6F7E08LL;
static int8_t *g_362 = &g_156.f0;
static int8_t *g_363[1][4][2] = {{{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0}}};
static int64_t g_370 = (-1L);
static struct S4 g_376 = {72,0L,-235,18806,326};/* VOLATILE GLOBAL g_376 */
static const volatile struct S1 g_377 = {2068,15,-0,1890,-5,1,5691};/* VOLATILE GLOBAL g_377 */
static volatile int8_t g_404 = 9L;/* VOLATILE GLOBAL g_404 */
static volatile int8_t g_405 = 0xA4L;/* VOLATILE GLOBAL g_405 */
static volatile int8_t g_406 = 0x81L;/* VOLATILE GLOBAL g_406 */
static volatile int8_t g_407 = 0xD6L;/* VOLATILE GLOBAL g_407 */
static volatile int8_t g_408 = (-10L);/* VOLATILE GLOBAL g_408 */
static volatile int8_t g_409[6] = {0x35L,0x35L,0x35L,0x35L,0x35L,0x35L};
static volatile int8_t *g_403[6][4] = {{&g_409[2],(void*)0,&g_409[2],(void*)0},{&g_409[2],(void*)0,&g_409[2],(void*)0},{&g_409[2],(void*)0,&g_409[2],(void*)0},{&g_409[2],(void*)0,&g_409[2],(void*)0},{&g_409[2],(void*)0,&g_409[2],(void*)0},{&g_409[2],(void*)0,&g_409[2],(void*)0}};
static volatile struct S0 g_419 = {0L,0xA81666CAL,-4L,1L,0xDE4B4891L,0xF0L};/* VOLATILE GLOBAL g_419 */
static uint8_t g_446 = 4UL;
static struct S2 g_466[1][6][5] = {{{{63,1,1,0},{60,0,3,0},{7,0,3,1},{44,1,4,1},{44,1,4,1}},{{6,1,1,1},{51,1,1,1},{6,1,1,1},{31,1,4,1},{24,0,4,0}},{{1,1,0,1},{33,1,3,0},{44,1,4,1},{33,1,3,0},{1,1,0,1}},{{6,1,1,1},{48,0,2,1},{51,1,1,1},{19,1,3,0},{51,1,1,1}},{{63,1,1,0},{63,1,1,0},{44,1,4,1},{1,1,0,1},{42,1,4,1}},{{48,0,2,1},{6,1,1,1},{6,1,1,1},{48,0,2,1},{51,1,1,1}}}};
static volatile struct S1 g_467[5] = {{4238,58,1,2828,7,9,3361},{4238,58,1,2828,7,9,3361},{4238,58,1,2828,7,9,3361},{4238,58,1,2828,7,9,3361},{4238,58,1,2828,7,9,3361}};
static const int8_t g_471[8][2] = {{0x36L,0x36L},{0x36L,1L},{0x36L,0x36L},{0x36L,1L},{0x36L,0x36L},{0x36L,1L},{0x36L,0x36L},{0x36L,1L}};
static volatile uint32_t g_545 = 4294967295UL;/* VOLATILE GLOBAL g_545 */
static uint16_t * volatile g_552 = (void*)0;/* VOLATILE GLOBAL g_552 */
static uint16_t * const  volatile *g_551 = &g_552;
static volatile struct S4 g_555 = {115,0xFC4EL,-175,45069,284};/* VOLATILE GLOBAL g_555 */
static struct S1 g_559[6][1][6] = {{{{336,34,0,1981,2,19,9940},{336,34,0,1981,2,19,9940},{-252,38,0,-1949,-7,17,2689},{-5683,26,0,-2613,-5,5,8298},{4466,42,-0,1845,8,7,3092},{-2258,49,0,1069,-0,8,176}}},{{{-2258,49,0,1069,-0,8,176},{-759,41,-0,767,0,8,9016},{336,34,0,1981,2,19,9940},{-4508,4,0,733,4,0,8604},{3833,13,1,2547,-0,14,10238},{-252,38,0,-1949,-7,17,2689}}},{{{3300,36,-1,650,3,7,1121},{-2258,49,0,1069,-0,8,176},{336,34,0,1981,2,19,9940},{-536,42,1,2678,1,8,2462},{336,34,0,1981,2,19,9940},{-2258,49,0,1069,-0,8,176}}},{{{2168,20,1,-1934,-9,5,362},{-536,42,1,2678,1,8,2462},{-252,38,0,-1949,-7,17,2689},{-5540,40,0,-2431,7,9,11046},{-1241,16,0,2334,-6,0,714},{-5683,26,0,-2613,-5,5,8298}}},{{{-5540,40,0,-2431,7,9,11046},{-1241,16,0,2334,-6,0,714},{-5683,26,0,-2613,-5,5,8298},{336,34,0,1981,2,19,9940},{1233,28,-0,1503,-5,10,3003},{-4692,24,-1,299,-4,19,14}}},{{{4315,63,0,1720,-3,9,576},{-1241,16,0,2334,-6,0,714},{4466,42,-0,1845,8,7,3092},{4466,42,-0,1845,8,7,3092},{-1241,16,0,2334,-6,0,714},{4315,63,0,1720,-3,9,576}}}};
static int32_t g_563 = (-10L);
static struct S0 * volatile g_589 = &g_156;/* VOLATILE GLOBAL g_589 */
static struct S3 *g_592 = &g_292;
static struct S3 ** volatile g_591 = &g_592;/* VOLATILE GLOBAL g_591 */
static volatile struct S1 g_620 = {-32,18,-0,1767,2,20,6457};/* VOLATILE GLOBAL g_620 */
static volatile struct S1 g_621[1] = {{-5504,27,-1,943,7,5,7513}};
static struct S3 ** volatile g_626 = &g_592;/* VOLATILE GLOBAL g_626 */
static struct S1 ** volatile g_628 = &g_286;/* VOLATILE GLOBAL g_628 */
static const struct S2 g_648 = {30,1,4,0};/* VOLATILE GLOBAL g_648 */
static struct S2 *g_651 = (void*)0;
static struct S2 * volatile *g_650 = &g_651;
static struct S3 ** volatile g_657[8][8][4] = {{{(void*)0,&g_592,(void*)0,&g_592},{&g_592,&g_592,(void*)0,&g_592},{&g_592,&g_592,&g_592,&g_592},{(void*)0,&g_592,&g_592,&g_592},{&g_592,&g_592,(void*)0,&g_592},{&g_592,&g_592,(void*)0,&g_592},{(void*)0,&g_592,&g_592,&g_592},{&g_592,&g_592,(void*)0,&g_592}},{{&g_592,&g_592,&g_592,&g_592},{(void*)0,&g_592,(void*)0,&g_592},{&g_592,&g_592,(void*)0,&g_592},{&g_592,&g_592,&g_592,&g_592},{(void*)0,&g_592,&g_592,(void*)0},{&g_592,&g_592,&g_592,&g_592},{&g_592,(void*)0,&g_592,&g_592},{&g_592,&g_592,(void*)0,(void*)0}},{{(void*)0,(void*)0,&g_592,&g_592},{(void*)0,(void*)0,(void*)0,(void*)0},{&g_592,&g_592,&g_592,(void*)0},{&g_592,&g_592,&g_592,(void*)0},{&g_592,(void*)0,(void*)0,&g_592},{&g_592,(void*)0,(void*)0,(void*)0},{&g_592,&g_592,&g_592,&g_592},{&g_592,(void*)0,&g_592,&g_592}},{{&g_592,&g_592,(void*)0,(void*)0},{(void*)0,(void*)0,&g_592,&g_592},{(void*)0,(void*)0,(void*)0,(void*)0},{&g_592,&g_592,&g_592,(void*)0},{&g_592,&g_592,&g_592,(void*)0},{&g_592,(void*)0,(void*)0,&g_592},{&g_592,(void*)0,(void*)0,(void*)0},{&g_592,&g_592,&g_592,&g_592}},{{&g_592,(void*)0,&g_592,&g_592},{&g_592,&g_592,(void*)0,(void*)0},{(void*)0,(void*)0,&g_592,&g_592},{(void*)0,(void*)0,(void*)0,(void*)0},{&g_592,&g_592,&g_592,(void*)0},{&g_592,&g_592,&g_592,(void*)0},{&g_592,(void*)0,(void*)0,&g_592},{&g_592,(void*)0,(void*)0,(void*)0}},{{&g_592,&g_592,&g_592,&g_592},{&g_592,(void*)0,&g_592,&g_592},{&g_592,&g_592,(void*)0,(void*)0},{(void*)0,(void*)0,&g_592,&g_592},{(void*)0,(void*)0,(void*)0,(void*)0},{&g_592,&g_592,&g_592,(void*)0},{&g_592,&g_592,&g_592,(void*)0},{&g_592,(void*)0,(void*)0,&g_592}},{{&g_592,(void*)0,(void*)0,(void*)0},{&g_592,&g_592,&g_592,&g_592},{&g_592,(void*)0,&g_592,&g_592},{&g_592,&g_592,(void*)0,(void*)0},{(void*)0,(void*)0,&g_592,&g_592},{(void*)0,(void*)0,(void*)0,(void*)0},{&g_592,&g_592,&g_592,(void*)0},{&g_592,&g_592,&g_592,(void*)0}},{{&g_592,(void*)0,(void*)0,&g_592},{&g_592,(void*)0,(void*)0,(void*)0},{&g_592,&g_592,&g_592,&g_592},{&g_592,(void*)0,&g_592,&g_592},{&g_592,&g_592,&g_592,&g_592},{&g_592,&g_592,(void*)0,(void*)0},{&g_592,&g_592,&g_592,&g_592},{&g_592,(void*)0,&g_592,&g_592}}};
static struct S0 g_674[8] = {{1L,0xDAE87D42L,0x9CBEL,0x511FL,0x488A68CCL,7UL},{1L,0xDAE87D42L,0x9CBEL,0x511FL,0x488A68CCL,7UL},{1L,0xDAE87D42L,0x9CBEL,0x511FL,0x488A68CCL,7UL},{1L,0xDAE87D42L,0x9CBEL,0x511FL,0x488A68CCL,7UL},{1L,0xDAE87D42L,0x9CBEL,0x511FL,0x488A68CCL,7UL},{1L,0xDAE87D42L,0x9CBEL,0x511FL,0x488A68CCL,7UL},{1L,0xDAE87D42L,0x9CBEL,0x511FL,0x488A68CCL,7UL},{1L,0xDAE87D42L,0x9CBEL,0x511FL,0x488A68CCL,7UL}};
static struct S0 * volatile g_675 = &g_263[1][0];/* VOLATILE GLOBAL g_675 */
static struct S1 g_706 = {2243,30,-1,2403,-3,17,7610};/* VOLATILE GLOBAL g_706 */
static volatile struct S1 g_718 = {1477,11,1,693,-5,13,7038};/* VOLATILE GLOBAL g_718 */
static struct S2 ** volatile g_722 = &g_651;/* VOLATILE GLOBAL g_722 */
static struct S2 ** volatile *g_721 = &g_722;
static struct S2 ** volatile ** const g_720[2] = {&g_721,&g_721};
static volatile uint32_t g_750 = 0xFF77190FL;/* VOLATILE GLOBAL g_750 */
static int32_t ** volatile g_755 = &g_300;/* VOLATILE GLOBAL g_755 */
static int32_t g_759 = 0L;
static struct S1 g_783 = {-888,34,-1,253,-7,5,7515};/* VOLATILE GLOBAL g_783 */
static volatile struct S1 g_799 = {5703,6,-1,2713,3,18,5648};/* VOLATILE GLOBAL g_799 */
static struct S3 g_800 = {0xB77D5C4FL,65535UL};/* VOLATILE GLOBAL g_800 */
static volatile struct S3 g_811 = {0xBB3FC742L,1UL};/* VOLATILE GLOBAL g_811 */
static const volatile struct S2 g_814[3][8][8] = {{{{41,1,2,1},{4,1,2,1},{43,0,4,1},{4,1,1,0},{35,0,0,0},{22,0,0,0},{47,1,4,0},{35,0,3,1}},{{46,1,1,0},{34,0,0,1},{13,1,2,1},{22,1,4,1},{32,1,3,0},{36,1,3,0},{62,0,1,0},{16,0,2,0}},{{40,1,0,1},{35,0,3,1},{10,1,2,1},{29,0,4,1},{54,1,2,0},{47,1,1,0},{35,0,0,0},{29,1,3,0}},{{55,1,0,1},{36,1,3,0},{25,0,4,1},{10,1,2,1},{22,0,0,0},{45,0,3,1},{15,1,2,1},{44,0,0,1}},{{60,0,4,0},{26,1,4,1},{29,0,2,1},{54,0,2,0},{34,0,0,1},{41,0,2,1},{56,1,3,0},{25,0,4,1}},{{43,0,0,0},{23,0,2,0},{6,0,1,1},{4,1,2,1},{12,1,3,0},{41,1,2,1},{18,0,1,1},{36,1,3,0}},{{47,1,2,0},{6,1,2,1},{28,0,0,0},{10,0,3,1},{51,0,0,0},{22,0,4,0},{52,0,0,1},{22,0,4,0}},{{38,0,2,1},{26,1,0,1},{30,0,3,1},{26,1,0,1},{38,0,2,1},{32,0,0,0},{36,1,3,0},{8,1,0,0}}},{{{47,1,1,0},{26,0,2,0},{16,0,2,0},{7,0,2,1},{38,1,4,1},{51,1,4,1},{57,1,1,0},{26,1,0,1}},{{50,0,1,1},{38,0,2,1},{16,0,2,0},{40,1,0,1},{54,0,2,0},{35,0,3,1},{36,1,3,0},{48,1,0,0}},{{38,1,4,1},{22,0,2,1},{30,0,3,1},{8,1,0,0},{51,1,4,1},{56,1,3,0},{52,0,0,1},{45,0,3,1}},{{13,1,2,1},{44,0,0,1},{28,0,0,0},{29,0,2,1},{22,0,4,0},{57,1,1,0},{18,0,1,1},{35,1,3,0}},{{29,0,2,1},{41,1,2,1},{6,0,1,1},{52,0,0,1},{63,0,2,0},{34,0,0,1},{56,1,3,0},{60,0,4,0}},{{25,0,3,0},{57,1,4,1},{29,0,2,1},{0,0,4,0},{26,0,2,0},{47,1,2,0},{15,1,2,1},{10,0,0,0}},{{48,1,0,0},{10,0,0,0},{25,0,4,1},{47,1,4,0},{36,1,3,0},{45,0,0,1},{35,0,0,0},{38,1,4,1}},{{45,0,0,1},{54,0,2,0},{10,1,2,1},{33,1,3,1},{26,1,0,1},{40,0,1,0},{62,0,1,0},{46,0,4,1}}},{{{10,0,0,0},{55,0,2,0},{13,1,2,1},{62,0,1,0},{32,1,3,1},{0,0,4,0},{47,1,4,0},{10,0,3,1}},{{32,0,0,0},{36,1,3,0},{43,0,4,1},{55,0,2,0},{55,0,2,0},{43,0,4,1},{36,1,3,0},{32,0,0,0}},{{6,0,1,1},{31,0,0,0},{45,0,0,1},{30,0,3,1},{47,1,3,0},{44,1,1,0},{22,0,4,0},{0,0,4,0}},{{57,1,4,1},{48,1,0,0},{30,0,1,0},{57,1,1,0},{30,0,3,1},{44,1,1,0},{10,0,3,1},{22,0,2,1}},{{54,0,2,0},{31,0,0,0},{16,0,1,1},{41,1,2,1},{4,1,2,1},{43,0,4,1},{4,1,1,0},{22,0,2,1}},{{38,0,4,1},{22,0,0,0},{34,0,0,1},{35,1,3,0},{12,1,1,1},{60,0,4,0},{30,0,3,1},{10,0,3,1}},{{33,1,2,1},{30,0,3,1},{40,1,0,1},{50,0,1,1},{57,1,4,1},{31,0,0,0},{34,0,0,1},{55,0,2,0}},{{36,1,3,0},{62,0,1,0},{16,0,2,0},{47,1,2,0},{22,0,4,0},{55,0,2,0},{33,1,2,1},{26,1,4,1}}}};
static const struct S1 g_826[8][1] = {{{-737,22,1,166,-8,21,2625}},{{-737,22,1,166,-8,21,2625}},{{-737,22,1,166,-8,21,2625}},{{-737,22,1,166,-8,21,2625}},{{-737,22,1,166,-8,21,2625}},{{-737,22,1,166,-8,21,2625}},{{-737,22,1,166,-8,21,2625}},{{-737,22,1,166,-8,21,2625}}};
static volatile struct S1 g_864 = {-3954,57,-0,-1923,0,18,1531};/* VOLATILE GLOBAL g_864 */
static int32_t **g_896 = &g_300;
static int32_t ***g_895[7] = {&g_896,&g_896,&g_896,&g_896,&g_896,&g_896,&g_896};
static struct S2 g_920 = {19,0,3,1};/* VOLATILE GLOBAL g_920 */
static volatile struct S0 *g_938[5] = {&g_37,&g_37,&g_37,&g_37,&g_37};
static volatile struct S0 ** volatile g_937 = &g_938[1];/* VOLATILE GLOBAL g_937 */
static struct S0 g_949 = {-1L,9UL,0xA6C3L,0xB961L,0x1D253EC2L,0UL};/* VOLATILE GLOBAL g_949 */
static volatile struct S3 g_975[2][3][1] = {{{{4294967289UL,6UL}},{{4294967289UL,6UL}},{{4294967289UL,6UL}}},{{{4294967289UL,6UL}},{{4294967289UL,6UL}},{{4294967289UL,6UL}}}};
static struct S4 g_1011[7] = {{101,0xF526L,-290,36001,98},{101,0xF526L,-290,36001,98},{101,0xF526L,-290,36001,98},{101,0xF526L,-290,36001,98},{101,0xF526L,-290,36001,98},{101,0xF526L,-290,36001,98},{101,0xF526L,-290,36001,98}};
static int64_t *g_1017[7] = {&g_327,&g_327,&g_327,&g_327,&g_327,&g_327,&g_327};
static struct S0 g_1024 = {1L,0xF63DE89BL,0xDF12L,-1L,-9L,0x68L};/* VOLATILE GLOBAL g_1024 */
static struct S0 * volatile g_1025 = &g_674[7];/* VOLATILE GLOBAL g_1025 */
static struct S0 g_1027[6] = {{1L,0xFB77D4EAL,8L,0x14E9L,0xA6437F1AL,0xA1L},{0x4AL,0xE4CD5C80L,0x41BAL,4L,6L,0x1EL},{1L,0xFB77D4EAL,8L,0x14E9L,0xA6437F1AL,0xA1L},{1L,0xFB77D4EAL,8L,0x14E9L,0xA6437F1AL,0xA1L},{0x4AL,0xE4CD5C80L,0x41BAL,4L,6L,0x1EL},{1L,0xFB77D4EAL,8L,0x14E9L,0xA6437F1AL,0xA1L}};
static struct S1 g_1028 = {4155,20,-1,1578,-6,13,758};/* VOLATILE GLOBAL g_1028 */
static uint32_t *g_1054 = (void*)0;
static volatile struct S3 g_1055 = {0UL,0UL};/* VOLATILE GLOBAL g_1055 */


/* --- FORWARD DECLARATIONS --- */
static int8_t  func_1(void);
static struct S0  func_2(int32_t  p_3, const int64_t  p_4, int8_t  p_5);
static const uint64_t  func_9(int8_t  p_10, uint32_t  p_11, int32_t  p_12, const uint32_t  p_13);
static int16_t  func_14(uint32_t  p_15, uint8_t  p_16, uint64_t  p_17, uint32_t  p_18, int8_t  p_19);
static uint32_t  func_22(uint16_t  p_23, uint32_t  p_24, uint8_t  p_25);
static int32_t  func_27(uint32_t  p_28, uint64_t  p_29, uint16_t  p_30, uint8_t  p_31);
static struct S0  func_45(uint16_t  p_46);
static int32_t  func_54(uint32_t * const  p_55, int16_t  p_56, uint32_t  p_57);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_6 g_37 g_39 g_52 g_53.f5 g_43 g_83 g_84 g_100 g_79 g_110 g_133 g_90 g_144 g_156 g_161 g_162 g_34 g_155 g_183.f4 g_204 g_183.f6 g_183.f5 g_213 g_216 g_163 g_223 g_237 g_245 g_254 g_262 g_263 g_264 g_265 g_235 g_281 g_282 g_287 g_314 g_285 g_286 g_183 g_292.f1 g_300 g_327 g_370 g_376 g_377 g_299 g_403 g_419 g_563 g_750 g_755 g_759 g_626 g_592 g_292 g_648.f1 g_362 g_799 g_800 g_551 g_552 g_811 g_814 g_783.f6 g_826 g_721 g_722 g_783.f2 g_864 g_53.f0 g_706.f5 g_895 g_53.f6 g_896 g_920 g_674.f0 g_937 g_949 g_555.f2 g_706.f4 g_471 g_975 g_621 g_559.f4 g_1024 g_1025 g_1027 g_675 g_1028 g_203 g_446 g_1054 g_1055
 * writes: g_34 g_39 g_43 g_53 g_79 g_84 g_90 g_100 g_110 g_133 g_155 g_156.f5 g_156.f0 g_156.f3 g_203 g_204 g_237 g_156 g_245 g_213.f0 g_264.f5 g_282 g_285 g_213.f5 g_216.f1 g_327 g_362 g_363 g_183 g_213.f3 g_264.f3 g_216.f5 g_264.f4 g_264.f1 g_563 g_264.f0 g_750 g_216.f3 g_300 g_291.f0 g_263 g_895 g_651 g_370 g_938 g_6 g_292.f0 g_949.f0 g_1017 g_674 g_446 g_1054
 */
static int8_t  func_1(void)
{ /* block id: 0 */
    int8_t l_26[4];
    int32_t l_443 = (-8L);
    uint16_t l_444 = 0x6E12L;
    uint8_t *l_445[4][1];
    uint32_t l_447 = 0x2B47FFD1L;
    int32_t l_1035[7][8][4] = {{{0x1DC4C104L,0L,0x2A77106AL,0L},{0L,0x27F87D50L,0x2A77106AL,0x2A77106AL},{0x1DC4C104L,0x1DC4C104L,0L,0x2A77106AL},{(-1L),0x27F87D50L,(-1L),0L},{(-1L),0L,0L,(-1L)},{0x1DC4C104L,0L,0x2A77106AL,0L},{0L,0x27F87D50L,0x2A77106AL,0x2A77106AL},{0x1DC4C104L,0x1DC4C104L,0L,0x2A77106AL}},{{(-1L),0x27F87D50L,(-1L),0L},{(-1L),0L,0L,(-1L)},{0x1DC4C104L,0L,0x2A77106AL,0L},{0L,0x27F87D50L,0x2A77106AL,0x2A77106AL},{0x1DC4C104L,0x1DC4C104L,0L,0x2A77106AL},{(-1L),0x27F87D50L,(-1L),0L},{(-1L),0L,0L,(-1L)},{0x1DC4C104L,0L,0x2A77106AL,0L}},{{0L,0x27F87D50L,0x2A77106AL,0x2A77106AL},{0x1DC4C104L,0x1DC4C104L,0L,0x2A77106AL},{(-1L),0x27F87D50L,(-1L),0L},{(-1L),0L,0L,(-1L)},{0x1DC4C104L,0L,0x2A77106AL,0L},{0L,0x27F87D50L,0x2A77106AL,0x2A77106AL},{0x1DC4C104L,0x1DC4C104L,0L,0x2A77106AL},{(-1L),0x27F87D50L,(-1L),0L}},{{(-1L),0L,0L,(-1L)},{0x1DC4C104L,0L,0x2A77106AL,0L},{0L,0x27F87D50L,0x2A77106AL,0x2A77106AL},{0x1DC4C104L,0x1DC4C104L,0L,0x2A77106AL},{(-1L),0x27F87D50L,(-1L),0L},{(-1L),0L,0L,0x2A77106AL},{0L,(-1L),0x27F87D50L,(-1L)},{(-1L),0x1DC4C104L,0x27F87D50L,0x27F87D50L}},{{0L,0L,(-1L),0x27F87D50L},{0x2A77106AL,0x1DC4C104L,0x2A77106AL,(-1L)},{0x2A77106AL,(-1L),(-1L),0x2A77106AL},{0L,(-1L),0x27F87D50L,(-1L)},{(-1L),0x1DC4C104L,0x27F87D50L,0x27F87D50L},{0L,0L,(-1L),0x27F87D50L},{0x2A77106AL,0x1DC4C104L,0x2A77106AL,(-1L)},{0x2A77106AL,(-1L),(-1L),0x2A77106AL}},{{0L,(-1L),0x27F87D50L,(-1L)},{(-1L),0x1DC4C104L,0x27F87D50L,0x27F87D50L},{0L,0L,(-1L),0x27F87D50L},{0x2A77106AL,0x1DC4C104L,0x2A77106AL,(-1L)},{0x2A77106AL,(-1L),(-1L),0x2A77106AL},{0L,(-1L),0x27F87D50L,(-1L)},{(-1L),0x1DC4C104L,0x27F87D50L,0x27F87D50L},{0L,0L,(-1L),0x27F87D50L}},{{0x2A77106AL,0x1DC4C104L,0x2A77106AL,(-1L)},{0x2A77106AL,(-1L),(-1L),0x2A77106AL},{0L,(-1L),0x27F87D50L,(-1L)},{(-1L),0x1DC4C104L,0x27F87D50L,0x27F87D50L},{0L,0L,(-1L),0x27F87D50L},{0x2A77106AL,0x1DC4C104L,0x2A77106AL,(-1L)},{0x2A77106AL,(-1L),(-1L),0x2A77106AL},{0L,(-1L),0x27F87D50L,(-1L)}}};
    uint32_t l_1036 = 0x70117A46L;
    int32_t l_1046 = (-6L);
    int32_t *l_1083 = &g_84;
    int32_t *l_1084 = &l_1035[4][5][3];
    int32_t *l_1085[7] = {&l_1035[0][1][0],&l_443,&l_443,&l_1035[0][1][0],&l_443,&l_443,&l_1035[0][1][0]};
    uint8_t l_1086 = 2UL;
    int64_t l_1089 = 0x4F95CFD998935D6FLL;
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_26[i] = (-5L);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 1; j++)
            l_445[i][j] = &g_446;
    }
    (*g_675) = func_2((g_6 != ((safe_rshift_func_uint8_t_u_s((func_9((func_14((((safe_sub_func_int32_t_s_s(0x34886255L, (l_443 = func_22(g_6, g_6, l_26[2])))) <= ((l_447 = (l_444 = l_26[2])) == 0UL)) <= l_26[2]), l_26[2], l_26[3], g_376.f0, g_376.f1) , l_447), l_26[2], l_26[2], g_314[2][0].f0) , l_447), g_674[7].f0)) || l_444)), l_26[2], g_376.f1);
    (*g_286) = g_1028;
    for (g_213.f3 = 0; (g_213.f3 >= 0); g_213.f3 -= 1)
    { /* block id: 555 */
        const uint8_t l_1030 = 6UL;
        int32_t *l_1031 = &g_282;
        int32_t *l_1032 = &g_6;
        int32_t *l_1033 = (void*)0;
        int32_t *l_1034[4] = {&l_443,&l_443,&l_443,&l_443};
        uint64_t *l_1060 = &g_79;
        int64_t l_1069 = 0xD52D35CEB4E91E12LL;
        uint8_t l_1071 = 250UL;
        struct S1 ***l_1076 = &g_285;
        int i;
        (*g_896) = &l_443;
        (**g_896) = (!((l_26[2] > ((*g_362) >= (l_1030 <= (0xC4AAE0F7B8427990LL != 0x8A443DBF8E763C37LL)))) >= (l_447 || l_1030)));
        ++l_1036;
        for (g_79 = 0; (g_79 <= 3); g_79 += 1)
        { /* block id: 561 */
            int32_t l_1039 = 0x2CD372C8L;
            int32_t l_1040 = 6L;
            int32_t l_1041 = (-10L);
            int32_t l_1042 = 0x891DBDACL;
            int32_t l_1043 = 0L;
            int32_t l_1044 = 1L;
            int32_t l_1045 = 0xFF14D32EL;
            uint16_t l_1047 = 0x079FL;
            --l_1047;
            return l_1039;
        }
        for (g_282 = 0; (g_282 >= 0); g_282 -= 1)
        { /* block id: 567 */
            const int32_t l_1065[4] = {0x0C0DF4A2L,0x0C0DF4A2L,0x0C0DF4A2L,0x0C0DF4A2L};
            int32_t l_1068 = 0L;
            int32_t l_1070 = (-2L);
            int i;
            if (l_1046)
                break;
            for (g_203 = 0; (g_203 <= 0); g_203 += 1)
            { /* block id: 571 */
                int32_t l_1050 = 0x963D6707L;
                int i;
                if (l_1050)
                    break;
            }
            for (g_446 = 0; (g_446 <= 3); g_446 += 1)
            { /* block id: 576 */
                uint64_t *l_1059 = &g_39;
                int32_t l_1066 = 0xD990A38EL;
                for (g_216.f3 = 3; (g_216.f3 >= 0); g_216.f3 -= 1)
                { /* block id: 579 */
                    const uint32_t *l_1056 = &g_90[3][5][1];
                    uint16_t *l_1057[8][6] = {{&l_444,(void*)0,(void*)0,&l_444,(void*)0,(void*)0},{&l_444,(void*)0,(void*)0,&l_444,(void*)0,(void*)0},{&l_444,(void*)0,(void*)0,&l_444,(void*)0,(void*)0},{&l_444,(void*)0,(void*)0,&l_444,(void*)0,(void*)0},{&l_444,(void*)0,(void*)0,&l_444,(void*)0,(void*)0},{&l_444,(void*)0,(void*)0,&l_444,(void*)0,(void*)0},{&l_444,(void*)0,(void*)0,&l_444,(void*)0,(void*)0},{&l_444,(void*)0,(void*)0,&l_444,(void*)0,(void*)0}};
                    uint16_t l_1058 = 0x617DL;
                    int i, j;
                    (*l_1032) |= ((safe_lshift_func_int16_t_s_s((0xC5L | ((l_1058 |= (~((g_1054 = g_1054) != (g_1055 , l_1056)))) & (l_1059 != l_1060))), 11)) & ((safe_add_func_uint8_t_u_u((safe_sub_func_int16_t_s_s((0x1303L | g_43[(g_446 + 2)][(g_446 + 1)]), g_43[g_446][(g_446 + 1)])), l_1065[3])) < l_1046));
                }
            }
        }
    }
    l_1086++;
    return l_1089;
}


/* ------------------------------------------ */
/* 
 * reads : g_370 g_937 g_162 g_163 g_6 g_156.f4 g_949 g_555.f2 g_706.f4 g_263.f0 g_263.f5 g_183.f2 g_471 g_362 g_223 g_213.f3 g_975 g_292.f0 g_621 g_559.f4 g_100 g_264.f3 g_156.f0 g_245 g_155 g_1024 g_1025 g_83 g_84 g_896 g_1027
 * writes: g_370 g_938 g_245 g_6 g_203 g_327 g_156.f0 g_156.f3 g_156.f5 g_292.f0 g_213.f3 g_264.f3 g_213.f0 g_949.f0 g_110 g_1017 g_674 g_300
 */
static struct S0  func_2(int32_t  p_3, const int64_t  p_4, int8_t  p_5)
{ /* block id: 476 */
    uint64_t l_967 = 0UL;
    int32_t l_972 = (-5L);
    int64_t *l_1018 = &g_370;
    for (g_370 = 3; (g_370 >= 0); g_370 -= 1)
    { /* block id: 479 */
        uint32_t l_954[7];
        struct S4 *l_1010 = &g_1011[4];
        int i;
        for (i = 0; i < 7; i++)
            l_954[i] = 0xBF60EE8EL;
        (*g_937) = &g_419;
        for (g_245 = 0; (g_245 <= 3); g_245 += 1)
        { /* block id: 483 */
            uint16_t l_942 = 0x1615L;
            int64_t *l_955 = &g_327;
            (**g_162) &= 0x87377F78L;
            for (g_203 = 0; (g_203 >= 0); g_203 -= 1)
            { /* block id: 487 */
                int32_t *l_939 = &g_282;
                int32_t *l_940 = &g_84;
                int32_t *l_941[1][4];
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 4; j++)
                        l_941[i][j] = &g_84;
                }
                l_942--;
            }
            if ((((safe_add_func_uint64_t_u_u(g_156.f4, (p_3 , 18446744073709551607UL))) , (safe_mod_func_uint8_t_u_u((g_949 , (safe_add_func_uint64_t_u_u((((((*l_955) = (safe_lshift_func_uint8_t_u_u((g_555.f2 >= ((l_942 >= (0UL && l_954[6])) , g_706.f4)), g_263[1][0].f0))) & g_263[1][0].f5) == 0xB5F7A242L) ^ 0x4F6CL), p_5))), g_183[0][1].f2))) ^ g_471[7][1]))
            { /* block id: 491 */
                int64_t *l_958[6][3][6] = {{{&g_370,&g_370,&g_370,&g_370,&g_370,&g_370},{&g_370,&g_370,&g_370,&g_370,&g_370,&g_370},{&g_370,&g_370,&g_370,&g_370,&g_370,&g_370}},{{(void*)0,&g_370,&g_370,&g_370,&g_370,(void*)0},{&g_370,&g_370,&g_370,&g_370,(void*)0,&g_370},{&g_370,&g_370,(void*)0,&g_370,&g_370,&g_370}},{{&g_370,&g_370,&g_370,&g_370,(void*)0,(void*)0},{&g_370,&g_370,&g_370,&g_370,&g_370,&g_370},{&g_370,(void*)0,(void*)0,&g_370,&g_370,&g_370}},{{&g_370,&g_370,&g_370,&g_370,&g_370,(void*)0},{&g_370,(void*)0,&g_370,&g_370,&g_370,(void*)0},{&g_370,&g_370,&g_370,&g_370,(void*)0,&g_370}},{{&g_370,&g_370,(void*)0,&g_370,&g_370,&g_370},{&g_370,&g_370,&g_370,&g_370,(void*)0,(void*)0},{&g_370,&g_370,&g_370,&g_370,&g_370,&g_370}},{{&g_370,(void*)0,(void*)0,&g_370,&g_370,&g_370},{&g_370,&g_370,&g_370,&g_370,&g_370,(void*)0},{&g_370,(void*)0,&g_370,&g_370,&g_370,(void*)0}}};
                int32_t l_959[4];
                const int32_t l_960 = (-1L);
                uint32_t l_971 = 4294967293UL;
                int i, j, k;
                for (i = 0; i < 4; i++)
                    l_959[i] = 1L;
                (**g_162) = ((safe_lshift_func_uint8_t_u_s(p_5, ((*g_362) = (((0UL == (l_959[0] = ((*l_955) = 0xCAA885BE0F8BE159LL))) < l_960) <= p_3)))) == 1L);
                for (g_156.f3 = 0; (g_156.f3 <= 0); g_156.f3 += 1)
                { /* block id: 498 */
                    int16_t l_970 = 0x8595L;
                    p_3 ^= (safe_mul_func_uint8_t_u_u(252UL, (((0L ^ (l_972 |= (safe_sub_func_int16_t_s_s((*g_223), ((safe_add_func_uint16_t_u_u((((l_967 = (*g_223)) , (l_959[0] || ((safe_sub_func_int16_t_s_s((((l_970 , (0xA8B85FB7L >= 1UL)) != p_4) & 0x1BA3L), 0UL)) , l_971))) || 0xA2889508L), 65528UL)) <= l_959[1]))))) >= 0x56L) <= 246UL)));
                }
            }
            else
            { /* block id: 503 */
                struct S4 *l_995 = (void*)0;
                struct S4 **l_994[7][5][7] = {{{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,(void*)0},{&l_995,(void*)0,&l_995,&l_995,&l_995,(void*)0,&l_995},{&l_995,(void*)0,&l_995,&l_995,&l_995,&l_995,(void*)0},{&l_995,(void*)0,&l_995,&l_995,&l_995,(void*)0,&l_995},{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,(void*)0}},{{&l_995,(void*)0,&l_995,&l_995,&l_995,(void*)0,&l_995},{&l_995,(void*)0,&l_995,&l_995,&l_995,&l_995,(void*)0},{&l_995,(void*)0,&l_995,&l_995,&l_995,(void*)0,&l_995},{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,(void*)0},{&l_995,(void*)0,&l_995,&l_995,&l_995,(void*)0,&l_995}},{{&l_995,(void*)0,&l_995,&l_995,&l_995,&l_995,(void*)0},{&l_995,(void*)0,&l_995,&l_995,&l_995,(void*)0,&l_995},{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,(void*)0},{&l_995,(void*)0,&l_995,&l_995,&l_995,(void*)0,&l_995},{&l_995,(void*)0,&l_995,&l_995,&l_995,&l_995,(void*)0}},{{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995},{&l_995,(void*)0,&l_995,&l_995,&l_995,&l_995,&l_995},{(void*)0,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995},{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995},{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995}},{{&l_995,(void*)0,&l_995,&l_995,&l_995,&l_995,&l_995},{(void*)0,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995},{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995},{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995},{&l_995,(void*)0,&l_995,&l_995,&l_995,&l_995,&l_995}},{{(void*)0,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995},{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995},{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995},{&l_995,(void*)0,&l_995,&l_995,&l_995,&l_995,&l_995},{(void*)0,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995}},{{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995},{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995},{&l_995,(void*)0,&l_995,&l_995,&l_995,&l_995,&l_995},{(void*)0,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995},{&l_995,&l_995,&l_995,&l_995,&l_995,&l_995,&l_995}}};
                uint16_t *l_1000 = &l_942;
                int32_t l_1006 = 0x68EEF520L;
                int i, j, k;
                for (g_156.f5 = 0; (g_156.f5 <= 0); g_156.f5 += 1)
                { /* block id: 506 */
                    if (p_5)
                        break;
                }
                for (g_292.f0 = 0; (g_292.f0 <= 0); g_292.f0 += 1)
                { /* block id: 511 */
                    uint32_t l_990 = 0xF2CE7E87L;
                    struct S4 *l_993 = &g_376;
                    struct S4 * const *l_992 = &l_993;
                    struct S4 * const **l_991[7][5][7] = {{{&l_992,&l_992,&l_992,&l_992,(void*)0,(void*)0,(void*)0},{&l_992,&l_992,&l_992,&l_992,&l_992,(void*)0,&l_992},{&l_992,(void*)0,&l_992,(void*)0,&l_992,&l_992,&l_992},{&l_992,&l_992,(void*)0,&l_992,(void*)0,&l_992,&l_992},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,(void*)0}},{{(void*)0,&l_992,&l_992,(void*)0,&l_992,&l_992,(void*)0},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992},{&l_992,&l_992,&l_992,(void*)0,&l_992,&l_992,&l_992},{&l_992,(void*)0,&l_992,&l_992,(void*)0,&l_992,&l_992},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992}},{{&l_992,&l_992,(void*)0,&l_992,&l_992,&l_992,(void*)0},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992},{&l_992,(void*)0,&l_992,&l_992,(void*)0,&l_992,&l_992},{&l_992,(void*)0,&l_992,(void*)0,&l_992,&l_992,&l_992},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992}},{{&l_992,(void*)0,&l_992,&l_992,&l_992,&l_992,(void*)0},{&l_992,&l_992,&l_992,&l_992,(void*)0,&l_992,&l_992},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,(void*)0}},{{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992},{&l_992,&l_992,&l_992,(void*)0,&l_992,(void*)0,&l_992},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,(void*)0},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992}},{{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992},{(void*)0,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992},{&l_992,&l_992,&l_992,(void*)0,(void*)0,(void*)0,&l_992},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,(void*)0},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992}},{{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992},{&l_992,&l_992,&l_992,&l_992,(void*)0,&l_992,&l_992},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992},{&l_992,&l_992,&l_992,&l_992,&l_992,&l_992,&l_992},{&l_992,&l_992,(void*)0,&l_992,(void*)0,&l_992,(void*)0}}};
                    int16_t *l_1003 = (void*)0;
                    int16_t *l_1004 = &g_264.f3;
                    int32_t *l_1005 = &g_6;
                    int i, j, k;
                    (**g_162) = (safe_lshift_func_int16_t_s_s(p_5, 0));
                    l_972 ^= (p_3 = (g_975[1][0][0] , (!(safe_div_func_int16_t_s_s(((g_621[g_292.f0] , p_5) == (safe_rshift_func_uint16_t_u_u((safe_add_func_uint32_t_u_u((((g_949.f5 , ((safe_rshift_func_uint16_t_u_u((p_4 <= (!1UL)), 4)) != ((safe_mod_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s((g_223 != g_223), 5)), p_4)) || l_990))) && p_5) , g_559[5][0][3].f4), p_5)), 12))), l_942)))));
                    l_994[0][2][5] = (void*)0;
                    (*l_1005) &= ((safe_add_func_int16_t_s_s(((safe_rshift_func_int16_t_s_s(((*g_223) = (*g_223)), g_621[g_292.f0].f6)) >= ((8L != ((void*)0 != l_1000)) && ((safe_sub_func_int8_t_s_s((((*l_1004) |= ((g_100 , (0UL == l_990)) , l_972)) , (-1L)), 0UL)) ^ 0UL))), l_942)) < g_156.f0);
                }
                for (g_213.f0 = 0; (g_213.f0 <= 0); g_213.f0 += 1)
                { /* block id: 522 */
                    if (l_1006)
                        break;
                }
            }
            for (g_949.f0 = 0; (g_949.f0 <= 0); g_949.f0 += 1)
            { /* block id: 528 */
                uint32_t l_1023 = 4294967290UL;
                for (g_110 = 0; (g_110 <= 4); g_110 += 1)
                { /* block id: 531 */
                    struct S4 *l_1007 = &g_376;
                    struct S4 **l_1008 = (void*)0;
                    struct S4 **l_1009 = (void*)0;
                    const struct S1 *l_1016[8][1][3];
                    const struct S1 ** const l_1015 = &l_1016[1][0][0];
                    const struct S1 ** const *l_1014 = &l_1015;
                    const struct S1 ** const **l_1013 = &l_1014;
                    const struct S1 ** const ***l_1012 = &l_1013;
                    int i, j, k;
                    for (i = 0; i < 8; i++)
                    {
                        for (j = 0; j < 1; j++)
                        {
                            for (k = 0; k < 3; k++)
                                l_1016[i][j][k] = &g_706;
                        }
                    }
                    l_1010 = l_1007;
                    if (g_155[(g_245 + 2)][(g_245 + 1)])
                        break;
                    (*l_1012) = (void*)0;
                }
                if ((((**g_162) = ((g_1017[1] = &g_327) != l_1018)) >= (safe_div_func_int32_t_s_s((safe_div_func_uint16_t_u_u(0x9F1FL, 1L)), (-7L)))))
                { /* block id: 538 */
                    if (l_1023)
                        break;
                    (*g_1025) = g_1024;
                }
                else
                { /* block id: 541 */
                    uint64_t l_1026 = 0x4A94F9A21F0CFC36LL;
                    (**g_162) ^= l_1026;
                    if (l_1026)
                        break;
                    if ((*g_83))
                        continue;
                    (*g_896) = (void*)0;
                }
            }
        }
    }
    return g_1027[2];
}


/* ------------------------------------------ */
/* 
 * reads : g_162 g_163 g_6 g_299 g_300 g_281 g_282 g_84 g_156.f4 g_750 g_755 g_264.f1 g_759 g_52 g_53.f5 g_43 g_83 g_39 g_100 g_79 g_110 g_133 g_90 g_144 g_156 g_161 g_34 g_155 g_37.f1 g_183.f4 g_204 g_183.f6 g_183.f5 g_37 g_213 g_216 g_223 g_237 g_245 g_254 g_262 g_263 g_264 g_626 g_592 g_292 g_648.f1 g_362 g_799 g_800 g_551 g_552 g_811 g_814 g_783.f6 g_826 g_286 g_327 g_721 g_722 g_783.f2 g_287.f0 g_864 g_53.f0 g_706.f5 g_895 g_53.f6 g_896 g_920 g_563
 * writes: g_264.f1 g_563 g_264.f0 g_84 g_750 g_216.f3 g_300 g_291.f0 g_39 g_53 g_34 g_79 g_90 g_100 g_110 g_133 g_155 g_156.f5 g_156.f0 g_156.f3 g_203 g_204 g_237 g_263 g_213.f5 g_213.f3 g_156.f1 g_183 g_282 g_327 g_264.f5 g_895 g_651
 */
static const uint64_t  func_9(int8_t  p_10, uint32_t  p_11, int32_t  p_12, const uint32_t  p_13)
{ /* block id: 360 */
    int32_t *l_725[4];
    uint32_t l_726[1];
    struct S0 *l_797 = &g_264;
    struct S0 **l_796 = &l_797;
    struct S1 *l_873 = &g_559[5][0][3];
    uint64_t l_900[2][3];
    struct S2 *l_924 = (void*)0;
    int i, j;
    for (i = 0; i < 4; i++)
        l_725[i] = &g_282;
    for (i = 0; i < 1; i++)
        l_726[i] = 0x60699EF3L;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
            l_900[i][j] = 0x394EAF21F9432409LL;
    }
lbl_746:
    --l_726[0];
lbl_758:
    for (g_264.f1 = 19; (g_264.f1 != 5); g_264.f1--)
    { /* block id: 364 */
        uint32_t l_731[2];
        int i;
        for (i = 0; i < 2; i++)
            l_731[i] = 18446744073709551615UL;
        l_731[0]--;
        return p_13;
    }
    for (g_563 = (-3); (g_563 == 25); g_563 = safe_add_func_int64_t_s_s(g_563, 4))
    { /* block id: 370 */
        const struct S2 *l_745 = &g_466[0][5][3];
        const struct S2 **l_744 = &l_745;
        int32_t *l_747 = &g_84;
        uint8_t *l_798[4] = {&g_156.f5,&g_156.f5,&g_156.f5,&g_156.f5};
        struct S2 * const l_804 = (void*)0;
        struct S2 * const *l_803 = &l_804;
        int32_t l_833 = (-1L);
        struct S4 *l_866 = &g_376;
        struct S4 **l_865 = &l_866;
        struct S1 *l_872[8][2][2] = {{{(void*)0,&g_783},{&g_783,&g_783}},{{&g_783,(void*)0},{&g_783,(void*)0}},{{&g_783,&g_783},{&g_783,&g_783}},{{(void*)0,&g_783},{(void*)0,&g_783}},{{&g_783,&g_783},{&g_783,(void*)0}},{{&g_783,(void*)0},{&g_783,&g_783}},{{&g_783,&g_783},{(void*)0,&g_783}},{{(void*)0,&g_783},{&g_783,&g_783}}};
        int32_t * const *l_906[1];
        int32_t * const **l_905 = &l_906[0];
        uint32_t l_934 = 0xC2B6F5DAL;
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_906[i] = (void*)0;
        if (p_13)
            break;
        if ((**g_162))
            break;
        for (g_264.f0 = 0; (g_264.f0 > 23); g_264.f0 = safe_add_func_uint64_t_u_u(g_264.f0, 5))
        { /* block id: 375 */
            int8_t l_739 = 0x85L;
            int32_t l_749[3];
            uint8_t l_760 = 0xF9L;
            struct S0 *l_761 = (void*)0;
            struct S0 *l_762 = &g_263[2][0];
            struct S1 * const l_782 = &g_783;
            struct S1 * const *l_781 = &l_782;
            struct S1 * const **l_780 = &l_781;
            uint8_t *l_784 = &g_213.f5;
            int32_t l_785[4][6][8] = {{{1L,1L,0xFFB267C2L,0xB20E7FABL,(-1L),(-3L),0x60D408DEL,0L},{1L,1L,0x5FA5E33BL,1L,2L,(-1L),2L,1L},{0x61DD158BL,0x8AAD4F2DL,0x61DD158BL,0xFFB267C2L,(-1L),0x4EBE7982L,1L,1L},{0x867BE83DL,0x17546F72L,(-1L),0x60D408DEL,0x14562C1CL,0x492C71CBL,(-1L),0x92D0609AL},{0x867BE83DL,0xF9082CC7L,(-3L),0x15DC33A1L,(-1L),0x867BE83DL,0x0C392ABFL,(-1L)},{0x61DD158BL,0L,1L,0xD73C679BL,2L,0L,0x23F4C875L,0x8ED56FB8L}},{{1L,(-1L),0xD34F9D39L,(-1L),(-1L),1L,0L,(-2L)},{1L,(-1L),(-1L),(-3L),0x8ED56FB8L,0x347C541DL,0L,(-3L)},{0L,0L,(-2L),0x60D408DEL,0xD8496234L,0x14562C1CL,1L,5L},{0x299E5AF0L,0x4381B4E4L,0x60D408DEL,0x97757258L,(-1L),0xA513AE35L,0x1EADAC8EL,0xED7F3745L},{0x4657538EL,0x8ED56FB8L,(-9L),(-1L),1L,0x61DD158BL,0x23F4C875L,0L},{1L,0xE0B520B0L,(-1L),(-1L),0xAE0AC026L,0x8ED56FB8L,0x8AAD4F2DL,0x15DC33A1L}},{{0x9823AD1DL,0x8F7BB4CAL,0L,0x8ED56FB8L,0xFFB267C2L,(-9L),(-1L),0L},{0xB137CA6AL,0L,(-1L),0xEA0CB122L,0x299E5AF0L,0x299E5AF0L,0xEA0CB122L,(-1L)},{0xC6D89EF1L,0xC6D89EF1L,0x17546F72L,0x7A6B9FD5L,1L,0x0C392ABFL,0x1BF6ADBFL,(-9L)},{0xD73C679BL,(-1L),0L,1L,1L,0L,0x60D408DEL,(-9L)},{(-1L),0xA16FC0F6L,0x97757258L,0x7A6B9FD5L,(-1L),0xED7F3745L,(-1L),(-1L)},{0x347C541DL,(-1L),0x4EBE7982L,0xEA0CB122L,0x23F4C875L,1L,0xFAC1DF3AL,0L}},{{0L,0x17546F72L,1L,0x8ED56FB8L,0xA513AE35L,4L,0x17546F72L,0x15DC33A1L},{0x8ED56FB8L,0L,0x61DD158BL,0xFAC1DF3AL,(-9L),0xEA0CB122L,0L,(-1L)},{(-2L),0L,(-9L),(-1L),0L,0x2BDC2B8DL,0L,0xB20E7FABL},{1L,4L,0x177B68EFL,(-1L),(-10L),(-1L),0x1EADAC8EL,0xE0B520B0L},{(-1L),0xD8496234L,0x15DC33A1L,0x9823AD1DL,0x53199DD8L,(-2L),(-10L),0x2BDC2B8DL},{0x7B5F426EL,(-10L),1L,0x347C541DL,0xEA0CB122L,0x7B5F426EL,0x4EBE7982L,0xA16FC0F6L}}};
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_749[i] = 0xA878B9D4L;
            if ((((*g_299) != l_725[1]) & p_11))
            { /* block id: 376 */
                int32_t l_738 = (-3L);
                uint8_t l_740 = 255UL;
                int32_t l_748 = 0x376CA6F7L;
                if (l_738)
                { /* block id: 377 */
                    uint16_t l_743 = 0x0B4AL;
                    (*g_300) &= (*g_281);
                    l_740--;
                    (*g_300) = (((g_156.f4 >= (((l_738 , ((1UL & l_743) < ((void*)0 == l_744))) ^ l_739) < p_10)) == l_740) , 1L);
                }
                else
                { /* block id: 381 */
                    if (p_13)
                        goto lbl_746;
                    l_747 = &p_12;
                    return p_11;
                }
                g_750--;
                for (g_216.f3 = 0; (g_216.f3 <= (-23)); g_216.f3--)
                { /* block id: 389 */
                    p_12 = p_10;
                    (*l_747) = l_739;
                    (*g_755) = &p_12;
                }
            }
            else
            { /* block id: 394 */
                for (g_291.f0 = 0; (g_291.f0 > 17); g_291.f0++)
                { /* block id: 397 */
                    if (g_264.f1)
                        goto lbl_758;
                    if (g_759)
                        break;
                }
            }
            (*l_762) = func_45(l_760);
            l_785[1][0][6] |= ((((*g_362) = (l_749[0] && (safe_mod_func_uint64_t_u_u((safe_mul_func_uint16_t_u_u((((((*l_747) < ((((safe_rshift_func_uint8_t_u_u(((p_12 , (safe_sub_func_uint32_t_u_u(((safe_lshift_func_uint16_t_u_s((safe_mul_func_int8_t_s_s((0x0777L > (safe_unary_minus_func_uint32_t_u(p_13))), ((*l_784) &= (safe_mod_func_uint8_t_u_u((((*l_780) = &g_286) != (((**g_626) , (*g_592)) , (void*)0)), 0x16L))))), 15)) < p_12), g_648.f1))) <= p_12), 2)) == p_12) >= p_13) != 0x794FL)) || (*g_223)) , 0UL) <= p_11), (*g_223))), p_12)))) ^ 0xEBL) <= p_10);
        }
        if ((!((safe_sub_func_int8_t_s_s(((*l_747) & (((((((safe_add_func_uint32_t_u_u(p_11, (!((safe_mod_func_int8_t_s_s((((safe_mul_func_int8_t_s_s(((void*)0 != l_796), (g_213.f5 = (*l_747)))) || g_264.f2) != 0xD20EL), p_11)) < 1UL)))) == g_263[1][0].f1) , g_799) , g_52.f0) , g_800) , 18446744073709551612UL) || 0x41BDCE3D4DA32C75LL)), p_13)) , (**g_755))))
        { /* block id: 409 */
            uint8_t l_809[1][2];
            int64_t l_810 = 0x2855FD47348FEA2ALL;
            int32_t ***l_815 = (void*)0;
            int32_t *l_825 = &g_282;
            int32_t l_830 = 0x992F75DBL;
            int32_t l_831 = 0x276A9FEEL;
            int32_t l_832 = 0x6A368DE4L;
            int32_t l_834 = 0x9BC6854CL;
            struct S4 *l_839 = (void*)0;
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 2; j++)
                    l_809[i][j] = 0xF4L;
            }
            (*l_747) = (safe_add_func_int64_t_s_s(((void*)0 != (*g_551)), (((*g_223) &= ((l_803 = (void*)0) != &g_651)) < ((safe_sub_func_uint16_t_u_u(((p_11 && ((4294967295UL == (((((safe_div_func_uint64_t_u_u(7UL, p_13)) , 0x7D97A486L) >= l_809[0][0]) , (*l_747)) && l_810)) ^ (*l_747))) , p_13), p_10)) | (*l_747)))));
            if ((g_811 , (safe_div_func_uint8_t_u_u(((g_814[1][1][3] , l_815) != (((safe_mul_func_uint16_t_u_u((&g_100 == &g_100), g_204[0][2][6])) <= (safe_mod_func_uint16_t_u_u((!(safe_mod_func_uint64_t_u_u(l_809[0][0], 0x67CEAC9CF6108008LL))), 0x8B54L))) , (void*)0)), g_783.f6))))
            { /* block id: 413 */
                for (g_156.f1 = 22; (g_156.f1 != 13); --g_156.f1)
                { /* block id: 416 */
                    (*l_747) = p_12;
                    l_825 = &p_12;
                }
                (*g_286) = g_826[1][0];
                if ((*l_825))
                    continue;
            }
            else
            { /* block id: 422 */
                uint32_t *l_827 = &g_90[2][5][5];
                int32_t l_828 = 0xF0BBE405L;
                int32_t l_829[3];
                uint16_t l_835[2][3] = {{0x1BE9L,0xDC7EL,0x1BE9L},{0x1BE9L,0xDC7EL,0x1BE9L}};
                int64_t *l_838 = &g_327;
                struct S4 *l_841 = &g_376;
                struct S4 **l_840 = &l_841;
                int i, j;
                for (i = 0; i < 3; i++)
                    l_829[i] = (-1L);
                (*l_825) |= (((*l_827) ^= p_10) <= ((*l_747) = p_10));
                ++l_835[1][1];
                (*l_840) = (l_839 = (((*l_838) &= ((void*)0 != &g_363[0][1][0])) , &g_376));
            }
            if (p_11)
                break;
            for (g_264.f5 = 0; (g_264.f5 >= 8); ++g_264.f5)
            { /* block id: 434 */
                uint8_t l_857[4] = {1UL,1UL,1UL,1UL};
                int32_t l_859 = 0xCD7DBE92L;
                int i;
                if (((g_263[1][0].f5++) ^ ((**g_626) , ((safe_mod_func_int8_t_s_s(p_11, g_799.f3)) <= ((*l_825) || (*g_223))))))
                { /* block id: 436 */
                    uint16_t *l_854 = &g_100;
                    int32_t l_860[6] = {0x672E537FL,0x672E537FL,0x8867C435L,0x672E537FL,0x672E537FL,0x8867C435L};
                    uint64_t l_861 = 7UL;
                    int i;
                    (*g_300) = (safe_mod_func_uint32_t_u_u(((safe_mul_func_int8_t_s_s(((safe_add_func_uint16_t_u_u(((*l_854)++), ((*g_721) == (void*)0))) < l_857[2]), g_783.f2)) ^ ((p_10 >= ((!(p_13 | p_11)) , p_12)) >= (*l_747))), 4294967295UL));
                    --l_861;
                    (*g_300) ^= p_10;
                    return g_287.f0;
                }
                else
                { /* block id: 442 */
                    if (p_11)
                        break;
                    if ((*g_300))
                        continue;
                }
                if (p_10)
                    continue;
                (*g_286) = g_864;
            }
        }
        else
        { /* block id: 449 */
            struct S4 **l_867 = &l_866;
            struct S1 *l_874 = &g_559[4][0][0];
            int32_t l_883 = (-5L);
            int32_t l_913 = (-10L);
            struct S2 **l_919[2];
            int32_t l_925 = 9L;
            int32_t l_926 = 6L;
            int32_t l_927 = 0xD8175048L;
            int32_t l_928 = 0xC39FC78EL;
            int32_t l_929 = 0L;
            int32_t l_930 = 0xA176153BL;
            int32_t l_931 = 5L;
            int16_t l_932[8];
            int32_t l_933 = (-5L);
            int i;
            for (i = 0; i < 2; i++)
                l_919[i] = &g_651;
            for (i = 0; i < 8; i++)
                l_932[i] = 0x2685L;
            if ((((((((l_867 = l_865) == ((safe_mod_func_int64_t_s_s((safe_lshift_func_uint8_t_u_u((((l_872[7][1][1] == (l_874 = l_873)) < (safe_sub_func_int16_t_s_s((safe_mod_func_int64_t_s_s(0L, (safe_lshift_func_int8_t_s_s((-9L), (*l_747))))), (((safe_mod_func_int32_t_s_s((p_11 & p_13), p_10)) || g_783.f6) , (*g_223))))) > p_11), 6)), 0xF3BBA7EFD99E72FDLL)) , (void*)0)) , g_53.f0) & g_826[1][0].f2) > l_883) < (*l_747)) != g_706.f5))
            { /* block id: 452 */
                int32_t ****l_897 = &g_895[0];
                if (g_216.f4)
                    goto lbl_746;
                if ((((safe_sub_func_uint8_t_u_u((safe_mod_func_int16_t_s_s((1L >= p_12), ((*g_223) = (safe_add_func_uint64_t_u_u((*l_747), (safe_mod_func_uint16_t_u_u(((safe_unary_minus_func_int32_t_s(((safe_sub_func_uint64_t_u_u((4UL && (((*l_897) = g_895[0]) == (void*)0)), (safe_div_func_uint64_t_u_u(0x44206C6D2BBE3387LL, (*l_747))))) == g_183[0][1].f5))) < (*l_747)), l_900[0][1]))))))), 0xBBL)) & g_53.f6) == 4UL))
                { /* block id: 456 */
                    l_913 ^= ((((safe_lshift_func_int8_t_s_s((safe_rshift_func_uint8_t_u_s((l_905 == &g_298), (safe_mul_func_int8_t_s_s(p_12, ((((safe_mul_func_uint16_t_u_u((****l_897), ((safe_rshift_func_uint8_t_u_s(p_10, p_13)) != (p_10 == p_12)))) && 1L) >= (*g_223)) & 0L))))), 2)) && l_883) ^ 1L) || (*g_223));
                }
                else
                { /* block id: 458 */
                    const int8_t l_914[5][4][5] = {{{0xB8L,0x7DL,0x7DL,0xB8L,0xB8L},{0xF2L,3L,0xF2L,3L,0xF2L},{0xB8L,0xB8L,0x7DL,0x7DL,0xB8L},{0x77L,3L,0x77L,3L,0x77L}},{{0xB8L,0x7DL,0x7DL,0xB8L,0xB8L},{0xF2L,3L,0xF2L,3L,0xF2L},{0xB8L,0xB8L,0x7DL,0x7DL,0xB8L},{0x77L,3L,0x77L,3L,0x77L}},{{0xB8L,0x7DL,0x7DL,0xB8L,0xB8L},{0xF2L,3L,0xF2L,3L,0xF2L},{0xB8L,0xB8L,0x7DL,0x7DL,0xB8L},{0x77L,3L,0x77L,3L,0x77L}},{{0xB8L,0x7DL,0x7DL,0xB8L,0xB8L},{0xF2L,3L,0xF2L,3L,0xF2L},{0xB8L,0xB8L,0x7DL,0x7DL,0xB8L},{0x77L,3L,0x77L,3L,0x77L}},{{0xB8L,0x7DL,0x7DL,0xB8L,0xB8L},{0xF2L,3L,0xF2L,3L,0xF2L},{0xB8L,0xB8L,0x7DL,0x7DL,0xB8L},{0x77L,3L,0x77L,3L,0x77L}}};
                    int i, j, k;
                    if ((*g_163))
                        break;
                    return l_914[1][2][1];
                }
                for (g_79 = 2; (g_79 > 48); g_79 = safe_add_func_uint16_t_u_u(g_79, 7))
                { /* block id: 464 */
                    return l_883;
                }
                (*g_300) = (safe_mul_func_int16_t_s_s((l_919[1] != (g_920 , &l_804)), (((safe_unary_minus_func_int8_t_s((*g_362))) || (safe_div_func_uint32_t_u_u(p_10, p_13))) , (&l_726[0] != &g_34[0][0][0]))));
            }
            else
            { /* block id: 468 */
                (**g_721) = l_924;
            }
            l_934--;
            p_12 &= 1L;
        }
    }
    return p_13;
}


/* ------------------------------------------ */
/* 
 * reads : g_300 g_84 g_223 g_213.f3
 * writes: g_84
 */
static int16_t  func_14(uint32_t  p_15, uint8_t  p_16, uint64_t  p_17, uint32_t  p_18, int8_t  p_19)
{ /* block id: 219 */
    const int8_t l_450 = (-7L);
    int32_t **l_459 = &g_290[0];
    int64_t *l_462 = (void*)0;
    int64_t *l_463 = &g_370;
    uint32_t *l_464[4][3] = {{&g_264.f1,&g_264.f1,&g_264.f1},{&g_292.f0,&g_90[2][5][5],&g_292.f0},{&g_264.f1,&g_264.f1,&g_264.f1},{&g_292.f0,&g_90[2][5][5],&g_292.f0}};
    int32_t l_465 = 0L;
    const int8_t *l_470 = &g_471[7][1];
    int32_t l_484 = 8L;
    int32_t l_485 = (-3L);
    int32_t l_486 = 0x6B2D6603L;
    int32_t l_488 = 1L;
    int32_t l_489 = 8L;
    int32_t l_492[8][4][6] = {{{0xBA61CD64L,0x00F62DCDL,6L,1L,0x41FFE7E0L,(-1L)},{0x455A9BF0L,0x00F62DCDL,(-1L),(-1L),6L,6L},{0x2DFF457AL,(-1L),(-1L),0x2DFF457AL,0x00F62DCDL,(-1L)},{1L,0x61FA6C66L,6L,0x2DFF457AL,(-7L),0x3D98E293L}},{{(-1L),(-7L),0x3D98E293L,6L,(-7L),2L},{(-1L),2L,3L,0x692C8CCEL,3L,2L},{0x41FFE7E0L,0xCF302F0FL,0x3D98E293L,0x00F62DCDL,0x0DB3CBE5L,0x3D98E293L},{0x41FFE7E0L,3L,0x0DB3CBE5L,0x692C8CCEL,0xBC8FC12BL,(-7L)}},{{(-1L),3L,0xCF302F0FL,6L,0x0DB3CBE5L,0x0DB3CBE5L},{(-1L),0xCF302F0FL,0xCF302F0FL,(-1L),3L,(-7L)},{0x692C8CCEL,2L,0x0DB3CBE5L,(-1L),(-7L),0x3D98E293L},{(-1L),(-7L),0x3D98E293L,6L,(-7L),2L}},{{(-1L),2L,3L,0x692C8CCEL,3L,2L},{0x41FFE7E0L,0xCF302F0FL,0x3D98E293L,0x00F62DCDL,0x0DB3CBE5L,0x3D98E293L},{0x41FFE7E0L,3L,0x0DB3CBE5L,0x692C8CCEL,0xBC8FC12BL,(-7L)},{(-1L),3L,0xCF302F0FL,6L,0x0DB3CBE5L,0x0DB3CBE5L}},{{(-1L),0xCF302F0FL,0xCF302F0FL,(-1L),3L,(-7L)},{0x692C8CCEL,2L,0x0DB3CBE5L,(-1L),(-7L),0x3D98E293L},{(-1L),(-7L),0x3D98E293L,6L,(-7L),2L},{(-1L),2L,3L,0x692C8CCEL,3L,2L}},{{0x41FFE7E0L,0xCF302F0FL,0x3D98E293L,0x00F62DCDL,0x0DB3CBE5L,0x3D98E293L},{0x41FFE7E0L,3L,0x0DB3CBE5L,0x692C8CCEL,0xBC8FC12BL,(-7L)},{(-1L),3L,0xCF302F0FL,6L,0x0DB3CBE5L,0x0DB3CBE5L},{(-1L),0xCF302F0FL,0xCF302F0FL,(-1L),3L,(-7L)}},{{0x692C8CCEL,2L,0x0DB3CBE5L,(-1L),(-7L),0x3D98E293L},{(-1L),(-7L),0x3D98E293L,6L,(-7L),2L},{(-1L),2L,3L,0x692C8CCEL,3L,2L},{0x41FFE7E0L,0xCF302F0FL,0x3D98E293L,0x00F62DCDL,0x0DB3CBE5L,0x3D98E293L}},{{0x41FFE7E0L,3L,0x0DB3CBE5L,0x692C8CCEL,0xBC8FC12BL,(-7L)},{(-1L),3L,0xCF302F0FL,6L,0x0DB3CBE5L,0x0DB3CBE5L},{(-1L),0xCF302F0FL,0xCF302F0FL,(-1L),3L,(-7L)},{0x692C8CCEL,2L,0x0DB3CBE5L,(-1L),(-7L),0x3D98E293L}}};
    int16_t l_511 = 0xBE92L;
    struct S1 *l_627 = (void*)0;
    int32_t l_671 = 0xA969F580L;
    struct S2 **l_688 = &g_651;
    struct S2 ***l_687 = &l_688;
    struct S2 ** volatile **l_724 = &g_721;
    struct S2 ** volatile ***l_723 = &l_724;
    int i, j, k;
    (*g_300) ^= (-1L);
    return (*g_223);
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_37 g_39 g_52 g_53.f5 g_43 g_83 g_84 g_100 g_79 g_110 g_133 g_90 g_144 g_156 g_161 g_162 g_34 g_155 g_183.f4 g_204 g_183.f6 g_183.f5 g_213 g_216 g_163 g_223 g_237 g_245 g_254 g_262 g_263 g_264 g_265 g_235 g_281 g_282 g_287 g_314 g_285 g_286 g_183 g_292.f1 g_300 g_327 g_370 g_376 g_377 g_299 g_403 g_419
 * writes: g_34 g_39 g_43 g_53 g_79 g_84 g_90 g_100 g_110 g_133 g_155 g_156.f5 g_156.f0 g_156.f3 g_203 g_204 g_237 g_156 g_245 g_213.f0 g_264.f5 g_282 g_285 g_213.f5 g_216.f1 g_327 g_362 g_363 g_183 g_213.f3 g_264.f3 g_216.f5 g_264.f4
 */
static uint32_t  func_22(uint16_t  p_23, uint32_t  p_24, uint8_t  p_25)
{ /* block id: 1 */
    uint32_t l_32 = 4294967291UL;
    uint32_t *l_33 = &g_34[0][0][0];
    uint64_t *l_38 = &g_39;
    int32_t *l_42[2];
    int16_t l_44 = 0x1B30L;
    int16_t l_431 = 0xE49EL;
    int i;
    for (i = 0; i < 2; i++)
        l_42[i] = (void*)0;
    (*g_300) = (g_6 , func_27(((*l_33) = l_32), (safe_sub_func_uint32_t_u_u(p_25, ((g_37 , ((*l_38) = (g_37.f1 || p_25))) , (g_43[6][0] = (safe_mod_func_uint16_t_u_u((l_32 , p_25), g_37.f1)))))), l_44, g_6));
    for (g_264.f4 = 0; (g_264.f4 <= 3); g_264.f4 += 1)
    { /* block id: 205 */
        int32_t l_422 = (-8L);
        return l_422;
    }
    for (g_264.f3 = 0; (g_264.f3 <= (-10)); g_264.f3 = safe_sub_func_int16_t_s_s(g_264.f3, 3))
    { /* block id: 210 */
        uint32_t l_429 = 0x375311FAL;
        int64_t *l_430 = (void*)0;
        int32_t l_442[8] = {2L,9L,9L,2L,9L,9L,2L,9L};
        int i;
        l_442[6] ^= (safe_lshift_func_uint8_t_u_s(p_24, (((((*g_300) ^= ((safe_lshift_func_uint8_t_u_u((1UL <= ((p_23 && 1L) ^ (*g_223))), 6)) ^ (l_431 = l_429))) ^ ((safe_mul_func_int16_t_s_s((safe_mod_func_uint16_t_u_u((safe_div_func_int8_t_s_s((safe_rshift_func_int16_t_s_s(((safe_mod_func_int32_t_s_s(p_23, l_429)) , (*g_223)), 7)), g_204[0][0][7])), p_23)), g_264.f2)) ^ l_429)) <= p_23) > 249UL)));
    }
    return p_24;
}


/* ------------------------------------------ */
/* 
 * reads : g_39 g_52 g_53.f5 g_43 g_83 g_84 g_100 g_79 g_110 g_133 g_90 g_144 g_156 g_161 g_162 g_34 g_155 g_37.f1 g_183.f4 g_204 g_183.f6 g_183.f5 g_6 g_37 g_213 g_216 g_163 g_223 g_237 g_245 g_254 g_262 g_263 g_264 g_265 g_235 g_281 g_282 g_287 g_314 g_285 g_286 g_183 g_292.f1 g_300 g_327 g_370 g_376 g_377 g_299 g_403 g_419
 * writes: g_39 g_53 g_34 g_79 g_84 g_90 g_100 g_110 g_133 g_155 g_156.f5 g_156.f0 g_156.f3 g_203 g_204 g_237 g_156 g_245 g_213.f0 g_264.f5 g_282 g_285 g_213.f5 g_216.f1 g_327 g_362 g_363 g_183 g_213.f3 g_264.f3 g_216.f5
 */
static int32_t  func_27(uint32_t  p_28, uint64_t  p_29, uint16_t  p_30, uint8_t  p_31)
{ /* block id: 5 */
    uint32_t l_49 = 18446744073709551608UL;
    int8_t *l_272 = (void*)0;
    int8_t *l_273 = &g_245;
    int32_t * const *l_274 = (void*)0;
    int32_t *l_276 = &g_84;
    int32_t **l_275 = &l_276;
    int8_t *l_277 = (void*)0;
    int8_t *l_278 = &g_156.f0;
    int8_t *l_279 = &g_213.f0;
    uint32_t *l_280 = &g_34[2][0][2];
    int32_t l_304 = 0x4118BEC9L;
    int32_t l_305 = 0x2DB557AAL;
    int32_t l_306 = (-6L);
    int32_t l_307 = (-8L);
    int32_t l_308 = 1L;
    int32_t l_309[5][2] = {{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L}};
    uint32_t l_337 = 1UL;
    uint8_t l_340[4][6] = {{0x8FL,255UL,255UL,255UL,0x5AL,0x5AL},{255UL,0x5AL,0x5AL,255UL,0x5AL,0x5AL},{255UL,0x5AL,0x5AL,255UL,0x5AL,0x5AL},{255UL,0x5AL,0x5AL,255UL,0x5AL,0x5AL}};
    uint32_t l_364 = 0xB15B4352L;
    const int32_t l_371[7] = {0xC22B56A8L,0xD53836E7L,0xD53836E7L,0xC22B56A8L,0xD53836E7L,0xD53836E7L,0xC22B56A8L};
    int64_t *l_420 = &g_327;
    int i, j;
    (*g_265) = func_45((safe_rshift_func_int16_t_s_u(l_49, 4)));
    if ((((*l_280) = (g_37.f2 , (safe_sub_func_uint64_t_u_u(g_235, (4UL <= ((*l_279) = ((*l_278) = ((((p_31 & (-1L)) && (safe_add_func_int16_t_s_s((safe_rshift_func_int8_t_s_s(((*l_273) = 0xBFL), 2)), (l_274 == l_275)))) > 0L) || 254UL)))))))) , (**l_275)))
    { /* block id: 99 */
        struct S1 *l_284 = &g_183[1][0];
        struct S1 **l_283 = &l_284;
        int32_t l_303[8][5] = {{0xF4B113F3L,0xE48BFFBDL,0xF4B113F3L,(-1L),(-1L)},{0x1B563916L,(-1L),0x1B563916L,1L,1L},{0xF4B113F3L,0xE48BFFBDL,0xF4B113F3L,(-1L),(-1L)},{0x1B563916L,(-1L),0x1B563916L,1L,1L},{0xF4B113F3L,0xE48BFFBDL,0xF4B113F3L,(-1L),(-1L)},{0x1B563916L,(-1L),0x1B563916L,1L,1L},{0xF4B113F3L,0xE48BFFBDL,0xF4B113F3L,(-1L),(-1L)},{0x1B563916L,(-1L),0x1B563916L,1L,1L}};
        int8_t **l_361[8][8][2] = {{{(void*)0,(void*)0},{&l_272,(void*)0},{(void*)0,&l_273},{(void*)0,&l_278},{(void*)0,&l_273},{(void*)0,(void*)0},{&l_272,(void*)0},{(void*)0,&l_273}},{{(void*)0,&l_278},{(void*)0,&l_273},{(void*)0,(void*)0},{&l_272,(void*)0},{(void*)0,&l_273},{(void*)0,&l_278},{(void*)0,&l_273},{(void*)0,(void*)0}},{{&l_272,(void*)0},{(void*)0,&l_273},{(void*)0,&l_278},{(void*)0,&l_273},{(void*)0,(void*)0},{&l_272,(void*)0},{(void*)0,&l_273},{(void*)0,&l_278}},{{(void*)0,&l_273},{(void*)0,(void*)0},{&l_272,(void*)0},{(void*)0,&l_273},{(void*)0,&l_278},{(void*)0,&l_273},{(void*)0,(void*)0},{&l_272,(void*)0}},{{(void*)0,&l_273},{(void*)0,&l_278},{(void*)0,&l_273},{(void*)0,(void*)0},{&l_272,(void*)0},{(void*)0,&l_273},{(void*)0,&l_278},{(void*)0,&l_273}},{{(void*)0,(void*)0},{&l_272,(void*)0},{(void*)0,&l_273},{(void*)0,&l_278},{(void*)0,&l_273},{(void*)0,(void*)0},{&l_272,(void*)0},{(void*)0,&l_273}},{{(void*)0,&l_278},{(void*)0,&l_273},{(void*)0,(void*)0},{&l_272,(void*)0},{(void*)0,&l_273},{(void*)0,&l_278},{(void*)0,&l_273},{(void*)0,(void*)0}},{{&l_272,(void*)0},{(void*)0,&l_273},{(void*)0,&l_278},{(void*)0,&l_273},{(void*)0,(void*)0},{&l_272,&l_278},{(void*)0,&l_277},{&l_272,&l_273}}};
        int i, j, k;
        for (g_264.f5 = 0; (g_264.f5 <= 0); g_264.f5 += 1)
        { /* block id: 102 */
            int32_t *l_294 = &g_6;
            int32_t l_301[7];
            uint64_t l_310 = 0UL;
            uint16_t *l_344[2][1][8] = {{{&g_100,&g_100,&g_100,&g_100,&g_100,&g_100,&g_100,&g_100}},{{&g_100,&g_100,&g_100,&g_100,&g_100,&g_100,&g_100,&g_100}}};
            uint16_t **l_343 = &l_344[0][0][7];
            int i, j, k;
            for (i = 0; i < 7; i++)
                l_301[i] = 0x52E57E6AL;
            for (p_29 = 0; (p_29 <= 4); p_29 += 1)
            { /* block id: 105 */
                for (g_237 = 0; (g_237 <= 4); g_237 += 1)
                { /* block id: 108 */
                    struct S1 ** const l_288 = (void*)0;
                    int i, j, k;
                    (*g_281) &= ((*l_276) |= g_90[(g_264.f5 + 3)][(p_29 + 1)][g_237]);
                    (*g_281) = ((**l_275) = ((g_285 = l_283) == (g_287 , l_288)));
                    return g_155[g_237][g_237];
                }
                for (g_213.f5 = 0; (g_213.f5 <= 3); g_213.f5 += 1)
                { /* block id: 118 */
                    int i, j, k;
                    return g_90[g_213.f5][(g_213.f5 + 2)][(g_264.f5 + 2)];
                }
            }
            for (g_245 = 0; (g_245 >= 0); g_245 -= 1)
            { /* block id: 124 */
                int32_t *l_289[5][3][8] = {{{&g_6,&g_6,&g_6,&g_84,(void*)0,&g_6,(void*)0,&g_84},{&g_84,&g_84,&g_84,&g_282,&g_84,(void*)0,(void*)0,&g_84},{&g_84,(void*)0,(void*)0,&g_84,&g_282,&g_84,&g_84,&g_84}},{{&g_84,(void*)0,&g_6,(void*)0,&g_84,&g_6,&g_6,&g_6},{&g_84,(void*)0,&g_282,&g_282,(void*)0,&g_84,(void*)0,(void*)0},{&g_6,(void*)0,&g_282,&g_6,&g_282,(void*)0,&g_6,&g_84}},{{(void*)0,&g_84,&g_6,&g_6,&g_6,&g_6,&g_84,(void*)0},{&g_84,&g_6,(void*)0,&g_282,&g_6,&g_282,(void*)0,&g_6},{(void*)0,(void*)0,&g_84,(void*)0,&g_282,&g_282,(void*)0,&g_84}},{{&g_6,&g_6,&g_6,&g_84,(void*)0,&g_6,(void*)0,&g_84},{&g_84,&g_84,&g_84,&g_282,&g_84,(void*)0,(void*)0,&g_84},{&g_84,(void*)0,(void*)0,&g_84,&g_282,&g_84,&g_84,&g_84}},{{&g_84,(void*)0,&g_6,(void*)0,&g_84,&g_6,&g_6,&g_6},{&g_84,(void*)0,&g_282,&g_282,(void*)0,&g_84,(void*)0,(void*)0},{&g_6,(void*)0,&g_282,&g_6,&g_282,(void*)0,&g_6,&g_84}}};
                uint8_t l_297 = 255UL;
                uint64_t l_328 = 0xB55F8126BFCCF397LL;
                int i, j, k;
                for (g_216.f1 = 0; (g_216.f1 <= 0); g_216.f1 += 1)
                { /* block id: 127 */
                    const int32_t *l_293 = (void*)0;
                    int32_t l_302[6] = {1L,1L,0x5E8AD480L,1L,1L,0x5E8AD480L};
                    int i, j, k;
                }
                if (p_28)
                    continue;
                for (g_156.f4 = 0; (g_156.f4 <= 2); g_156.f4 += 1)
                { /* block id: 141 */
                    uint64_t *l_324 = &g_39;
                    uint32_t l_325 = 0UL;
                    int64_t *l_326 = &g_327;
                    int i, j, k;
                    (**l_275) ^= ((((!l_303[1][2]) ^ ((0x50083CA2L > 0x270B9656L) && (((g_314[2][0] , ((*l_326) = (safe_add_func_uint64_t_u_u((((~(safe_rshift_func_uint8_t_u_s(4UL, (safe_add_func_uint16_t_u_u((((**g_285) , ((safe_add_func_uint16_t_u_u((((((*l_278) ^= ((g_292.f1 , &g_110) != l_324)) || (-9L)) == (*g_223)) ^ 0x5CC06E60C67030E3LL), 0x6F35L)) != (*g_223))) , g_39), l_325))))) | (*l_294)) , g_37.f5), g_216.f1)))) > l_328) | 0x429E8BBB4E707567LL))) , p_30) , l_303[1][1]);
                    if (p_30)
                        break;
                }
                for (g_282 = 0; (g_282 <= 0); g_282 += 1)
                { /* block id: 149 */
                    int64_t l_329 = (-2L);
                    int32_t l_330 = (-1L);
                    int32_t l_331 = 0x0EFD841FL;
                    int32_t l_332 = 0xBFA0E34CL;
                    int32_t l_333 = 0xF740C272L;
                    int32_t l_334 = 0xB8553A23L;
                    int32_t l_335 = 1L;
                    int32_t l_336 = 1L;
                    l_337--;
                    --l_340[1][4];
                    if ((*g_300))
                        break;
                    l_343 = (void*)0;
                }
            }
        }
        if ((safe_div_func_uint8_t_u_u(g_144.f1, (safe_div_func_uint16_t_u_u((safe_lshift_func_int16_t_s_s((safe_add_func_int8_t_s_s((~(safe_mul_func_int8_t_s_s((((g_327 |= (((safe_mul_func_uint16_t_u_u(g_263[1][0].f0, (*l_276))) != 0x01L) > ((safe_mul_func_int16_t_s_s(((safe_unary_minus_func_uint16_t_u(((g_363[0][1][1] = (g_362 = l_278)) != l_277))) , l_364), (*g_223))) , 3UL))) > (*l_276)) , 5L), g_39))), 0x21L)), 6)), g_183[0][1].f5)))))
        { /* block id: 160 */
            int8_t **l_365 = &g_363[0][0][1];
            (**l_275) = ((p_28 , (*l_284)) , ((l_361[5][4][1] == l_365) , (((((safe_rshift_func_int16_t_s_u((1UL <= (((safe_mul_func_int8_t_s_s(p_30, (p_28 == g_370))) >= p_31) >= l_303[3][2])), 5)) == p_28) >= (-2L)) & 0x662C58EC2B1D5672LL) , l_371[3])));
            for (g_216.f1 = 0; (g_216.f1 <= 52); g_216.f1++)
            { /* block id: 164 */
                for (g_237 = 0; (g_237 > 45); ++g_237)
                { /* block id: 167 */
                    uint32_t l_378 = 0xA958DC6AL;
                    (**l_283) = (g_376 , g_377);
                    (*g_300) = l_378;
                    return l_303[0][4];
                }
                return (**g_299);
            }
            (*l_276) &= (-1L);
        }
        else
        { /* block id: 175 */
            int32_t *l_389 = &l_309[2][0];
            (*l_389) |= ((*l_276) = (safe_rshift_func_uint16_t_u_u(((g_204[0][2][6] , ((g_314[2][0] , (safe_mul_func_int16_t_s_s((((safe_add_func_int8_t_s_s(p_30, (((*g_223) &= (safe_sub_func_int64_t_s_s(p_31, p_30))) && ((p_30 | 65528UL) < g_264.f0)))) && 1L) == p_30), 0x02F0L))) && (*l_276))) > g_213.f4), p_31)));
        }
    }
    else
    { /* block id: 180 */
        int32_t l_421 = (-3L);
        for (g_264.f3 = 2; (g_264.f3 >= 0); g_264.f3 -= 1)
        { /* block id: 183 */
            uint16_t *l_410[5];
            int32_t l_411 = 9L;
            int32_t *l_412 = &l_309[4][1];
            int64_t *l_415[2];
            int64_t l_416 = 0xD50A5EE16B43315FLL;
            int i;
            for (i = 0; i < 5; i++)
                l_410[i] = &g_100;
            for (i = 0; i < 2; i++)
                l_415[i] = &g_327;
            (*l_412) ^= (safe_mod_func_int8_t_s_s((-1L), (safe_sub_func_int32_t_s_s((g_314[2][0] , (safe_sub_func_uint64_t_u_u(0x1F7B8B9EB6C8AD7ALL, (~(g_216.f5 = g_264.f5))))), (safe_mul_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((g_245 == (safe_mul_func_uint16_t_u_u((l_411 = (((void*)0 != g_403[4][2]) , 0xFC60L)), 65527UL))), (*l_276))), g_90[3][5][1]))))));
            for (l_308 = 0; (l_308 <= 2); l_308 += 1)
            { /* block id: 189 */
                int64_t *l_418 = &g_327;
                int64_t **l_417 = &l_418;
                (*l_412) ^= ((void*)0 != &p_28);
                (*l_412) = (g_314[2][0].f3 < (l_415[0] == ((*l_417) = (l_416 , (void*)0))));
                if ((*g_83))
                    continue;
                l_421 &= (g_419 , ((*l_412) |= (p_29 , ((p_30 |= (((*l_276) >= 1UL) && ((g_376 , ((*l_276) = (l_420 == &l_416))) > g_264.f5))) == g_264.f1))));
            }
        }
    }
    return (*g_83);
}


/* ------------------------------------------ */
/* 
 * reads : g_39 g_52 g_53.f5 g_43 g_83 g_84 g_100 g_79 g_110 g_133 g_90 g_144 g_156 g_161 g_162 g_34 g_155 g_37.f1 g_183.f4 g_204 g_183.f6 g_183.f5 g_6 g_37 g_213 g_216 g_163 g_223 g_237 g_245 g_254 g_262 g_263 g_264
 * writes: g_39 g_53 g_34 g_79 g_84 g_90 g_100 g_110 g_133 g_155 g_156.f5 g_156.f0 g_156.f3 g_203 g_204 g_237
 */
static struct S0  func_45(uint16_t  p_46)
{ /* block id: 6 */
    uint32_t * const l_58 = (void*)0;
    int32_t l_60 = 6L;
    int32_t l_129 = 7L;
    int32_t l_130 = 0xF1A071E4L;
    int32_t l_131 = (-1L);
    int32_t l_232 = 0x6213B6CCL;
    int32_t *l_251[3][4] = {{(void*)0,(void*)0,&l_129,(void*)0},{(void*)0,&l_131,&l_131,(void*)0},{&l_131,(void*)0,&l_131,&l_131}};
    int32_t **l_250 = &l_251[2][1];
    int32_t ***l_249 = &l_250;
    int i, j;
    for (g_39 = 0; (g_39 < 15); g_39 = safe_add_func_int32_t_s_s(g_39, 6))
    { /* block id: 9 */
        int32_t l_59 = 1L;
        int32_t *l_61 = &l_60;
        int32_t *l_63 = (void*)0;
        int32_t **l_62 = &l_63;
        uint32_t *l_66 = &g_34[0][0][0];
        uint32_t *l_89[1];
        uint16_t *l_99 = &g_100;
        uint64_t *l_109 = &g_110;
        uint32_t l_111 = 2UL;
        int i;
        for (i = 0; i < 1; i++)
            l_89[i] = &g_90[3][5][1];
        g_53 = g_52;
        (*l_61) = func_54(l_58, l_59, ((*l_66) = (((l_60 ^ ((l_61 != ((*l_62) = &g_6)) == (((safe_add_func_uint8_t_u_u((((void*)0 != &l_60) < 4L), p_46)) | p_46) == p_46))) < g_53.f5) || 0x64L)));
        g_84 ^= (safe_mod_func_uint8_t_u_u((safe_add_func_uint64_t_u_u(((g_90[3][5][1] = g_39) == ((p_46 >= ((safe_add_func_int64_t_s_s((18446744073709551613UL >= ((*l_109) &= ((safe_sub_func_uint32_t_u_u(0UL, (safe_mul_func_uint8_t_u_u((safe_div_func_uint16_t_u_u((++(*l_99)), ((((safe_mul_func_uint8_t_u_u((safe_div_func_int32_t_s_s(((l_60 || ((((safe_add_func_uint16_t_u_u(p_46, ((&l_61 == &g_83) == (-1L)))) | g_52.f3) , (void*)0) != &g_34[4][1][2])) ^ p_46), (*l_61))), p_46)) != 0xE55470A0L) | 0x62L) & g_39))), g_79)))) != l_60))), l_111)) || p_46)) , 0xEC5ABB53L)), 0L)), (*l_61)));
    }
    for (p_46 = 0; (p_46 < 11); ++p_46)
    { /* block id: 25 */
        int16_t l_116 = (-1L);
        int32_t l_126 = 2L;
        int32_t l_127 = 0x45A8FD6DL;
        int32_t l_128 = 0x4A0BDBF6L;
        int32_t l_132 = 1L;
        uint16_t *l_140 = (void*)0;
        const int32_t **l_164 = (void*)0;
        struct S1 *l_182 = &g_183[0][1];
        int32_t l_233 = 0xC1B82195L;
        int32_t l_234 = 0L;
        if ((p_46 | (safe_lshift_func_int16_t_s_s(p_46, 3))))
        { /* block id: 26 */
            int32_t l_119[2][5] = {{0L,0L,0x053B50BCL,0L,0L},{0xF8620699L,0L,0xF8620699L,0xF8620699L,0L}};
            int32_t l_120 = 0x4BB62B12L;
            uint32_t *l_147 = &g_34[4][2][1];
            int i, j;
            if (l_116)
            { /* block id: 27 */
                int32_t *l_117 = &g_84;
                int32_t *l_118[7][8] = {{&g_84,&g_84,(void*)0,&l_60,&g_84,&g_84,&l_60,(void*)0},{(void*)0,(void*)0,&g_84,&l_60,&g_6,&l_60,&g_84,(void*)0},{&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&l_60,&g_84},{&g_84,&l_60,&l_60,&g_84,&l_60,&l_60,&g_84,&l_60},{(void*)0,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,(void*)0},{&g_84,(void*)0,(void*)0,&l_60,&g_84,&g_84,&g_84,&g_84},{(void*)0,&l_60,&l_60,(void*)0,&l_60,&g_84,&g_84,&l_60}};
                uint64_t l_121 = 6UL;
                int i, j;
                --l_121;
            }
            else
            { /* block id: 29 */
                int32_t *l_124 = (void*)0;
                int32_t *l_125[6];
                uint16_t *l_141 = &g_100;
                uint8_t *l_179 = (void*)0;
                uint8_t *l_180 = &g_156.f5;
                int16_t l_181[4][8];
                int i, j;
                for (i = 0; i < 6; i++)
                    l_125[i] = &g_84;
                for (i = 0; i < 4; i++)
                {
                    for (j = 0; j < 8; j++)
                        l_181[i][j] = (-4L);
                }
                g_133++;
                if (((safe_sub_func_uint64_t_u_u((safe_div_func_uint16_t_u_u((l_140 == l_141), g_90[1][4][4])), (safe_lshift_func_uint8_t_u_u((g_52 , (g_144 , (safe_div_func_uint32_t_u_u(((l_147 != l_147) >= 248UL), (-1L))))), 1)))) , (*g_83)))
                { /* block id: 31 */
                    int32_t **l_151 = (void*)0;
                    int32_t ***l_150 = &l_151;
                    int16_t *l_154 = &l_116;
                    l_130 |= (((g_155[4][4] = (g_133 >= (safe_div_func_int8_t_s_s((((*l_150) = &l_125[0]) != (((0x78L == ((0L ^ ((*l_154) ^= ((safe_sub_func_uint32_t_u_u(p_46, (g_100 ^ 0x1EL))) & p_46))) > p_46)) >= p_46) , (void*)0)), 0x21L)))) > p_46) | g_79);
                    (*l_151) = &g_6;
                }
                else
                { /* block id: 37 */
                    return g_156;
                }
                if ((safe_mod_func_int16_t_s_s((((*l_180) ^= (safe_mul_func_int16_t_s_s(((g_161 , 1UL) >= (g_162 == l_164)), (safe_rshift_func_int16_t_s_u((safe_lshift_func_int16_t_s_s((safe_mod_func_int16_t_s_s(p_46, p_46)), (l_60 = (safe_mod_func_uint16_t_u_u(((((safe_rshift_func_int8_t_s_s((safe_sub_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((1L && g_156.f0), g_90[3][5][1])), g_34[0][0][0])), g_34[0][0][0])) ^ g_156.f3) , g_155[4][4]) && p_46), 0x321DL))))), 15))))) , 4L), l_181[2][2])))
                { /* block id: 42 */
                    struct S1 **l_184 = &l_182;
                    int8_t *l_189 = &g_156.f0;
                    int16_t *l_194 = (void*)0;
                    int16_t *l_195[4][6] = {{&l_181[0][5],&l_181[0][5],&l_181[2][2],&l_181[0][5],&l_181[0][5],&l_181[2][2]},{&l_181[0][5],&l_181[0][5],&l_181[2][2],&l_181[0][5],&l_181[0][5],&l_181[2][2]},{&l_181[0][5],&l_181[0][5],&l_181[2][2],&l_181[0][5],&l_181[0][5],&l_181[2][2]},{&l_181[0][5],&l_181[0][5],&l_181[2][2],&l_181[0][5],&l_181[0][5],&l_181[2][2]}};
                    int32_t l_202 = 0xCE8A264CL;
                    uint64_t *l_209 = (void*)0;
                    uint64_t *l_210 = &g_79;
                    int i, j;
                    (*l_184) = l_182;
                    l_127 &= (((((((*l_141) ^= (((p_46 | (safe_rshift_func_int8_t_s_u(((*l_189) = (safe_lshift_func_uint8_t_u_s(g_37.f1, 6))), 5))) , (g_204[0][2][6] &= ((safe_lshift_func_int8_t_s_u((safe_div_func_int16_t_s_s((g_156.f5 == (g_203 = ((((g_183[0][1].f4 >= (l_119[0][4] = (g_156.f3 = l_60))) && (g_156.f3 = ((safe_unary_minus_func_uint32_t_u(((safe_lshift_func_int16_t_s_u(p_46, (safe_div_func_int32_t_s_s((+((g_156 , p_46) && 0x38L)), p_46)))) != 0x030A4445ADC8AFE7LL))) == g_156.f0))) || l_202) & p_46))), l_120)), 2)) < p_46))) , 65531UL)) <= 0UL) ^ p_46) <= p_46) != g_183[0][1].f6) < 0xA0D4A109L);
                    (*g_83) = (safe_div_func_uint8_t_u_u(((g_144.f2 <= ((*l_180) = (((g_183[0][1].f5 < ((*l_210) |= (safe_rshift_func_uint8_t_u_u(p_46, 4)))) , 4UL) , g_90[3][5][1]))) >= (g_6 > (safe_div_func_int32_t_s_s(p_46, 0xEF32C187L)))), p_46));
                    if (l_120)
                        continue;
                }
                else
                { /* block id: 56 */
                    return g_37;
                }
            }
            return g_213;
        }
        else
        { /* block id: 61 */
            for (l_128 = 0; (l_128 < (-9)); l_128 = safe_sub_func_int16_t_s_s(l_128, 5))
            { /* block id: 64 */
                return g_216;
            }
            if ((*g_163))
                break;
        }
        for (l_132 = (-11); (l_132 < (-6)); l_132 = safe_add_func_uint16_t_u_u(l_132, 3))
        { /* block id: 71 */
            uint32_t *l_224 = &g_90[0][0][0];
            int32_t l_231[8][6] = {{0x49656563L,0xC9BB9CBAL,0x05FF088BL,0xA9278B1CL,0xDF518787L,0xE52D5821L},{0xDF518787L,0x49656563L,0L,3L,3L,0L},{0xDF518787L,0xDF518787L,0x3DA1C231L,0xA9278B1CL,6L,0x3C54FD3AL},{0x49656563L,0xDF518787L,0xCA9DBBE3L,0xDD2221DAL,3L,0x3DA1C231L},{0xC9BB9CBAL,0x49656563L,0xCA9DBBE3L,0xC9BB9CBAL,0xDF518787L,0x3C54FD3AL},{0xA9278B1CL,0xC9BB9CBAL,0x3DA1C231L,0xC9BB9CBAL,0xA9278B1CL,0L},{0xC9BB9CBAL,0xA9278B1CL,0L,0xDD2221DAL,0xA9278B1CL,0xE52D5821L},{0x49656563L,0xC9BB9CBAL,0x05FF088BL,0xA9278B1CL,0xDF518787L,0xE52D5821L}};
            int i, j;
            if ((safe_lshift_func_int16_t_s_u(((g_223 == &l_116) ^ (((*l_224)++) != 0x3159ADB9L)), (g_100++))))
            { /* block id: 74 */
                int32_t *l_229 = &g_84;
                int32_t *l_230[2];
                int16_t l_236 = (-9L);
                int i;
                for (i = 0; i < 2; i++)
                    l_230[i] = &l_131;
                if (p_46)
                    break;
                g_237--;
            }
            else
            { /* block id: 77 */
                int16_t l_240 = (-8L);
                int32_t l_257 = 0xE7F53028L;
                if (p_46)
                { /* block id: 78 */
                    int32_t ****l_252 = (void*)0;
                    int32_t ****l_253 = &l_249;
                    const int32_t ***l_256 = &g_255;
                    int32_t l_260[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_260[i] = 4L;
                    l_257 ^= (l_240 ^ ((safe_sub_func_uint32_t_u_u((safe_rshift_func_int8_t_s_u((g_245 == l_231[4][1]), ((safe_unary_minus_func_uint32_t_u(((((((void*)0 != &l_231[4][1]) , (safe_sub_func_int8_t_s_s((((*l_253) = l_249) == (l_256 = g_254)), g_216.f3))) , 1L) & p_46) , 0x41F67890L))) , g_245))), 0x5B41CB99L)) , 0L));
                    l_260[2] |= (safe_rshift_func_uint16_t_u_u((((void*)0 != &g_133) | 5UL), 5));
                    if (p_46)
                        break;
                }
                else
                { /* block id: 84 */
                    uint64_t l_261 = 18446744073709551611UL;
                    if (l_261)
                        break;
                    if (p_46)
                        break;
                }
            }
            if (g_262)
                continue;
        }
        return g_263[1][0];
    }
    return g_264;
}


/* ------------------------------------------ */
/* 
 * reads : g_43 g_83 g_84
 * writes: g_79 g_84
 */
static int32_t  func_54(uint32_t * const  p_55, int16_t  p_56, uint32_t  p_57)
{ /* block id: 13 */
    uint64_t l_71 = 0xAE93AC4895D34B72LL;
    uint64_t *l_78 = &g_79;
    int32_t l_82 = 0x27969882L;
    (*g_83) = (safe_div_func_uint32_t_u_u((((safe_lshift_func_uint16_t_u_s(l_71, (safe_add_func_uint8_t_u_u(((safe_div_func_uint64_t_u_u(((*l_78) = (safe_lshift_func_uint16_t_u_u(g_43[6][0], 13))), 0xC778C533BF95235BLL)) , (safe_rshift_func_int8_t_s_u((&p_57 != &g_34[1][1][1]), p_56))), p_57)))) > l_82) < p_56), 0xE54706CDL));
    return (*g_83);
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_6, "g_6", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_34[i][j][k], "g_34[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_37.f0, "g_37.f0", print_hash_value);
    transparent_crc(g_37.f1, "g_37.f1", print_hash_value);
    transparent_crc(g_37.f2, "g_37.f2", print_hash_value);
    transparent_crc(g_37.f3, "g_37.f3", print_hash_value);
    transparent_crc(g_37.f4, "g_37.f4", print_hash_value);
    transparent_crc(g_37.f5, "g_37.f5", print_hash_value);
    transparent_crc(g_39, "g_39", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_43[i][j], "g_43[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_52.f0, "g_52.f0", print_hash_value);
    transparent_crc(g_52.f1, "g_52.f1", print_hash_value);
    transparent_crc(g_52.f2, "g_52.f2", print_hash_value);
    transparent_crc(g_52.f3, "g_52.f3", print_hash_value);
    transparent_crc(g_52.f4, "g_52.f4", print_hash_value);
    transparent_crc(g_52.f5, "g_52.f5", print_hash_value);
    transparent_crc(g_52.f6, "g_52.f6", print_hash_value);
    transparent_crc(g_53.f0, "g_53.f0", print_hash_value);
    transparent_crc(g_53.f1, "g_53.f1", print_hash_value);
    transparent_crc(g_53.f2, "g_53.f2", print_hash_value);
    transparent_crc(g_53.f3, "g_53.f3", print_hash_value);
    transparent_crc(g_53.f4, "g_53.f4", print_hash_value);
    transparent_crc(g_53.f5, "g_53.f5", print_hash_value);
    transparent_crc(g_53.f6, "g_53.f6", print_hash_value);
    transparent_crc(g_79, "g_79", print_hash_value);
    transparent_crc(g_84, "g_84", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_90[i][j][k], "g_90[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_100, "g_100", print_hash_value);
    transparent_crc(g_110, "g_110", print_hash_value);
    transparent_crc(g_133, "g_133", print_hash_value);
    transparent_crc(g_144.f0, "g_144.f0", print_hash_value);
    transparent_crc(g_144.f1, "g_144.f1", print_hash_value);
    transparent_crc(g_144.f2, "g_144.f2", print_hash_value);
    transparent_crc(g_144.f3, "g_144.f3", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_155[i][j], "g_155[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_156.f0, "g_156.f0", print_hash_value);
    transparent_crc(g_156.f1, "g_156.f1", print_hash_value);
    transparent_crc(g_156.f2, "g_156.f2", print_hash_value);
    transparent_crc(g_156.f3, "g_156.f3", print_hash_value);
    transparent_crc(g_156.f4, "g_156.f4", print_hash_value);
    transparent_crc(g_156.f5, "g_156.f5", print_hash_value);
    transparent_crc(g_161.f0, "g_161.f0", print_hash_value);
    transparent_crc(g_161.f1, "g_161.f1", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_183[i][j].f0, "g_183[i][j].f0", print_hash_value);
            transparent_crc(g_183[i][j].f1, "g_183[i][j].f1", print_hash_value);
            transparent_crc(g_183[i][j].f2, "g_183[i][j].f2", print_hash_value);
            transparent_crc(g_183[i][j].f3, "g_183[i][j].f3", print_hash_value);
            transparent_crc(g_183[i][j].f4, "g_183[i][j].f4", print_hash_value);
            transparent_crc(g_183[i][j].f5, "g_183[i][j].f5", print_hash_value);
            transparent_crc(g_183[i][j].f6, "g_183[i][j].f6", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_203, "g_203", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_204[i][j][k], "g_204[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_213.f0, "g_213.f0", print_hash_value);
    transparent_crc(g_213.f1, "g_213.f1", print_hash_value);
    transparent_crc(g_213.f2, "g_213.f2", print_hash_value);
    transparent_crc(g_213.f3, "g_213.f3", print_hash_value);
    transparent_crc(g_213.f4, "g_213.f4", print_hash_value);
    transparent_crc(g_213.f5, "g_213.f5", print_hash_value);
    transparent_crc(g_216.f0, "g_216.f0", print_hash_value);
    transparent_crc(g_216.f1, "g_216.f1", print_hash_value);
    transparent_crc(g_216.f2, "g_216.f2", print_hash_value);
    transparent_crc(g_216.f3, "g_216.f3", print_hash_value);
    transparent_crc(g_216.f4, "g_216.f4", print_hash_value);
    transparent_crc(g_216.f5, "g_216.f5", print_hash_value);
    transparent_crc(g_235, "g_235", print_hash_value);
    transparent_crc(g_237, "g_237", print_hash_value);
    transparent_crc(g_245, "g_245", print_hash_value);
    transparent_crc(g_262, "g_262", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_263[i][j].f0, "g_263[i][j].f0", print_hash_value);
            transparent_crc(g_263[i][j].f1, "g_263[i][j].f1", print_hash_value);
            transparent_crc(g_263[i][j].f2, "g_263[i][j].f2", print_hash_value);
            transparent_crc(g_263[i][j].f3, "g_263[i][j].f3", print_hash_value);
            transparent_crc(g_263[i][j].f4, "g_263[i][j].f4", print_hash_value);
            transparent_crc(g_263[i][j].f5, "g_263[i][j].f5", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_264.f0, "g_264.f0", print_hash_value);
    transparent_crc(g_264.f1, "g_264.f1", print_hash_value);
    transparent_crc(g_264.f2, "g_264.f2", print_hash_value);
    transparent_crc(g_264.f3, "g_264.f3", print_hash_value);
    transparent_crc(g_264.f4, "g_264.f4", print_hash_value);
    transparent_crc(g_264.f5, "g_264.f5", print_hash_value);
    transparent_crc(g_282, "g_282", print_hash_value);
    transparent_crc(g_287.f0, "g_287.f0", print_hash_value);
    transparent_crc(g_287.f1, "g_287.f1", print_hash_value);
    transparent_crc(g_291.f0, "g_291.f0", print_hash_value);
    transparent_crc(g_291.f1, "g_291.f1", print_hash_value);
    transparent_crc(g_292.f0, "g_292.f0", print_hash_value);
    transparent_crc(g_292.f1, "g_292.f1", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_314[i][j].f0, "g_314[i][j].f0", print_hash_value);
            transparent_crc(g_314[i][j].f1, "g_314[i][j].f1", print_hash_value);
            transparent_crc(g_314[i][j].f2, "g_314[i][j].f2", print_hash_value);
            transparent_crc(g_314[i][j].f3, "g_314[i][j].f3", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_327, "g_327", print_hash_value);
    transparent_crc(g_370, "g_370", print_hash_value);
    transparent_crc(g_376.f0, "g_376.f0", print_hash_value);
    transparent_crc(g_376.f1, "g_376.f1", print_hash_value);
    transparent_crc(g_376.f2, "g_376.f2", print_hash_value);
    transparent_crc(g_376.f3, "g_376.f3", print_hash_value);
    transparent_crc(g_376.f4, "g_376.f4", print_hash_value);
    transparent_crc(g_377.f0, "g_377.f0", print_hash_value);
    transparent_crc(g_377.f1, "g_377.f1", print_hash_value);
    transparent_crc(g_377.f2, "g_377.f2", print_hash_value);
    transparent_crc(g_377.f3, "g_377.f3", print_hash_value);
    transparent_crc(g_377.f4, "g_377.f4", print_hash_value);
    transparent_crc(g_377.f5, "g_377.f5", print_hash_value);
    transparent_crc(g_377.f6, "g_377.f6", print_hash_value);
    transparent_crc(g_404, "g_404", print_hash_value);
    transparent_crc(g_405, "g_405", print_hash_value);
    transparent_crc(g_406, "g_406", print_hash_value);
    transparent_crc(g_407, "g_407", print_hash_value);
    transparent_crc(g_408, "g_408", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_409[i], "g_409[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_419.f0, "g_419.f0", print_hash_value);
    transparent_crc(g_419.f1, "g_419.f1", print_hash_value);
    transparent_crc(g_419.f2, "g_419.f2", print_hash_value);
    transparent_crc(g_419.f3, "g_419.f3", print_hash_value);
    transparent_crc(g_419.f4, "g_419.f4", print_hash_value);
    transparent_crc(g_419.f5, "g_419.f5", print_hash_value);
    transparent_crc(g_446, "g_446", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_466[i][j][k].f0, "g_466[i][j][k].f0", print_hash_value);
                transparent_crc(g_466[i][j][k].f1, "g_466[i][j][k].f1", print_hash_value);
                transparent_crc(g_466[i][j][k].f2, "g_466[i][j][k].f2", print_hash_value);
                transparent_crc(g_466[i][j][k].f3, "g_466[i][j][k].f3", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_467[i].f0, "g_467[i].f0", print_hash_value);
        transparent_crc(g_467[i].f1, "g_467[i].f1", print_hash_value);
        transparent_crc(g_467[i].f2, "g_467[i].f2", print_hash_value);
        transparent_crc(g_467[i].f3, "g_467[i].f3", print_hash_value);
        transparent_crc(g_467[i].f4, "g_467[i].f4", print_hash_value);
        transparent_crc(g_467[i].f5, "g_467[i].f5", print_hash_value);
        transparent_crc(g_467[i].f6, "g_467[i].f6", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_471[i][j], "g_471[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_545, "g_545", print_hash_value);
    transparent_crc(g_555.f0, "g_555.f0", print_hash_value);
    transparent_crc(g_555.f1, "g_555.f1", print_hash_value);
    transparent_crc(g_555.f2, "g_555.f2", print_hash_value);
    transparent_crc(g_555.f3, "g_555.f3", print_hash_value);
    transparent_crc(g_555.f4, "g_555.f4", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 6; k++)
            {
                transparent_crc(g_559[i][j][k].f0, "g_559[i][j][k].f0", print_hash_value);
                transparent_crc(g_559[i][j][k].f1, "g_559[i][j][k].f1", print_hash_value);
                transparent_crc(g_559[i][j][k].f2, "g_559[i][j][k].f2", print_hash_value);
                transparent_crc(g_559[i][j][k].f3, "g_559[i][j][k].f3", print_hash_value);
                transparent_crc(g_559[i][j][k].f4, "g_559[i][j][k].f4", print_hash_value);
                transparent_crc(g_559[i][j][k].f5, "g_559[i][j][k].f5", print_hash_value);
                transparent_crc(g_559[i][j][k].f6, "g_559[i][j][k].f6", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_563, "g_563", print_hash_value);
    transparent_crc(g_620.f0, "g_620.f0", print_hash_value);
    transparent_crc(g_620.f1, "g_620.f1", print_hash_value);
    transparent_crc(g_620.f2, "g_620.f2", print_hash_value);
    transparent_crc(g_620.f3, "g_620.f3", print_hash_value);
    transparent_crc(g_620.f4, "g_620.f4", print_hash_value);
    transparent_crc(g_620.f5, "g_620.f5", print_hash_value);
    transparent_crc(g_620.f6, "g_620.f6", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_621[i].f0, "g_621[i].f0", print_hash_value);
        transparent_crc(g_621[i].f1, "g_621[i].f1", print_hash_value);
        transparent_crc(g_621[i].f2, "g_621[i].f2", print_hash_value);
        transparent_crc(g_621[i].f3, "g_621[i].f3", print_hash_value);
        transparent_crc(g_621[i].f4, "g_621[i].f4", print_hash_value);
        transparent_crc(g_621[i].f5, "g_621[i].f5", print_hash_value);
        transparent_crc(g_621[i].f6, "g_621[i].f6", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_648.f0, "g_648.f0", print_hash_value);
    transparent_crc(g_648.f1, "g_648.f1", print_hash_value);
    transparent_crc(g_648.f2, "g_648.f2", print_hash_value);
    transparent_crc(g_648.f3, "g_648.f3", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_674[i].f0, "g_674[i].f0", print_hash_value);
        transparent_crc(g_674[i].f1, "g_674[i].f1", print_hash_value);
        transparent_crc(g_674[i].f2, "g_674[i].f2", print_hash_value);
        transparent_crc(g_674[i].f3, "g_674[i].f3", print_hash_value);
        transparent_crc(g_674[i].f4, "g_674[i].f4", print_hash_value);
        transparent_crc(g_674[i].f5, "g_674[i].f5", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_706.f0, "g_706.f0", print_hash_value);
    transparent_crc(g_706.f1, "g_706.f1", print_hash_value);
    transparent_crc(g_706.f2, "g_706.f2", print_hash_value);
    transparent_crc(g_706.f3, "g_706.f3", print_hash_value);
    transparent_crc(g_706.f4, "g_706.f4", print_hash_value);
    transparent_crc(g_706.f5, "g_706.f5", print_hash_value);
    transparent_crc(g_706.f6, "g_706.f6", print_hash_value);
    transparent_crc(g_718.f0, "g_718.f0", print_hash_value);
    transparent_crc(g_718.f1, "g_718.f1", print_hash_value);
    transparent_crc(g_718.f2, "g_718.f2", print_hash_value);
    transparent_crc(g_718.f3, "g_718.f3", print_hash_value);
    transparent_crc(g_718.f4, "g_718.f4", print_hash_value);
    transparent_crc(g_718.f5, "g_718.f5", print_hash_value);
    transparent_crc(g_718.f6, "g_718.f6", print_hash_value);
    transparent_crc(g_750, "g_750", print_hash_value);
    transparent_crc(g_759, "g_759", print_hash_value);
    transparent_crc(g_783.f0, "g_783.f0", print_hash_value);
    transparent_crc(g_783.f1, "g_783.f1", print_hash_value);
    transparent_crc(g_783.f2, "g_783.f2", print_hash_value);
    transparent_crc(g_783.f3, "g_783.f3", print_hash_value);
    transparent_crc(g_783.f4, "g_783.f4", print_hash_value);
    transparent_crc(g_783.f5, "g_783.f5", print_hash_value);
    transparent_crc(g_783.f6, "g_783.f6", print_hash_value);
    transparent_crc(g_799.f0, "g_799.f0", print_hash_value);
    transparent_crc(g_799.f1, "g_799.f1", print_hash_value);
    transparent_crc(g_799.f2, "g_799.f2", print_hash_value);
    transparent_crc(g_799.f3, "g_799.f3", print_hash_value);
    transparent_crc(g_799.f4, "g_799.f4", print_hash_value);
    transparent_crc(g_799.f5, "g_799.f5", print_hash_value);
    transparent_crc(g_799.f6, "g_799.f6", print_hash_value);
    transparent_crc(g_800.f0, "g_800.f0", print_hash_value);
    transparent_crc(g_800.f1, "g_800.f1", print_hash_value);
    transparent_crc(g_811.f0, "g_811.f0", print_hash_value);
    transparent_crc(g_811.f1, "g_811.f1", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 8; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_814[i][j][k].f0, "g_814[i][j][k].f0", print_hash_value);
                transparent_crc(g_814[i][j][k].f1, "g_814[i][j][k].f1", print_hash_value);
                transparent_crc(g_814[i][j][k].f2, "g_814[i][j][k].f2", print_hash_value);
                transparent_crc(g_814[i][j][k].f3, "g_814[i][j][k].f3", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_826[i][j].f0, "g_826[i][j].f0", print_hash_value);
            transparent_crc(g_826[i][j].f1, "g_826[i][j].f1", print_hash_value);
            transparent_crc(g_826[i][j].f2, "g_826[i][j].f2", print_hash_value);
            transparent_crc(g_826[i][j].f3, "g_826[i][j].f3", print_hash_value);
            transparent_crc(g_826[i][j].f4, "g_826[i][j].f4", print_hash_value);
            transparent_crc(g_826[i][j].f5, "g_826[i][j].f5", print_hash_value);
            transparent_crc(g_826[i][j].f6, "g_826[i][j].f6", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_864.f0, "g_864.f0", print_hash_value);
    transparent_crc(g_864.f1, "g_864.f1", print_hash_value);
    transparent_crc(g_864.f2, "g_864.f2", print_hash_value);
    transparent_crc(g_864.f3, "g_864.f3", print_hash_value);
    transparent_crc(g_864.f4, "g_864.f4", print_hash_value);
    transparent_crc(g_864.f5, "g_864.f5", print_hash_value);
    transparent_crc(g_864.f6, "g_864.f6", print_hash_value);
    transparent_crc(g_920.f0, "g_920.f0", print_hash_value);
    transparent_crc(g_920.f1, "g_920.f1", print_hash_value);
    transparent_crc(g_920.f2, "g_920.f2", print_hash_value);
    transparent_crc(g_920.f3, "g_920.f3", print_hash_value);
    transparent_crc(g_949.f0, "g_949.f0", print_hash_value);
    transparent_crc(g_949.f1, "g_949.f1", print_hash_value);
    transparent_crc(g_949.f2, "g_949.f2", print_hash_value);
    transparent_crc(g_949.f3, "g_949.f3", print_hash_value);
    transparent_crc(g_949.f4, "g_949.f4", print_hash_value);
    transparent_crc(g_949.f5, "g_949.f5", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 1; k++)
            {
                transparent_crc(g_975[i][j][k].f0, "g_975[i][j][k].f0", print_hash_value);
                transparent_crc(g_975[i][j][k].f1, "g_975[i][j][k].f1", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_1011[i].f0, "g_1011[i].f0", print_hash_value);
        transparent_crc(g_1011[i].f1, "g_1011[i].f1", print_hash_value);
        transparent_crc(g_1011[i].f2, "g_1011[i].f2", print_hash_value);
        transparent_crc(g_1011[i].f3, "g_1011[i].f3", print_hash_value);
        transparent_crc(g_1011[i].f4, "g_1011[i].f4", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1024.f0, "g_1024.f0", print_hash_value);
    transparent_crc(g_1024.f1, "g_1024.f1", print_hash_value);
    transparent_crc(g_1024.f2, "g_1024.f2", print_hash_value);
    transparent_crc(g_1024.f3, "g_1024.f3", print_hash_value);
    transparent_crc(g_1024.f4, "g_1024.f4", print_hash_value);
    transparent_crc(g_1024.f5, "g_1024.f5", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_1027[i].f0, "g_1027[i].f0", print_hash_value);
        transparent_crc(g_1027[i].f1, "g_1027[i].f1", print_hash_value);
        transparent_crc(g_1027[i].f2, "g_1027[i].f2", print_hash_value);
        transparent_crc(g_1027[i].f3, "g_1027[i].f3", print_hash_value);
        transparent_crc(g_1027[i].f4, "g_1027[i].f4", print_hash_value);
        transparent_crc(g_1027[i].f5, "g_1027[i].f5", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1028.f0, "g_1028.f0", print_hash_value);
    transparent_crc(g_1028.f1, "g_1028.f1", print_hash_value);
    transparent_crc(g_1028.f2, "g_1028.f2", print_hash_value);
    transparent_crc(g_1028.f3, "g_1028.f3", print_hash_value);
    transparent_crc(g_1028.f4, "g_1028.f4", print_hash_value);
    transparent_crc(g_1028.f5, "g_1028.f5", print_hash_value);
    transparent_crc(g_1028.f6, "g_1028.f6", print_hash_value);
    transparent_crc(g_1055.f0, "g_1055.f0", print_hash_value);
    transparent_crc(g_1055.f1, "g_1055.f1", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 300
   depth: 1, occurrence: 37
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 15
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 4
XXX volatile bitfields defined in structs: 3
XXX structs with bitfields in the program: 47
breakdown:
   indirect level: 0, occurrence: 18
   indirect level: 1, occurrence: 11
   indirect level: 2, occurrence: 14
   indirect level: 3, occurrence: 3
   indirect level: 4, occurrence: 1
XXX full-bitfields structs in the program: 16
breakdown:
   indirect level: 0, occurrence: 16
XXX times a bitfields struct's address is taken: 31
XXX times a bitfields struct on LHS: 3
XXX times a bitfields struct on RHS: 24
XXX times a single bitfield on LHS: 1
XXX times a single bitfield on RHS: 35

XXX max expression depth: 32
breakdown:
   depth: 1, occurrence: 186
   depth: 2, occurrence: 46
   depth: 3, occurrence: 3
   depth: 4, occurrence: 2
   depth: 5, occurrence: 3
   depth: 7, occurrence: 4
   depth: 8, occurrence: 1
   depth: 9, occurrence: 1
   depth: 10, occurrence: 1
   depth: 11, occurrence: 2
   depth: 12, occurrence: 4
   depth: 13, occurrence: 1
   depth: 14, occurrence: 1
   depth: 15, occurrence: 3
   depth: 16, occurrence: 6
   depth: 17, occurrence: 2
   depth: 18, occurrence: 4
   depth: 19, occurrence: 2
   depth: 20, occurrence: 1
   depth: 22, occurrence: 1
   depth: 25, occurrence: 1
   depth: 28, occurrence: 2
   depth: 29, occurrence: 1
   depth: 32, occurrence: 1

XXX total number of pointers: 247

XXX times a variable address is taken: 461
XXX times a pointer is dereferenced on RHS: 89
breakdown:
   depth: 1, occurrence: 70
   depth: 2, occurrence: 18
   depth: 3, occurrence: 0
   depth: 4, occurrence: 1
XXX times a pointer is dereferenced on LHS: 141
breakdown:
   depth: 1, occurrence: 126
   depth: 2, occurrence: 15
XXX times a pointer is compared with null: 19
XXX times a pointer is compared with address of another variable: 6
XXX times a pointer is compared with another pointer: 12
XXX times a pointer is qualified to be dereferenced: 4210

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 374
   level: 2, occurrence: 139
   level: 3, occurrence: 11
   level: 4, occurrence: 5
XXX number of pointers point to pointers: 82
XXX number of pointers point to scalars: 129
XXX number of pointers point to structs: 36
XXX percent of pointers has null in alias set: 27.1
XXX average alias set size: 1.32

XXX times a non-volatile is read: 712
XXX times a non-volatile is write: 423
XXX times a volatile is read: 76
XXX    times read thru a pointer: 6
XXX times a volatile is write: 27
XXX    times written thru a pointer: 6
XXX times a volatile is available for access: 3.56e+03
XXX percentage of non-volatile access: 91.7

XXX forward jumps: 0
XXX backward jumps: 6

XXX stmts: 196
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 25
   depth: 1, occurrence: 24
   depth: 2, occurrence: 33
   depth: 3, occurrence: 48
   depth: 4, occurrence: 66

XXX percentage a fresh-made variable is used: 21.1
XXX percentage an existing variable is used: 78.9
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

