/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 420163 --max-funcs 8 --max-block-depth 4 --max-expr-complexity 8 --max-array-len-per-dim 8 --max-struct-fields 8
 * Seed:      420163
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   unsigned f0 : 27;
   signed f1 : 1;
   signed f2 : 24;
   signed f3 : 15;
   signed f4 : 14;
   volatile unsigned f5 : 30;
   volatile signed f6 : 20;
};
#pragma pack(pop)

struct S1 {
   uint64_t  f0;
   uint64_t  f1;
};

union U2 {
   const uint64_t  f0;
   volatile uint64_t  f1;
};

/* --- GLOBAL VARIABLES --- */
static volatile uint8_t g_2 = 5UL;/* VOLATILE GLOBAL g_2 */
static int64_t g_22 = 0x08AF066B7A7BC6C8LL;
static uint16_t g_23[1] = {9UL};
static int64_t g_25[2] = {0x7497F3C88FED6C34LL,0x7497F3C88FED6C34LL};
static int32_t g_28 = 0L;
static int32_t *g_30 = &g_28;
static int32_t *g_31[5] = {&g_28,&g_28,&g_28,&g_28,&g_28};
static int16_t g_36 = 0x1D66L;
static int16_t g_66 = 6L;
static int32_t g_87 = 0x603458E5L;
static uint64_t g_99 = 0xE55E195D318EE11ELL;
static int32_t g_101[5] = {0x8E9DE533L,0x8E9DE533L,0x8E9DE533L,0x8E9DE533L,0x8E9DE533L};
static int8_t g_107 = (-1L);
static uint32_t g_126 = 18446744073709551615UL;
static struct S1 g_128 = {0xF19FB563853DC631LL,0x1BBCF58CCD7FECAELL};
static uint8_t g_144[2][8] = {{0UL,7UL,0UL,7UL,0UL,7UL,0UL,7UL},{0UL,7UL,0UL,7UL,0UL,7UL,0UL,7UL}};
static int32_t *g_223 = (void*)0;
static uint16_t g_226 = 0xA13EL;
static int64_t g_245 = (-2L);
static const int16_t g_261 = 0L;
static int64_t g_269[8] = {1L,0x92CF586810A47875LL,1L,0x92CF586810A47875LL,1L,0x92CF586810A47875LL,1L,0x92CF586810A47875LL};
static const int64_t g_304 = 0x279D0BA8BC9C9E4FLL;
static const int64_t g_306 = 0xF5559F4D5C43913DLL;
static uint32_t g_309 = 4294967295UL;
static uint8_t g_337 = 0x5DL;
static int64_t *g_365 = &g_22;
static int64_t * volatile *g_364 = &g_365;
static int64_t g_383 = 0xF859FEF411592537LL;
static int32_t g_408 = 0xB49B4E7FL;
static int8_t g_493 = 0xEAL;
static int8_t *g_492 = &g_493;
static int32_t g_496 = 0L;
static const struct S1 g_550 = {0x978D5092C6B745B6LL,0x03F2F88F425E8C0DLL};
static volatile struct S1 ** const g_565 = (void*)0;
static uint16_t g_597 = 1UL;
static int64_t g_647 = 0xD3E62C79FA6DB499LL;
static union U2 g_735[8] = {{0x1A6248207EB65CA7LL},{0x1A6248207EB65CA7LL},{0x1A6248207EB65CA7LL},{0x1A6248207EB65CA7LL},{0x1A6248207EB65CA7LL},{0x1A6248207EB65CA7LL},{0x1A6248207EB65CA7LL},{0x1A6248207EB65CA7LL}};
static const uint32_t g_755 = 4UL;
static const uint32_t *g_754[1][1][6] = {{{&g_755,&g_755,&g_755,&g_755,&g_755,&g_755}}};
static const uint32_t **g_753 = &g_754[0][0][4];
static const uint32_t ***g_752 = &g_753;
static volatile int8_t * const g_765 = (void*)0;
static volatile int8_t * const  volatile * volatile g_764 = &g_765;/* VOLATILE GLOBAL g_764 */
static volatile int8_t * const  volatile * volatile *g_763 = &g_764;
static int16_t g_774 = 1L;
static const uint8_t g_800 = 0xB8L;
static const uint8_t g_803[4] = {0x51L,0x51L,0x51L,0x51L};
static const uint8_t * const g_802 = &g_803[3];
static const uint8_t * const *g_801 = &g_802;
static uint8_t *g_805 = &g_337;
static uint8_t **g_804 = &g_805;
static volatile struct S0 g_897 = {10908,-0,-2886,-47,-29,2088,389};/* VOLATILE GLOBAL g_897 */
static volatile struct S0 *g_896 = &g_897;
static volatile struct S0 g_899 = {3046,-0,3507,-126,-110,19726,932};/* VOLATILE GLOBAL g_899 */
static struct S1 ** const  volatile ***g_1187 = (void*)0;
static union U2 g_1247 = {18446744073709551615UL};/* VOLATILE GLOBAL g_1247 */
static union U2 g_1249 = {0xCB8D4B5E6425F67BLL};/* VOLATILE GLOBAL g_1249 */
static union U2 *g_1248 = &g_1249;
static int32_t **g_1297 = &g_30;
static uint32_t g_1301 = 0xF50E587FL;
static uint64_t g_1344 = 0x656A50753E1F6DD9LL;
static int32_t *g_1360 = (void*)0;
static int32_t **g_1359 = &g_1360;
static int32_t ***g_1358 = &g_1359;
static int32_t * volatile g_1383[1][2][3] = {{{&g_28,&g_28,&g_28},{&g_28,&g_28,&g_28}}};
static int32_t * volatile g_1384 = &g_87;/* VOLATILE GLOBAL g_1384 */
static int32_t * volatile g_1389 = (void*)0;/* VOLATILE GLOBAL g_1389 */
static int32_t * volatile g_1390 = &g_101[2];/* VOLATILE GLOBAL g_1390 */
static int32_t ** const ** volatile g_1392 = (void*)0;/* VOLATILE GLOBAL g_1392 */
static int32_t ** volatile g_1443 = &g_31[0];/* VOLATILE GLOBAL g_1443 */
static struct S0 g_1444 = {10543,0,525,77,116,15678,1005};/* VOLATILE GLOBAL g_1444 */
static union U2 g_1454 = {0x3AADDC2E4270CF3ELL};/* VOLATILE GLOBAL g_1454 */
static int32_t * const  volatile g_1477[7][6][4] = {{{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]},{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]}},{{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]},{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]}},{{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]},{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]}},{{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]},{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]}},{{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]},{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]}},{{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]},{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]}},{{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]},{&g_28,&g_101[1],&g_101[1],&g_101[1]},{&g_28,&g_101[1],&g_101[3],&g_101[1]},{&g_101[3],&g_101[1],&g_101[3],&g_101[1]}}};
static int32_t * volatile g_1478 = &g_28;/* VOLATILE GLOBAL g_1478 */
static uint32_t g_1528 = 0x21F355E0L;
static int8_t **g_1542 = &g_492;
static int8_t ***g_1541 = &g_1542;
static uint32_t ***g_1545 = (void*)0;
static uint32_t ****g_1544[7][4][4] = {{{&g_1545,&g_1545,(void*)0,&g_1545},{&g_1545,&g_1545,&g_1545,(void*)0},{(void*)0,(void*)0,&g_1545,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545}},{{&g_1545,&g_1545,&g_1545,&g_1545},{(void*)0,&g_1545,&g_1545,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545}},{{&g_1545,&g_1545,&g_1545,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545},{(void*)0,(void*)0,(void*)0,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545}},{{(void*)0,&g_1545,&g_1545,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545},{&g_1545,(void*)0,(void*)0,&g_1545}},{{&g_1545,&g_1545,(void*)0,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545}},{{(void*)0,&g_1545,&g_1545,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545},{&g_1545,(void*)0,&g_1545,&g_1545}},{{(void*)0,&g_1545,&g_1545,&g_1545},{&g_1545,&g_1545,&g_1545,&g_1545},{&g_1545,(void*)0,&g_1545,&g_1545},{&g_1545,&g_1545,(void*)0,&g_1545}}};
static volatile union U2 g_1569[8] = {{4UL},{4UL},{4UL},{4UL},{4UL},{4UL},{4UL},{4UL}};
static union U2 g_1590 = {0x01AB668549D33869LL};/* VOLATILE GLOBAL g_1590 */
static struct S0 g_1616 = {5824,-0,-3818,127,-31,8300,929};/* VOLATILE GLOBAL g_1616 */
static struct S0 ** const  volatile g_1619 = (void*)0;/* VOLATILE GLOBAL g_1619 */
static const volatile struct S0 g_1623 = {8516,0,-925,-10,81,23459,637};/* VOLATILE GLOBAL g_1623 */
static struct S0 g_1652[2] = {{10099,0,1633,61,-2,3046,-923},{10099,0,1633,61,-2,3046,-923}};
static struct S0 g_1655[7] = {{5913,-0,2580,151,-120,23167,226},{5913,-0,2580,151,-120,23167,226},{5913,-0,2580,151,-120,23167,226},{5913,-0,2580,151,-120,23167,226},{5913,-0,2580,151,-120,23167,226},{5913,-0,2580,151,-120,23167,226},{5913,-0,2580,151,-120,23167,226}};
static int32_t * const * const **g_1706 = (void*)0;
static int32_t * const * const ***g_1705 = &g_1706;
static struct S0 g_1717 = {348,0,-463,2,-73,23742,748};/* VOLATILE GLOBAL g_1717 */
static int16_t g_1730 = 1L;
static volatile int64_t g_1754[4] = {0x5531978D9C3C65EFLL,0x5531978D9C3C65EFLL,0x5531978D9C3C65EFLL,0x5531978D9C3C65EFLL};
static volatile int64_t *g_1753 = &g_1754[1];
static volatile int64_t ** const g_1752 = &g_1753;
static volatile int64_t ** const *g_1751 = &g_1752;
static volatile int64_t ** const **g_1750 = &g_1751;
static volatile struct S0 g_1788 = {4856,0,-1309,-35,-56,15089,-125};/* VOLATILE GLOBAL g_1788 */
static struct S0 g_1811[2][8] = {{{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955}},{{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955},{6568,0,-1354,58,82,18681,955}}};
static struct S0 *g_1862 = &g_1655[0];
static struct S0 ** volatile g_1861 = &g_1862;/* VOLATILE GLOBAL g_1861 */
static uint16_t g_1888 = 65531UL;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static struct S0  func_3(int8_t  p_4, uint32_t  p_5, const uint8_t  p_6);
static struct S1  func_7(uint16_t  p_8, uint8_t  p_9, uint16_t  p_10, int32_t  p_11);
static int16_t  func_32(const int32_t  p_33, int64_t * p_34, uint64_t  p_35);
static uint64_t  func_39(int32_t  p_40, uint32_t  p_41, int64_t * p_42);
static int32_t  func_43(uint8_t * p_44, int32_t * p_45, uint16_t  p_46, uint8_t  p_47, int64_t * p_48);
static uint8_t * func_49(uint8_t  p_50, uint64_t  p_51);
static int8_t  func_52(uint16_t  p_53, int64_t * p_54, int32_t ** const  p_55);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_1444.f5
 * writes: g_2
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_20 = 0xE8L;
    uint8_t *l_21[1];
    int64_t *l_24[3];
    int32_t l_26 = 0L;
    int32_t *l_27 = &g_28;
    int8_t *l_1718 = &g_493;
    int8_t l_1719 = 0xA2L;
    int32_t l_1724 = 0xE56B5BD0L;
    int32_t l_1728[1];
    int32_t l_1731 = (-1L);
    struct S1 l_1738 = {0x9F442227EB5E7054LL,0x3F61415274920721LL};
    uint32_t l_1803 = 4294967295UL;
    uint32_t l_1804 = 0x4B064A42L;
    const int32_t *l_1815 = &l_1724;
    uint32_t l_1833 = 0UL;
    uint8_t ***l_1882 = &g_804;
    int i;
    for (i = 0; i < 1; i++)
        l_21[i] = &l_20;
    for (i = 0; i < 3; i++)
        l_24[i] = (void*)0;
    for (i = 0; i < 1; i++)
        l_1728[i] = 1L;
    g_2 = 0xF147909BL;
    return g_1444.f5;
}


/* ------------------------------------------ */
/* 
 * reads : g_226 g_493 g_365 g_25 g_22 g_337 g_1384 g_492 g_144 g_804 g_805 g_1390 g_245 g_87 g_23 g_1297 g_1443 g_1444 g_896 g_897 g_1454 g_128.f0 g_269 g_101 g_99 g_774 g_1478 g_28 g_66 g_1344 g_1454.f1 g_1528 g_755 g_1541 g_1544 g_2 g_1569 g_36 g_1542 g_802 g_803 g_1590 g_647 g_128 g_1616 g_1623 g_1652 g_1655 g_107 g_597 g_309 g_1717
 * writes: g_226 g_1248 g_493 g_23 g_87 g_337 g_101 g_245 g_774 g_30 g_31 g_383 g_144 g_99 g_28 g_66 g_897 g_1528 g_1541 g_1544 g_647 g_128 g_107 g_597 g_309 g_496 g_1705
 */
static struct S0  func_3(int8_t  p_4, uint32_t  p_5, const uint8_t  p_6)
{ /* block id: 570 */
    union U2 *l_1364 = &g_1249;
    int32_t l_1398 = (-7L);
    int32_t l_1399 = 1L;
    int32_t l_1401 = (-5L);
    int64_t * volatile **l_1409[4][5] = {{&g_364,&g_364,(void*)0,(void*)0,&g_364},{&g_364,&g_364,&g_364,&g_364,&g_364},{&g_364,(void*)0,(void*)0,&g_364,&g_364},{&g_364,&g_364,&g_364,&g_364,&g_364}};
    int16_t l_1414[2][5] = {{0x2339L,0x7138L,0x7138L,0x2339L,0x7138L},{0x2339L,0x2339L,(-8L),0x2339L,0x2339L}};
    int32_t l_1432 = 0xEB475618L;
    int32_t *l_1442 = (void*)0;
    uint32_t *l_1461 = &g_309;
    uint32_t **l_1460 = &l_1461;
    uint32_t ***l_1459 = &l_1460;
    uint16_t *l_1471 = &g_226;
    uint64_t *l_1476 = &g_99;
    const int16_t l_1482 = 1L;
    int32_t l_1496 = 1L;
    int32_t l_1497 = 0xB559D36FL;
    int32_t l_1499 = 5L;
    int32_t l_1501 = (-8L);
    int32_t l_1503[5][1] = {{8L},{0xB4E24C9BL},{8L},{0xB4E24C9BL},{8L}};
    int16_t l_1507 = 0xA445L;
    const struct S1 l_1520 = {1UL,0xE9267192E3F703C0LL};
    int64_t l_1525 = 0x4177E05177003B01LL;
    int32_t l_1526 = 0L;
    uint8_t l_1531 = 255UL;
    int64_t l_1606 = 0x2E28EB6BF2FDDFDALL;
    int16_t *l_1649 = &l_1414[0][4];
    int16_t **l_1648[7][4] = {{&l_1649,&l_1649,&l_1649,&l_1649},{&l_1649,&l_1649,&l_1649,&l_1649},{&l_1649,&l_1649,&l_1649,&l_1649},{&l_1649,&l_1649,&l_1649,&l_1649},{&l_1649,&l_1649,&l_1649,&l_1649},{&l_1649,&l_1649,&l_1649,&l_1649},{&l_1649,&l_1649,&l_1649,&l_1649}};
    struct S1 **l_1694 = (void*)0;
    uint32_t *****l_1699 = &g_1544[6][2][1];
    int32_t *l_1707 = &g_101[1];
    int32_t *l_1708 = &g_496;
    int32_t *l_1709 = &l_1398;
    int32_t *l_1710 = (void*)0;
    int32_t *l_1711 = &l_1499;
    int32_t *l_1712 = &g_101[1];
    int32_t *l_1713[7] = {&g_87,&l_1496,&g_87,&g_87,&l_1496,&g_87,&g_87};
    uint64_t l_1714 = 18446744073709551615UL;
    int i, j;
    for (g_226 = 0; (g_226 <= 27); g_226 = safe_add_func_int8_t_s_s(g_226, 3))
    { /* block id: 573 */
        uint32_t l_1369 = 0x88554D5AL;
        int32_t l_1403[8][1][6] = {{{(-9L),0L,(-1L),(-1L),0L,0x3BB97D04L}},{{0x1FE12DA1L,0x468E4811L,0L,0L,0x3BB97D04L,0x3BB97D04L}},{{0L,(-1L),(-1L),0L,0x06CF0916L,0L}},{{0x3BB97D04L,1L,0L,5L,0L,0L}},{{0L,0x1FE12DA1L,0xD1958606L,0x468E4811L,0L,0x468E4811L}},{{5L,1L,5L,(-1L),0x06CF0916L,0x1FE12DA1L}},{{0L,(-1L),(-1L),0L,0x3BB97D04L,0x06CF0916L}},{{5L,0x468E4811L,(-1L),0L,0L,(-1L)}}};
        uint64_t l_1404 = 0x847E48CD48C514BFLL;
        int64_t *l_1430 = &g_383;
        int8_t l_1447 = 0xC7L;
        const int8_t *l_1453 = &l_1447;
        const int8_t **l_1452[8] = {&l_1453,&l_1453,(void*)0,&l_1453,&l_1453,(void*)0,&l_1453,&l_1453};
        const int8_t ***l_1451 = &l_1452[1];
        const int8_t ****l_1450 = &l_1451;
        uint32_t ****l_1462 = &l_1459;
        const int16_t l_1463 = 0x5AA3L;
        int32_t *l_1464 = &g_101[1];
        int i, j, k;
        if (p_5)
        { /* block id: 574 */
            int16_t l_1363 = 1L;
            union U2 **l_1365 = &g_1248;
            l_1363 |= 0x74B9CC63L;
            if (p_6)
                continue;
            (*l_1365) = l_1364;
        }
        else
        { /* block id: 578 */
            uint16_t l_1366 = 65529UL;
            int32_t ***l_1372 = (void*)0;
            int32_t ** const *l_1391 = &g_1359;
            int32_t l_1400[5][5][5] = {{{0x5367A86DL,0x57024511L,3L,(-9L),0x9A9F5E18L},{6L,0L,0L,6L,0x7A7DFFB8L},{0xE44A2857L,0L,3L,0x9A9F5E18L,0x57024511L},{0x8E9FFAEDL,(-1L),0x7A7DFFB8L,(-1L),0x8E9FFAEDL},{0L,(-9L),0x5367A86DL,0x9A9F5E18L,0x2A7FC9C4L}},{{0xAC9AA92EL,0xF7FE7E64L,6L,6L,0xF7FE7E64L},{0x80EE4AF6L,3L,0xE44A2857L,(-9L),0x2A7FC9C4L},{(-1L),6L,0x8E9FFAEDL,0xC3516511L,0x8E9FFAEDL},{0x2A7FC9C4L,0x2A7FC9C4L,0L,0x80EE4AF6L,0x57024511L},{(-1L),0L,0xAC9AA92EL,0x7A7DFFB8L,0x7A7DFFB8L}},{{0x80EE4AF6L,0x4622D32AL,0x80EE4AF6L,(-1L),0x9A9F5E18L},{0xAC9AA92EL,0L,(-1L),0xF7FE7E64L,0xF5C231BEL},{0L,0x2A7FC9C4L,0x2A7FC9C4L,0L,0x80EE4AF6L},{0x8E9FFAEDL,6L,(-1L),0xF5C231BEL,0L},{0xE44A2857L,3L,0x80EE4AF6L,3L,0xE44A2857L}},{{6L,0xF7FE7E64L,0xAC9AA92EL,0xF5C231BEL,0L},{0x5367A86DL,(-9L),0L,0L,(-9L)},{0x7A7DFFB8L,(-1L),0x8E9FFAEDL,0xF7FE7E64L,0L},{3L,0L,0xE44A2857L,(-1L),0xE44A2857L},{0L,0L,6L,0x7A7DFFB8L,0L}},{{3L,0x57024511L,0x5367A86DL,0x80EE4AF6L,0x80EE4AF6L},{0x7A7DFFB8L,0x1A754E3AL,0x7A7DFFB8L,0xC3516511L,0xF5C231BEL},{0x5367A86DL,0x57024511L,3L,(-9L),0x57024511L},{0L,0xC3516511L,0xC3516511L,0L,0xF7FE7E64L},{0x5367A86DL,0x2A7FC9C4L,0x4622D32AL,0x57024511L,0xE44A2857L}}};
            int i, j, k;
            if (l_1366)
            { /* block id: 579 */
                int32_t *l_1388 = (void*)0;
                for (g_493 = 0; (g_493 == 0); g_493++)
                { /* block id: 582 */
                    uint16_t *l_1373 = &g_23[0];
                    int32_t l_1381[4];
                    struct S1 l_1382 = {18446744073709551615UL,2UL};
                    int i;
                    for (i = 0; i < 4; i++)
                        l_1381[i] = 0x843AC6F4L;
                    if (l_1369)
                        break;
                    (*g_1384) = (safe_sub_func_int16_t_s_s(((l_1372 != (void*)0) == (((p_6 ^ ((*l_1373) = ((-1L) & p_6))) , ((safe_rshift_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((safe_mod_func_int16_t_s_s(((~(l_1381[1] , (l_1382 , (*g_365)))) <= p_5), p_4)), p_4)), g_337)) >= 3L)) ^ p_5)), 0UL));
                }
                (*g_1390) = (safe_add_func_int8_t_s_s((*g_492), ((**g_804) = (+0x9EA9E3FFD0256217LL))));
                if (p_5)
                    break;
            }
            else
            { /* block id: 590 */
                int32_t l_1394[5][1] = {{0xF40BD2A2L},{0xDEA26A61L},{0xF40BD2A2L},{0xDEA26A61L},{0xF40BD2A2L}};
                int16_t l_1402 = (-5L);
                uint32_t l_1415 = 0x7E2392ADL;
                uint16_t *l_1431 = &g_23[0];
                uint32_t *l_1434[5][4];
                uint16_t *l_1439 = &l_1366;
                int i, j;
                for (i = 0; i < 5; i++)
                {
                    for (j = 0; j < 4; j++)
                        l_1434[i][j] = &g_1301;
                }
                if (p_6)
                { /* block id: 591 */
                    int32_t ** const **l_1393 = &l_1391;
                    (*l_1393) = l_1391;
                    l_1394[4][0] &= p_4;
                }
                else
                { /* block id: 594 */
                    int32_t *l_1395 = &l_1394[2][0];
                    int32_t l_1396 = (-8L);
                    int32_t *l_1397[8][8] = {{&l_1396,(void*)0,&l_1394[1][0],&g_87,&l_1394[0][0],&l_1394[0][0],(void*)0,(void*)0},{&l_1394[4][0],(void*)0,(void*)0,&g_101[1],(void*)0,&l_1396,(void*)0,&g_101[1]},{(void*)0,&g_101[1],(void*)0,(void*)0,&g_28,&g_28,(void*)0,&l_1394[4][0]},{&l_1394[4][0],(void*)0,&g_101[1],&l_1394[4][0],&l_1394[0][0],&g_28,&g_28,&g_87},{&l_1394[4][0],&g_28,&g_101[1],&g_87,&g_28,(void*)0,&l_1394[4][0],&g_87},{(void*)0,&g_496,&g_28,&g_28,(void*)0,(void*)0,&g_28,&g_28},{&l_1394[4][0],&l_1394[4][0],&g_28,&l_1396,&l_1394[0][0],(void*)0,(void*)0,&g_28},{&l_1396,&g_87,(void*)0,&l_1394[1][0],&g_496,&g_28,(void*)0,&g_28}};
                    int64_t * volatile **l_1408 = &g_364;
                    int64_t * volatile ***l_1407[7];
                    int i, j;
                    for (i = 0; i < 7; i++)
                        l_1407[i] = &l_1408;
                    l_1404--;
                    l_1409[2][4] = &g_364;
                }
                for (g_245 = 1; (g_245 >= (-22)); g_245--)
                { /* block id: 600 */
                    int32_t *l_1412 = &l_1403[4][0][1];
                    int32_t *l_1413[4] = {&g_28,&g_28,&g_28,&g_28};
                    struct S1 l_1418 = {0x1C2DA9726CB758EFLL,0x6C4DEFBC511F0B47LL};
                    int16_t *l_1419 = (void*)0;
                    int16_t *l_1420[3];
                    uint16_t *l_1422[3];
                    uint16_t **l_1421 = &l_1422[1];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_1420[i] = (void*)0;
                    for (i = 0; i < 3; i++)
                        l_1422[i] = &g_23[0];
                    --l_1415;
                    l_1394[4][0] = ((l_1418 , (p_6 > (g_774 = g_245))) & (((*l_1421) = (((**g_804) = p_4) , (void*)0)) == &g_23[0]));
                }
                l_1394[4][0] = ((safe_mul_func_int16_t_s_s(g_144[1][6], (safe_div_func_int8_t_s_s((~(p_5 ^ (*g_1384))), (safe_add_func_uint32_t_u_u(((l_1432 = ((*l_1431) ^= ((void*)0 != l_1430))) < ((!(((l_1403[1][0][2] |= l_1404) < ((safe_mod_func_uint16_t_u_u(((safe_lshift_func_uint16_t_u_u(((*l_1439) = p_5), 15)) && (*g_492)), p_5)) < (*g_805))) & p_4)) , (-9L))), 0x716E7CAAL)))))) < (-6L));
            }
            for (g_87 = 10; (g_87 == (-19)); g_87--)
            { /* block id: 615 */
                if (p_4)
                { /* block id: 616 */
                    (*g_1443) = ((*g_1297) = l_1442);
                    return g_1444;
                }
                else
                { /* block id: 620 */
                    return (*g_896);
                }
            }
            if (p_5)
                break;
        }
        (*l_1464) &= ((safe_div_func_uint8_t_u_u((l_1447 , (((*l_1430) = (*g_365)) | ((&g_753 == ((*l_1462) = (((safe_add_func_uint32_t_u_u((((l_1450 == (g_1454 , &g_763)) <= (safe_add_func_uint64_t_u_u(((safe_add_func_int64_t_s_s((0L || l_1404), p_4)) , g_128.f0), g_269[5]))) & 0x8A8ACEA5L), p_5)) , (*g_896)) , l_1459))) > l_1398))), p_5)) == l_1463);
    }
    if ((safe_lshift_func_uint8_t_u_s((*g_805), (p_4 != (safe_add_func_int64_t_s_s(((safe_div_func_uint16_t_u_u(1UL, ((*l_1471) = p_4))) < ((&g_764 != (void*)0) <= ((*l_1476) &= (safe_add_func_int8_t_s_s(((*g_492) = (safe_rshift_func_int8_t_s_u((*g_492), 2))), p_4))))), 4UL))))))
    { /* block id: 633 */
lbl_1617:
        (*g_1478) ^= (p_5 == ((*g_492) , g_774));
    }
    else
    { /* block id: 635 */
        int64_t l_1481 = 0x8ED1DD19BD4478D0LL;
        int32_t l_1490 = (-1L);
        int32_t l_1491 = 0x2E470992L;
        int32_t l_1493 = 0L;
        int32_t l_1494 = (-5L);
        int32_t l_1495 = 0x3CCDDC24L;
        int32_t l_1498 = 0L;
        int32_t l_1500 = (-1L);
        int32_t l_1504[5][8] = {{0x1CBD603DL,(-1L),0x1CBD603DL,0x1CBD603DL,(-1L),0x1CBD603DL,0x1CBD603DL,(-1L)},{(-1L),0x1CBD603DL,0x1CBD603DL,(-1L),0x1CBD603DL,0x1CBD603DL,(-1L),0x1CBD603DL},{(-1L),(-1L),(-8L),(-1L),(-1L),(-8L),(-1L),(-1L)},{0x1CBD603DL,(-1L),0x1CBD603DL,0x1CBD603DL,(-1L),0x1CBD603DL,0x1CBD603DL,(-1L)},{(-1L),0x1CBD603DL,0x1CBD603DL,(-1L),0x1CBD603DL,0x1CBD603DL,(-1L),0x1CBD603DL}};
        int8_t l_1505 = 0x86L;
        uint8_t *l_1634 = (void*)0;
        uint8_t *l_1635 = (void*)0;
        uint8_t *l_1636 = &l_1531;
        uint8_t *l_1637 = (void*)0;
        uint8_t *l_1638 = &g_144[0][2];
        int32_t **l_1644 = (void*)0;
        uint64_t l_1647[8][2] = {{0x79FF453F60DCB181LL,0x79FF453F60DCB181LL},{0x79FF453F60DCB181LL,0x79FF453F60DCB181LL},{0x79FF453F60DCB181LL,0x79FF453F60DCB181LL},{0x79FF453F60DCB181LL,0x79FF453F60DCB181LL},{0x79FF453F60DCB181LL,0x79FF453F60DCB181LL},{0x79FF453F60DCB181LL,0x79FF453F60DCB181LL},{0x79FF453F60DCB181LL,0x79FF453F60DCB181LL},{0x79FF453F60DCB181LL,0x79FF453F60DCB181LL}};
        const uint8_t l_1676 = 0xE6L;
        uint16_t l_1689[8][6] = {{1UL,1UL,65535UL,65535UL,1UL,1UL},{1UL,65535UL,65535UL,1UL,1UL,65535UL},{1UL,1UL,65535UL,65535UL,1UL,1UL},{1UL,65535UL,65535UL,1UL,1UL,65535UL},{1UL,1UL,65535UL,65535UL,1UL,1UL},{1UL,65535UL,65535UL,1UL,1UL,65535UL},{1UL,1UL,65535UL,65535UL,1UL,1UL},{1UL,65535UL,65535UL,1UL,1UL,65535UL}};
        struct S1 **l_1693 = (void*)0;
        int i, j;
        for (g_66 = 0; (g_66 < (-6)); --g_66)
        { /* block id: 638 */
            uint32_t l_1483 = 18446744073709551615UL;
            int32_t l_1487 = 0x46E6D7A0L;
            int32_t l_1488 = (-6L);
            int32_t l_1489 = 1L;
            int32_t l_1492[8];
            int32_t l_1502 = 0x3DB090BBL;
            int i;
            for (i = 0; i < 8; i++)
                l_1492[i] = (-1L);
            if (l_1481)
            { /* block id: 639 */
                l_1483 ^= l_1482;
            }
            else
            { /* block id: 641 */
                int32_t *l_1484 = &l_1398;
                int32_t *l_1485 = &g_101[2];
                int32_t *l_1486[3];
                int8_t l_1506 = 0xD7L;
                int8_t l_1508 = 0xFEL;
                uint64_t l_1509 = 18446744073709551609UL;
                int i;
                for (i = 0; i < 3; i++)
                    l_1486[i] = &g_496;
                l_1509++;
                if (p_6)
                    break;
                (*g_1297) = (void*)0;
            }
        }
        if ((safe_div_func_uint32_t_u_u((safe_add_func_int32_t_s_s((((safe_mul_func_int16_t_s_s(l_1493, (safe_mul_func_uint16_t_u_u(((*l_1471) = (l_1520 , (((0x9DL && (p_5 <= p_4)) != (safe_add_func_uint32_t_u_u(((g_1344 , &l_1500) == (void*)0), p_5))) & 0x11D0647BL))), g_1454.f1)))) <= (*g_492)) ^ p_5), p_5)), 0x45012E08L)))
        { /* block id: 648 */
            int32_t *l_1523 = &l_1501;
            int32_t *l_1524[3];
            int32_t l_1527 = 0xCD2E15A1L;
            int32_t *l_1556 = (void*)0;
            int32_t ** const l_1555 = &l_1556;
            int32_t ** const *l_1554 = &l_1555;
            int i;
            for (i = 0; i < 3; i++)
                l_1524[i] = (void*)0;
            (*g_896) = (*g_896);
            --g_1528;
            l_1531--;
            if ((*l_1523))
            { /* block id: 652 */
                uint32_t l_1534 = 18446744073709551615UL;
                int8_t ****l_1543 = &g_1541;
                uint32_t *****l_1546 = &g_1544[6][2][1];
                int32_t l_1562 = 0L;
                uint16_t l_1564 = 65527UL;
                struct S1 l_1603 = {0xF05058E93D7E55C3LL,18446744073709551614UL};
                --l_1534;
                if ((((0xF8C4C157D7A27AC1LL || (((safe_div_func_uint16_t_u_u(g_755, p_5)) < (l_1498 ^= (safe_mod_func_uint32_t_u_u(((&g_764 != ((*l_1543) = g_1541)) , (((*l_1546) = g_1544[6][2][1]) == (void*)0)), 0x8A235A9BL)))) && l_1534)) || l_1534) , 9L))
                { /* block id: 657 */
                    int32_t ****l_1549 = (void*)0;
                    int32_t ***l_1551 = &g_1297;
                    int32_t ****l_1550 = &l_1551;
                    int32_t ***l_1553 = &g_1297;
                    int32_t ****l_1552 = &l_1553;
                    int32_t ** const *l_1558 = &l_1555;
                    int32_t ** const **l_1557 = &l_1558;
                    int32_t ** const *l_1560[8][1] = {{&l_1555},{(void*)0},{&l_1555},{(void*)0},{&l_1555},{(void*)0},{&l_1555},{(void*)0}};
                    int32_t ** const **l_1559 = &l_1560[7][0];
                    int i, j;
                    (*l_1523) |= ((safe_rshift_func_int8_t_s_u((0x0DD39955L != p_6), (**g_804))) != (((l_1505 > (g_23[0] == (((*l_1552) = ((*l_1550) = (void*)0)) != ((*l_1559) = ((*l_1557) = (l_1554 = ((p_5 > l_1498) , (void*)0))))))) && 0x7A3EL) ^ g_2));
                }
                else
                { /* block id: 664 */
                    int32_t l_1561 = 0L;
                    int32_t l_1563 = 0x6244E22CL;
                    int32_t ** const l_1576 = &g_1360;
                    uint8_t l_1579 = 248UL;
                    const struct S1 *l_1607 = &l_1520;
                    ++l_1564;
                    (*l_1523) |= (((safe_add_func_int8_t_s_s((((void*)0 == &l_1459) & (g_1569[6] , l_1561)), (safe_add_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u((((safe_lshift_func_uint16_t_u_u(((void*)0 != l_1576), g_36)) , (**g_1542)) ^ 0x7DL), g_226)), 0x58L)))) || (-2L)) <= p_6);
                    (*l_1523) ^= (((safe_lshift_func_uint8_t_u_s(0xFFL, (*g_492))) ^ (l_1579 ^= 0x03L)) & p_5);
                    (*l_1523) = ((((*g_802) != (safe_mul_func_uint8_t_u_u(((safe_mod_func_int8_t_s_s((safe_rshift_func_uint8_t_u_s(l_1579, (safe_div_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((g_1590 , (((safe_add_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_s((((((safe_rshift_func_int16_t_s_s((((l_1564 <= (safe_add_func_int16_t_s_s((safe_mod_func_uint16_t_u_u((((safe_add_func_uint16_t_u_u((p_4 & (l_1603 , ((safe_lshift_func_int8_t_s_u((-2L), 6)) ^ (*g_365)))), 7UL)) , 0xC56CL) || p_4), l_1606)), l_1534))) | p_6) && p_5), p_6)) , (void*)0) == l_1607) != 8UL) || (-8L)), g_23[0])), p_4)) , 5UL) >= 0x279D48B4E4F1664FLL)), 0xCAE4L)), 7L)))), 0x37L)) != l_1563), p_5))) && (*g_492)) >= l_1563);
                }
                for (g_647 = 0; (g_647 >= 9); g_647 = safe_add_func_int8_t_s_s(g_647, 5))
                { /* block id: 673 */
                    struct S1 *l_1613[7] = {&g_128,&g_128,&g_128,&g_128,&g_128,&g_128,&g_128};
                    struct S1 **l_1612 = &l_1613[2];
                    struct S1 ***l_1611 = &l_1612;
                    struct S1 **** const l_1610 = &l_1611;
                    int i;
                    (***l_1611) = ((((((void*)0 != l_1610) || (safe_add_func_uint32_t_u_u(p_4, (*g_1384)))) > ((p_4 , l_1520) , (((****l_1610) , p_6) | (-5L)))) <= 2L) , (***l_1611));
                    return g_1616;
                }
            }
            else
            { /* block id: 677 */
                struct S0 *l_1618[7][5] = {{&g_1616,&g_1616,(void*)0,&g_1444,(void*)0},{(void*)0,(void*)0,&g_1444,(void*)0,(void*)0},{(void*)0,&g_1444,(void*)0,&g_1616,&g_1616},{(void*)0,&g_1444,&g_1444,(void*)0,&g_1444},{&g_1616,&g_1444,&g_1444,&g_1444,&g_1616},{&g_1444,(void*)0,&g_1444,&g_1444,(void*)0},{&g_1616,&g_1616,(void*)0,&g_1444,(void*)0}};
                int i, j;
                if (p_6)
                { /* block id: 678 */
                    struct S0 **l_1620 = &l_1618[5][2];
                    int32_t l_1622 = 0x6EC6BF5FL;
                    if (l_1501)
                        goto lbl_1617;
                    if (g_337)
                        goto lbl_1621;
lbl_1621:
                    (*l_1620) = l_1618[5][2];
                    (*l_1523) = l_1622;
                }
                else
                { /* block id: 683 */
                    int32_t *l_1624 = &g_496;
                    (*g_896) = g_1623;
                    (**l_1554) = l_1624;
                }
            }
        }
        else
        { /* block id: 688 */
            int64_t l_1626 = 4L;
            int32_t *l_1629 = &l_1501;
            l_1490 ^= ((*l_1629) = ((g_774 = (+(l_1491 >= l_1626))) < (safe_add_func_int64_t_s_s(0x386AC9AD53C66956LL, 0x5F56BF9E0D77DF7BLL))));
        }
        if ((safe_div_func_int64_t_s_s((((safe_add_func_uint16_t_u_u(((*l_1471) = (((*l_1638) ^= ((*l_1636) ^= ((*g_805) = (p_4 != l_1481)))) == ((safe_div_func_int64_t_s_s((safe_sub_func_uint16_t_u_u((((!(&g_1360 != (l_1644 = l_1644))) >= (safe_sub_func_uint32_t_u_u((l_1647[4][1] ^ ((void*)0 == l_1648[0][1])), l_1481))) & l_1414[1][0]), g_1623.f3)), g_36)) , p_5))), p_6)) | p_5) > (-9L)), p_6)))
        { /* block id: 698 */
            uint32_t l_1661 = 0x6E6C0758L;
            for (l_1481 = 0; (l_1481 < (-2)); l_1481 = safe_sub_func_int32_t_s_s(l_1481, 2))
            { /* block id: 701 */
                return g_1652[0];
            }
            for (l_1496 = 7; (l_1496 > (-30)); l_1496--)
            { /* block id: 706 */
                struct S0 *l_1659 = &g_1652[0];
                for (g_1528 = 0; (g_1528 <= 1); g_1528 += 1)
                { /* block id: 709 */
                    return g_1655[6];
                }
                if (p_4)
                    break;
                if (p_5)
                    continue;
                for (g_107 = 0; (g_107 >= 3); g_107++)
                { /* block id: 716 */
                    int32_t *l_1658 = &g_101[2];
                    struct S0 **l_1660 = &l_1659;
                    (*l_1658) = 0L;
                    (*l_1660) = l_1659;
                    --l_1661;
                }
            }
            for (g_597 = 0; (g_597 <= 0); g_597 += 1)
            { /* block id: 724 */
                int32_t *l_1670 = &l_1499;
                const int32_t l_1673[4] = {1L,1L,1L,1L};
                int32_t *l_1677 = &g_28;
                int32_t l_1682 = 0xB308E9ECL;
                int32_t l_1687 = 0x5D6E0BCFL;
                int32_t l_1688 = 0xF31879DCL;
                int i;
                (*g_1478) = 0x5AA35E1EL;
                (*l_1677) |= (((safe_lshift_func_int8_t_s_s(((safe_div_func_uint64_t_u_u((safe_div_func_int32_t_s_s(((*l_1670) = (l_1497 &= (l_1647[4][1] >= 0x03E3F3BBL))), ((**l_1460)--))), (1UL || p_4))) & (((l_1673[2] && (safe_lshift_func_int16_t_s_s(0xE60DL, ((p_6 != p_5) != 0x50B7E99DL)))) && p_6) == l_1676)), l_1661)) < p_5) , (*l_1670));
                for (g_496 = 0; (g_496 <= 3); g_496 += 1)
                { /* block id: 732 */
                    int64_t l_1678 = 0x31690947A53DC18DLL;
                    int32_t l_1679 = 0xA735E950L;
                    int32_t l_1680 = 0xC95A517CL;
                    int32_t *l_1681 = &l_1679;
                    int32_t *l_1683 = &g_28;
                    int32_t *l_1684 = &l_1504[1][1];
                    int32_t *l_1685 = &l_1503[3][0];
                    int32_t *l_1686[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_1686[i] = &l_1490;
                    ++l_1689[0][2];
                    (*g_1297) = &l_1501;
                }
            }
        }
        else
        { /* block id: 737 */
            int8_t l_1692 = 0x18L;
            struct S0 *l_1701 = &g_1655[2];
            struct S0 **l_1700 = &l_1701;
            int32_t * const * const *l_1704 = (void*)0;
            int32_t * const * const **l_1703 = &l_1704;
            int32_t * const * const *** const l_1702 = &l_1703;
            l_1498 ^= ((((l_1692 ^= p_4) | (247UL != ((void*)0 != l_1693))) & (((((l_1694 == l_1693) <= ((safe_mul_func_int16_t_s_s((safe_add_func_int64_t_s_s((*g_365), 6L)), p_6)) & (-1L))) , (void*)0) == l_1699) < 0xD7E34689L)) && g_597);
            l_1700 = l_1700;
            g_1705 = l_1702;
            l_1500 &= p_6;
        }
    }
    ++l_1714;
    return g_1717;
}


/* ------------------------------------------ */
/* 
 * reads : g_25 g_22 g_28 g_23 g_66 g_31 g_101 g_30 g_99 g_87 g_126 g_128 g_144 g_107 g_223 g_226 g_245 g_261 g_309 g_304 g_337 g_306 g_269 g_364 g_383 g_365 g_408 g_493 g_496 g_492 g_565 g_597 g_647 g_550.f1 g_763 g_755 g_804 g_805 g_802 g_803 g_801 g_896 g_774 g_550.f0 g_36 g_1297 g_550
 * writes: g_30 g_31 g_36 g_66 g_22 g_28 g_87 g_99 g_101 g_144 g_107 g_223 g_126 g_309 g_23 g_128.f0 g_337 g_226 g_365 g_492 g_408 g_496 g_269 g_597 g_493 g_647 g_752 g_128 g_774 g_801 g_804 g_1358
 */
static struct S1  func_7(uint16_t  p_8, uint8_t  p_9, uint16_t  p_10, int32_t  p_11)
{ /* block id: 6 */
    int32_t **l_29 = (void*)0;
    const int32_t l_37 = 0x48718302L;
    int64_t *l_38 = (void*)0;
    struct S1 l_1002 = {0xE33753DCEA735A3ELL,0xAC2BA5B24E91D29DLL};
    int32_t l_1007 = 0xD956A2A1L;
    int32_t l_1011 = 0x32EE9151L;
    int32_t l_1012 = 0x60CA2018L;
    int32_t l_1013 = (-1L);
    int32_t l_1014 = 0x46A26AA5L;
    int32_t l_1015 = 0x5D353B52L;
    int32_t l_1016 = (-1L);
    int32_t l_1017[1];
    uint16_t l_1018 = 65527UL;
    int16_t *l_1044 = &g_774;
    struct S1 ***l_1051 = (void*)0;
    const int32_t l_1052[5] = {0x6654D1C3L,0x6654D1C3L,0x6654D1C3L,0x6654D1C3L,0x6654D1C3L};
    uint16_t *l_1053[5] = {&g_23[0],&g_23[0],&g_23[0],&g_23[0],&g_23[0]};
    int8_t *l_1054 = &g_107;
    int32_t l_1055 = 5L;
    int16_t l_1056 = (-10L);
    int32_t *l_1073[5][2][7] = {{{&l_1055,&g_408,(void*)0,&l_1055,&g_408,&g_408,(void*)0},{&g_408,&g_408,&g_408,&g_408,&l_1055,&g_408,(void*)0}},{{&g_408,&l_1055,&l_1055,&l_1055,&l_1055,&g_408,&g_408},{&g_408,(void*)0,&l_1055,&g_408,&g_408,(void*)0,&l_1055}},{{(void*)0,&l_1055,&g_408,&g_408,&l_1055,&l_1055,&l_1055},{&g_408,(void*)0,(void*)0,&g_408,&g_408,&g_408,&g_408}},{{&g_408,&l_1055,&l_1055,&l_1055,&l_1055,&g_408,&l_1055},{(void*)0,&g_408,&g_408,&g_408,&g_408,&g_408,&g_408}},{{&g_408,&g_408,&g_408,(void*)0,&g_408,&g_408,&l_1055},{&g_408,&g_408,&l_1055,(void*)0,(void*)0,&g_408,&l_1055}}};
    int8_t l_1074[4] = {0L,0L,0L,0L};
    uint64_t l_1080[3];
    uint32_t *l_1102 = &g_309;
    uint32_t **l_1101 = &l_1102;
    uint32_t ***l_1100 = &l_1101;
    uint16_t l_1120 = 65531UL;
    union U2 *l_1126 = (void*)0;
    union U2 **l_1125 = &l_1126;
    int32_t *l_1147 = &l_1017[0];
    uint8_t l_1206 = 0x56L;
    int32_t l_1210 = (-7L);
    uint32_t l_1211 = 0UL;
    int32_t ***l_1356 = (void*)0;
    int i, j, k;
    for (i = 0; i < 1; i++)
        l_1017[i] = 0x762DBD05L;
    for (i = 0; i < 3; i++)
        l_1080[i] = 1UL;
    g_31[0] = (g_30 = &g_28);
    if ((((func_32(((g_36 = g_25[1]) || l_37), l_38, func_39(g_22, g_28, &g_25[0])) , 3UL) , 0xA44F7ACA4125E82FLL) | l_37))
    { /* block id: 427 */
        return l_1002;
    }
    else
    { /* block id: 429 */
        int32_t *l_1003 = &g_101[1];
        int32_t *l_1004 = &g_28;
        int32_t *l_1005 = (void*)0;
        int32_t *l_1006 = &g_87;
        int32_t *l_1008 = &g_496;
        int32_t *l_1009 = &l_1007;
        int32_t *l_1010[2];
        int i;
        for (i = 0; i < 2; i++)
            l_1010[i] = (void*)0;
        ++l_1018;
    }
    l_1002 = (p_9 , l_1002);
    if ((safe_div_func_int8_t_s_s(((safe_rshift_func_int8_t_s_u((safe_mod_func_uint32_t_u_u((g_36 || ((safe_mul_func_int16_t_s_s((((safe_rshift_func_int8_t_s_s((l_1016 || (p_10 || (safe_mul_func_int8_t_s_s(((((*l_1054) = (safe_lshift_func_uint16_t_u_u((p_8 = (safe_div_func_int32_t_s_s((safe_rshift_func_int16_t_s_u((((~((~(!(safe_lshift_func_int8_t_s_s(((*g_492) = (l_1044 != l_1044)), 4)))) , ((*l_1044) = (safe_div_func_uint32_t_u_u((safe_rshift_func_int16_t_s_s((safe_mod_func_int64_t_s_s(((((void*)0 != l_1051) , 1L) ^ p_9), 0x947692494078D9EBLL)), 3)), p_9))))) , l_1052[1]) & p_10), p_8)), p_9))), g_337))) , l_1055) == 0x7D7CA00EL), l_1056)))), l_1017[0])) , p_11) > 18446744073709551611UL), p_11)) == l_1012)), p_9)), 5)) > (*g_805)), 0xBCL)))
    { /* block id: 437 */
        int16_t l_1061 = 0L;
        struct S1 l_1066[7] = {{0x8E0B35F8088126D4LL,0x36B90EEF5D62B3DALL},{0x8E0B35F8088126D4LL,0x36B90EEF5D62B3DALL},{0x8E0B35F8088126D4LL,0x36B90EEF5D62B3DALL},{0x8E0B35F8088126D4LL,0x36B90EEF5D62B3DALL},{0x8E0B35F8088126D4LL,0x36B90EEF5D62B3DALL},{0x8E0B35F8088126D4LL,0x36B90EEF5D62B3DALL},{0x8E0B35F8088126D4LL,0x36B90EEF5D62B3DALL}};
        int32_t *l_1070 = &l_1055;
        int32_t **l_1069 = &l_1070;
        int32_t *l_1072[5][5][8] = {{{&l_1055,&g_408,&g_408,&l_1055,&g_408,&l_1055,(void*)0,(void*)0},{&l_1055,&l_1055,&l_1055,&l_1055,&l_1055,&l_1055,&l_1055,&g_408},{&g_408,(void*)0,(void*)0,&g_408,&l_1055,&l_1055,(void*)0,&g_408},{&g_408,&l_1055,&l_1055,&g_408,&l_1055,&l_1055,&g_408,&l_1055},{&g_408,&g_408,&g_408,&g_408,&l_1055,&g_408,&l_1055,&g_408}},{{&l_1055,(void*)0,(void*)0,(void*)0,&g_408,&l_1055,&g_408,&l_1055},{&l_1055,(void*)0,&g_408,&l_1055,&g_408,(void*)0,(void*)0,&g_408},{&l_1055,&l_1055,&l_1055,&l_1055,&l_1055,&g_408,&g_408,&g_408},{&g_408,(void*)0,&l_1055,&l_1055,&l_1055,&g_408,&l_1055,&g_408},{&g_408,(void*)0,&l_1055,&l_1055,&g_408,&g_408,&l_1055,&g_408}},{{&g_408,&l_1055,&l_1055,&g_408,&l_1055,(void*)0,&g_408,&g_408},{&l_1055,(void*)0,&g_408,&g_408,&g_408,(void*)0,(void*)0,&g_408},{&g_408,&g_408,&l_1055,&l_1055,&l_1055,&l_1055,&l_1055,&g_408},{&g_408,&l_1055,&g_408,&l_1055,&l_1055,&l_1055,(void*)0,&g_408},{&g_408,&l_1055,&l_1055,&g_408,&g_408,&l_1055,(void*)0,&l_1055}},{{&g_408,&g_408,&g_408,&l_1055,(void*)0,(void*)0,&l_1055,&g_408},{(void*)0,(void*)0,&l_1055,&g_408,&l_1055,&g_408,(void*)0,&g_408},{&l_1055,&g_408,&g_408,&g_408,&l_1055,&l_1055,&g_408,&g_408},{&g_408,(void*)0,&l_1055,&l_1055,(void*)0,&g_408,&l_1055,&l_1055},{&g_408,&l_1055,&l_1055,&g_408,&l_1055,(void*)0,&l_1055,&g_408}},{{&l_1055,&g_408,&l_1055,&g_408,&g_408,(void*)0,&g_408,&l_1055},{&g_408,&g_408,&l_1055,&l_1055,&g_408,&l_1055,(void*)0,&g_408},{&g_408,&l_1055,&g_408,&g_408,&l_1055,&l_1055,&g_408,&g_408},{&g_408,&l_1055,&l_1055,&g_408,(void*)0,&g_408,(void*)0,&g_408},{&g_408,&l_1055,&g_408,&l_1055,&g_408,(void*)0,&l_1055,&l_1055}}};
        int32_t **l_1071[3][2][5] = {{{&l_1072[4][1][5],&l_1072[4][1][4],&l_1072[4][1][5],&l_1072[4][1][4],&l_1072[4][1][5]},{&l_1072[1][1][1],&l_1072[4][1][5],&l_1072[4][1][5],&l_1072[1][1][1],&l_1072[1][1][1]}},{{(void*)0,&l_1072[4][1][4],(void*)0,&l_1072[4][1][4],(void*)0},{&l_1072[1][1][1],&l_1072[1][1][1],&l_1072[4][1][5],&l_1072[4][1][5],&l_1072[1][1][1]}},{{&l_1072[4][1][5],&l_1072[4][1][4],&l_1072[4][1][5],&l_1072[4][1][4],&l_1072[4][1][5]},{&l_1072[1][1][1],&l_1072[4][1][5],&l_1072[4][1][5],&l_1072[1][1][1],&l_1072[1][1][1]}}};
        int32_t *l_1075 = &g_101[1];
        int32_t *l_1076 = &l_1007;
        int32_t *l_1077 = &l_1007;
        int32_t *l_1078 = &g_28;
        int32_t *l_1079 = &l_1017[0];
        int64_t *l_1096 = &g_269[5];
        int32_t l_1118 = (-7L);
        int32_t l_1119 = 0L;
        uint8_t l_1124 = 1UL;
        int32_t l_1161 = 0x4EAC7C43L;
        int32_t l_1167[1];
        int32_t l_1202 = 6L;
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_1167[i] = 0xD9E49C58L;
        l_1015 &= (((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s((((*g_492) = ((l_1061 | p_9) > (safe_lshift_func_uint8_t_u_u((((safe_mul_func_uint16_t_u_u(((l_1066[4] , ((safe_rshift_func_uint8_t_u_u(((**g_804) || 247UL), 4)) ^ (((((l_1073[2][1][6] = ((*l_1069) = &g_408)) != (void*)0) <= l_1066[4].f0) | 0x0E5B7078L) ^ g_126))) <= l_1074[0]), 3UL)) | 0xD23F3152AF4FCE95LL) < g_25[0]), 2)))) ^ 0x85L), p_9)), (**g_804))) || p_9) != p_8);
        ++l_1080[2];
        for (l_1013 = 1; (l_1013 <= 7); l_1013 += 1)
        { /* block id: 445 */
            uint64_t *l_1083 = &l_1002.f1;
            uint32_t *l_1086 = &g_309;
            int32_t l_1106 = (-5L);
            int32_t l_1113 = 0xD2AE43FBL;
            struct S1 *l_1150 = &l_1066[4];
            uint16_t l_1168 = 1UL;
            int32_t l_1192 = (-10L);
            int32_t l_1193 = 0x24AA50A3L;
            int32_t l_1194 = (-10L);
            int32_t l_1200 = 0x582A3A5FL;
            int32_t l_1201[4];
            uint16_t l_1279 = 9UL;
            int32_t **l_1295 = &g_31[4];
            uint8_t l_1298 = 0x3FL;
            uint32_t ***l_1315 = &l_1101;
            int64_t l_1341 = 6L;
            uint64_t l_1348[8] = {0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL};
            int i;
            for (i = 0; i < 4; i++)
                l_1201[i] = (-1L);
        }
    }
    else
    { /* block id: 563 */
        int32_t *l_1352 = &l_1013;
        uint8_t l_1353[3][5] = {{255UL,0UL,255UL,0UL,0UL},{0xE7L,0x85L,0xE7L,0xE7L,0x85L},{0UL,0x26L,0x26L,0UL,0x26L}};
        int32_t ****l_1357[3];
        int i, j;
        for (i = 0; i < 3; i++)
            l_1357[i] = &l_1356;
        l_1352 = ((*g_1297) = &p_11);
        ++l_1353[1][3];
        g_1358 = l_1356;
    }
    return g_550;
}


/* ------------------------------------------ */
/* 
 * reads : g_128.f0 g_802 g_803 g_492 g_306 g_87
 * writes: g_128.f0 g_493 g_144 g_87
 */
static int16_t  func_32(const int32_t  p_33, int64_t * p_34, uint64_t  p_35)
{ /* block id: 421 */
    int64_t l_993 = (-3L);
    uint64_t *l_994 = (void*)0;
    uint64_t *l_995 = &g_128.f0;
    int32_t *l_1000 = &g_87;
    int32_t **l_1001 = &l_1000;
    (*l_1000) |= (((((*l_995) &= l_993) != (safe_mul_func_uint8_t_u_u((*g_802), ((*g_492) = (&g_23[0] == (void*)0))))) != (safe_mul_func_int16_t_s_s(g_306, 1UL))) & (-8L));
    (*l_1001) = &g_101[4];
    return p_33;
}


/* ------------------------------------------ */
/* 
 * reads : g_23 g_66 g_22 g_28 g_31 g_101 g_30 g_99 g_87 g_126 g_128 g_25 g_144 g_107 g_223 g_226 g_245 g_261 g_309 g_304 g_337 g_306 g_269 g_364 g_383 g_365 g_408 g_493 g_496 g_492 g_565 g_597 g_647 g_550.f1 g_763 g_755 g_804 g_805 g_802 g_803 g_801 g_896 g_774 g_550.f0
 * writes: g_66 g_22 g_28 g_31 g_87 g_99 g_101 g_144 g_107 g_30 g_223 g_126 g_309 g_23 g_128.f0 g_337 g_226 g_365 g_492 g_408 g_496 g_269 g_597 g_493 g_647 g_752 g_128 g_774 g_801 g_804
 */
static uint64_t  func_39(int32_t  p_40, uint32_t  p_41, int64_t * p_42)
{ /* block id: 10 */
    uint32_t l_58 = 0x99FFFBC9L;
    int16_t *l_65 = &g_66;
    int64_t *l_77 = &g_22;
    int32_t l_78 = (-6L);
    int32_t ** const l_79[4][6][4] = {{{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_30,(void*)0},{(void*)0,&g_30,(void*)0,&g_30},{(void*)0,(void*)0,&g_30,&g_30},{&g_30,&g_30,&g_30,(void*)0},{(void*)0,(void*)0,&g_30,(void*)0}},{{&g_30,(void*)0,&g_30,&g_30},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_30,(void*)0},{(void*)0,&g_30,(void*)0,&g_30},{(void*)0,(void*)0,&g_30,&g_30},{&g_30,&g_30,&g_30,(void*)0}},{{(void*)0,(void*)0,&g_30,(void*)0},{&g_30,(void*)0,&g_30,&g_30},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_30,(void*)0},{(void*)0,&g_30,(void*)0,&g_30},{(void*)0,(void*)0,&g_30,&g_30}},{{&g_30,&g_30,&g_30,(void*)0},{(void*)0,(void*)0,&g_30,(void*)0},{&g_30,(void*)0,&g_30,&g_30},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_30,(void*)0},{(void*)0,&g_30,(void*)0,&g_30}}};
    uint32_t l_636 = 0x03698BE8L;
    int64_t l_646 = 0x22549FC90542524DLL;
    struct S1 *l_726 = &g_128;
    struct S1 **l_725 = &l_726;
    union U2 *l_734 = &g_735[1];
    int64_t l_742 = 9L;
    uint32_t *l_769 = &l_58;
    uint32_t **l_768 = &l_769;
    int8_t *l_776 = &g_493;
    int8_t *l_786[7];
    int8_t ** const l_785 = &l_786[6];
    int8_t ** const *l_784 = &l_785;
    const uint8_t * const l_796 = &g_144[0][7];
    const uint8_t * const *l_795 = &l_796;
    uint16_t l_847 = 4UL;
    volatile struct S0 *l_898 = &g_899;
    int32_t l_941 = 0x93D5EA11L;
    int i, j, k;
    for (i = 0; i < 7; i++)
        l_786[i] = &g_107;
    if (func_43(func_49(g_23[0], (func_52((safe_sub_func_int32_t_s_s((l_58 == ((((*l_65) ^= (safe_mod_func_uint32_t_u_u(0xBC671562L, (safe_lshift_func_int16_t_s_u(p_41, 9))))) != (((safe_add_func_int8_t_s_s(((safe_mod_func_uint32_t_u_u((safe_div_func_int64_t_s_s(((*l_77) = (((safe_add_func_int64_t_s_s((safe_div_func_uint8_t_u_u((p_40 != (&g_31[0] != &g_30)), 0xBEL)), 0x12CF720AFD3265C9LL)) != g_22) , l_58)), g_23[0])), l_58)) < l_78), g_28)) , (void*)0) != (void*)0)) != l_78)), 0xF9B10954L)), &g_25[0], l_79[1][4][2]) | g_23[0])), g_223, g_23[0], p_41, p_42))
    { /* block id: 233 */
        uint32_t l_625 = 0x9621DA8BL;
        uint32_t l_631 = 1UL;
        for (g_309 = 0; (g_309 <= 0); g_309 += 1)
        { /* block id: 236 */
            int8_t l_623 = 0xA0L;
            int32_t l_624[8] = {0x98C0A741L,0x98C0A741L,0x98C0A741L,0x98C0A741L,0x98C0A741L,0x98C0A741L,0x98C0A741L,0x98C0A741L};
            int8_t **l_629 = (void*)0;
            int8_t ** const *l_628 = &l_629;
            int8_t ** const **l_630 = &l_628;
            int i;
            l_625--;
            (*l_630) = l_628;
            if (g_101[g_309])
                continue;
            ++l_631;
        }
        return p_40;
    }
    else
    { /* block id: 243 */
        uint16_t l_634 = 0UL;
        int32_t l_635[6] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
        int i;
        l_634 &= p_40;
        l_636--;
    }
    if (((safe_lshift_func_int16_t_s_s(p_40, (safe_sub_func_int8_t_s_s(((&g_99 != (void*)0) != (+(((safe_rshift_func_int8_t_s_s(p_40, 7)) != p_40) > 65535UL))), g_101[1])))) | l_646))
    { /* block id: 247 */
        uint8_t l_651 = 247UL;
        int32_t l_655 = (-1L);
        int32_t l_671 = 0L;
        const int32_t l_675 = 0x15F8F39BL;
        g_647 &= (-1L);
        for (l_646 = 0; (l_646 <= 0); l_646 += 1)
        { /* block id: 251 */
            uint32_t *l_648 = (void*)0;
            uint32_t *l_649 = &l_58;
            int32_t l_670 = 0L;
            int32_t l_672 = 0x402BA335L;
            int i;
            if ((((*l_649) = 4294967294UL) > (l_651 = (~g_23[l_646]))))
            { /* block id: 254 */
                uint8_t *l_654[1];
                uint16_t *l_658 = &g_597;
                uint16_t *l_665[3];
                int32_t l_666 = (-1L);
                uint64_t *l_669 = &g_128.f0;
                int i;
                for (i = 0; i < 1; i++)
                    l_654[i] = &l_651;
                for (i = 0; i < 3; i++)
                    l_665[i] = &g_226;
                l_672 ^= (l_671 = ((safe_mul_func_uint16_t_u_u(((l_655 = (p_40 < 1UL)) < 0x69L), (safe_rshift_func_uint8_t_u_s(p_40, 7)))) , ((((((*l_669) |= (((*l_658)++) > (((safe_div_func_int32_t_s_s(0xE0CE9C59L, (p_40 && (g_23[0]++)))) & (p_40 < (-5L))) ^ l_666))) > l_670) && g_23[l_646]) == g_25[0]) , l_666)));
                return g_493;
            }
            else
            { /* block id: 262 */
                if ((!p_41))
                { /* block id: 263 */
                    int64_t l_674 = 0xFCBE977196F73FD6LL;
                    return l_674;
                }
                else
                { /* block id: 265 */
                    if (l_675)
                        break;
                    if (p_40)
                        break;
                    return g_22;
                }
            }
        }
    }
    else
    { /* block id: 272 */
        uint8_t l_676[2];
        int64_t **l_690 = &l_77;
        int32_t l_718 = 0x7323DBCDL;
        struct S1 ***l_728 = (void*)0;
        union U2 *l_732 = (void*)0;
        int32_t l_739[5];
        const uint32_t ***l_748 = (void*)0;
        uint32_t *l_767 = &l_58;
        uint32_t **l_766 = &l_767;
        int8_t **l_782 = &l_776;
        int8_t ** const *l_781 = &l_782;
        const uint8_t * const l_799 = &g_800;
        const uint8_t * const *l_798 = &l_799;
        const uint8_t l_816 = 0x02L;
        int32_t *l_823[2][4] = {{&l_718,&l_718,&l_718,&l_718},{&l_718,&l_718,&l_718,&l_718}};
        uint32_t l_893 = 4294967295UL;
        int8_t l_908 = 1L;
        uint16_t l_917 = 0UL;
        int i, j;
        for (i = 0; i < 2; i++)
            l_676[i] = 0x93L;
        for (i = 0; i < 5; i++)
            l_739[i] = 1L;
        if (l_676[0])
        { /* block id: 273 */
            uint32_t l_687 = 0xC3EB76EBL;
            int32_t *l_691 = &g_496;
            uint8_t l_714 = 247UL;
            if ((safe_sub_func_int8_t_s_s(3L, p_41)))
            { /* block id: 274 */
                int16_t *l_695 = &g_66;
                const int32_t l_696 = 0x1DF0C11FL;
                int32_t l_698 = 5L;
                if (((((*g_492) == (safe_div_func_int64_t_s_s((safe_mul_func_int8_t_s_s((safe_sub_func_uint64_t_u_u(g_261, ((-10L) < ((l_687 , (safe_div_func_int64_t_s_s((*p_42), ((((g_565 != g_565) > l_676[0]) , l_687) | 1UL)))) , 0UL)))), g_226)), l_676[0]))) & p_41) && (*g_492)))
                { /* block id: 275 */
                    uint16_t *l_692 = &g_23[0];
                    int32_t l_697[3][1];
                    int i, j;
                    for (i = 0; i < 3; i++)
                    {
                        for (j = 0; j < 1; j++)
                            l_697[i][j] = 4L;
                    }
                    (*l_691) &= (g_269[2] != (((*l_692) = (((void*)0 == l_690) , (((void*)0 == l_691) | 5UL))) > (safe_lshift_func_uint8_t_u_s(((l_695 == (void*)0) && l_676[1]), l_696))));
                    l_698 = l_697[2][0];
                }
                else
                { /* block id: 279 */
                    return g_383;
                }
            }
            else
            { /* block id: 282 */
                l_718 = (safe_rshift_func_uint8_t_u_u((((safe_add_func_uint64_t_u_u(0UL, ((safe_rshift_func_int8_t_s_s((0x3F24L || (safe_div_func_int32_t_s_s((safe_div_func_int64_t_s_s((~(safe_add_func_uint64_t_u_u(((safe_lshift_func_int8_t_s_u((*g_492), (((l_714 ^= (3UL | l_676[0])) < (*g_365)) ^ (safe_sub_func_uint16_t_u_u((+g_597), g_245))))) , p_40), l_676[0]))), (-1L))), 0x18A449DAL))), (*g_492))) , (*p_42)))) <= 0x5AL) != p_41), g_550.f1));
                for (l_58 = 0; (l_58 <= 1); l_58 += 1)
                { /* block id: 287 */
                    (*l_691) &= (safe_sub_func_uint32_t_u_u(p_41, p_41));
                }
                l_691 = &g_87;
            }
        }
        else
        { /* block id: 292 */
            int16_t l_729 = 0x5A3AL;
            uint8_t l_743 = 0xD1L;
            const uint32_t *l_751 = &l_636;
            const uint32_t **l_750 = &l_751;
            const uint32_t ***l_749 = &l_750;
            int32_t l_756 = 0xDC22A925L;
            int32_t l_757 = 0xC253240DL;
            const int8_t *l_762 = &g_107;
            const int8_t ** const l_761 = &l_762;
            const int8_t ** const *l_760 = &l_761;
            for (g_22 = (-16); (g_22 >= (-11)); g_22 = safe_add_func_int16_t_s_s(g_22, 4))
            { /* block id: 295 */
                struct S1 ***l_727 = &l_725;
                l_729 = (safe_sub_func_uint64_t_u_u((((*l_727) = l_725) == &l_726), ((void*)0 != l_728)));
                for (g_337 = (-2); (g_337 <= 32); ++g_337)
                { /* block id: 300 */
                    union U2 **l_733[1];
                    int32_t l_736 = 0xC439E572L;
                    int32_t l_737 = 0x3CDB5595L;
                    int32_t l_738 = (-2L);
                    int32_t l_740 = 0xA3AF8BBCL;
                    int32_t l_741[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_733[i] = &l_732;
                    for (i = 0; i < 1; i++)
                        l_741[i] = 0L;
                    l_734 = l_732;
                    if (p_41)
                        continue;
                    l_743--;
                }
                l_756 &= (safe_lshift_func_uint16_t_u_u(((g_87 < (l_748 == (g_752 = l_749))) && ((65528UL ^ (((**l_725) = ((l_739[1] , l_739[0]) , (***l_727))) , p_41)) >= p_41)), p_41));
                l_739[0] = l_757;
            }
            for (g_107 = (-17); (g_107 <= (-2)); g_107 = safe_add_func_int64_t_s_s(g_107, 6))
            { /* block id: 312 */
                uint32_t ***l_770 = &l_768;
                int32_t l_771 = 0xD19D8AF7L;
                int8_t *l_775[1][6][4];
                int i, j, k;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 6; j++)
                    {
                        for (k = 0; k < 4; k++)
                            l_775[i][j][k] = (void*)0;
                    }
                }
                if ((l_771 ^= ((l_766 = ((l_760 == g_763) , l_766)) == ((*l_770) = l_768))))
                { /* block id: 316 */
                    g_774 = (safe_lshift_func_uint16_t_u_u((g_226 &= (g_23[0] = p_41)), 2));
                    if (p_40)
                        continue;
                    return p_41;
                }
                else
                { /* block id: 322 */
                    l_739[0] = (l_775[0][5][0] != l_776);
                    return g_144[1][5];
                }
            }
        }
        for (p_40 = 14; (p_40 < 21); p_40 = safe_add_func_int64_t_s_s(p_40, 1))
        { /* block id: 330 */
            int8_t ** const **l_783[8][5] = {{&l_781,&l_781,&l_781,&l_781,&l_781},{&l_781,&l_781,&l_781,&l_781,&l_781},{&l_781,&l_781,&l_781,&l_781,&l_781},{&l_781,&l_781,&l_781,&l_781,&l_781},{&l_781,&l_781,&l_781,&l_781,&l_781},{&l_781,&l_781,&l_781,&l_781,&l_781},{&l_781,&l_781,&l_781,&l_781,&l_781},{&l_781,&l_781,&l_781,&l_781,&l_781}};
            uint16_t *l_790 = &g_23[0];
            const int32_t l_791 = 0xEDDF3238L;
            uint8_t **l_842 = &g_805;
            int32_t l_860 = 0xCC4AA9E4L;
            struct S1 *l_871[6][4] = {{&g_128,(void*)0,&g_128,(void*)0},{(void*)0,&g_128,&g_128,&g_128},{&g_128,&g_128,&g_128,&g_128},{&g_128,&g_128,(void*)0,(void*)0},{(void*)0,(void*)0,&g_128,&g_128},{&g_128,&g_128,&g_128,&g_128}};
            int32_t l_876[6];
            int8_t l_913 = (-1L);
            int32_t *l_920 = &g_496;
            const uint32_t ***l_935 = (void*)0;
            int i, j;
            for (i = 0; i < 6; i++)
                l_876[i] = 8L;
            if ((g_755 <= ((((((safe_mul_func_uint16_t_u_u(((*l_790) = ((((((l_784 = l_781) == &l_785) ^ (safe_lshift_func_int16_t_s_u(((1UL <= 0xF759323FL) == ((((g_23[0] , (+g_99)) <= p_40) ^ p_41) > 0xFA90L)), p_40))) , g_66) , g_304) , p_41)), p_40)) == p_41) & 0xDAL) <= p_40) == l_791) == 0x81B2L)))
            { /* block id: 333 */
                const uint8_t * const **l_797[8][6][2] = {{{&l_795,&l_795},{(void*)0,&l_795},{&l_795,&l_795},{&l_795,&l_795},{(void*)0,&l_795},{&l_795,(void*)0}},{{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795}},{{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795},{&l_795,(void*)0},{&l_795,&l_795}},{{(void*)0,&l_795},{&l_795,&l_795},{&l_795,&l_795},{(void*)0,&l_795},{&l_795,(void*)0},{&l_795,&l_795}},{{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795}},{{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795},{&l_795,(void*)0},{&l_795,&l_795},{(void*)0,&l_795}},{{&l_795,&l_795},{&l_795,&l_795},{(void*)0,&l_795},{&l_795,(void*)0},{&l_795,&l_795},{&l_795,&l_795}},{{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795},{&l_795,&l_795}}};
                uint16_t *l_819 = &g_597;
                int32_t l_820 = (-2L);
                int i, j, k;
                if ((safe_div_func_uint64_t_u_u((!(((g_801 = (l_798 = l_795)) != (g_804 = g_804)) != ((*l_819) = (((void*)0 != (*l_781)) <= (((safe_add_func_uint16_t_u_u((l_791 >= (((((*l_790) = (safe_rshift_func_uint16_t_u_u((((safe_mod_func_int16_t_s_s((safe_sub_func_uint16_t_u_u(((safe_rshift_func_int8_t_s_u(l_816, 1)) | ((((safe_div_func_int8_t_s_s((-6L), (*g_492))) <= g_304) >= p_41) != 0x69L)), 0x3C78L)), p_41)) > 1UL) == 6UL), 8))) < 5L) != 0x3558AAE6L) , 0x9EL)), l_791)) <= g_144[1][3]) & (*g_492)))))), l_820)))
                { /* block id: 339 */
                    return g_755;
                }
                else
                { /* block id: 341 */
                    int32_t l_824 = 0xB9AC3A58L;
                    g_223 = ((safe_rshift_func_uint8_t_u_s(0xE0L, (g_245 != p_40))) , (l_823[1][1] = &g_28));
                    if (l_824)
                        break;
                    l_823[1][1] = &l_820;
                }
                if (l_820)
                    break;
            }
            else
            { /* block id: 348 */
                int64_t l_888 = 0L;
                int32_t l_894 = 5L;
                int32_t l_901 = 0x59B7318DL;
                int32_t l_903 = 0x4F65BF31L;
                int32_t l_904 = (-1L);
                int32_t l_907 = 0xC0B5452DL;
                int32_t l_909 = 0L;
                int32_t l_910 = 0x86772806L;
                int32_t l_911 = 0x246CADC2L;
                int32_t l_912[8] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
                int8_t l_914 = (-1L);
                int32_t l_916 = 0xC143D043L;
                int32_t *l_934 = &l_916;
                int16_t *l_939 = (void*)0;
                int16_t *l_940 = &g_774;
                int i;
                if ((safe_mod_func_int8_t_s_s(((((safe_div_func_int64_t_s_s((((*l_77) = ((safe_lshift_func_uint16_t_u_u((((safe_mod_func_uint32_t_u_u((safe_mod_func_int8_t_s_s((*g_492), (+((safe_mod_func_uint64_t_u_u(((safe_mod_func_uint16_t_u_u(g_25[0], ((*l_790) ^= p_41))) <= (safe_lshift_func_int8_t_s_s(((g_226 = (((*g_805) = ((void*)0 == l_842)) < l_791)) && ((((safe_add_func_uint8_t_u_u((((safe_lshift_func_uint16_t_u_u((p_40 != l_791), 14)) , 0UL) , (**g_804)), l_847)) < 0x35EF404012A5C6B3LL) || (**g_364)) || l_791)), (*g_492)))), p_41)) , 1UL)))), p_40)) < (*g_492)) >= p_41), p_40)) <= p_40)) , (*g_365)), p_40)) , (-1L)) != 1L) , 0x45L), (-5L))))
                { /* block id: 353 */
                    int32_t *l_877 = &l_876[2];
                    g_30 = &g_496;
                    l_876[5] &= ((safe_div_func_int16_t_s_s(((((((safe_div_func_uint32_t_u_u((((safe_rshift_func_uint16_t_u_u((++(*l_790)), 14)) >= 0x0861807BL) || (*g_492)), (safe_rshift_func_uint16_t_u_u((((*g_805) |= l_791) == (safe_sub_func_uint64_t_u_u(l_860, (safe_rshift_func_uint8_t_u_u(((((safe_add_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((((safe_div_func_uint8_t_u_u((safe_add_func_int64_t_s_s(((void*)0 == l_871[1][0]), (((safe_mod_func_int8_t_s_s(((safe_add_func_int8_t_s_s(((p_41 , (void*)0) != &g_365), (*g_492))) <= 1UL), 0x3AL)) < (*p_42)) >= 0UL))), p_41)) >= (*g_802)) == 65535UL), g_383)), 255UL)) < l_860) | l_791) <= 7UL), 5))))), l_860)))) & (*g_492)) , (**g_801)) && p_40) | (-1L)) , 0xB54AL), p_40)) & 7UL);
                    g_30 = l_877;
                }
                else
                { /* block id: 359 */
                    uint32_t l_895 = 3UL;
                    int32_t l_900 = 1L;
                    int32_t l_902 = 0L;
                    int32_t l_905 = 0x05B63B3DL;
                    int32_t l_906[1][7][6] = {{{0x3F61C6FEL,(-10L),(-9L),0x508CAE13L,0x508CAE13L,(-9L)},{0x4205A092L,0x4205A092L,(-10L),0xA7FF362DL,0x1319E6CCL,0x5AAC9D4EL},{0xF338BF67L,0x508CAE13L,0xD5F876A1L,0x35E2B17EL,(-1L),(-10L)},{(-1L),0xF338BF67L,0xD5F876A1L,0x5AAC9D4EL,0x4205A092L,0x5AAC9D4EL},{(-10L),0x5AAC9D4EL,(-10L),(-1L),0xFB626FADL,(-9L)},{(-1L),0xFB626FADL,(-9L),(-1L),(-9L),0x1319E6CCL},{0xA7FF362DL,(-9L),1L,(-1L),(-1L),(-1L)}}};
                    int8_t l_915 = 4L;
                    int i, j, k;
                    l_895 ^= (((safe_lshift_func_uint8_t_u_s(((safe_rshift_func_int16_t_s_u(((((*l_65) = (safe_rshift_func_int8_t_s_u((safe_sub_func_int8_t_s_s((safe_div_func_int32_t_s_s(p_40, (((l_888 = ((void*)0 != l_769)) , 0xCCL) | ((safe_mul_func_uint16_t_u_u((safe_add_func_uint64_t_u_u(((p_40 , l_876[5]) != 0x52988262L), (*p_42))), p_41)) >= l_893)))), l_894)), p_40))) && p_41) || (*g_492)), 10)) != 0x61L), 1)) & p_41) , 0x8E95DDFBL);
                    if (p_40)
                        break;
                    l_898 = g_896;
                    l_917++;
                }
                l_920 = &g_87;
                l_941 ^= ((safe_rshift_func_uint16_t_u_u((+(safe_sub_func_int32_t_s_s((((((((65529UL <= (safe_add_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(g_23[0], (safe_mod_func_int16_t_s_s(((*l_940) ^= ((+18446744073709551610UL) > (+((((*l_65) = (&l_766 == (((*l_934) = (-7L)) , l_935))) != (safe_mul_func_uint16_t_u_u(((+(((((-1L) | 0x7E64L) , (*l_920)) >= p_40) == 0xEAL)) < 0x3B70L), (-3L)))) && p_41)))), p_41)))), p_41))) >= p_40) < 0x4333L) , g_304) && 0UL) , p_40) == g_99), 1L))), (*l_920))) | g_550.f1);
            }
            for (l_718 = 0; (l_718 >= 27); l_718 = safe_add_func_uint8_t_u_u(l_718, 6))
            { /* block id: 375 */
                volatile struct S0 **l_948 = &l_898;
                int32_t l_960 = 7L;
            }
        }
    }
    for (g_496 = 0; (g_496 != (-10)); --g_496)
    { /* block id: 386 */
        (*l_725) = (*l_725);
    }
    if ((safe_lshift_func_int8_t_s_u((g_261 | (g_66 ^= (l_898 != l_898))), 6)))
    { /* block id: 390 */
        int16_t **l_967 = &l_65;
        int32_t l_968[1];
        int i;
        for (i = 0; i < 1; i++)
            l_968[i] = 4L;
        l_968[0] = (((*g_805) &= (safe_rshift_func_uint8_t_u_u(((((**l_725) , (void*)0) == ((*l_967) = &g_774)) , (0L <= (l_968[0] != (safe_div_func_int8_t_s_s((((*l_768) = &p_41) != &p_41), 0x60L))))), p_40))) ^ (*g_492));
    }
    else
    { /* block id: 395 */
        uint8_t l_971[7] = {0xF2L,0xF2L,0xF2L,0xF2L,0xF2L,0xF2L,0xF2L};
        int32_t l_974 = 0x4BFB243EL;
        struct S1 ** const *l_979 = &l_725;
        int32_t *l_991 = (void*)0;
        int64_t l_992 = 0x125AAD84C5B58A52LL;
        int i;
        l_971[6]++;
        if ((l_974 = p_41))
        { /* block id: 398 */
            struct S1 ** const **l_980 = &l_979;
            struct S1 ***l_982[4][6][4] = {{{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725}},{{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725}},{{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725}},{{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725},{&l_725,&l_725,&l_725,&l_725}}};
            struct S1 ****l_981 = &l_982[1][2][3];
            int32_t l_983 = 0xC48095A7L;
            int32_t *l_984 = &g_408;
            int32_t *l_985 = &g_87;
            int i, j, k;
            l_974 = p_40;
            (*l_726) = (((*l_984) = (1UL > (p_40 , (l_974 = (safe_mod_func_int32_t_s_s((l_983 ^= (safe_sub_func_int64_t_s_s((((*l_980) = l_979) == ((*l_981) = &l_725)), (p_40 , (0x6AAFE27EE5D1F55ELL <= 1L))))), p_41)))))) , g_128);
            l_985 = &g_87;
            l_974 = 5L;
        }
        else
        { /* block id: 408 */
            for (g_493 = (-14); (g_493 > 28); g_493 = safe_add_func_int64_t_s_s(g_493, 1))
            { /* block id: 411 */
                uint32_t l_988 = 4294967295UL;
                (***l_979) = g_128;
                l_988--;
            }
            l_991 = &g_87;
            l_992 = p_40;
        }
        return g_25[0];
    }
    return g_550.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_226 g_23 g_28 g_25 g_144 g_128.f0 g_245 g_126 g_107 g_66 g_101 g_87 g_261 g_99 g_309 g_304 g_337 g_306 g_269 g_364 g_383 g_365 g_22 g_408 g_128 g_493 g_496 g_492 g_565 g_597
 * writes: g_223 g_126 g_28 g_66 g_144 g_309 g_23 g_128.f0 g_337 g_226 g_101 g_87 g_365 g_107 g_99 g_492 g_408 g_496 g_31 g_269 g_22 g_597 g_493
 */
static int32_t  func_43(uint8_t * p_44, int32_t * p_45, uint16_t  p_46, uint8_t  p_47, int64_t * p_48)
{ /* block id: 80 */
    int32_t **l_240 = &g_223;
    int32_t *l_241 = &g_101[2];
    int32_t *l_242 = &g_28;
    int64_t l_243 = 0xCA6F656E5FB2DB2DLL;
    int32_t l_244 = 0L;
    int32_t l_274 = 3L;
    int32_t l_275 = 0x87D4C81EL;
    int32_t l_277 = 0x71376154L;
    int32_t l_278 = (-1L);
    int32_t l_279 = 0x516410EFL;
    const int16_t *l_307 = (void*)0;
    int8_t *l_346 = &g_107;
    int64_t **l_462 = &g_365;
    int8_t l_494 = 0x77L;
    int32_t l_508 = 0L;
    int32_t **l_529 = (void*)0;
    uint32_t *l_621 = &g_309;
    uint32_t **l_620 = &l_621;
    if (((safe_rshift_func_int8_t_s_u(g_226, (safe_lshift_func_int8_t_s_s((safe_add_func_int64_t_s_s((((safe_sub_func_uint16_t_u_u(9UL, (safe_unary_minus_func_int64_t_s((0xAFACL && ((((safe_mod_func_int8_t_s_s((l_243 = (safe_add_func_int8_t_s_s(g_23[0], ((safe_mod_func_uint64_t_u_u((0xE566E3EBE734CB3ELL ^ ((l_241 = ((*l_240) = &g_87)) != l_242)), p_46)) , 0xDDL)))), g_226)) & (*l_242)) | l_244) < (*p_48))))))) , (*p_44)) , (-1L)), g_128.f0)), 1)))) , g_245))
    { /* block id: 84 */
        uint32_t l_256 = 0x9AF1FD50L;
        int32_t l_270 = 0xC8494EE2L;
        int32_t l_273 = 0x957603C5L;
        int32_t l_276[7] = {1L,0x897AAD7EL,1L,1L,0x897AAD7EL,1L,1L};
        int32_t * const *l_297 = &l_241;
        struct S1 l_387 = {0UL,18446744073709551615UL};
        int32_t l_446 = (-1L);
        int16_t l_509 = 3L;
        uint16_t l_514 = 1UL;
        int16_t *l_522[3][4][2] = {{{&g_66,&l_509},{&l_509,&l_509},{&l_509,&l_509},{&g_66,&l_509}},{{&l_509,&l_509},{&g_66,&l_509},{&l_509,&l_509},{&l_509,&l_509}},{{&g_66,&l_509},{&l_509,&l_509},{&g_66,&l_509},{&l_509,&l_509}}};
        uint64_t *l_536 = (void*)0;
        int i, j, k;
        for (g_126 = 0; (g_126 <= 28); ++g_126)
        { /* block id: 87 */
            const int16_t * const l_260 = &g_261;
            int32_t l_262 = 0x28BEABA4L;
            int32_t l_265 = 0L;
            int32_t l_266 = 7L;
            int32_t l_268[3];
            uint16_t l_280 = 65530UL;
            const int64_t *l_305 = &g_306;
            struct S1 l_356[8] = {{0xD7198B4BF593E0B7LL,1UL},{0xD7198B4BF593E0B7LL,1UL},{0xD7198B4BF593E0B7LL,1UL},{0xD7198B4BF593E0B7LL,1UL},{0xD7198B4BF593E0B7LL,1UL},{0xD7198B4BF593E0B7LL,1UL},{0xD7198B4BF593E0B7LL,1UL},{0xD7198B4BF593E0B7LL,1UL}};
            int64_t *l_382 = &g_269[1];
            uint32_t *l_388 = &g_309;
            uint8_t l_389 = 255UL;
            int8_t *l_397 = &g_107;
            uint8_t l_411 = 0x8AL;
            int i;
            for (i = 0; i < 3; i++)
                l_268[i] = 0xD972C2F7L;
            for (g_28 = 0; (g_28 != (-20)); g_28 = safe_sub_func_uint8_t_u_u(g_28, 5))
            { /* block id: 90 */
                int16_t *l_254 = (void*)0;
                int16_t *l_255 = &g_66;
                const int32_t l_257[7][7][2] = {{{(-1L),4L},{(-1L),0x6B44AD2AL},{(-1L),4L},{(-1L),9L},{4L,1L},{0x4F74A302L,0x22F857C4L},{9L,0x2BE24FA4L}},{{0x2BE24FA4L,0x2BE24FA4L},{9L,0x22F857C4L},{0x4F74A302L,1L},{4L,9L},{(-1L),4L},{(-1L),0x6B44AD2AL},{(-1L),4L}},{{(-1L),9L},{4L,1L},{0x4F74A302L,0x22F857C4L},{9L,0x2BE24FA4L},{0x2BE24FA4L,0x2BE24FA4L},{9L,0x22F857C4L},{0x4F74A302L,1L}},{{4L,9L},{(-1L),4L},{(-1L),0x6B44AD2AL},{(-1L),4L},{(-1L),9L},{4L,1L},{0x4F74A302L,0x22F857C4L}},{{9L,0x2BE24FA4L},{0x2BE24FA4L,0x2BE24FA4L},{9L,0x22F857C4L},{0x4F74A302L,1L},{4L,9L},{(-1L),4L},{(-1L),0x6B44AD2AL}},{{(-1L),4L},{(-1L),9L},{4L,1L},{0x4F74A302L,0x22F857C4L},{9L,0x2BE24FA4L},{0x2BE24FA4L,0x2BE24FA4L},{9L,0x22F857C4L}},{{0x4F74A302L,1L},{4L,9L},{0x4F74A302L,0x6B44AD2AL},{0x22F857C4L,0x54911FD7L},{0x22F857C4L,0x6B44AD2AL},{0x4F74A302L,0x2BE24FA4L},{0x6B44AD2AL,(-1L)}}};
                int32_t l_267 = (-1L);
                int32_t l_271 = 0x0D3A472BL;
                int32_t l_272[5][7][7] = {{{0x84EC217BL,1L,(-1L),(-4L),0x354DB652L,2L,0x43C4D1B4L},{0L,0x8A4C04DFL,0x39537FE7L,(-1L),(-9L),2L,0xFAB9531DL},{0xFFB42335L,0xF715C670L,0L,0xE6B259F2L,2L,2L,0xE6B259F2L},{(-1L),7L,(-1L),0x43C4D1B4L,3L,2L,0L},{(-1L),1L,0xC315EC5FL,0xC291C5DBL,0L,2L,(-1L)},{0xC315EC5FL,(-9L),0x84EC217BL,0L,0x8E5EC04AL,2L,0xC291C5DBL},{0x39537FE7L,0x54667063L,0xFFB42335L,0xFAB9531DL,1L,2L,(-4L)}},{{0x84EC217BL,1L,(-1L),(-4L),0x354DB652L,2L,0x43C4D1B4L},{0L,0x8A4C04DFL,0x39537FE7L,(-1L),(-9L),2L,0xFAB9531DL},{0xFFB42335L,0xF715C670L,0L,0xE6B259F2L,2L,2L,0xE6B259F2L},{(-1L),7L,(-1L),0x43C4D1B4L,3L,2L,0L},{(-1L),1L,0xC315EC5FL,0xC291C5DBL,0L,2L,(-1L)},{0xC315EC5FL,(-9L),0x84EC217BL,0L,0x8E5EC04AL,2L,0xC291C5DBL},{0x39537FE7L,0x54667063L,0xFFB42335L,0xFAB9531DL,1L,2L,(-4L)}},{{0x84EC217BL,1L,(-1L),(-4L),0x354DB652L,2L,0x43C4D1B4L},{0L,0x8A4C04DFL,0x39537FE7L,(-1L),(-9L),2L,0xFAB9531DL},{0xFFB42335L,0xF715C670L,0L,0xE6B259F2L,2L,2L,0xE6B259F2L},{(-1L),7L,(-1L),0x43C4D1B4L,3L,2L,0L},{(-1L),1L,0xC315EC5FL,0xC291C5DBL,0L,2L,(-1L)},{0xC315EC5FL,(-9L),0x84EC217BL,0L,0x8E5EC04AL,2L,0xC291C5DBL},{0x39537FE7L,0x54667063L,0xFFB42335L,0xFAB9531DL,1L,2L,(-4L)}},{{0x84EC217BL,1L,(-1L),(-4L),0x354DB652L,2L,0x43C4D1B4L},{0L,0x8A4C04DFL,0x39537FE7L,(-1L),(-9L),2L,0xFAB9531DL},{0xFFB42335L,0xF715C670L,0L,0xE6B259F2L,2L,2L,0xE6B259F2L},{(-1L),7L,(-1L),0x43C4D1B4L,3L,2L,0L},{(-1L),1L,0xC315EC5FL,0xC291C5DBL,0L,2L,1L},{0x9F907A06L,2L,1L,0x354DB652L,7L,1L,0x8E5EC04AL},{0xA52F96D5L,1L,0L,2L,(-9L),1L,0L}},{{1L,0xC275AE56L,(-1L),0L,1L,1L,3L},{0x6306CAAEL,0xF8D9338EL,0xA52F96D5L,1L,0xF715C670L,1L,2L},{0L,0x4F1AB6FBL,0x6306CAAEL,(-9L),1L,1L,(-9L)},{(-2L),0L,(-2L),3L,0x54667063L,1L,0x354DB652L},{(-1L),0x8B1E7827L,0x9F907A06L,0x8E5EC04AL,0x8A4C04DFL,1L,1L},{0x9F907A06L,2L,1L,0x354DB652L,7L,1L,0x8E5EC04AL},{0xA52F96D5L,1L,0L,2L,(-9L),1L,0L}}};
                int i, j, k;
                if ((safe_mod_func_uint64_t_u_u(((safe_sub_func_uint8_t_u_u(((((*l_255) &= g_107) ^ l_256) & (p_47 != (l_257[1][1][0] <= (((((*p_44) = (4L >= ((*p_48) == (safe_sub_func_uint8_t_u_u(((void*)0 != l_260), g_101[1]))))) && g_23[0]) | g_87) , g_101[1])))), p_47)) >= g_28), l_257[6][4][1])))
                { /* block id: 93 */
                    int32_t *l_263 = &g_87;
                    int32_t *l_264[5][1][6] = {{{&g_28,&g_101[1],(void*)0,&g_28,&g_87,&g_101[4]}},{{&g_28,&g_87,&g_101[4],&g_101[1],&g_101[1],&g_101[4]}},{{&g_101[3],&g_101[3],(void*)0,&g_87,&g_101[1],&g_28}},{{&g_101[1],&g_87,&g_101[1],&g_87,&g_87,(void*)0}},{{&g_101[3],&g_101[1],&g_101[1],&g_101[1],&g_101[3],&g_28}}};
                    int i, j, k;
                    l_280++;
                }
                else
                { /* block id: 95 */
                    const int64_t *l_303 = &g_304;
                    const int64_t **l_302[2][5] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_303,&l_303,&l_303,&l_303,&l_303}};
                    uint32_t *l_308 = &g_309;
                    int32_t l_310[8][5][5] = {{{0xFFE73CEEL,0xE253639AL,(-1L),0x66BA5330L,0x802A130DL},{7L,0xE253639AL,1L,0xFFE73CEEL,0x3B8ECD33L},{0xF4359564L,1L,(-1L),0xFFE73CEEL,0x7827F66AL},{0x66BA5330L,2L,2L,0x66BA5330L,0x3B8ECD33L},{0x66BA5330L,(-6L),9L,0x8DB6D265L,0x802A130DL}},{{0xF4359564L,2L,9L,(-4L),(-1L)},{7L,1L,2L,0x8DB6D265L,(-1L)},{0xFFE73CEEL,0xE253639AL,(-1L),0x66BA5330L,0x802A130DL},{7L,0xE253639AL,1L,0xFFE73CEEL,0x3B8ECD33L},{0xF4359564L,1L,(-1L),0xFFE73CEEL,0x7827F66AL}},{{0x66BA5330L,2L,2L,0x66BA5330L,0x3B8ECD33L},{0x66BA5330L,(-6L),9L,0x8DB6D265L,0x802A130DL},{0xF4359564L,2L,9L,(-4L),(-1L)},{7L,1L,2L,0x8DB6D265L,(-1L)},{0xFFE73CEEL,0xE253639AL,(-1L),0x66BA5330L,0x802A130DL}},{{7L,0xE253639AL,1L,0xFFE73CEEL,0x3B8ECD33L},{0xF4359564L,1L,(-1L),0xFFE73CEEL,0x7827F66AL},{0x66BA5330L,2L,0xFFE73CEEL,0xFC3A6CB2L,0xD6B644CDL},{0xFC3A6CB2L,0x8DB6D265L,(-4L),(-1L),0x3339BC91L},{0x8EAB65C3L,0xFFE73CEEL,(-4L),0x787EF4D7L,0x259B3465L}},{{0x06879AC1L,(-1L),0xFFE73CEEL,(-1L),0x259B3465L},{0xAE3BD212L,7L,0xF4359564L,0xFC3A6CB2L,0x3339BC91L},{0x06879AC1L,7L,(-1L),0xAE3BD212L,0xD6B644CDL},{0x8EAB65C3L,(-1L),0xF4359564L,0xAE3BD212L,0xECAFCDE2L},{0xFC3A6CB2L,0xFFE73CEEL,0xFFE73CEEL,0xFC3A6CB2L,0xD6B644CDL}},{{0xFC3A6CB2L,0x8DB6D265L,(-4L),(-1L),0x3339BC91L},{0x8EAB65C3L,0xFFE73CEEL,(-4L),0x787EF4D7L,0x259B3465L},{0x06879AC1L,(-1L),0xFFE73CEEL,(-1L),0x259B3465L},{0xAE3BD212L,7L,0xF4359564L,0xFC3A6CB2L,0x3339BC91L},{0x06879AC1L,7L,(-1L),0xAE3BD212L,0xD6B644CDL}},{{0x8EAB65C3L,(-1L),0xF4359564L,0xAE3BD212L,0xECAFCDE2L},{0xFC3A6CB2L,0xFFE73CEEL,0xFFE73CEEL,0xFC3A6CB2L,0xD6B644CDL},{0xFC3A6CB2L,0x8DB6D265L,(-4L),(-1L),0x3339BC91L},{0x8EAB65C3L,0xFFE73CEEL,(-4L),0x787EF4D7L,0x259B3465L},{0x06879AC1L,(-1L),0xFFE73CEEL,(-1L),0x259B3465L}},{{0xAE3BD212L,7L,0xF4359564L,0xFC3A6CB2L,0x3339BC91L},{0x06879AC1L,7L,(-1L),0xAE3BD212L,0xD6B644CDL},{0x8EAB65C3L,(-1L),0xF4359564L,0xAE3BD212L,0xECAFCDE2L},{0xFC3A6CB2L,0xFFE73CEEL,0xFFE73CEEL,0xFC3A6CB2L,0xD6B644CDL},{0xFC3A6CB2L,0x8DB6D265L,(-4L),(-1L),0x3339BC91L}}};
                    int i, j, k;
                    l_267 ^= (safe_add_func_uint8_t_u_u(l_276[0], (safe_div_func_uint64_t_u_u((safe_rshift_func_int16_t_s_s(((safe_lshift_func_int16_t_s_u(((safe_div_func_int16_t_s_s(((*l_255) |= (safe_div_func_int64_t_s_s((safe_add_func_int32_t_s_s((((g_261 & (*l_241)) <= (&p_45 != l_297)) , (((safe_mod_func_uint32_t_u_u(((*l_308) &= (l_260 == (((l_305 = (((safe_sub_func_int64_t_s_s(3L, l_271)) >= g_99) , p_48)) == p_48) , l_307))), p_47)) > p_47) <= (*p_44))), (**l_297))), l_268[2]))), l_310[5][4][4])) ^ 0xD4EE81691C3A0EA7LL), 6)) , 1L), g_23[0])), 0xF1206192F4315D77LL))));
                }
                for (l_274 = 0; (l_274 < (-26)); l_274 = safe_sub_func_uint64_t_u_u(l_274, 1))
                { /* block id: 103 */
                    uint16_t l_313 = 0x68F8L;
                    --l_313;
                }
            }
            if ((safe_div_func_int16_t_s_s(g_28, g_261)))
            { /* block id: 107 */
                uint8_t l_319 = 4UL;
                int16_t *l_320 = &g_66;
                uint64_t *l_333 = &g_128.f0;
                uint8_t *l_336 = &g_337;
                uint32_t *l_340 = &g_309;
                uint16_t *l_341 = &g_226;
                int16_t l_366 = 0x6A43L;
                if (((g_23[0] = ((+l_319) >= ((*l_320) = p_46))) >= (((*l_341) = (safe_sub_func_uint32_t_u_u(g_304, ((((safe_sub_func_uint8_t_u_u(l_319, (*p_44))) ^ ((((*l_340) = (safe_div_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((((safe_lshift_func_int8_t_s_u(((safe_lshift_func_uint16_t_u_s((((*l_333) &= p_47) > ((safe_lshift_func_int8_t_s_u((((--(*l_336)) || (*p_44)) ^ p_46), l_319)) && l_319)), g_261)) , l_319), (*p_44))) , &g_99) == (void*)0), 1)), p_47))) , l_319) ^ g_304)) > g_245) || g_99)))) || p_47)))
                { /* block id: 114 */
                    (*l_242) ^= ((safe_mod_func_uint8_t_u_u(((*l_336) = (safe_rshift_func_uint16_t_u_u((0UL > (l_346 != &g_107)), 10))), ((*p_44) = (safe_mul_func_int8_t_s_s(g_306, (safe_add_func_uint64_t_u_u((safe_mod_func_uint32_t_u_u((((((safe_mul_func_uint8_t_u_u(((void*)0 != &p_48), ((p_47 ^ l_319) < 65528UL))) == g_261) , g_269[5]) > p_46) >= p_46), p_47)), p_46))))))) == g_87);
                }
                else
                { /* block id: 118 */
                    int64_t **l_381[6][5] = {{&g_365,(void*)0,&g_365,(void*)0,&g_365},{&g_365,&g_365,&g_365,&g_365,&g_365},{&g_365,(void*)0,&g_365,(void*)0,&g_365},{&g_365,&g_365,&g_365,&g_365,&g_365},{&g_365,(void*)0,&g_365,(void*)0,&g_365},{&g_365,&g_365,&g_365,&g_365,&g_365}};
                    int32_t l_384 = 0x91C24569L;
                    int i, j;
                    (**l_297) = (safe_unary_minus_func_uint16_t_u((((void*)0 != &g_304) >= ((l_356[2] , (((safe_mul_func_int8_t_s_s(((safe_add_func_int64_t_s_s(((~(safe_div_func_uint32_t_u_u(l_356[2].f1, (((void*)0 != g_364) , (**l_297))))) == g_99), (*p_48))) <= l_366), p_46)) , (void*)0) == (void*)0)) && 0x27A6L))));
                    (**l_297) = (safe_div_func_uint16_t_u_u(0UL, (safe_mul_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_u((((l_266 , (safe_mod_func_int32_t_s_s((-3L), l_366))) != (safe_add_func_uint8_t_u_u((0x9E9193C48F4A693FLL | (safe_add_func_uint32_t_u_u((safe_sub_func_uint32_t_u_u((((g_365 = p_48) != (l_382 = p_48)) > l_319), 0x4461D6DCL)), (-10L)))), g_337))) != g_383), p_46)) || g_144[1][3]), l_384))));
                }
            }
            else
            { /* block id: 124 */
                uint16_t *l_392 = &g_226;
                uint8_t *l_401[4];
                int16_t *l_402 = &g_66;
                int32_t l_403 = 0x3081317EL;
                int32_t l_406 = 0x897D91EDL;
                int32_t l_407 = 0x08AC9070L;
                int32_t l_409 = 0xB69953D9L;
                int32_t l_410 = 1L;
                int i;
                for (i = 0; i < 4; i++)
                    l_401[i] = &g_337;
                (**l_297) |= (safe_mul_func_uint8_t_u_u(((l_387 , l_388) == (void*)0), g_144[1][0]));
                if (l_389)
                    break;
                if ((safe_mul_func_int16_t_s_s((((((((*p_44) = ((((++(*l_392)) , (g_144[0][2] <= ((*l_402) = (safe_sub_func_uint32_t_u_u(((l_346 != l_397) == (l_266 & ((*g_365) || (*l_241)))), (safe_rshift_func_int16_t_s_u((safe_unary_minus_func_uint8_t_u((g_337 &= ((g_309 >= (**l_297)) >= (*g_365))))), g_269[0]))))))) , g_269[5]) >= p_47)) != l_403) , (**l_297)) ^ l_268[2]) >= 0x0D73C414L) == p_47), l_280)))
                { /* block id: 131 */
                    return (**l_297);
                }
                else
                { /* block id: 133 */
                    int32_t *l_404 = &g_101[1];
                    int32_t *l_405[3];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_405[i] = &l_268[2];
                    l_411--;
                }
                for (g_107 = 0; g_107 < 2; g_107 += 1)
                {
                    for (l_273 = 0; l_273 < 8; l_273 += 1)
                    {
                        g_144[g_107][l_273] = 255UL;
                    }
                }
            }
            for (g_99 = 0; (g_99 <= 7); g_99 += 1)
            { /* block id: 140 */
                uint32_t l_422 = 0x80476B54L;
                uint32_t l_428[5][5] = {{0x925FE94AL,0xBA688296L,0xBA688296L,0x925FE94AL,0x6B72D213L},{0x925FE94AL,0xBA688296L,0xBA688296L,0x925FE94AL,0x6B72D213L},{0x925FE94AL,0xBA688296L,0xBA688296L,0x925FE94AL,0x6B72D213L},{0x925FE94AL,0xBA688296L,0xBA688296L,0x925FE94AL,0x6B72D213L},{0x925FE94AL,0xBA688296L,0xBA688296L,0x925FE94AL,0x6B72D213L}};
                int i, j;
                (*l_242) ^= ((**l_297) ^= 0x6230F8ADL);
                for (l_387.f1 = 0; (l_387.f1 <= 6); l_387.f1 += 1)
                { /* block id: 145 */
                    int32_t *l_423 = &l_262;
                    int32_t *l_424 = &l_265;
                    int32_t *l_425 = &l_266;
                    int32_t *l_426 = &l_265;
                    int32_t *l_427[5];
                    uint16_t *l_445 = &l_280;
                    int i;
                    for (i = 0; i < 5; i++)
                        l_427[i] = (void*)0;
                    l_276[l_387.f1] ^= ((1UL & ((g_269[g_99] , (safe_sub_func_int8_t_s_s(((*l_397) |= 1L), (0UL != (p_47 ^ 0x188E0EA1L))))) == (safe_add_func_uint64_t_u_u((((safe_add_func_int32_t_s_s((l_422 != l_422), 0x76776E81L)) && g_226) && p_46), (-1L))))) & g_126);
                    l_428[0][0]++;
                    (*l_424) |= (((safe_lshift_func_uint8_t_u_u((*p_44), 3)) , l_411) == (((*l_388) = (((((!(-1L)) <= (5L ^ ((*p_44) < p_46))) & ((safe_add_func_uint16_t_u_u(((*l_445) = (safe_sub_func_uint32_t_u_u((safe_mod_func_uint64_t_u_u((safe_sub_func_uint16_t_u_u((safe_div_func_uint32_t_u_u((~((**l_297) , g_28)), 1L)), (*l_423))), (**l_297))), (*l_242)))), 0x4AE0L)) , (**l_297))) == p_46) || 0L)) && g_245));
                    if (p_46)
                        break;
                }
                if (g_269[g_99])
                    break;
                if (l_428[1][3])
                    continue;
            }
        }
        if (l_446)
        { /* block id: 158 */
            return (*l_241);
        }
        else
        { /* block id: 160 */
            int64_t *l_447[6][5][8] = {{{&g_245,(void*)0,&g_245,&g_269[2],&g_22,&g_245,(void*)0,&g_245},{&l_243,&g_245,&g_269[5],&g_22,&g_22,&g_383,&g_22,&g_22},{&l_243,&g_22,(void*)0,(void*)0,&g_22,&l_243,&g_245,&g_22},{&g_245,&g_22,(void*)0,&g_245,(void*)0,(void*)0,&g_25[0],&g_383},{(void*)0,&g_22,(void*)0,&g_245,&g_22,&g_245,(void*)0,&g_22}},{{&g_25[0],&g_22,&g_25[1],&g_269[2],&g_383,&g_245,(void*)0,(void*)0},{&g_269[2],&l_243,&g_22,&g_25[1],&g_25[0],(void*)0,(void*)0,&g_25[0]},{&g_245,&g_25[1],&g_25[1],&g_245,&g_22,&g_383,(void*)0,&g_269[5]},{&g_22,&g_383,(void*)0,&g_269[5],&g_269[5],&g_245,&g_25[0],&l_243},{&g_245,&g_383,(void*)0,(void*)0,(void*)0,&g_383,&g_245,&g_269[2]}},{{&g_22,&g_25[1],&g_269[2],&g_383,&g_245,(void*)0,(void*)0,&g_22},{&g_22,&l_243,(void*)0,&g_269[5],&g_245,&g_245,&g_269[5],(void*)0},{&g_22,&g_22,&g_245,&g_22,(void*)0,&g_245,(void*)0,(void*)0},{&g_245,&g_22,&g_22,(void*)0,&g_269[5],(void*)0,&g_25[1],(void*)0},{&g_22,&g_22,&g_245,&g_22,&g_22,&g_269[5],&g_245,(void*)0}},{{&g_245,(void*)0,&l_243,&g_269[5],&g_25[0],(void*)0,&g_269[2],&g_22},{&g_269[2],&g_245,&l_243,&g_383,&g_383,&l_243,&g_245,&g_269[2]},{&g_25[0],&g_245,&g_245,(void*)0,&g_22,(void*)0,&g_25[1],&l_243},{(void*)0,&g_269[5],&g_22,&g_269[5],(void*)0,(void*)0,(void*)0,&g_269[5]},{&g_245,&g_245,&g_245,&g_245,(void*)0,&l_243,&g_269[5],&g_25[0]}},{{&g_269[5],&g_245,(void*)0,&g_25[1],(void*)0,(void*)0,(void*)0,(void*)0},{&g_269[5],(void*)0,&g_269[2],&g_269[2],(void*)0,&g_269[5],&g_245,&g_22},{&g_245,&g_22,(void*)0,&g_245,(void*)0,(void*)0,&g_25[0],&g_383},{(void*)0,&g_22,(void*)0,&g_245,&g_22,&g_245,(void*)0,&g_22},{&g_25[0],&g_22,&g_25[1],&g_269[2],&g_383,&g_245,(void*)0,(void*)0}},{{&g_269[2],&l_243,&g_22,&g_25[1],&g_25[0],(void*)0,(void*)0,&g_25[0]},{&g_245,&g_25[1],&g_25[1],&g_245,&g_22,(void*)0,&g_245,(void*)0},{&g_22,(void*)0,&g_245,(void*)0,(void*)0,&g_25[0],&g_383,&g_269[5]},{&l_243,(void*)0,&g_22,&g_269[2],&g_22,(void*)0,&l_243,&g_245},{(void*)0,&g_22,&g_245,(void*)0,&g_245,&g_22,&g_269[5],&g_25[1]}}};
            int32_t l_452 = 2L;
            int32_t *l_453[7];
            struct S1 l_455[7] = {{0x2E7AF3774E8F814FLL,0xDDD8622C20530229LL},{0x2E7AF3774E8F814FLL,0xDDD8622C20530229LL},{0x2E7AF3774E8F814FLL,0xDDD8622C20530229LL},{0x2E7AF3774E8F814FLL,0xDDD8622C20530229LL},{0x2E7AF3774E8F814FLL,0xDDD8622C20530229LL},{0x2E7AF3774E8F814FLL,0xDDD8622C20530229LL},{0x2E7AF3774E8F814FLL,0xDDD8622C20530229LL}};
            uint16_t l_468 = 1UL;
            uint16_t *l_469[7][7][2] = {{{&g_23[0],&g_23[0]},{&g_23[0],&g_226},{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]},{&g_23[0],&g_226},{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]}},{{&g_23[0],&g_226},{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]},{&g_23[0],&g_226},{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]},{&g_23[0],&g_226}},{{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]},{&g_23[0],&g_226},{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]},{&g_23[0],&g_226},{&g_23[0],&g_23[0]}},{{&g_23[0],&g_23[0]},{&g_23[0],&g_226},{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]},{&g_23[0],&g_226},{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]}},{{&g_23[0],&g_226},{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]},{&g_23[0],&g_226},{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]},{&g_23[0],&g_226}},{{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]},{&g_23[0],&g_226},{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]},{&g_23[0],&g_226},{&g_23[0],&g_23[0]}},{{&g_23[0],&g_23[0]},{&g_23[0],&g_226},{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]},{&g_23[0],&g_226},{&g_23[0],&g_23[0]},{&g_23[0],&g_23[0]}}};
            int8_t **l_491 = (void*)0;
            int32_t *l_495[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
            uint64_t l_502 = 7UL;
            int32_t l_507 = 0x1589649BL;
            uint32_t l_510 = 18446744073709551615UL;
            int8_t l_513 = 1L;
            int32_t **l_517 = &g_31[4];
            int i, j, k;
            for (i = 0; i < 7; i++)
                l_453[i] = &l_452;
            l_278 ^= (((**l_297) = (-1L)) <= (((*l_242) == (safe_lshift_func_uint8_t_u_s((safe_unary_minus_func_uint64_t_u(p_47)), ((~(((((l_270 = (l_452 <= g_144[1][5])) == ((safe_unary_minus_func_uint32_t_u((&g_309 == ((p_46 , l_455[2]) , p_45)))) | 65534UL)) ^ (-9L)) <= (*p_44)) == p_46)) > (*p_44))))) ^ g_306));
            l_278 ^= ((safe_mod_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((g_23[0] = ((((safe_div_func_int16_t_s_s(g_269[5], ((l_462 == &g_365) ^ ((0x276EL > (((safe_mod_func_uint32_t_u_u((safe_div_func_uint64_t_u_u((((((*p_44) |= g_226) | (((*l_242) , (safe_unary_minus_func_uint64_t_u(((**l_297) > l_468)))) < (**l_297))) , 0xCCA57B9AL) , g_245), 0xEB219F70CAC3EB80LL)), 1L)) != p_47) ^ 0UL)) == g_245)))) && g_66) | g_408) < (*l_242))), (**l_297))), g_309)) > p_47);
            if (((safe_lshift_func_uint16_t_u_s((((((g_496 = (g_408 = (((((safe_lshift_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((*p_44) = (safe_add_func_uint8_t_u_u((g_107 == (+((**g_364) >= ((((g_101[1] >= (~(l_455[1] , (((safe_sub_func_int64_t_s_s((safe_mul_func_int8_t_s_s(((safe_rshift_func_int8_t_s_s((+(safe_rshift_func_int16_t_s_s((((safe_mod_func_uint8_t_u_u((((g_128 , &g_107) != (g_492 = p_44)) != p_47), 0xD5L)) , 4L) || 0x92A17F18BAEBD4A6LL), g_28))), 6)) == 8UL), p_46)), (*l_242))) | 0xA88D16A9L) & l_494)))) , 0xB03CL) || (**l_297)) > (*p_48))))), g_99))), p_47)), 13)) <= 0x8B50L) <= (-1L)) <= 1L) , 1L))) , (**g_364)) , &g_309) != (void*)0) <= 0x63B1L), 0)) | p_47))
            { /* block id: 171 */
                int8_t **l_501[7];
                int32_t l_503[4][6] = {{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L},{1L,1L,1L,1L,1L,1L}};
                int i, j;
                for (i = 0; i < 7; i++)
                    l_501[i] = &l_346;
                (*l_242) = (((safe_div_func_int16_t_s_s(((safe_mod_func_int32_t_s_s((l_501[3] == (((l_502 , l_307) != (((*l_241) = (p_48 == (void*)0)) , &g_66)) , &l_346)), 0x7D747A9DL)) , (**l_297)), p_47)) != l_503[0][4]) ^ g_25[0]);
                for (l_243 = 18; (l_243 != (-22)); l_243 = safe_sub_func_uint8_t_u_u(l_243, 2))
                { /* block id: 176 */
                    (**l_297) ^= (~0xE9F164CD14C0616BLL);
                    (*l_240) = p_45;
                }
                --l_510;
            }
            else
            { /* block id: 181 */
                l_514--;
            }
            (*l_517) = ((*l_240) = p_45);
        }
        l_270 ^= (((g_261 != (((1L == (g_337--)) | (*l_242)) , ((g_493 || (safe_lshift_func_int16_t_s_s(g_306, g_22))) != (g_66 = ((0x170FL >= p_47) & (**l_297)))))) && 0UL) | p_47);
        (*l_242) &= (((((g_23[0] == (((**l_297) | (((safe_sub_func_uint16_t_u_u((safe_add_func_uint64_t_u_u((g_99 = (safe_mul_func_int8_t_s_s(((l_529 == &p_45) & (((safe_sub_func_int64_t_s_s((g_269[5] = (safe_add_func_int8_t_s_s((safe_rshift_func_int8_t_s_u(0L, 4)), (g_128 , (0UL ^ g_66))))), (*l_241))) != (-1L)) , p_47)), 254UL))), 0x1A652EFAAF1856B1LL)), 1L)) && g_261) , (*g_365))) | (*p_48))) , 1UL) , g_99) <= (*p_48)) , p_46);
    }
    else
    { /* block id: 193 */
        const struct S1 *l_549[2][8][8] = {{{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550}},{{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550},{&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550,&g_550}}};
        const struct S1 **l_548 = &l_549[1][5][5];
        int32_t l_555 = (-10L);
        uint32_t l_573 = 0xBC2567D2L;
        uint32_t ***l_622 = &l_620;
        int i, j, k;
        for (p_46 = 0; p_46 < 1; p_46 += 1)
        {
            g_23[p_46] = 65531UL;
        }
        (*l_241) ^= (safe_lshift_func_uint8_t_u_u(((*p_44) = g_25[1]), ((&g_337 == l_346) > (p_46 && ((((((safe_sub_func_uint32_t_u_u(g_496, (safe_rshift_func_int8_t_s_s(((safe_add_func_uint32_t_u_u((safe_unary_minus_func_int32_t_s((&g_128 == (((*g_365) = 8L) , &g_128)))), (*l_242))) ^ 0x0C71L), p_47)))) && (*g_492)) > (*l_242)) <= 2UL) < p_46) && (*g_365))))));
        if ((safe_lshift_func_uint16_t_u_u((((*l_548) = &g_128) != &g_550), (((safe_mod_func_uint32_t_u_u(g_128.f0, (safe_div_func_int32_t_s_s((*l_241), l_555)))) , &p_46) == &g_226))))
        { /* block id: 199 */
            int32_t *l_556 = &g_496;
            int32_t *l_557 = (void*)0;
            int32_t *l_558 = &g_101[1];
            int32_t *l_559[3][4] = {{(void*)0,&l_278,&l_277,&l_278},{&l_278,&g_28,&l_277,&l_277},{(void*)0,(void*)0,&l_278,&l_277}};
            uint16_t l_560 = 0x9D45L;
            uint8_t *l_575 = &g_337;
            uint8_t **l_574[8][3] = {{&l_575,&l_575,&l_575},{&l_575,&l_575,&l_575},{&l_575,&l_575,&l_575},{&l_575,&l_575,&l_575},{&l_575,&l_575,&l_575},{&l_575,&l_575,&l_575},{&l_575,&l_575,&l_575},{&l_575,&l_575,&l_575}};
            int i, j;
            --l_560;
            (*l_242) |= ((*l_556) = ((*p_48) && (safe_sub_func_int64_t_s_s(((void*)0 == g_565), ((((((!((*l_241) , (((((safe_sub_func_int8_t_s_s(((l_346 == (p_44 = func_49((safe_mod_func_int16_t_s_s(g_144[0][2], (safe_sub_func_uint64_t_u_u((((((g_304 != 0x4B7F8A7547D9583ALL) , p_47) , &p_47) == &p_47) , 18446744073709551614UL), 0xB5417590F7FC269ELL)))), l_573))) , l_555), p_47)) , 0x8B6C7252L) , l_573) , p_46) , (*g_492)))) , l_555) > p_47) || 1L) < p_47) != p_46)))));
            for (l_279 = 0; (l_279 < 15); l_279++)
            { /* block id: 206 */
                struct S1 l_578 = {18446744073709551615UL,0x3FC7069E48EAD9F6LL};
                uint64_t *l_589 = &l_578.f0;
                int32_t l_592 = 1L;
                int32_t l_593[5] = {1L,1L,1L,1L,1L};
                int i;
                (*l_242) = (((*l_589) = ((*l_242) <= (l_578 , (safe_sub_func_uint8_t_u_u(g_245, (safe_mul_func_uint8_t_u_u(((safe_add_func_int32_t_s_s((safe_lshift_func_int8_t_s_u(0x23L, (safe_mod_func_int8_t_s_s(1L, l_573)))), (l_555 , l_578.f1))) == (**g_364)), (*g_492)))))))) ^ (**g_364));
                if (p_46)
                    continue;
                for (l_274 = 0; (l_274 >= (-5)); --l_274)
                { /* block id: 212 */
                    uint8_t l_594[5];
                    int i;
                    for (i = 0; i < 5; i++)
                        l_594[i] = 0UL;
                    l_594[2]++;
                    return l_555;
                }
            }
            --g_597;
        }
        else
        { /* block id: 218 */
            int32_t *l_618 = (void*)0;
            uint8_t l_619 = 1UL;
            for (p_46 = 20; (p_46 >= 14); p_46 = safe_sub_func_uint8_t_u_u(p_46, 8))
            { /* block id: 221 */
                uint32_t l_614 = 1UL;
                int32_t l_615 = (-4L);
                (*l_241) = (((g_66 , ((*g_492) = (safe_div_func_int32_t_s_s(((((*l_242) |= (safe_mod_func_int16_t_s_s(((l_555 != p_46) < ((safe_mod_func_uint32_t_u_u(((*g_492) <= (((((safe_add_func_int64_t_s_s((*g_365), (safe_add_func_uint32_t_u_u((((*l_346) = ((l_615 = l_614) != (safe_mul_func_int8_t_s_s(((((l_618 == (void*)0) , p_46) <= (-5L)) >= 0x24L), g_128.f1)))) , 0x210FAFD9L), p_47)))) == (*l_241)) < p_47) ^ 0xDF252670L) ^ l_555)), l_614)) > l_619)), l_555))) && (*l_241)) , l_573), l_614)))) != g_66) ^ 0x2EB7L);
            }
            return l_573;
        }
        (*l_622) = l_620;
    }
    return p_46;
}


/* ------------------------------------------ */
/* 
 * reads : g_99 g_101
 * writes: g_99 g_101
 */
static uint8_t * func_49(uint8_t  p_50, uint64_t  p_51)
{ /* block id: 70 */
    int32_t l_211 = (-5L);
    int32_t l_212[2];
    int64_t l_213 = 0x30D6FC78F7CE0DDBLL;
    uint16_t l_214 = 0x58C2L;
    uint8_t *l_222 = &g_144[0][2];
    int i;
    for (i = 0; i < 2; i++)
        l_212[i] = 0x280712D5L;
    for (g_99 = 0; (g_99 < 18); g_99++)
    { /* block id: 73 */
        int32_t *l_204 = &g_28;
        int32_t *l_205 = &g_101[2];
        int32_t *l_206 = &g_101[3];
        int32_t *l_207 = &g_101[1];
        int32_t *l_208 = &g_101[2];
        int32_t *l_209 = &g_101[3];
        int32_t *l_210[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int32_t **l_217 = (void*)0;
        int32_t **l_218 = (void*)0;
        int32_t **l_219 = &l_207;
        struct S1 l_220 = {0x556C6A85F900EB87LL,1UL};
        struct S1 *l_221 = &l_220;
        int i;
        --l_214;
        (*l_219) = &l_212[0];
        (*l_208) ^= l_213;
        (*l_221) = l_220;
    }
    return l_222;
}


/* ------------------------------------------ */
/* 
 * reads : g_28 g_31 g_66 g_23 g_101 g_22 g_30 g_99 g_87 g_126 g_128 g_25 g_144 g_107
 * writes: g_28 g_31 g_87 g_99 g_101 g_22 g_144 g_107 g_66 g_30
 */
static int8_t  func_52(uint16_t  p_53, int64_t * p_54, int32_t ** const  p_55)
{ /* block id: 13 */
    int32_t *l_82 = &g_28;
    int32_t l_88 = 1L;
    int16_t *l_97 = &g_66;
    int32_t l_146[2];
    int32_t l_165 = 0x7EE634B2L;
    uint64_t l_200 = 0x1B59EE12D6ED070BLL;
    int i;
    for (i = 0; i < 2; i++)
        l_146[i] = 1L;
    for (g_28 = 4; (g_28 > (-28)); g_28 = safe_sub_func_int64_t_s_s(g_28, 1))
    { /* block id: 16 */
        int32_t **l_83 = &g_31[0];
        int32_t *l_86 = &g_87;
        int16_t *l_95 = &g_66;
        int16_t **l_96[4];
        uint64_t *l_98 = &g_99;
        int32_t *l_100 = &g_101[1];
        int32_t l_152 = 0x7D8DEE13L;
        int32_t l_153 = 0L;
        int32_t l_154 = 0x1EE9ED18L;
        int32_t l_155 = (-1L);
        int32_t l_159 = 0xFB97F931L;
        int32_t l_160[1][3];
        int i, j;
        for (i = 0; i < 4; i++)
            l_96[i] = &l_95;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 3; j++)
                l_160[i][j] = 0x16E1AE63L;
        }
        (*l_83) = l_82;
        (*l_100) ^= (g_28 <= ((safe_sub_func_int64_t_s_s((**l_83), ((p_53 , (l_88 = ((*l_86) = (*l_82)))) <= (safe_lshift_func_uint8_t_u_s((((*l_82) && (((*l_98) = ((safe_mul_func_int16_t_s_s((safe_mod_func_int8_t_s_s(((l_97 = l_95) == (void*)0), g_66)), p_53)) > g_23[0])) ^ (*l_82))) == (*l_82)), 0))))) > 0x45F7E1E5L));
        for (p_53 = 0; (p_53 <= 4); p_53 += 1)
        { /* block id: 25 */
            int8_t *l_106[2];
            int32_t l_108 = 0xE11ED7A4L;
            int32_t l_111 = (-5L);
            int32_t **l_112 = (void*)0;
            int32_t **l_113 = &l_82;
            uint16_t l_123[2];
            int16_t l_145 = (-7L);
            int32_t l_151 = 0L;
            int32_t l_156 = (-1L);
            int32_t l_157 = 0xA6449601L;
            int32_t l_158 = 0x1BC7B78FL;
            int32_t l_161 = 0x3C8D22F8L;
            int32_t l_162 = (-3L);
            int32_t l_163 = 0x5FE35E0BL;
            int32_t l_164[4][7][7] = {{{0x57EE2591L,(-1L),(-1L),0x57EE2591L,0L,0x57EE2591L,(-1L)},{0x0018B137L,0x0018B137L,(-1L),5L,(-1L),0x0018B137L,0x0018B137L},{0x0018B137L,(-1L),5L,(-1L),0x0018B137L,0x0018B137L,(-1L)},{0x57EE2591L,0L,0x57EE2591L,(-1L),(-1L),0x57EE2591L,0L},{(-1L),0L,5L,5L,0L,(-1L),0L},{0x57EE2591L,(-1L),(-1L),0x57EE2591L,0L,0x57EE2591L,(-1L)},{0x0018B137L,0x0018B137L,(-1L),0L,0x57EE2591L,(-1L),(-1L)}},{{(-1L),0x57EE2591L,0L,0x57EE2591L,(-1L),(-1L),0x57EE2591L},{5L,0x0018B137L,5L,0x57EE2591L,0x57EE2591L,5L,0x0018B137L},{0x57EE2591L,0x0018B137L,0L,0L,0x0018B137L,0x57EE2591L,0x0018B137L},{5L,0x57EE2591L,0x57EE2591L,5L,0x0018B137L,5L,0x57EE2591L},{(-1L),(-1L),0x57EE2591L,0L,0x57EE2591L,(-1L),(-1L)},{(-1L),0x57EE2591L,0L,0x57EE2591L,(-1L),(-1L),0x57EE2591L},{5L,0x0018B137L,5L,0x57EE2591L,0x57EE2591L,5L,0x0018B137L}},{{0x57EE2591L,0x0018B137L,0L,0L,0x0018B137L,0x57EE2591L,0x0018B137L},{5L,0x57EE2591L,0x57EE2591L,5L,0x0018B137L,5L,0x57EE2591L},{(-1L),(-1L),0x57EE2591L,0L,0x57EE2591L,(-1L),(-1L)},{(-1L),0x57EE2591L,0L,0x57EE2591L,(-1L),(-1L),0x57EE2591L},{5L,0x0018B137L,5L,0x57EE2591L,0x57EE2591L,5L,0x0018B137L},{0x57EE2591L,0x0018B137L,0L,0L,0x0018B137L,0x57EE2591L,0x0018B137L},{5L,0x57EE2591L,0x57EE2591L,5L,0x0018B137L,5L,0x57EE2591L}},{{(-1L),(-1L),0x57EE2591L,0L,0x57EE2591L,(-1L),(-1L)},{(-1L),0x57EE2591L,0L,0x57EE2591L,(-1L),(-1L),0x57EE2591L},{5L,0x0018B137L,5L,0x57EE2591L,0x57EE2591L,5L,0x0018B137L},{0x57EE2591L,0x0018B137L,0L,0L,0x0018B137L,0x57EE2591L,0x0018B137L},{5L,0x57EE2591L,0x57EE2591L,5L,0x0018B137L,5L,0x57EE2591L},{(-1L),(-1L),0x57EE2591L,0L,0x57EE2591L,(-1L),(-1L)},{(-1L),0x57EE2591L,0L,0x57EE2591L,(-1L),(-1L),0x57EE2591L}}};
            struct S1 l_190 = {18446744073709551615UL,0x12C6D952F8476303LL};
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_106[i] = &g_107;
            for (i = 0; i < 2; i++)
                l_123[i] = 0xC73DL;
            l_111 &= (g_22 <= ((((+0xB2CAL) && ((safe_sub_func_int8_t_s_s(((!((l_108 &= (*l_82)) != (0xE416L && p_53))) , (l_108 ^ ((((safe_mul_func_uint8_t_u_u(((*g_30) == (*l_82)), g_99)) > 8UL) & g_87) & 18446744073709551613UL))), (-1L))) != 0xBAL)) < 255UL) >= (**l_83)));
            (*l_113) = (g_31[p_53] = &g_28);
            for (g_22 = 0; (g_22 != 6); g_22 = safe_add_func_int32_t_s_s(g_22, 6))
            { /* block id: 32 */
                int64_t l_122 = 0L;
                uint8_t *l_143 = &g_144[0][2];
                int32_t *l_147 = &l_108;
                int32_t *l_148 = &g_101[0];
                int32_t *l_149 = &g_101[1];
                int32_t *l_150[1][8][4] = {{{(void*)0,(void*)0,&l_108,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_108,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_108,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0}}};
                uint64_t l_166 = 9UL;
                uint8_t l_182 = 0xF9L;
                int64_t *l_183 = (void*)0;
                int64_t *l_184 = &l_122;
                uint8_t l_189 = 0xA6L;
                int i, j, k;
                for (g_99 = 14; (g_99 == 50); g_99++)
                { /* block id: 35 */
                    int32_t *l_118 = &l_88;
                    int32_t *l_119 = &l_111;
                    int32_t *l_120 = &g_101[2];
                    int32_t *l_121[1];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_121[i] = &l_111;
                    l_123[1]--;
                    (*l_118) |= g_126;
                }
                (*l_86) ^= ((!(g_128 , ((safe_add_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u((g_107 = (safe_mul_func_int8_t_s_s((safe_add_func_uint8_t_u_u((0xECL != 0x10L), g_25[0])), ((safe_mul_func_int8_t_s_s(0x99L, ((((safe_sub_func_int16_t_s_s((((*l_98) = ((safe_mul_func_uint8_t_u_u(g_101[0], ((*l_143) = 0x35L))) < g_22)) != (*p_54)), p_53)) > 1UL) >= 0x65E783BFB6AB9C1ALL) || g_23[0]))) , 0UL)))), 7)), (**l_83))) != g_28))) , (*l_82));
                --l_166;
                l_189 |= ((safe_mul_func_int8_t_s_s((((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_s((((safe_mul_func_uint16_t_u_u((((*l_184) ^= (~(((0x13L < (*l_100)) || ((*l_149) &= (safe_div_func_int8_t_s_s(g_22, (l_182 = (**l_83)))))) , g_101[0]))) | g_128.f0), (safe_div_func_int8_t_s_s(((*l_86) = (safe_rshift_func_int8_t_s_s((9L >= g_144[1][3]), 4))), g_23[0])))) ^ 0xF7DA083CL) <= p_53), 13)) , 65531UL), 9)), g_25[0])) & (-1L)) , p_53), 8L)) != p_53);
            }
            for (g_66 = 3; (g_66 >= 0); g_66 -= 1)
            { /* block id: 52 */
                uint32_t l_201 = 18446744073709551615UL;
                int i, j, k;
                if (((l_190 , (255UL >= ((((safe_rshift_func_int8_t_s_u((safe_mul_func_uint8_t_u_u(255UL, l_164[g_66][(p_53 + 2)][p_53])), (safe_sub_func_uint32_t_u_u(((((safe_mul_func_int8_t_s_s(0x0DL, (~(l_164[g_66][(p_53 + 1)][(g_66 + 1)] & 0x1EL)))) && p_53) <= p_53) > g_25[1]), (**l_113))))) != l_200) , g_144[0][2]) & 0x2084C10AL))) && p_53))
                { /* block id: 53 */
                    if (l_201)
                        break;
                    (*l_83) = &l_88;
                }
                else
                { /* block id: 56 */
                    return (*l_82);
                }
                for (l_156 = 3; (l_156 >= 0); l_156 -= 1)
                { /* block id: 61 */
                    g_30 = &l_164[g_66][(p_53 + 1)][(g_66 + 1)];
                    return (*l_82);
                }
            }
        }
        return (*l_82);
    }
    return g_107;
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
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_22, "g_22", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_23[i], "g_23[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_25[i], "g_25[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_28, "g_28", print_hash_value);
    transparent_crc(g_36, "g_36", print_hash_value);
    transparent_crc(g_66, "g_66", print_hash_value);
    transparent_crc(g_87, "g_87", print_hash_value);
    transparent_crc(g_99, "g_99", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_101[i], "g_101[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_107, "g_107", print_hash_value);
    transparent_crc(g_126, "g_126", print_hash_value);
    transparent_crc(g_128.f0, "g_128.f0", print_hash_value);
    transparent_crc(g_128.f1, "g_128.f1", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_144[i][j], "g_144[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_226, "g_226", print_hash_value);
    transparent_crc(g_245, "g_245", print_hash_value);
    transparent_crc(g_261, "g_261", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_269[i], "g_269[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_304, "g_304", print_hash_value);
    transparent_crc(g_306, "g_306", print_hash_value);
    transparent_crc(g_309, "g_309", print_hash_value);
    transparent_crc(g_337, "g_337", print_hash_value);
    transparent_crc(g_383, "g_383", print_hash_value);
    transparent_crc(g_408, "g_408", print_hash_value);
    transparent_crc(g_493, "g_493", print_hash_value);
    transparent_crc(g_496, "g_496", print_hash_value);
    transparent_crc(g_550.f0, "g_550.f0", print_hash_value);
    transparent_crc(g_550.f1, "g_550.f1", print_hash_value);
    transparent_crc(g_597, "g_597", print_hash_value);
    transparent_crc(g_647, "g_647", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_735[i].f0, "g_735[i].f0", print_hash_value);
        transparent_crc(g_735[i].f1, "g_735[i].f1", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_755, "g_755", print_hash_value);
    transparent_crc(g_774, "g_774", print_hash_value);
    transparent_crc(g_800, "g_800", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_803[i], "g_803[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_897.f0, "g_897.f0", print_hash_value);
    transparent_crc(g_897.f1, "g_897.f1", print_hash_value);
    transparent_crc(g_897.f2, "g_897.f2", print_hash_value);
    transparent_crc(g_897.f3, "g_897.f3", print_hash_value);
    transparent_crc(g_897.f4, "g_897.f4", print_hash_value);
    transparent_crc(g_897.f5, "g_897.f5", print_hash_value);
    transparent_crc(g_897.f6, "g_897.f6", print_hash_value);
    transparent_crc(g_899.f0, "g_899.f0", print_hash_value);
    transparent_crc(g_899.f1, "g_899.f1", print_hash_value);
    transparent_crc(g_899.f2, "g_899.f2", print_hash_value);
    transparent_crc(g_899.f3, "g_899.f3", print_hash_value);
    transparent_crc(g_899.f4, "g_899.f4", print_hash_value);
    transparent_crc(g_899.f5, "g_899.f5", print_hash_value);
    transparent_crc(g_899.f6, "g_899.f6", print_hash_value);
    transparent_crc(g_1247.f0, "g_1247.f0", print_hash_value);
    transparent_crc(g_1247.f1, "g_1247.f1", print_hash_value);
    transparent_crc(g_1249.f0, "g_1249.f0", print_hash_value);
    transparent_crc(g_1249.f1, "g_1249.f1", print_hash_value);
    transparent_crc(g_1301, "g_1301", print_hash_value);
    transparent_crc(g_1344, "g_1344", print_hash_value);
    transparent_crc(g_1444.f0, "g_1444.f0", print_hash_value);
    transparent_crc(g_1444.f1, "g_1444.f1", print_hash_value);
    transparent_crc(g_1444.f2, "g_1444.f2", print_hash_value);
    transparent_crc(g_1444.f3, "g_1444.f3", print_hash_value);
    transparent_crc(g_1444.f4, "g_1444.f4", print_hash_value);
    transparent_crc(g_1444.f5, "g_1444.f5", print_hash_value);
    transparent_crc(g_1444.f6, "g_1444.f6", print_hash_value);
    transparent_crc(g_1454.f0, "g_1454.f0", print_hash_value);
    transparent_crc(g_1454.f1, "g_1454.f1", print_hash_value);
    transparent_crc(g_1528, "g_1528", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_1569[i].f0, "g_1569[i].f0", print_hash_value);
        transparent_crc(g_1569[i].f1, "g_1569[i].f1", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1590.f0, "g_1590.f0", print_hash_value);
    transparent_crc(g_1590.f1, "g_1590.f1", print_hash_value);
    transparent_crc(g_1616.f0, "g_1616.f0", print_hash_value);
    transparent_crc(g_1616.f1, "g_1616.f1", print_hash_value);
    transparent_crc(g_1616.f2, "g_1616.f2", print_hash_value);
    transparent_crc(g_1616.f3, "g_1616.f3", print_hash_value);
    transparent_crc(g_1616.f4, "g_1616.f4", print_hash_value);
    transparent_crc(g_1616.f5, "g_1616.f5", print_hash_value);
    transparent_crc(g_1616.f6, "g_1616.f6", print_hash_value);
    transparent_crc(g_1623.f0, "g_1623.f0", print_hash_value);
    transparent_crc(g_1623.f1, "g_1623.f1", print_hash_value);
    transparent_crc(g_1623.f2, "g_1623.f2", print_hash_value);
    transparent_crc(g_1623.f3, "g_1623.f3", print_hash_value);
    transparent_crc(g_1623.f4, "g_1623.f4", print_hash_value);
    transparent_crc(g_1623.f5, "g_1623.f5", print_hash_value);
    transparent_crc(g_1623.f6, "g_1623.f6", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_1652[i].f0, "g_1652[i].f0", print_hash_value);
        transparent_crc(g_1652[i].f1, "g_1652[i].f1", print_hash_value);
        transparent_crc(g_1652[i].f2, "g_1652[i].f2", print_hash_value);
        transparent_crc(g_1652[i].f3, "g_1652[i].f3", print_hash_value);
        transparent_crc(g_1652[i].f4, "g_1652[i].f4", print_hash_value);
        transparent_crc(g_1652[i].f5, "g_1652[i].f5", print_hash_value);
        transparent_crc(g_1652[i].f6, "g_1652[i].f6", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_1655[i].f0, "g_1655[i].f0", print_hash_value);
        transparent_crc(g_1655[i].f1, "g_1655[i].f1", print_hash_value);
        transparent_crc(g_1655[i].f2, "g_1655[i].f2", print_hash_value);
        transparent_crc(g_1655[i].f3, "g_1655[i].f3", print_hash_value);
        transparent_crc(g_1655[i].f4, "g_1655[i].f4", print_hash_value);
        transparent_crc(g_1655[i].f5, "g_1655[i].f5", print_hash_value);
        transparent_crc(g_1655[i].f6, "g_1655[i].f6", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1717.f0, "g_1717.f0", print_hash_value);
    transparent_crc(g_1717.f1, "g_1717.f1", print_hash_value);
    transparent_crc(g_1717.f2, "g_1717.f2", print_hash_value);
    transparent_crc(g_1717.f3, "g_1717.f3", print_hash_value);
    transparent_crc(g_1717.f4, "g_1717.f4", print_hash_value);
    transparent_crc(g_1717.f5, "g_1717.f5", print_hash_value);
    transparent_crc(g_1717.f6, "g_1717.f6", print_hash_value);
    transparent_crc(g_1730, "g_1730", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_1754[i], "g_1754[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1788.f0, "g_1788.f0", print_hash_value);
    transparent_crc(g_1788.f1, "g_1788.f1", print_hash_value);
    transparent_crc(g_1788.f2, "g_1788.f2", print_hash_value);
    transparent_crc(g_1788.f3, "g_1788.f3", print_hash_value);
    transparent_crc(g_1788.f4, "g_1788.f4", print_hash_value);
    transparent_crc(g_1788.f5, "g_1788.f5", print_hash_value);
    transparent_crc(g_1788.f6, "g_1788.f6", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_1811[i][j].f0, "g_1811[i][j].f0", print_hash_value);
            transparent_crc(g_1811[i][j].f1, "g_1811[i][j].f1", print_hash_value);
            transparent_crc(g_1811[i][j].f2, "g_1811[i][j].f2", print_hash_value);
            transparent_crc(g_1811[i][j].f3, "g_1811[i][j].f3", print_hash_value);
            transparent_crc(g_1811[i][j].f4, "g_1811[i][j].f4", print_hash_value);
            transparent_crc(g_1811[i][j].f5, "g_1811[i][j].f5", print_hash_value);
            transparent_crc(g_1811[i][j].f6, "g_1811[i][j].f6", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1888, "g_1888", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 464
   depth: 1, occurrence: 27
XXX total union variables: 3

XXX non-zero bitfields defined in structs: 7
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 2
XXX structs with bitfields in the program: 13
breakdown:
   indirect level: 0, occurrence: 8
   indirect level: 1, occurrence: 4
   indirect level: 2, occurrence: 1
XXX full-bitfields structs in the program: 8
breakdown:
   indirect level: 0, occurrence: 8
XXX times a bitfields struct's address is taken: 16
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 9
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 12

XXX max expression depth: 38
breakdown:
   depth: 1, occurrence: 288
   depth: 2, occurrence: 51
   depth: 3, occurrence: 2
   depth: 4, occurrence: 3
   depth: 5, occurrence: 4
   depth: 6, occurrence: 1
   depth: 7, occurrence: 1
   depth: 8, occurrence: 1
   depth: 9, occurrence: 3
   depth: 11, occurrence: 2
   depth: 12, occurrence: 3
   depth: 13, occurrence: 4
   depth: 14, occurrence: 5
   depth: 15, occurrence: 3
   depth: 16, occurrence: 3
   depth: 17, occurrence: 4
   depth: 18, occurrence: 4
   depth: 19, occurrence: 2
   depth: 20, occurrence: 2
   depth: 21, occurrence: 5
   depth: 22, occurrence: 1
   depth: 23, occurrence: 1
   depth: 24, occurrence: 4
   depth: 26, occurrence: 1
   depth: 28, occurrence: 2
   depth: 29, occurrence: 2
   depth: 30, occurrence: 1
   depth: 32, occurrence: 2
   depth: 33, occurrence: 1
   depth: 34, occurrence: 1
   depth: 35, occurrence: 1
   depth: 38, occurrence: 1

XXX total number of pointers: 467

XXX times a variable address is taken: 805
XXX times a pointer is dereferenced on RHS: 225
breakdown:
   depth: 1, occurrence: 178
   depth: 2, occurrence: 44
   depth: 3, occurrence: 2
   depth: 4, occurrence: 1
XXX times a pointer is dereferenced on LHS: 224
breakdown:
   depth: 1, occurrence: 207
   depth: 2, occurrence: 15
   depth: 3, occurrence: 2
XXX times a pointer is compared with null: 35
XXX times a pointer is compared with address of another variable: 5
XXX times a pointer is compared with another pointer: 10
XXX times a pointer is qualified to be dereferenced: 6566

XXX max dereference level: 4
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 770
   level: 2, occurrence: 189
   level: 3, occurrence: 9
   level: 4, occurrence: 7
XXX number of pointers point to pointers: 162
XXX number of pointers point to scalars: 281
XXX number of pointers point to structs: 18
XXX percent of pointers has null in alias set: 24.4
XXX average alias set size: 1.31

XXX times a non-volatile is read: 1399
XXX times a non-volatile is write: 694
XXX times a volatile is read: 29
XXX    times read thru a pointer: 14
XXX times a volatile is write: 9
XXX    times written thru a pointer: 2
XXX times a volatile is available for access: 1.89e+03
XXX percentage of non-volatile access: 98.2

XXX forward jumps: 1
XXX backward jumps: 2

XXX stmts: 269
XXX max block depth: 4
breakdown:
   depth: 0, occurrence: 25
   depth: 1, occurrence: 43
   depth: 2, occurrence: 54
   depth: 3, occurrence: 67
   depth: 4, occurrence: 80

XXX percentage a fresh-made variable is used: 16.9
XXX percentage an existing variable is used: 83.1
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

